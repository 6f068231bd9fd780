package generic

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

// Weekday finds English and German day names ("on Tuesday morning", "am
// Montag"), anchored on the "day"/"tag" ending, plus Mittwoch. A day name alone
// dates an event only loosely, so the score is modest.
type Weekday struct{}

func (Weekday) Name() string       { return "weekday" }
func (Weekday) Types() []string    { return []string{"DATE_TIME"} }
func (Weekday) Needs() detect.Need { return detect.NeedLower }

var weekdayNames = []string{
	"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
	"montag", "dienstag", "donnerstag", "freitag", "samstag", "sonnabend", "sonntag", "mittwoch",
}

func (Weekday) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	// each suffix is found by its rarest byte in English text ('y' of "day",
	// 'g' of "tag", ...); none of them can overlap itself, so this finds the
	// same occurrences as a search for the whole suffix
	for _, sf := range [...]struct {
		suffix string
		at     int
	}{{"day", 2}, {"tag", 2}, {"woch", 0}, {"bend", 0}} {
		suffix, at := sf.suffix, sf.at
		anchor := suffix[at]
		from := at
		for from < len(t) {
			k := strings.IndexByte(t[from:], anchor)
			if k < 0 {
				break
			}
			p := from + k - at // where the suffix would start
			from += k + 1
			if p+len(suffix) > len(t) || t[p:p+len(suffix)] != suffix {
				continue
			}
			e := p + len(suffix)
			s := letterWordBefore(t, p)
			if e-s < 6 || !boundaryAt(t, e) || letterBefore(t, s) {
				continue
			}
			if anyWord(t[s:e], weekdayNames) {
				out = append(out, detect.Match{Type: "DATE_TIME", Start: s, End: e, Score: 0.5})
			}
		}
	}
	return out
}
