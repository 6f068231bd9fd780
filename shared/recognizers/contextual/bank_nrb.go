package contextual

import (
	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/recognizers/checksum"
)

// nrbRecognizer finds Polish NRB account numbers: 26 digits that are the body
// of a PL IBAN, so mod 97 of "PL" + digits validates them. A run glued to the
// "PL" prefix is left to the IBAN recognizer.
type nrbRecognizer struct{}

var nrbContext = &detect.Context{Boost: []string{
	"rachun", "konto", "konta", "nrb", "przelew", "bankow", // pl "numer rachunku", "konta bankowego"
	"account", "bank", "kontonummer", "compte", "cuenta", "conto", "účet", "účt",
}}

const nrbScore = 0.75

func (nrbRecognizer) Name() string       { return "pl_nrb" }
func (nrbRecognizer) Types() []string    { return []string{"BANK_ACCOUNT"} }
func (nrbRecognizer) Needs() detect.Need { return detect.NeedDigit }

func (nrbRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	var buf [32]byte
	for _, run := range d.DigitRuns() {
		n := run.End - run.Start
		if n < 26 || n > 26+8 || !d.BoundaryBefore(run.Start) || !d.BoundaryAfter(run.End) {
			continue
		}
		s := d.Text[run.Start:run.End]
		if !onlySpaceSeparated(s) {
			continue
		}
		digits := digitsOf(buf[:0], s)
		if len(digits) != 26 || !validNRB(digits) {
			continue
		}
		out = append(out, detect.Match{Type: "BANK_ACCOUNT", Start: run.Start, End: run.End, Score: nrbScore, Context: nrbContext})
	}
	return out
}

// validNRB checks 26 digits as the IBAN "PL" + check digits + BBAN.
func validNRB(digits []byte) bool {
	var b [32]byte
	r := append(b[:0], digits[2:]...)
	r = append(r, "PL"...)
	r = append(r, digits[:2]...)
	return checksum.Mod97(string(r)) == 1
}

// onlySpaceSeparated reports whether s holds digits and single spaces only.
func onlySpaceSeparated(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) && s[i] != ' ' {
			return false
		}
	}
	return true
}
