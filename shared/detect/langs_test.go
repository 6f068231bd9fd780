package detect

import (
	"testing"

	"github.com/piiguard/piiguard/shared/lang"
)

// The guesser's languages (their order indexes its tables) and the countries
// a hint implies cover exactly the supported languages.
func TestLanguageTablesCoverLangAll(t *testing.T) {
	if err := lang.CheckSet(guessLangs[:]); err != nil {
		t.Errorf("guessLangs: %v", err)
	}
	if err := lang.CheckSet(lang.Keys(LangCountries)); err != nil {
		t.Errorf("LangCountries: %v", err)
	}
}
