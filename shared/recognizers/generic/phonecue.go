package generic

import (
	"strings"

	"github.com/nyaruka/phonenumbers"
	"github.com/piiguard/piiguard/shared/detect"
)

// Neighbouring countries named by a text. A number written without its
// country code is read for the language's countries first (regionsOfLang):
// French text is France's, then Belgium's and Switzerland's; Luxembourg is
// no language's. A text that names Switzerland or Luxembourg (the country,
// its towns, a postcode with its country letter "CH-4051", "L-1234", its
// country code or its currency) writes that country's numbers: "Cabinet à
// Bâle. Tél. 061 123 45 67" is a Basel landline, not the French mobile
// "06 11 23 45 67".
type cueSet uint8

const (
	cueCH cueSet = 1 << iota
	cueLU
	cuesRead // the text was read
)

// cueRegions are the countries cued, in the order they are tried.
var cueRegions = [...]struct {
	bit    cueSet
	region string
}{{cueCH, "CH"}, {cueLU, "LU"}}

// cueStems name the country, its people or its towns, in the eight
// languages, lower case: a capitalised word that begins with one is a cue
// ("Luxembourg", "Luxembourgeois", "CHF"); not "Bern" or "Sion", which are
// names too. Indexed by first byte (cueIndex): a text's words are read
// once, and only those that open with a capital.
var cueStems = [...][]string{
	{"suisse", "schweiz", "svizzer", "switzerland", "swiss", "suiza", "szwajcar", "švýcar", "švajčiar", "helvéti",
		"chf", "bâle", "basel", "genève", "geneve", "geneva", "genf", "ginevra", "lausanne", "zürich", "zurich", "lugano",
		"neuchâtel", "fribourg", "luzern", "lucerne", "winterthur", "bellinzona"},
	{"luxemb", "lussemburg", "luksemburg", "lucembur", "lëtzebuerg",
		"esch-sur", "differdange", "dudelange", "ettelbruck", "diekirch", "bertrange", "hesperange"},
}

// cueIndex lists, by a stem's first byte, the stems and their country's
// index in cueRegions.
var cueIndex = func() (m [256][]cueStem) {
	for k, stems := range cueStems {
		for _, st := range stems {
			m[st[0]] = append(m[st[0]], cueStem{st, k})
		}
	}
	return m
}()

type cueStem struct {
	stem string
	k    int
}

// cueCodes are the country calling codes, as written before a number.
var cueCodes = [...][]string{{"+41", "0041"}, {"+352", "00352"}}

// cueLetters are the postcodes' country letters ("CH-4051", "L-1234").
var cueLetters = [...]string{"CH", "L"}

// has reports whether the text cues c, reading the text on first use.
func (s *cueSet) has(d *detect.Doc, c cueSet) bool {
	if *s&cuesRead == 0 {
		*s = cuesRead | readCues(d)
	}
	return *s&c != 0
}

func readCues(d *detect.Doc) cueSet {
	t := d.Text
	var found cueSet
	var buf [16]byte
	for _, r := range d.WordRuns() {
		c := t[r.Start]
		if c >= 'a' && c <= 'z' || c >= '0' && c <= '9' {
			continue // a cue is written with a capital
		}
		if r.End-r.Start <= 2 {
			for k, cr := range cueRegions {
				if t[r.Start:r.End] == cueLetters[k] && postcodeAfter(t, r.End) {
					found |= cr.bit
				}
			}
		}
		// the word lower-cased (ASCII; a capital Š lower-cased by hand),
		// its first 16 bytes and a hyphen after it ("Esch-sur-Alzette")
		e := min(r.End+4, len(t), r.Start+len(buf))
		w := buf[:0]
		for i := r.Start; i < e; i++ {
			b := t[i]
			if b >= 'A' && b <= 'Z' {
				b += 'a' - 'A'
			}
			w = append(w, b)
		}
		if len(w) >= 2 && w[0] == 0xc5 && w[1] == 0xa0 { // Š
			w[1] = 0xa1
		}
		for _, cs := range cueIndex[w[0]] {
			// a stem of under four bytes is a whole word ("CHF")
			if n := len(cs.stem); len(w) >= n && string(w[:n]) == cs.stem && (n >= 4 || r.End-r.Start == n) {
				found |= cueRegions[cs.k].bit
			}
		}
	}
	for k, c := range cueRegions {
		for _, code := range cueCodes[k] {
			if found&c.bit == 0 && codeIn(t, code) {
				found |= c.bit
			}
		}
	}
	return found
}

// postcodeAfter reports a hyphen and four digits, alone, at i.
func postcodeAfter(t string, i int) bool {
	if i+5 > len(t) || t[i] != '-' {
		return false
	}
	for k := i + 1; k < i+5; k++ {
		if !isDigit(t[k]) {
			return false
		}
	}
	return i+5 == len(t) || !isDigit(t[i+5]) && !isAlpha(t[i+5])
}

// codeIn reports a calling code in t followed by a blank, a bracket or a
// digit, and not preceded by a digit.
func codeIn(t, code string) bool {
	for i := 0; ; {
		k := strings.Index(t[i:], code)
		if k < 0 {
			return false
		}
		k += i
		e := k + len(code)
		if (k == 0 || !isDigit(t[k-1])) && e < len(t) && (t[e] == ' ' || t[e] == '(' || isDigit(t[e])) {
			return true
		}
		i = k + 1
	}
}

// cuedType types s, a number written without a country code and typed
// typ at score for the hint's regions, by a neighbouring country the text
// names: the number is valid there and typed otherwise (or not valid for
// the hint at all), and it is not written as the hint's first country
// groups it and the cued country does not ("06 12 34 56 78" stays French
// beside "Bâle"; "061 123 45 67" is Swiss). ok is false when no cue
// changes the verdict.
func cuedType(d *detect.Doc, cues *cueSet, s string, hint []string, typ string, score float64) (string, float64, bool) {
	for _, c := range cueRegions {
		if len(hint) > 0 && hint[0] == c.region || !cues.has(d, c.bit) {
			continue
		}
		ct := nationalType(s, c.region)
		if ct == phonenumbers.UNKNOWN {
			continue
		}
		name := phoneTypeName(ct)
		if score >= 0.5 && name == typ {
			return "", 0, false // the same verdict: no cue needed
		}
		if score >= 0.5 && len(hint) > 0 && groupedAsHome(s, hint[0], c.region) {
			continue
		}
		return name, max(score, 0.7), true
	}
	return "", 0, false
}

// groupedAsHome reports s written in groups as home's national format
// writes it and not as region's: its first group is home's first group.
func groupedAsHome(s, home, region string) bool {
	g := firstGroup(s)
	return g != "" && nationalFirstGroup(s, home) == g && nationalFirstGroup(s, region) != g
}

// phoneTypeName is the entity type of a libphonenumber type.
func phoneTypeName(t phonenumbers.PhoneNumberType) string {
	switch t {
	case phonenumbers.MOBILE:
		return "MOBILE_PHONE_NUMBER"
	case phonenumbers.FIXED_LINE:
		return "LANDLINE_PHONE_NUMBER"
	}
	return "PHONE_NUMBER"
}

// luShort reports a number of six digits at [start, end) that is a
// Luxembourg landline ("Tél. : 44 12 34"), in a text that names
// Luxembourg, right after a phone word: six digits alone are a reference,
// a postcode or an amount far more often, so both must say.
func luShort(d *detect.Doc, cues *cueSet, start, end int) bool {
	s := d.Text[start:end]
	return s[0] != '+' && s[0] != '0' && s[0] != '(' && cues.has(d, cueLU) && phoneWordNear(d, start, end) &&
		nationalType(s, "LU") == phonenumbers.FIXED_LINE
}
