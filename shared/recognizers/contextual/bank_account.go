package contextual

import (
	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// accountRecognizer is the fallback for bank account numbers without a
// checksum (US, and any country without a dedicated recognizer): a run of 6-20
// digits, possibly grouped by spaces or dashes, that counts only next to an
// "account number" word.
type accountRecognizer struct{}

var accountContext = &detect.Context{
	// vocab's AccountWords
	Boost: vocab.All(func(l *vocab.Lexicon) []string { return l.AccountWords }),
	// A sort code or BLZ names the bank, not the account ("Sort code:
	// 40-41-27   Account number: 80346172"): alone it is no account number.
	Penalty: []string{"sort", "blz", "bankleitzahl"},
	// A bare digit run is almost never an account number; the word makes it one.
	BoostBy: 0.4,
}

const accountScoreBase = 0.1

func (accountRecognizer) Name() string       { return "bank_account" }
func (accountRecognizer) Types() []string    { return []string{"BANK_ACCOUNT"} }
func (accountRecognizer) Needs() detect.Need { return detect.NeedDigit }

func (accountRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	for _, run := range d.DigitRuns() {
		n := run.End - run.Start
		if n < 6 || n > 30 {
			continue
		}
		s := d.Text[run.Start:run.End]
		digits := 0
		ok := true
		for i := 0; i < len(s); i++ {
			switch c := s[i]; {
			case isDigit(c):
				digits++
			case c == '.' || c == '/':
				ok = false // decimals, dates and fractions
			}
		}
		if !ok || digits < 6 || digits > 20 || !d.BoundaryBefore(run.Start) || !d.BoundaryAfter(run.End) {
			continue
		}
		out = append(out, detect.Match{Type: "BANK_ACCOUNT", Start: run.Start, End: run.End, Score: accountScoreBase, Context: accountContext})
	}
	return out
}
