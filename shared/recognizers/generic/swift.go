package generic

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

// SWIFT finds BIC (SWIFT) codes: 4 letters of bank, an ISO country, 2
// alphanumerics of location and an optional 3-character branch. Upper-case words
// of that shape are common ("CUSTOMER" fits), so the base score is low and the
// words BIC or SWIFT nearby carry it.
type SWIFT struct{}

func (SWIFT) Name() string       { return "swift" }
func (SWIFT) Types() []string    { return []string{"SWIFT_CODE"} }
func (SWIFT) Needs() detect.Need { return detect.NeedUpper }

var swiftContext = &detect.Context{
	Boost:   []string{"bic", "swift", "swiftcode", "bic/swift", "bank", "banka", "banque", "banco", "banca", "bankleitzahl"},
	BoostBy: 0.6,
}

// isoCountries is every ISO 3166-1 alpha-2 code, two letters each.
const isoCountries = "ADAEAFAGAIALAMAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBVBWBYBZCACCCDCFCGCHCICKCLCMCNCOCRCUCVCWCXCYCZDEDJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGYHKHMHNHRHTHUIDIEILIMINIOIQIRISITJEJMJOJPKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNANCNENFNGNINLNONPNRNUNZOMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQARERORSRURWSASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZTCTDTFTGTHTJTKTLTMTNTOTRTTTVTWTZUAUGUMUSUYUZVAVCVEVGVIVNVUWFWSXKYEYTZAZMZW"

func validCountry(a, b byte) bool {
	for i := 0; i+1 < len(isoCountries); i += 2 {
		if isoCountries[i] == a && isoCountries[i+1] == b {
			return true
		}
	}
	return false
}

func (SWIFT) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	i := 0
	for i < len(t) {
		if i = detect.IndexUpper(t, i); i >= len(t) {
			break
		}
		c := t[i]
		if c < 'A' || c > 'Z' || !boundaryBeforeAt(t, i) && !(i > 0 && (t[i-1] == '-' || t[i-1] == '/')) {
			i++
			continue
		}
		j := i
		for j < len(t) && (t[j] >= 'A' && t[j] <= 'Z' || isDigit(t[j])) {
			j++
		}
		if (j-i == 8 || j-i == 11) && boundaryAt(t, j) && bicShape(t[i:j]) && !headingWord(t, i, j) {
			out = append(out, detect.Match{Type: "SWIFT_CODE", Start: i, End: j, Score: 0.2, Context: swiftContext})
		}
		if j == i {
			j++
		}
		i = j
	}
	return out
}

func bicShape(s string) bool {
	for k := 0; k < 6; k++ {
		if s[k] < 'A' || s[k] > 'Z' {
			return false
		}
	}
	if !validCountry(s[4], s[5]) {
		return false
	}
	// location "0" as second character marks a test BIC; still a BIC
	return strings.IndexByte(s, ' ') < 0
}

// headingWord reports a candidate of letters on a line of capitals with
// other words: a word of a heading ("INSTRUCTION TO YOUR BANK OR BUILDING
// SOCIETY", whose "BANK" lifted it), not a bank's code. A BIC with a digit
// in it is no word; one right after its label ("BIC DEUTDEFF") is a BIC.
func headingWord(t string, i, j int) bool {
	for k := i; k < j; k++ {
		if isDigit(t[k]) {
			return false
		}
	}
	// the line around, read up to headingReach bytes each side
	ls, le := i, j
	for ls > 0 && i-ls < headingReach && t[ls-1] != '\n' {
		ls--
	}
	for le < len(t) && le-j < headingReach && t[le] != '\n' {
		le++
	}
	words := 0 // other words of capitals
	prev := "" // the word before the candidate
	for k := ls; k < le; {
		c := t[k]
		switch {
		case c >= 'a' && c <= 'z':
			return false // a line of running text, a form's, a table's
		case c >= 'A' && c <= 'Z':
			e := k
			for e < le && (t[e] >= 'A' && t[e] <= 'Z' || isDigit(t[e])) {
				e++
			}
			if k < i {
				prev = t[k:e]
			} else if k > i && e-k >= 2 {
				words++
			}
			if k < i && e-k >= 2 {
				words++
			}
			k = e
		default:
			k++
		}
	}
	if prev == "BIC" || prev == "SWIFT" || prev == "SWIFTCODE" || prev == "CODE" {
		return false
	}
	return words >= 2
}

// headingReach bounds the line headingWord reads each side of a candidate.
const headingReach = 120
