package generic

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// Weekday finds English and German day names ("on Tuesday morning", "am
// Montag"), anchored on the "day"/"tag" ending, plus Mittwoch. A day name alone
// dates an event only loosely, so the score is modest.
type Weekday struct{}

func (Weekday) Name() string       { return "weekday" }
func (Weekday) Types() []string    { return []string{"DATE_TIME"} }
func (Weekday) Needs() detect.Need { return detect.NeedLower }

// weekdayNames are the English and German day names of shared/lang/vocab:
// the languages whose names the suffixes below anchor.
var weekdayNames = func() []string {
	var out []string
	for _, l := range []string{"en", "de"} {
		lx, _ := vocab.Of(l)
		for _, w := range append(lx.Weekdays[:], lx.WeekdaysVariant[:]...) {
			if w != "" {
				out = append(out, strings.ToLower(w))
			}
		}
	}
	return out
}()

func (Weekday) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	if d.ASCII() {
		return weekdayRuns(d, out)
	}
	return weekdayScan(d, out)
}

// weekdaySuffixes are the endings of weekdayNames.
var weekdaySuffixes = [...]string{"day", "tag", "woch", "bend"}

// weekdayRuns is weekdayScan for an ASCII text: a suffix followed by a
// boundary ends one of the Doc's word runs, so only run ends are compared
// (suffix by suffix, in weekdayScan's order).
func weekdayRuns(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	runs := d.WordRuns()
	// one pass for the suffixes that end any run (usually none)
	var found uint8
	for _, run := range runs {
		found |= weekdaySuffixAt(t, run.Start, run.End)
	}
	for k, suffix := range weekdaySuffixes {
		if found&(1<<k) == 0 {
			continue
		}
		for _, run := range runs {
			e := run.End
			p := e - len(suffix)
			if weekdaySuffixAt(t, run.Start, e)&(1<<k) == 0 {
				continue
			}
			out = weekdayEndingAt(t, p, e, out)
		}
	}
	return out
}

// weekdayEndingAt appends the day name whose suffix is t[p:e], if the word
// it ends is one: both search paths end here.
func weekdayEndingAt(t string, p, e int, out []detect.Match) []detect.Match {
	s := letterWordBefore(t, p)
	if e-s < 6 || !boundaryAt(t, e) || letterBefore(t, s) {
		return out
	}
	if anyWord(t[s:e], weekdayNames) {
		out = append(out, detect.Match{Type: "DATE_TIME", Start: s, End: e, Score: 0.5})
	}
	return out
}

// weekdaySuffixAt returns bit k set when t[s:e] ends with weekdaySuffixes[k].
func weekdaySuffixAt(t string, s, e int) uint8 {
	if e-s < 3 {
		return 0
	}
	switch t[e-1] {
	case 'y':
		if t[e-3:e] == "day" {
			return 1
		}
	case 'g':
		if t[e-3:e] == "tag" {
			return 2
		}
	case 'h':
		if e-s >= 4 && t[e-4:e] == "woch" {
			return 4
		}
	case 'd':
		if e-s >= 4 && t[e-4:e] == "bend" {
			return 8
		}
	}
	return 0
}

// weekdayScan finds the suffixes with strings.IndexByte, in any text.
func weekdayScan(d *detect.Doc, out []detect.Match) []detect.Match {
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
			out = weekdayEndingAt(t, p, p+len(suffix), out)
		}
	}
	return out
}
