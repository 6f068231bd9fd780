package generic

import (
	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/recognizers/checksum"
)

// IBAN finds International Bank Account Numbers, compact or in groups of four,
// in either case. Candidates start at an alphanumeric token that begins with a
// country code and two check digits; the text after it is read up to the
// country's IBAN length and checked with mod 97.
type IBAN struct{}

func (IBAN) Name() string       { return "iban" }
func (IBAN) Types() []string    { return []string{"IBAN_CODE"} }
func (IBAN) Needs() detect.Need { return detect.NeedDigit }

func (IBAN) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	last := 0
	var buf [34]byte
	for _, g := range d.AlnumGroups() {
		for _, tok := range g.Tokens {
			s := tok.Start
			if s < last || !ibanStart(t, s, tok.End) {
				continue
			}
			cc := [2]byte{t[s] &^ 0x20, t[s+1] &^ 0x20}
			n, ok := checksum.IBANLength(string(cc[:]))
			if !ok {
				continue
			}
			end, compact := readIBAN(t, s, n, buf[:0])
			if end < 0 || !checksum.ValidIBAN(compact) {
				continue
			}
			out = append(out, detect.Match{Type: "IBAN_CODE", Start: s, End: end, Score: 1.0})
			last = end
		}
	}
	return out
}

// ibanStart reports a token [s, e) that begins an IBAN: a country code and
// two check digits ("IT60X054..."), or an upper-case country code alone
// with the check digits after one space, as Italian statements print it
// ("IT 60 X 05428 11101 000000123456").
func ibanStart(t string, s, e int) bool {
	if e-s >= 4 {
		return isAlpha(t[s]) && isAlpha(t[s+1]) && isDigit(t[s+2]) && isDigit(t[s+3])
	}
	return e-s == 2 && t[s] >= 'A' && t[s] <= 'Z' && t[s+1] >= 'A' && t[s+1] <= 'Z' && e+2 < len(t) && t[e] == ' ' && isDigit(t[e+1]) && isDigit(t[e+2])
}

// readIBAN collects n alphanumerics from s, allowing one space or '-' between
// them, and returns where they end (-1 when the text runs out or a letter or
// digit follows directly).
func readIBAN(t string, s, n int, b []byte) (int, string) {
	i := s
	for len(b) < n && i < len(t) {
		c := t[i]
		switch {
		case detect.IsWordByte(c):
			b = append(b, c)
			i++
		case (c == ' ' || c == '-') && len(b) >= 2 && i+1 < len(t) && detect.IsWordByte(t[i+1]):
			i++
		default:
			return -1, ""
		}
	}
	if len(b) < n || !boundaryAt(t, i) {
		return -1, ""
	}
	return i, string(b)
}
