package generic

import (
	"testing"

	"github.com/piiguard/piiguard/shared/lang"
)

// Every supported language hint implies phone regions, and no other does.
func TestRegionsOfLangCoverLangAll(t *testing.T) {
	if err := lang.CheckSet(lang.Keys(regionsOfLang)); err != nil {
		t.Error(err)
	}
	for l, rs := range regionsOfLang {
		if len(rs) == 0 {
			t.Errorf("%s implies no region", l)
		}
	}
}
