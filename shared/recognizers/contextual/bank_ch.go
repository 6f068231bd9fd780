package contextual

import "github.com/piiguard/piiguard/shared/detect"

// chPostalRecognizer finds Swiss postal accounts (Postkonto, compte postal /
// CCP, conto postale; PostFinance): two digits, one to six digits, a check
// digit, written 80-12345-6. The check is mod 10 recursive over the eight
// digits with the middle part padded to six. The shape with a check digit
// that one number in ten passes counts only after an account word.
type chPostalRecognizer struct{}

var chPostalContext = &detect.Context{
	Boost: []string{"postkonto", "postcheckkonto", "pc-konto", "postfinance", "ccp", "pc", "konto", "compte", "postal",
		"postale", "conto", "einzahlung", "versement", "versamento", "account"},
	BoostBy: 0.5,
}

const chPostalScore = 0.3

func (chPostalRecognizer) Name() string       { return "ch_postal_account" }
func (chPostalRecognizer) Types() []string    { return []string{"BANK_ACCOUNT"} }
func (chPostalRecognizer) Needs() detect.Need { return detect.NeedDigit }

func (chPostalRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	for _, run := range d.DigitRuns() {
		if n := run.End - run.Start; n < 6 || n > 11 || !d.BoundaryBefore(run.Start) || !d.BoundaryAfter(run.End) {
			continue
		}
		if body, ok := chPostalBody(d.Text[run.Start:run.End]); ok && validCHPostal(body) {
			out = append(out, detect.Match{Type: "BANK_ACCOUNT", Start: run.Start, End: run.End, Score: chPostalScore, Context: chPostalContext})
		}
	}
	return out
}

// chPostalBody reads NN-N{1,6}-C and returns the nine digits with the middle
// part padded to six.
func chPostalBody(s string) ([9]byte, bool) {
	var b [9]byte
	if len(s) < 6 || !isDigit(s[0]) || !isDigit(s[1]) || s[2] != '-' || s[len(s)-2] != '-' || !isDigit(s[len(s)-1]) {
		return b, false
	}
	mid := s[3 : len(s)-2]
	if len(mid) < 1 || len(mid) > 6 {
		return b, false
	}
	for i := 0; i < len(mid); i++ {
		if !isDigit(mid[i]) {
			return b, false
		}
	}
	b[0], b[1] = s[0], s[1]
	for i := 2; i < 8; i++ {
		b[i] = '0'
	}
	copy(b[8-len(mid):8], mid)
	b[8] = s[len(s)-1]
	return b, true
}

var mod10Recursive = [10]byte{0, 9, 4, 6, 8, 2, 7, 1, 3, 5}

// validCHPostal checks the last digit of b as the mod 10 recursive check of
// the first eight.
func validCHPostal(b [9]byte) bool {
	c := byte(0)
	for _, d := range b[:8] {
		c = mod10Recursive[(c+d-'0')%10]
	}
	return (10-c)%10 == b[8]-'0'
}
