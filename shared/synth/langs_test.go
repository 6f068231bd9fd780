package synth

import (
	"testing"

	"github.com/piiguard/piiguard/shared/lang"
	"github.com/piiguard/piiguard/shared/synth/locale"
)

// Every supported language has its locale and no other language has one (a
// locale without its WebTLD stops the program at start-up, locale.complete).
func TestLocalesCoverLangAll(t *testing.T) {
	var locs []string
	for _, l := range locale.All() {
		locs = append(locs, l.Lang)
	}
	if err := lang.CheckSet(locs); err != nil {
		t.Errorf("locales: %v", err)
	}
}
