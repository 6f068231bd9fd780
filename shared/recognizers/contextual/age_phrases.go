package contextual

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

// agePhraseRecognizer adds the age phrases ageRecognizer leaves out, the way
// clinical notes write them:
//
//   - months, weeks and days for infants: "Edad: 5 meses", "lactante de 19
//     días de vida", "a 6 months old baby", "Säugling, 3 Monate alt";
//   - numbers written as words: "niño de trece años", "five years old",
//     "treinta y dos años" (found by wordLexRecognizer's pass over the words,
//     see ageNumberWordAt);
//   - a person noun before "de"/"di" and the age: "Mujer de 61 años",
//     "Hombre caucásico de 53 años", "donna di 42 anni", where ageRecognizer
//     alone scores a bare "61 años" low because a duration word ("desde",
//     "durante") often follows in the same sentence;
//   - the unit glued to the number: "Edad: 43años".
//
// It reports only phrases that are unambiguous ages (an age word before, a
// person noun before, "de edad" / "old" after): a bare "3 meses" is as often
// a duration. The span is the number with the unit word (English: the number
// alone, as ageRecognizer does), scored a little above ageRecognizer's strong
// phrases so that on the same number the unit-bearing span wins.
type agePhraseRecognizer struct{}

const agePhraseScore = 0.86

func (agePhraseRecognizer) Name() string       { return "age_phrases" }
func (agePhraseRecognizer) Types() []string    { return []string{"AGE"} }
func (agePhraseRecognizer) Needs() detect.Need { return detect.NeedDigit }

// ageSmallUnits are the month, week and day words after an age, lower case;
// en marks English units, whose word stays out of the span.
var ageSmallUnits = []struct {
	word string
	en   bool
}{
	{"months", true}, {"month", true}, {"weeks", true}, {"week", true}, {"days", true}, {"day", true},
	{"meses", false}, {"mes", false}, {"semanas", false}, {"semana", false}, {"días", false}, {"dias", false}, {"día", false}, // es
	{"monaten", false}, {"monate", false}, {"monat", false}, {"wochen", false}, {"woche", false}, {"tagen", false}, {"tage", false}, {"tag", false}, // de
	{"mois", false}, {"semaines", false}, {"semaine", false}, {"jours", false}, {"jour", false}, // fr
	{"mesi", false}, {"mese", false}, {"settimane", false}, {"settimana", false}, {"giorni", false}, {"giorno", false}, // it
	{"miesięcy", false}, {"miesiące", false}, {"miesiąc", false}, {"tygodni", false}, {"tygodnie", false}, {"dni", false}, // pl
	{"měsíců", false}, {"měsíce", false}, {"měsíc", false}, {"týdnů", false}, {"týdny", false}, {"dnů", false}, {"dní", false}, // cs
	{"mesiacov", false}, {"mesiace", false}, {"mesiac", false}, {"týždňov", false}, {"týždne", false}, // sk
}

// ageYearUnits are the year words a person-noun phrase or a number word may
// carry ("Mujer de 61 años", "trece años").
var ageYearUnits = []struct {
	word string
	en   bool
}{
	{"years", true}, {"year", true},
	{"años", false}, {"anos", false}, {"año", false}, {"ans", false}, {"an", false}, {"anni", false}, {"anno", false},
	{"jahren", false}, {"jahre", false}, {"jahr", false},
}

// agePersons are the nouns that introduce a person's age with "de"/"di"
// ("varón de 53 años", "donna di 42 anni", "femme de 42 ans").
var agePersons = []string{
	"paciente", "pacientes", "mujer", "varón", "varon", "hombre", "niño", "nino", "niña", "nina", "niños", "niñas",
	"lactante", "adolescente", "chico", "chica", "joven", "anciano", "anciana", "señor", "señora", "bebé", "bebe",
	"neonato", "neonata", "hijo", "hija", "madre", "padre", "hermano", "hermana", "gestante", "primigesta",
	"embarazada", "individuo", "sujeto", "persona", "caso", "enfermo", "enferma",
	"homme", "femme", "patient", "patiente", "enfant", "garçon", "fille", "nourrisson", // fr
	"uomo", "donna", "paziente", "bambino", "bambina", "ragazzo", "ragazza", "neonato", // it
}

// ageNumberWords are ages written as words, lower case, with their value
// (the value only bounds what a unit may follow).
var ageNumberWords = map[string]int{
	// es
	"un": 1, "uno": 1, "una": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8,
	"nueve": 9, "diez": 10, "once": 11, "doce": 12, "trece": 13, "catorce": 14, "quince": 15, "dieciséis": 16,
	"dieciseis": 16, "diecisiete": 17, "dieciocho": 18, "diecinueve": 19, "veinte": 20, "veintiún": 21, "veintiuno": 21,
	"veintidós": 22, "veintitrés": 23, "veinticuatro": 24, "veinticinco": 25, "veintiséis": 26, "veintisiete": 27,
	"veintiocho": 28, "veintinueve": 29, "treinta": 30, "cuarenta": 40, "cincuenta": 50, "sesenta": 60,
	"setenta": 70, "ochenta": 80, "noventa": 90,
	// en
	"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
	"eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
	"eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
	"seventy": 70, "eighty": 80, "ninety": 90,
	// fr
	"deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "neuf": 9, "dix": 10, "onze": 11,
	"douze": 12, "treize": 13, "quatorze": 14, "quinze": 15, "seize": 16, "vingt": 20, "trente": 30,
	"quarante": 40, "cinquante": 50, "soixante": 60,
	// it
	"due": 2, "tre": 3, "quattro": 4, "cinque": 5, "sei": 6, "sette": 7, "otto": 8, "nove": 9, "dieci": 10,
	"undici": 11, "dodici": 12, "tredici": 13, "quattordici": 14, "quindici": 15, "sedici": 16,
	"diciassette": 17, "diciotto": 18, "diciannove": 19, "venti": 20, "trenta": 30, "quaranta": 40,
	"cinquanta": 50, "sessanta": 60, "settanta": 70, "ottanta": 80, "novanta": 90,
	// de
	"zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10,
	"elf": 11, "zwölf": 12,
}

// ageNumberFilter rejects most words before the ageNumberWords lookup.
var ageNumberFilter = func() *wordFilter {
	ws := make([]string, 0, len(ageNumberWords))
	for w := range ageNumberWords {
		ws = append(ws, w)
	}
	return newWordFilter(ws, 0)
}()

// lowerInto appends s lower-cased (ASCII letters only) to b.
func lowerInto(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		b = append(b, lowerASCII(s[i]))
	}
	return b
}

// ageAfterStrong are the words after the unit that make any of these an age.
var ageAfterStrong = []string{"de edad", "de vida", "old", "alt", "d'âge", "di età", "di eta", "di vita", "de nacido", "de nacida"}

func (agePhraseRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	{
		for _, run := range d.DigitRuns() {
			if run.End-run.Start > 3 || !d.BoundaryBefore(run.Start) {
				continue
			}
			num := t[run.Start:run.End]
			if !allDigits(num) || atoiSmall(num) > 130 {
				continue
			}
			if p := prevByte(t, run.Start); p == '$' || p == '#' || p == '+' || p == '-' || p == '.' || p == ',' || p == '/' {
				continue
			}
			if m, ok := agePhraseAt(d, run.Start, run.End); ok {
				out = append(out, m)
			} else if clauseEndAfter(t, run.End) && pronounBeBefore(d, run.Start) {
				// "Written when he was 78.", "she is 42, and ..."
				out = append(out, detect.Match{Type: "AGE", Start: run.Start, End: run.End, Score: agePhraseScore})
			}
		}
	}
	return out
}

// ageNumberWordAt reports an age written as a word at [s, e) ("trece años",
// "treinta y dos años"); wordLexRecognizer calls it from its one pass over
// the words of the text.
func ageNumberWordAt(d *detect.Doc, s, e int) (detect.Match, bool) {
	t := d.Text
	if e-s < 2 || e-s > 14 || !ageNumberFilter.may(t[s:e]) {
		return detect.Match{}, false
	}
	var low [16]byte
	if _, ok := ageNumberWords[string(lowerInto(low[:0], t[s:e]))]; !ok {
		return detect.Match{}, false
	}
	start := s
	// "treinta y dos", "vingt et un"
	if ts, ok := tensBefore(d, s); ok {
		start = ts
	}
	return agePhraseAt(d, start, e)
}

// tensBefore returns where "<tens> y|e|et " begins before a units word at s.
func tensBefore(d *detect.Doc, s int) (int, bool) {
	t := d.Text
	for _, conj := range []string{" y ", " e ", " et ", "-"} {
		if s < len(conj) || t[s-len(conj):s] != conj {
			continue
		}
		e := s - len(conj)
		b := e
		for b > 0 && isKeyedWordByte(t[b-1]) {
			b--
		}
		if v, ok := ageNumberWords[strings.ToLower(t[b:e])]; ok && v >= 20 && v%10 == 0 {
			return b, true
		}
	}
	return 0, false
}

// agePhraseAt scores the number at [s,e) followed by a unit word.
func agePhraseAt(d *detect.Doc, s, e int) (detect.Match, bool) {
	t := d.Text
	j := e
	if j < len(t) && t[j] == ' ' {
		j++
	} else if strings.HasPrefix(t[j:], "\u00a0") {
		j += len("\u00a0")
	}
	glued := j == e
	unitEnd, en := 0, false
	for _, u := range ageSmallUnits {
		if hasPrefixFold(t[j:], u.word) && (j+len(u.word) == len(t) || isUnitEnd(t, j+len(u.word), u.word)) {
			unitEnd, en = j+len(u.word), u.en
			break
		}
	}
	if unitEnd == 0 {
		for _, u := range ageYearUnits {
			if hasPrefixFold(t[j:], u.word) && (j+len(u.word) == len(t) || isUnitEnd(t, j+len(u.word), u.word)) {
				unitEnd, en = j+len(u.word), u.en
				break
			}
		}
	}
	if unitEnd == 0 || glued && (en || !isDigit(t[e-1])) {
		return detect.Match{}, false
	}
	end := unitEnd
	if en {
		end = e
	} else {
		end = ageTailEnd(t, end)
	}
	after := strings.TrimLeft(t[unitEnd:], " ")
	strong := false
	for _, w := range ageAfterStrong {
		if hasPrefixFold(after, w) {
			strong = true
			break
		}
	}
	aged, _ := ageWordsBefore(d, s)
	strong = strong || aged || personBefore(d, s) || glued && ageLabelBefore(d, s)
	if !strong {
		// "5 meses", "tres años" alone are as often durations ("durante 3
		// meses"): ageRecognizer's weak candidates cover the digit years
		return detect.Match{}, false
	}
	return detect.Match{Type: "AGE", Start: s, End: end, Score: agePhraseScore}, true
}

// personBefore reports "<person noun> [one word] de|di [unos]" right before s.
func personBefore(d *detect.Doc, s int) bool {
	n, sawDe, found := 0, false, false
	d.WordsBefore(s, 5, func(w string) bool {
		n++
		if !sawDe {
			if strings.EqualFold(w, "unos") || strings.EqualFold(w, "unas") {
				return true
			}
			sawDe = strings.EqualFold(w, "de") || strings.EqualFold(w, "di")
			return sawDe
		}
		for _, p := range agePersons {
			if strings.EqualFold(w, p) {
				found = true
				return false
			}
		}
		return n < 4 // one adjective or nationality between noun and "de"
	})
	return found
}

// ageLabelBefore: "Edad:" / "Age:" right before the number.
func ageLabelBefore(d *detect.Doc, s int) bool {
	found := false
	d.WordsBefore(s, 1, func(w string) bool {
		found = equalFoldAny(w, ageBefore)
		return false
	})
	return found
}

// ageTailEnd extends "5 años" over " y 7 meses" / " y medio" / " et 3 mois".
func ageTailEnd(t string, i int) int {
	for _, conj := range []string{" y ", " e ", " et ", " und "} {
		if !strings.HasPrefix(t[i:], conj) {
			continue
		}
		j := i + len(conj)
		if strings.HasPrefix(t[j:], "medio") || strings.HasPrefix(t[j:], "media") {
			return j + len("medio")
		}
		k := j
		for k < len(t) && isDigit(t[k]) {
			k++
		}
		if k == j || k-j > 2 || k >= len(t) || t[k] != ' ' {
			return i
		}
		for _, u := range ageSmallUnits {
			if !u.en && hasPrefixFold(t[k+1:], u.word) && isUnitEnd(t, k+1+len(u.word), u.word) {
				return k + 1 + len(u.word)
			}
		}
		return i
	}
	return i
}

// clauseEndAfter: the number closes a clause (".", ",", "!", "?", ";", end).
func clauseEndAfter(t string, i int) bool {
	if i == len(t) {
		return true
	}
	switch t[i] {
	case '.', ',', '!', '?', ';':
		return i+1 == len(t) || !isDigit(t[i+1])
	}
	return false
}

// pronounBeBefore: "he was", "she is", "I am", "I'm" right before the number.
func pronounBeBefore(d *detect.Doc, s int) bool {
	var ws [2]string
	n := 0
	d.WordsBefore(s, 2, func(w string) bool {
		ws[n] = strings.ToLower(w)
		n++
		return true
	})
	if n < 2 {
		return false
	}
	be, subj := ws[0], ws[1]
	switch be {
	case "is", "was", "am", "m", "s":
	default:
		return false
	}
	switch subj {
	case "he", "she", "i", "he's", "she's":
		return true
	}
	return false
}
