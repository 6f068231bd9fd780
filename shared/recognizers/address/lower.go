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
		// "st" and "rd" after a word are a street's keyword ("cardigan rd");
		// after a number an ordinal's ending ("21 st", "98. st.")
		ordinal := keepLower[key] && (key == "st" || key == "rd") && !numberBefore(t, w.start, '.')
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
	lineEnd := -1 // the end of the last line looked at: each line is read once
	for _, r := range d.DigitRuns() {
		if r.Start < lineEnd {
			continue
		}
		if sh := shapeOf(t[r.Start:r.End]); sh != fiveDigits && sh != threeTwo && sh != twoDashThree &&
			!(sh == fourDigits && r.Start >= 2 && t[r.Start-2] == ',' && t[r.Start-1] == ' ' && townEndsAfter(t, r.End)) &&
			!(sh == fourDigits && auStateWordBefore(t, r.Start)) && !streetNumberInLine(t, r.Start, r.End) {
			// four digits after a comma, a town after them: "wiener strasse
			// 118/2/14, 4020 linz"; after an Australian state: "14/27
			// elouera rd cronulla nsw 2230"; a house number with its street's
			// keyword (streetNumberInLine)
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
		if sh := shapeOf(t[r.Start:r.End]); sh == fiveDigits || sh == threeTwo || sh == twoDashThree || sh == fourDigits {
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
// line ("42 cardigan rd", "14 old mill lane"). (A German street's suffix
// before the number is not enough: "hauptstrasse 12, 1990 gebaut" would
// read the year as a postal code.)
func streetNumberInLine(t string, s, e int) bool {
	if e-s > 4 || !allDigits(t[s:e]) {
		return false
	}
	i := e
	for n := 0; n < 4; n++ {
		w, ok := nextWord(t, i, false)
		if !ok || strings.ContainsRune(t[i:w.start], '\n') {
			return false
		}
		if n > 0 && lowerTurnTrail[strings.TrimSuffix(w.text, ".")] {
			return true
		}
		i = w.end
	}
	return false
}

// townWordsEnd returns the end of the town that follows a postal code
// ending at i on a line ending at le: the longest run of one to three words
// that knownTown accepts, else the first word, and a district's number
// after it ("praha 2").
func townWordsEnd(t string, i, le int) int {
	first, ok := nextWord(t, i, false)
	if !ok || first.start >= le {
		return le
	}
	end, w := first.end, first
	for n := 1; n < 3; n++ {
		nx, ok := nextWord(t, w.end, false)
		if !ok || nx.end > le {
			break
		}
		if knownTown(t[first.start:nx.end]) {
			end = nx.end
		}
		w = nx
	}
	if d, ok := nextWord(t, end, false); ok && d.end <= le && len(d.text) <= 2 && allDigits(d.text) {
		end = d.end
	}
	return end
}

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
