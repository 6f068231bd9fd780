package gazetteer

import (
	"testing"

	"github.com/piiguard/piiguard/shared/lang"
)

// Langs (its order is that of scripts/train's generated data) and the
// tables keyed by language cover exactly the supported languages.
func TestLanguageTablesCoverLangAll(t *testing.T) {
	for name, got := range map[string][]string{
		"Langs":  Langs,
		"ByLang": lang.Keys(ByLang),
		"Cities": lang.Keys(Cities),
	} {
		if err := lang.CheckSet(got); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}
