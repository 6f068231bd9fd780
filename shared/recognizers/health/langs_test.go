package health

import (
	"testing"

	"github.com/piiguard/piiguard/shared/lang"
)

// The lexicon's languages (their order is the bit order of entry.langs)
// are exactly the supported ones.
func TestLexiconLanguagesCoverLangAll(t *testing.T) {
	if err := lang.CheckSet(languages); err != nil {
		t.Error(err)
	}
}
