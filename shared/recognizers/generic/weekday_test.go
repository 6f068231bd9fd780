package generic

import (
	"math/rand"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// TestWeekdayRunsAsScan: the word-run path finds what the byte search finds
// in ASCII texts.
func TestWeekdayRunsAsScan(t *testing.T) {
	parts := []string{"Monday", "monday", "MONDAY", "Tuesday", "day", "days", "today", "Samstag", "tag", "Mittwoch", "woch", "Sonnabend", "bend",
		"Freitag", "x", "1", "_", " ", " ", ",", ".", "-", "\n", "on", "am", "Sundayday", "Wednesday2", "daytag"}
	rng := rand.New(rand.NewSource(9))
	found := 0
	for n := 0; n < 50000; n++ {
		var b strings.Builder
		for k := rng.Intn(12); k >= 0; k-- {
			b.WriteString(parts[rng.Intn(len(parts))])
			if rng.Intn(2) == 0 {
				b.WriteByte(' ')
			}
		}
		d := detect.NewDoc(b.String(), "")
		got, want := weekdayRuns(d, nil), weekdayScan(d, nil)
		found += len(want)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%q:\nruns %v\nscan %v", b.String(), got, want)
		}
	}
	if found < 1000 {
		t.Errorf("only %d found", found)
	}
}

// The names read from vocab are the English and German ones, and each ends
// with a suffix the scan anchors on (a name that did not would never be found).
func TestWeekdayNames(t *testing.T) {
	want := []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
		"montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag", "sonnabend"}
	if !slices.Equal(slices.Sorted(slices.Values(weekdayNames)), slices.Sorted(slices.Values(want))) {
		t.Errorf("weekdayNames = %v, want %v", weekdayNames, want)
	}
	for _, w := range weekdayNames {
		if !slices.ContainsFunc(weekdaySuffixes[:], func(s string) bool { return strings.HasSuffix(w, s) }) {
			t.Errorf("%q ends with none of %v", w, weekdaySuffixes)
		}
	}
}
