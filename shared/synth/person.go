package synth

import (
	"strings"
	"unicode"

	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// Titles of every language (shared/lang/vocab), kept as written; the
// honorifics tell the gender.
var (
	femaleTitles = titles(func(lx vocab.Lexicon) []string { return lx.TitlesFemale })
	maleTitles   = titles(func(lx vocab.Lexicon) []string { return lx.TitlesMale })
	otherTitles  = titles(func(lx vocab.Lexicon) []string { return lx.TitlesOther })
	particles    = set("von van der den de da di del della la le du dos das zu y")
)

func titles(concept func(vocab.Lexicon) []string) map[string]bool {
	m := map[string]bool{}
	for _, l := range vocab.Languages() {
		lx, _ := vocab.Of(l)
		for _, w := range concept(lx) {
			m[w] = true
		}
	}
	return m
}

func set(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// nameWord is one space-separated word of a person's name.
type nameWord struct {
	text string
	kind int // wordName, wordTitle, wordInitial, wordParticle
}

const (
	wordName = iota
	wordTitle
	wordInitial
	wordParticle
)

// fakePerson replaces each name word by a table name of the same gender and
// role (given name or surname), in the same grammatical case and capitalisation,
// keeping titles, particles, the number of words and the spacing.
func (s *Session) fakePerson(orig string) string {
	nameForms() // builds givenAll too
	words := splitWords(orig)
	var names []int // indexes of name words
	female, genderKnown := false, false
	for i := range words {
		w := &words[i]
		if w.kind != wordName {
			continue // separator
		}
		key := strings.ToLower(strings.TrimSuffix(w.text, "."))
		letters := 0
		for _, c := range key {
			if unicode.IsLetter(c) {
				letters++
			}
		}
		switch {
		case femaleTitles[key] && len(names) == 0:
			w.kind, female, genderKnown = wordTitle, true, true
		case maleTitles[key] && len(names) == 0:
			w.kind, female, genderKnown = wordTitle, false, true
		case otherTitles[key]:
			w.kind = wordTitle
		case letters == 1:
			w.kind = wordInitial
		case particles[key] && len(names) > 0:
			w.kind = wordParticle
		case letters == 0:
			w.kind = wordTitle // punctuation, keep
		default:
			names = append(names, i)
		}
	}
	if len(names) == 0 {
		return s.scramble(orig)
	}
	// Roles: a single word is a surname unless it is a known given name; in
	// longer names the last word (Spanish: the last two) is the surname.
	surnameFrom := len(names) - 1
	if len(names) >= 3 && s.lang == "es" {
		surnameFrom = len(names) - 2
	}
	if len(names) == 1 && s.isGivenName(words[names[0]].text) {
		surnameFrom = 1
	}
	// Gender from the words, surname first (its endings say more); the case is
	// one every analysable word allows (Polish "Anną Kowalską": the surname
	// could be accusative or instrumental, the given name only instrumental).
	var common, surnameCases uint
	for k := len(names) - 1; k >= 0; k-- {
		mask, wf, gok, wok := s.analyse(words[names[k]].text, k >= surnameFrom)
		if !wok {
			continue
		}
		if gok && !genderKnown {
			female, genderKnown = wf, true
		}
		if surnameCases == 0 {
			surnameCases = mask
			common = mask
		} else if common&mask != 0 {
			common &= mask
		}
	}
	c := firstCase(common)
	if !genderKnown {
		first := strings.ToLower(words[names[0]].text)
		if f, ok := givenAll[first]; ok {
			female = f
		} else if s.lang != "en" && strings.HasSuffix(first, "a") {
			female = true
		} else {
			female = s.intn(2) == 0
		}
	}
	for k, i := range names {
		w := &words[i]
		parts := strings.Split(w.text, "-")
		for j, p := range parts {
			if p != "" {
				parts[j] = applyCase(p, s.namePart(p, female, k >= surnameFrom, c))
			}
		}
		w.text = strings.Join(parts, "-")
	}
	for i := range words {
		if words[i].kind == wordInitial {
			words[i].text = s.scramble(words[i].text)
		}
	}
	var b strings.Builder
	for _, w := range words {
		b.WriteString(w.text)
	}
	return b.String()
}

// splitWords cuts s into words and the white space (or commas) between them;
// the separators come back as kind wordTitle so they are kept verbatim.
func splitWords(s string) []nameWord {
	var out []nameWord
	start, inSep := 0, false
	for i, c := range s {
		sep := unicode.IsSpace(c) || c == ','
		if i > 0 && sep != inSep {
			out = append(out, sepOrName(s[start:i], inSep))
			start = i
		}
		inSep = sep
	}
	return append(out, sepOrName(s[start:], inSep))
}

func sepOrName(t string, sep bool) nameWord {
	if sep {
		return nameWord{text: t, kind: wordTitle}
	}
	return nameWord{text: t, kind: wordName}
}

// isGivenName reports a known given name of the session's language (or any).
func (s *Session) isGivenName(w string) bool {
	lw := strings.ToLower(w)
	for _, fi := range nameForms()[s.lang][lw] {
		if !fi.surname {
			return true
		}
		return false
	}
	_, ok := givenAll[lw]
	return ok
}

// analyse tells the possible cases (a bit mask over gcase) and the gender of
// one name word from the tables' inflected forms, or from the endings only
// inflected forms have; ok is false when the word tells nothing, genderOK when
// it does not tell the gender (German "Müller" is both).
func (s *Session) analyse(w string, surname bool) (mask uint, female, genderOK, ok bool) {
	lw := strings.ToLower(w)
	infos := nameForms()[s.lang][lw]
	// Prefer readings in the word's role, then nominative readings.
	best := -1
	for i, fi := range infos {
		if best < 0 || bestScore(fi, surname) > bestScore(infos[best], surname) {
			best = i
		}
	}
	if best >= 0 {
		b := infos[best]
		genderOK = true
		for _, fi := range infos {
			if fi.female == b.female && fi.surname == b.surname {
				mask |= 1 << fi.c
			}
			if fi.surname == b.surname && fi.female != b.female {
				genderOK = false
			}
		}
		return mask, b.female, genderOK, true
	}
	if c, f, ok := caseByEnding(s.lang, lw); ok {
		return 1 << c, f, true, true
	}
	// Feminine surnames by their nominative ending.
	if surname {
		switch s.lang {
		case "cs", "sk":
			if strings.HasSuffix(lw, "á") {
				return 1 << nom, true, true, true
			}
		case "pl":
			if strings.HasSuffix(lw, "ska") || strings.HasSuffix(lw, "cka") || strings.HasSuffix(lw, "dzka") {
				return 1 << nom, true, true, true
			}
			if strings.HasSuffix(lw, "ski") || strings.HasSuffix(lw, "cki") {
				return 1 << nom, false, true, true
			}
		}
	}
	return 0, false, false, false
}

// firstCase returns the first case in mask, nominative when it is empty.
func firstCase(mask uint) gcase {
	for c := nom; c < numCases; c++ {
		if mask&(1<<c) != 0 {
			return c
		}
	}
	return nom
}

func bestScore(fi formInfo, surname bool) int {
	score := 0
	if fi.surname == surname {
		score += 2
	}
	if fi.c == nom {
		score++
	}
	return score
}

// namePart returns the fake for one name word: the same original base maps to
// the same fake base within the session, so "Jan Novák" and "Novákem" agree.
func (s *Session) namePart(orig string, female, surname bool, c gcase) string {
	lowerOrig := strings.ToLower(orig)
	key := lowerOrig
	for _, fi := range nameForms()[s.lang][key] {
		if fi.surname == surname {
			key = strings.ToLower(fi.base)
			break
		}
	}
	role := "g"
	if surname {
		role = "s"
	}
	if female {
		role += "f"
	}
	mapKey := role + "\x00" + key
	if base, ok := s.parts[mapKey]; ok {
		if f, ok := inflect(s.lang, base, female, surname, c); ok {
			return f
		}
	}
	// In an oblique case prefer a fake of the same declension pattern, so that
	// "Novákem" becomes "<Surname>em" rather than an adjectival "-ým".
	wantEnd := ""
	if c != nom {
		r := []rune(lowerOrig)
		n := 2
		switch {
		case len(r) > 5 && string(r[len(r)-4:len(r)-2]) == "ov": // Novákovou, Novákovej
			n = 4
		case len(r) > 4 && string(r[len(r)-3:len(r)-1]) == "ov": // Novákové, Novákovi
			n = 3
		}
		if len(r) > n {
			wantEnd = string(r[len(r)-n:])
		}
	}
	var fallback, fallbackBase string
	for try := 0; try < 40; try++ {
		var base string
		if surname {
			base = s.surname(female)
		} else {
			base = s.givenName(female)
		}
		if strings.ToLower(base) == key {
			continue
		}
		f, ok := inflect(s.lang, base, female, surname, c)
		if !ok {
			if fallback == "" {
				fallback, fallbackBase = base, base
			}
			continue
		}
		if wantEnd != "" && !strings.HasSuffix(strings.ToLower(f), wantEnd) && try < 30 {
			if fallback == "" || fallback == fallbackBase {
				fallback, fallbackBase = f, base
			}
			continue
		}
		s.parts[mapKey] = base
		return f
	}
	if fallbackBase != "" {
		s.parts[mapKey] = fallbackBase
	}
	return fallback
}

func (s *Session) givenName(female bool) string {
	if female {
		return choose(s, s.loc.FemaleGiven)
	}
	return choose(s, s.loc.MaleGiven)
}

func (s *Session) surname(female bool) string {
	sn := choose(s, s.loc.Surnames)
	if female {
		return sn.Female
	}
	return sn.Male
}

// applyCase writes fake in the capitalisation style of orig: all lower, ALL
// UPPER, or as the table writes it (Title case).
func applyCase(orig, fake string) string {
	hasLower, hasUpper := false, false
	for _, c := range orig {
		hasLower = hasLower || unicode.IsLower(c)
		hasUpper = hasUpper || unicode.IsUpper(c)
	}
	switch {
	case hasLower && !hasUpper:
		return strings.ToLower(fake)
	case hasUpper && !hasLower && len([]rune(orig)) > 1:
		return strings.ToUpper(fake)
	}
	return fake
}
