package address

import (
	"fmt"
	"testing"

	"github.com/piiguard/piiguard/shared/gazetteer"
)

func TestZZGaz(t *testing.T) {
	for _, w := range []string{"gallup", "albuquerque", "québec", "canberra", "chicago", "fremantle", "charlotte", "smith", "paddington", "bibra"} {
		fmt.Println(w, gazetteer.Class(w), gazetteer.Class(w)&gazetteer.City != 0)
	}
}
