package contextual

import "github.com/piiguard/piiguard/shared/detect"

// usBankRecognizer finds US ABA routing numbers: nine digits whose 3-7-1
// weighted sum is divisible by 10 and whose first two digits are a Federal
// Reserve district prefix. Many nine-digit numbers pass that check, so a
// routing number is reported only next to a context word.
type usBankRecognizer struct{}

var routingContext = &detect.Context{
	Boost: []string{"routing", "aba", "rtn", "transit", "bankleitzahl", "routage", "enrutamiento", "instradamento"},
	// Below every policy threshold on its own; the context word lifts it.
	BoostBy: 0.7,
}

const routingScoreBase = 0.05

func (usBankRecognizer) Name() string       { return "us_bank_routing" }
func (usBankRecognizer) Types() []string    { return []string{"US_BANK_ROUTING"} }
func (usBankRecognizer) Needs() detect.Need { return detect.NeedDigit }

func (usBankRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	for _, run := range d.DigitRuns() {
		if run.End-run.Start != 9 {
			continue
		}
		s := d.Text[run.Start:run.End]
		if !validABA(s) || !d.BoundaryBefore(run.Start) || !d.BoundaryAfter(run.End) {
			continue
		}
		out = append(out, detect.Match{Type: "US_BANK_ROUTING", Start: run.Start, End: run.End, Score: routingScoreBase, Context: routingContext})
	}
	return out
}

// validABA checks the routing-number prefix ranges and the 3-7-1 checksum.
func validABA(s string) bool {
	if len(s) != 9 || !allDigits(s) {
		return false
	}
	p := int(s[0]-'0')*10 + int(s[1]-'0')
	if !(p <= 12 || p >= 21 && p <= 32 || p >= 61 && p <= 72 || p == 80) {
		return false
	}
	w := [3]int{3, 7, 1}
	sum := 0
	for i := 0; i < 9; i++ {
		sum += int(s[i]-'0') * w[i%3]
	}
	return sum%10 == 0 && s != "000000000"
}
