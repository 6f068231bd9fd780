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
	for _, suffix := range [...]string{"day", "tag", "woch", "bend"} {
		from := 0
		for {
			k := strings.Index(t[from:], suffix)
			if k < 0 {
				break
			}
			e := from + k + len(suffix)
			from = e
			s := letterWordBefore(t, e-len(suffix))
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
