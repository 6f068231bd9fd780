package contextual

import "github.com/piiguard/piiguard/shared/detect"

// ribRecognizer finds French RIBs (relevé d'identité bancaire): bank code
// (5 digits), branch code (5), account number (11) and the RIB key (2), 23
// digits written whole or in those four groups. The key is
// 97 - (89·bank + 15·branch + 3·account) mod 97, so one run of 23 digits in
// 97 passes. Account numbers with letters (rare) are not read.
type ribRecognizer struct{}

var ribContext = &detect.Context{Boost: []string{
	"rib", "compte", "bancaire", "banque", "virement", "prélèvement", "prelevement", // fr
	"account", "bank", "konto", "cuenta", "conto", "rachun", "účet", "účt",
}}

const ribScore = 0.75

func (ribRecognizer) Name() string       { return "fr_rib" }
func (ribRecognizer) Types() []string    { return []string{"BANK_ACCOUNT"} }
func (ribRecognizer) Needs() detect.Need { return detect.NeedDigit }

// ribGroups are the group lengths of a RIB written with spaces.
var ribGroups = [4]int{5, 5, 11, 2}

func (ribRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	var buf [32]byte
	for _, run := range d.DigitRuns() {
		n := run.End - run.Start
		if n < 23 || n > 26 || !d.BoundaryBefore(run.Start) || !d.BoundaryAfter(run.End) {
			continue
		}
		s := d.Text[run.Start:run.End]
		if !onlySpaceSeparated(s) || n == 26 && !ribGrouped(s) {
			continue
		}
		digits := digitsOf(buf[:0], s)
		if len(digits) != 23 || !validRIB(digits) {
			continue
		}
		out = append(out, detect.Match{Type: "BANK_ACCOUNT", Start: run.Start, End: run.End, Score: ribScore, Context: ribContext})
	}
	return out
}

// ribGrouped reports s as "bbbbb ggggg ccccccccccc kk".
func ribGrouped(s string) bool {
	i := 0
	for k, g := range ribGroups {
		if k > 0 {
			if i >= len(s) || s[i] != ' ' {
				return false
			}
			i++
		}
		for j := 0; j < g; j++ {
			if i >= len(s) || !isDigit(s[i]) {
				return false
			}
			i++
		}
	}
	return i == len(s)
}

// validRIB checks the key of 23 digits: bank, branch, account, key.
func validRIB(digits []byte) bool {
	num := func(b []byte) int {
		v := 0
		for _, c := range b {
			v = v*10 + int(c-'0')
		}
		return v
	}
	bank, branch, key := num(digits[:5]), num(digits[5:10]), num(digits[21:23])
	// the 11-digit account in two parts, so the sum stays far below overflow
	acct := (num(digits[10:16])*100000 + num(digits[16:21])) % 97
	return 97-(89*bank+15*branch+3*acct)%97 == key
}
