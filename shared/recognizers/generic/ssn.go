package generic

import "github.com/piiguard/piiguard/shared/detect"

// SSN finds US Social Security numbers written AAA-GG-SSSS or AAA GG SSSS that
// follow the SSA rules (no area 000, 666 or 9xx, no group 00, no serial 0000).
// The unformatted nine-digit form needs context and is left to the national
// recognizer (shared/recognizers/national/us.go).
type SSN struct{}

func (SSN) Name() string       { return "us_ssn" }
func (SSN) Types() []string    { return []string{"US_SSN"} }
func (SSN) Needs() detect.Need { return detect.NeedDigit }

var ssnContext = &detect.Context{
	Boost: []string{"ssn", "social", "security", "ssa", "ss#", "soc"},
}

func (SSN) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	for _, r := range d.DigitRuns() {
		if r.End-r.Start != 11 || !boundaryBeforeAt(t, r.Start) || !boundaryAt(t, r.End) {
			continue
		}
		if validSSN(t[r.Start:r.End]) {
			out = append(out, detect.Match{Type: "US_SSN", Start: r.Start, End: r.End, Score: 0.85, Context: ssnContext})
		}
	}
	return out
}

// validSSN checks the formatted AAA-GG-SSSS / AAA GG SSSS shape and SSA rules.
func validSSN(s string) bool {
	if !ssnFormat(s) {
		return false
	}
	area, ok1 := atoi(s[0:3])
	group, ok2 := atoi(s[4:6])
	serial, ok3 := atoi(s[7:11])
	if !ok1 || !ok2 || !ok3 {
		return false
	}
	return area != 0 && area != 666 && area < 900 && group != 0 && serial != 0
}
