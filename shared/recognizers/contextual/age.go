package contextual

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// ageRecognizer finds a person's age: a number 0-130 with an age phrase next to
// it ("42 years old", "aged 42", "42 Jahre alt", "âgé de 42 ans", "ve věku 42").
// A bare "42 ans" / "42 años" / "42 let" can also be a duration, so it scores
// low and relies on context (a subject or "has" before it lifts, "since"/"ago"
// lowers). The span is the number; where the language names the unit as a
// separate word after it ("53 años", "42 Jahre") the unit is included, as the
// labelled Spanish clinical corpus does.
type ageRecognizer struct{}

const (
	ageScoreStrong = 0.85 // "years old", "aged", "Alter von", "ve věku"
	ageScoreTurned = 0.4  // "turned 42": usually an age, sometimes degrees
	ageScoreWeak   = 0.3  // bare unit, context decides
)

// ageBefore are words that introduce an age right before the number
// (vocab's AgeWords).
var ageBefore = vocab.All(func(l *vocab.Lexicon) []string { return l.AgeWords })

var ageTurned = []string{"turned", "turn", "turns", "turning"}

var weakAgeContext = &detect.Context{
	Boost: []string{
		"age", "aged", "alter", "âge", "âgé", "edad", "età", "wiek", "věk", "vek", "old", "alt",
		"has", "hat", "ist", "bin", "il", "elle", "a", "ai", "tiene", "tengo", "ha", "ho", "hai", "ma", "mam", "mám", "má", "mu", "jej", "je",
		// a person named by a title just before: "Mme Martin, 45 ans"
		"mme", "madame", "monsieur", "mr", "mrs", "ms", "herr", "señor", "señora", "sra", "signor", "signora", "sig", "pán", "paní",
		"patient", "pacient", "pacjent", "paciente", "paziente", "varón", "varon", "mujer", "hombre",
		"niño", "niña", "homme", "femme", "enfant", "uomo", "donna", "muž", "žena", "dítě", "mężczyzn", "kobiet", "dziecko",
		"chłopiec", "dziewczyn", "chlapec", "dívka", "dievča", "junge", "mädchen", "mann", "frau", "kind",
	},
	Penalty: []string{
		"ago", "since", "for", "over", "seit", "vor", "über", "depuis", "pendant", "hace", "desde", "durante",
		"da", "fa", "per", "od", "przez", "temu", "ciągu", "před", "pred", "za", "už", "již", "trvá", "dauer",
		"après", "después", "dopo", "po", "nach", "experience", "erfahrung", "expérience", "experiencia", "esperienza", "praxe", "doświadczeni",
	},
}

func (ageRecognizer) Name() string       { return "age" }
func (ageRecognizer) Types() []string    { return []string{"AGE"} }
func (ageRecognizer) Needs() detect.Need { return detect.NeedDigit }

func (ageRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	for _, run := range d.DigitRuns() {
		n := run.End - run.Start
		if n > 3 || !d.BoundaryBefore(run.Start) {
			continue
		}
		num := t[run.Start:run.End]
		if !allDigits(num) || atoiSmall(num) > 130 {
			continue
		}
		if p := prevByte(t, run.Start); p == '$' || p == '#' || p == '+' || p == '-' || p == '.' || p == ',' {
			continue // money, numbering, signs and decimals
		}
		unitEnd, strength := ageUnitAfter(t, run.End)
		if strength == 0 && !d.BoundaryAfter(run.End) {
			continue
		}
		end := run.End
		if unitEnd > 0 {
			end = unitEnd
		}
		if strength == unitStrong {
			out = append(out, detect.Match{Type: "AGE", Start: run.Start, End: end, Score: ageScoreStrong})
			continue
		}
		// one look at the two words before serves both word lists
		aged, turned := ageWordsBefore(d, run.Start)
		switch {
		case aged:
			out = append(out, detect.Match{Type: "AGE", Start: run.Start, End: end, Score: ageScoreStrong})
		case strength == unitWeak:
			out = append(out, detect.Match{Type: "AGE", Start: run.Start, End: end, Score: ageScoreWeak, Context: weakAgeContext})
		case turned && d.BoundaryAfter(run.End) && nextByte(t, run.End) != '%':
			out = append(out, detect.Match{Type: "AGE", Start: run.Start, End: run.End, Score: ageScoreTurned})
		}
	}
	return out
}

// ageWordsBefore reports whether one of the two words before i introduces an
// age ("aged 42", "im Alter von 42", "âgé de 42", "ve věku 42") or a birthday
// ("turned 42").
func ageWordsBefore(d *detect.Doc, i int) (aged, turned bool) {
	d.WordsBefore(i, 2, func(w string) bool {
		aged = aged || equalFoldAny(w, ageBefore)
		turned = turned || equalFoldAny(w, ageTurned)
		return !aged
	})
	return aged, turned
}

func equalFoldAny(w string, words []string) bool {
	for _, s := range words {
		if len(w) >= len(s)-1 && len(w) <= len(s)+1 && strings.EqualFold(w, s) {
			return true
		}
	}
	return false
}

const (
	unitNone = iota
	unitWeak
	unitStrong
)

// ageUnits are the year words that may follow the number, lower case, with
// whether the unit word is part of the span and what must follow to make the
// phrase unambiguous.
type ageUnit struct {
	word      string
	inSpan    bool     // non-English: the unit word is part of the span
	strongIf  []string // next word(s) that make it an age phrase
	alwaysAge bool     // the unit alone is an age ("42-year-old", "y/o")
}

var ageUnits = []ageUnit{
	{word: "years", strongIf: []string{"old", "of age"}},
	{word: "year", strongIf: []string{"old"}},
	{word: "yrs", strongIf: []string{"old"}},
	{word: "yr", strongIf: []string{"old"}},
	{word: "y/o", alwaysAge: true},
	{word: "y.o.", alwaysAge: true},
	{word: "yo", alwaysAge: true},
	{word: "jahre", inSpan: true, strongIf: []string{"alt", "jung"}},
	{word: "jahren", inSpan: true},
	{word: "ans", inSpan: true},
	{word: "años", inSpan: true, strongIf: []string{"de edad"}},
	{word: "anos", inSpan: true, strongIf: []string{"de edad"}},
	{word: "anni", inSpan: true, strongIf: []string{"di età", "di eta"}},
	{word: "lat", inSpan: true},
	{word: "lata", inSpan: true},
	{word: "let", inSpan: true},
	{word: "roků", inSpan: true},
	{word: "roky", inSpan: true},
	{word: "rokov", inSpan: true},
	{word: "rok", inSpan: true},
}

// ageUnitAfter looks for a year word after the number at i. It returns the end
// of the span when the unit belongs to it (0 otherwise) and the strength.
func ageUnitAfter(t string, i int) (int, int) {
	j := i
	// "-year-old", "-jährige", "-letý", "-letni", "-ročný"
	if j < len(t) && t[j] == '-' {
		rest := t[j+1:]
		for _, p := range []string{"year-old", "years-old", "year old", "jährig", "jahrig", "letý", "letá", "leté", "letni", "letnia", "letniego", "ročn", "roczn", "enne", "aine"} {
			if hasPrefixFold(rest, p) {
				return 0, unitStrong
			}
		}
		return 0, unitNone
	}
	if j < len(t) && t[j] == ' ' {
		j++
	} else if strings.HasPrefix(t[j:], "\u00a0") {
		j += len("\u00a0")
	}
	if j == i && !hasPrefixFold(t[j:], "yo") && !hasPrefixFold(t[j:], "y/o") {
		return 0, unitNone
	}
	rest := t[j:]
	for _, u := range ageUnits {
		if !hasPrefixFold(rest, u.word) {
			continue
		}
		uEnd := j + len(u.word)
		if uEnd < len(t) && !isUnitEnd(t, uEnd, u.word) {
			continue
		}
		end := 0
		if u.inSpan {
			end = uEnd
		}
		if u.alwaysAge {
			return end, unitStrong
		}
		after := strings.TrimLeft(t[uEnd:], " ")
		for _, s := range u.strongIf {
			if hasPrefixFold(after, s) {
				return end, unitStrong
			}
		}
		if u.word == "years" || u.word == "year" || u.word == "yrs" || u.word == "yr" {
			return 0, unitNone // English "42 years" alone is a duration
		}
		return end, unitWeak
	}
	return 0, unitNone
}

// isUnitEnd reports whether the unit word ends at i (no letter follows).
func isUnitEnd(t string, i int, word string) bool {
	if word[len(word)-1] == '.' {
		return true
	}
	r, _ := utf8.DecodeRuneInString(t[i:])
	return !(r < utf8.RuneSelf && detect.IsWordByte(byte(r))) && !(r >= utf8.RuneSelf && isLetterRune(r))
}

// hasPrefixFold reports whether s begins with prefix, ignoring case (prefix is
// lower case).
func hasPrefixFold(s, prefix string) bool {
	for prefix != "" {
		if s == "" {
			return false
		}
		if c, p := s[0], prefix[0]; c < utf8.RuneSelf && p < utf8.RuneSelf {
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			if c != p {
				return false
			}
			s, prefix = s[1:], prefix[1:]
			continue
		}
		r1, n1 := utf8.DecodeRuneInString(s)
		r2, n2 := utf8.DecodeRuneInString(prefix)
		if r1 != r2 && unicode.ToLower(r1) != r2 {
			return false
		}
		s, prefix = s[n1:], prefix[n2:]
	}
	return true
}

func atoiSmall(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}
