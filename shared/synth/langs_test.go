package synth

import (
	"testing"

	"github.com/piiguard/piiguard/shared/lang"
	"github.com/piiguard/piiguard/shared/synth/locale"
)

// Every supported language has its locale and its e-mail domain, and no
// other language has either.
func TestLocalesCoverLangAll(t *testing.T) {
	var locs []string
	for _, l := range locale.All() {
		locs = append(locs, l.Lang)
	}
	if err := lang.CheckSet(locs); err != nil {
		t.Errorf("locales: %v", err)
	}
	if err := lang.CheckSet(lang.Keys(tld)); err != nil {
		t.Errorf("tld: %v", err)
	}
}
