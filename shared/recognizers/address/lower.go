package address

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
)

// Texts written all in lower case ("meet me at 2407 tawastintie 6, sé,
// portugal", "2613 avenida praia 1 suite 463, mohács, hungary 24743") carry
// no capitals to tell names from other words. The street finder reads them
// as if the writer had capitalised every word other than the function
// words (titleCase); the offsets are the same, so its matches hold for the
// text as written. A text with capitals elsewhere may still have lines
// typed in lower case, a chat's turns above all ("[16:22] cliente: avenida
// de la constitución 12, 3ºb, 41001 sevilla"): titleLines reads those of
// them that hold a digit the same way, and a turn typed in lower case after
// its speaker's name and a colon.

// lowerCase reports a text without any upper-case letter. The Doc's byte
// classes answer for ASCII; only a text without ASCII capitals is read.
func lowerCase(d *detect.Doc) bool {
	if d.Has(detect.NeedUpper) || !d.Has(detect.NeedLower) {
		return false
	}
	if d.ASCII() {
		return true
	}
	t := d.Text
	for i := 0; i < len(t); {
		if t[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, sz := utf8.DecodeRuneInString(t[i:])
		if unicode.IsUpper(r) || r == '∆' {
			return false
		}
		i += sz
	}
	return true
}

// keepLower are the words titleCase leaves in lower case: function words
// (the copulas and pronouns of the other languages too),
// units (units, lower-case street keywords) and the connectors.
var keepLower = set(`and or at in on to for is it its it's my me we he she his her our your their you they are was were be by from with near as an if so that this there here please then than not no yes but
	down up over across along past off onto into through around about after before behind under between toward towards per
	each every all some any many much more most few very just also only still even ever never always really corner
	one two three four five six seven eight nine ten hundred thousand st nd rd th
	ist sind bin ich wir und est suis et è sono jest są jestem je jsem som
	na v ve w we z ze do od u
	bydlím bydlim bydlíme bývam byvam mieszkam wohne wohnen habite vivo abito
	address adresse adresa adres anschrift indirizzo dirección direccion domicilio`) // "meine adresse ist wiener strasse 5", "bydlím na vinohradská 12", "adresa bajzova 21": the verb, pronoun, preposition and the word "address" stay out of the street's name

// titleCase upper-cases the first letter of every word of two or more
// letters, but function words, connectors, units, the lower-case street
// keywords ("út", "gate", "tee") and words with a street suffix that needs a
// capital (see lowerSuffixes). A letter whose upper case is longer in UTF-8
// stays as it is.
func titleCase(t string) string {
	b := []byte(t)
	for i := 0; i < len(t); {
		c := t[i]
		if c < utf8.RuneSelf && !asciiAlnum[c] {
			i++
			continue
		}
		w, ok := wordAt(t, i)
		if !ok {
			_, sz := utf8.DecodeRuneInString(t[i:])
			i += sz
			continue
		}
		k := w.end
		if k > w.start && t[k-1] == '.' {
			k--
		}
		key := t[w.start:k]
		// "st" and "rd" after a word are a street's keyword ("cardigan rd"),
		// after a number that takes them an ordinal's ending ("21 st", "23
		// rd", "98. st."), after another number a saint's ("4 st albans rd")
		ordinal := keepLower[key] && (key == "st" || key == "rd") && !ordinalEnding(t, w.start, key)
		// a street suffix keeps the rules of lower case: "komunikatu 195"
		// (Polish) is no Finnish "Koskikatu 195"
		if utf8.RuneCountInString(key) >= 2 && (!keepLower[key] || ordinal) && !connectors[key] && !units[key] && kinds[key]&kHu == 0 &&
			(!hasStreetSuffix(key) || hasLowerSuffix(key)) {
			r, sz := utf8.DecodeRuneInString(key)
			if u := unicode.ToUpper(r); u != r && utf8.RuneLen(u) == sz {
				utf8.EncodeRune(b[w.start:], u)
			}
		}
		i = w.end
	}
	return string(b)
}

// ordinalEnding reports "st" or "rd" (key) at i after a number: the ending
// of an English ordinal written apart from its number, which ends in 1 for
// "st" (not 11) or in 3 for "rd" (not 13) ("21 st", "23 rd", but not "4 st
// albans rd"), or a word after a number with its dot ("98. st.").
func ordinalEnding(t string, i int, key string) bool {
	if !numberBefore(t, i, '.') {
		return false
	}
	j := i
	for j > 0 && isInlineSpace(t[j-1]) {
		j--
	}
	if t[j-1] == '.' {
		return true // "98. st.": a number with its dot (Hungarian, German) is an ordinal
	}
	last := t[j-1]
	teen := j >= 2 && t[j-2] == '1'
	if key == "st" {
		return last == '1' && !teen
	}
	return last == '3' && !teen
}

// titleLines returns the text with every line title-cased (titleCase) that
// holds a postal code's shape (five digits, "602 00", "00-238", four digits
// after a comma) and no upper-case letter, and whether any was: the other lines, which have their
// capitals or no postal code, stay as written. Only the digit runs are
// looked at first, so a text without such a line costs one pass over its
// runs (title-casing every lower-case line with a digit cost a hard-wrapped
// letter 22 % more CPU time). (A line with a capital only at a sentence's
// start counts as written: title-casing those cost presidio-synth-v2 and
// meddocan addresses on the tune half.)
func titleLines(d *detect.Doc) (string, bool) {
	t := d.Text
	var b []byte
	lineEnd := -1    // the end of the last line looked at: each line is read once
	var memo lineCue // a talk of an address around the last house number
	for _, r := range d.DigitRuns() {
		if r.Start < lineEnd {
			continue
		}
		sh := shapeOf(t[r.Start:r.End])
		// four digits after a comma, a town after them: "wiener strasse
		// 118/2/14, 4020 linz"; after an Australian state: "14/27 elouera rd
		// cronulla nsw 2230"
		postal := sh == fiveDigits || sh == threeTwo || sh == twoDashThree ||
			sh == fourDigits && r.Start >= 2 && t[r.Start-2] == ',' && t[r.Start-1] == ' ' && townEndsAfter(t, r.End) ||
			sh == fourDigits && auStateWordBefore(t, r.Start)
		// or a house number with its street's keyword in a talk of an
		// address (streetNumberInLine)
		if !postal && !streetNumberInLine(t, r.Start, r.End, &memo) {
			continue
		}
		lo := max(0, lineEnd) // the previous line's '\n', or the text's start
		ls := lo + strings.LastIndexByte(t[lo:r.Start], '\n') + 1
		le := strings.IndexByte(t[r.End:], '\n')
		if le < 0 {
			le = len(t)
		} else {
			le += r.End
		}
		lineEnd = le
		// a chat's turn after its time and speaker's name: "28.11.2026
		// 08:20 Maik Tschirner: maik tschirner, große diesdorfer str. 187,
		// 39108 magdeburg" (not a form's field: "Passerelle : ..., port
		// 10443")
		if c := strings.LastIndex(t[ls:r.Start], ": "); c > 0 && (isLetterByte(t[ls+c-1]) || t[ls+c-1] == '.') && (isDigit(t[ls]) || t[ls] == '[') {
			// (a speaker's initial before the colon: "[21:15] Jarrah W.: ...")
			ls += c + 2
		}
		if hasUpperWord(t[ls:le]) {
			continue
		}
		if b == nil {
			b = []byte(t)
		}
		copy(b[ls:le], titleCase(t[ls:le]))
		if postal {
			// the words after the postal code's town stay as written: "010
			// 01 zilina keby nieco" is the town Zilina and two words
			if e := townWordsEnd(t, r.End, le); e < le {
				copy(b[e:le], t[e:le])
			}
		}
	}
	if b == nil || !hasUpper(t) {
		// no capitals anywhere: lowerCase decides (it leaves out texts
		// with '∆', the Greek of presidio's address blocks)
		return "", false
	}
	return string(b), true
}

// lowerTurnTrail are the English trail keywords that mark a house number
// in a turn typed in lower case without a postal code ("42 cardigan rd
// headingley"); not "way", "place", "close" or "row", which such turns
// write as words ("3 times the normal way").
var lowerTurnTrail = set(`street st road rd avenue ave lane ln boulevard blvd crescent terrace`)

// streetNumberInLine reports a house number [s, e) of one to four digits
// that one of lowerTurnTrail marks one to three words after it, on its
// line ("42 cardigan rd", "14 old mill lane", "12 king's road"), in a talk
// of an address: a known town right after the keyword ("14 partridge st,
// leeds"), a cue right before the number ("i live at 42 ..."), or an address
// word (addressCue) on its line or the line before ("please confirm the
// first line of the address", "..., that's my new address"), so that "my 2
// bed terrace" and "a 12 hour road trip" stay words. The talk is read once
// per line (memo). (A German street's suffix before the number is not
// enough: "hauptstrasse 12, 1990 gebaut" would read the year as a postal
// code.)
func streetNumberInLine(t string, s, e int, memo *lineCue) bool {
	if e-s > 4 || !allDigits(t[s:e]) {
		return false
	}
	i, marked := e, false
	for n := 0; n < 4 && !marked; n++ {
		w, ok := nextWord(t, i, false)
		if !ok || strings.ContainsRune(t[i:w.start], '\n') {
			return false
		}
		marked = n > 0 && lowerTurnTrail[strings.TrimSuffix(w.text, ".")]
		i = possessive(t, w.end) // "king's road"
	}
	if !marked {
		return false
	}
	if i < len(t) && t[i] == ',' {
		i++
	}
	if w, ok := nextWord(t, i, false); ok && knownTown(w.text) || cueBefore(t, s) {
		return true
	}
	return memo.talk(t, s)
}

// lineCue remembers where the lines around the last house number were read
// for an address word, and the last one found, so that a long line costs
// one pass however many numbers it holds.
type lineCue struct {
	from, to int // the bytes read so far (from == to: none)
	at       int // the start of the last address word found among them, -1 if none
}

// talk reports an address word (addressCue) on the line of byte s or on the
// line before, at most 400 bytes back and 400 on.
func (c *lineCue) talk(t string, s int) bool {
	lo := max(0, s-400)
	ls := strings.LastIndexByte(t[lo:s], '\n')
	if ls >= 0 {
		ls = strings.LastIndexByte(t[lo:lo+ls], '\n') // -1: the window's start
	}
	from := lo + ls + 1
	hi := min(len(t), s+400)
	to := hi
	if le := strings.IndexByte(t[s:hi], '\n'); le >= 0 {
		to = s + le
	}
	if c.from == c.to || from > c.to || to < c.from {
		c.from, c.to, c.at = from, from, -1 // another stretch of text
	}
	// read only what the last windows did not; a word cut at their edge
	// is read again whole
	if from < c.from {
		c.note(t, from, min(len(t), c.from+32))
		c.from = from
	}
	if to > c.to {
		c.note(t, max(from, c.to-32), to)
		c.to = to
	}
	return c.at >= from && c.at < to
}

// note reads t[from:to] for address words and keeps the last one's start.
func (c *lineCue) note(t string, from, to int) {
	if at := lastCue(t[from:to]); at >= 0 && from+at > c.at {
		c.at = from + at
	}
}

// lastCue returns the start of the last address word (addressCue) among
// the words of s, -1 when there is none.
func lastCue(s string) int {
	at := -1
	for p := 0; p < len(s); {
		w, ok := wordAt(s, p)
		if !ok {
			_, sz := utf8.DecodeRuneInString(s[p:])
			p += sz
			continue
		}
		if addressCue.Match(strings.ToLower(w.text)) {
			at = w.start
		}
		p = w.end
	}
	return at
}

// townWordsEnd returns the end of the town that follows a postal code
// ending at i on a line ending at le: the longest run of one to five words
// that knownTown accepts ("nové město na moravě"), else the first word and
// the words city connectors join to it ("freiburg im breisgau", "mülheim
// an der ruhr"), and a district's number after it ("praha 2").
func townWordsEnd(t string, i, le int) int {
	first, ok := nextWord(t, i, false)
	if !ok || first.start >= le {
		return le
	}
	end := max(knownTownEnd(t, first, le), first.end)
	if end == first.end {
		end = connectedLower(t, end, le)
	}
	return districtNumberAfter(t, end, le)
}

// connectedLower extends a town in lower case ending at end over the
// connectors and words after it, on its line ending at le: "freiburg im
// breisgau", "mülheim an der ruhr", "stratford upon avon" (the lower-case
// form of connectedCityWord, with the connectors no sentence uses after a
// town: not "lyon en semaine", "zilina do piatku", "brno u nádraží").
func connectedLower(t string, end, le int) int {
	for {
		e, conn := end, 0
		for conn < 2 {
			x, ok := nextWord(t, e, false)
			if !ok || x.end > le || !townConnectors[x.text] {
				break
			}
			e, conn = x.end, conn+1
		}
		y, ok := nextWord(t, e, false)
		if conn == 0 || !ok || y.end > le || !isLetterByte(t[y.start]) || keepLower[y.text] || cityConnectors[y.text] {
			return end
		}
		end = y.end
	}
}

// townConnectors join a town's words in lower case (connectedLower).
var townConnectors = set(`im am an der ob vor upon nad pod`)

// hasUpperWord reports an upper-case letter in a word of s that holds no
// digit: an IBAN, a postcode or a plate in capitals ("SK98 1100 ...") is
// no capitalised word.
func hasUpperWord(s string) bool {
	for _, f := range strings.Fields(s) {
		if strings.IndexAny(f, "0123456789") < 0 && hasUpper(f) {
			return true
		}
	}
	return false
}

// hasUpper reports an upper-case letter in s.
func hasUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			return true
		}
		if c >= utf8.RuneSelf {
			r, sz := utf8.DecodeRuneInString(s[i:])
			if unicode.IsUpper(r) {
				return true
			}
			i += sz - 1
		}
	}
	return false
}

// townEndsAfter reports one word in lower case after byte i that ends its
// clause, as a town does after its postal code ("4020 linz", not "1990
// gebaut und renoviert").
func townEndsAfter(t string, i int) bool {
	w, ok := nextWord(t, i, false)
	return ok && lowerTown(t, w)
}

// auStateWordBefore reports an Australian state's code in any case
// (auStatesAnyCase) as the word right before byte i, one blank between
// ("cronulla nsw 2230").
func auStateWordBefore(t string, i int) bool {
	if i < 2 || t[i-1] != ' ' {
		return false
	}
	w, ok := prevWord(t, i)
	return ok && w.end == i-1 && auStatesAnyCase[strings.ToLower(w.text)]
}
