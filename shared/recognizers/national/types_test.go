package national

import (
	"regexp"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/entity"
	"github.com/piiguard/piiguard/shared/policy"
)

// idPattern is the one naming pattern of a national type id: the spec's
// country, '_', then UPPER_SNAKE words.
var idPattern = regexp.MustCompile(`^[A-Z]{2}_[A-Z0-9]+(_[A-Z0-9]+)*$`)

// suffixOf is the id ending each generic parent imposes on its national types,
// so that a client can tell a VAT number or a passport by its id alone.
var suffixOf = map[string]string{"VAT_NUMBER": "_VAT_NUMBER", "PASSPORT": "_PASSPORT"}

func TestTypeIDPattern(t *testing.T) {
	seen := map[string]bool{}
	for _, sp := range Specs() {
		if seen[sp.Type] {
			continue
		}
		seen[sp.Type] = true
		typ, ok := entity.Get(sp.Type)
		if !ok {
			t.Errorf("%s: not registered", sp.Type)
			continue
		}
		if !idPattern.MatchString(sp.Type) || !strings.HasPrefix(sp.Type, sp.Country+"_") {
			t.Errorf("%s (country %s): id is not %s_UPPER_SNAKE", sp.Type, sp.Country, sp.Country)
		}
		if len(typ.Countries) != 1 || typ.Countries[0] != sp.Country {
			t.Errorf("%s: registered countries %v, spec country %s", sp.Type, typ.Countries, sp.Country)
		}
		if suf, ok := suffixOf[typ.Parent]; ok && !strings.HasSuffix(sp.Type, suf) {
			t.Errorf("%s: a %s type's id ends in %s", sp.Type, typ.Parent, suf)
		}
	}
	if len(seen) < 90 {
		t.Errorf("only %d national types seen", len(seen))
	}
}

// renamedVAT are the countries whose VAT type was XX_VAT before it took the
// _VAT_NUMBER pattern (BR_CPF and BR_CNPJ were CPF and CNPJ); clients may
// still send the old ids, which stay aliases.
var renamedVAT = []string{"BG", "DK", "EE", "FI", "GR", "HR", "HU", "LT", "LV", "NO", "RO", "SE", "SI"}

// An old id keeps working wherever a client names types: the entities filter
// of a request and the types of a policy both go through entity.Resolve.
func TestOldVATIDsStillSelect(t *testing.T) {
	for _, cc := range renamedVAT {
		old, id := cc+"_VAT", cc+"_VAT_NUMBER"
		if typ, ok := entity.Lookup(old); !ok || typ.ID != id {
			t.Errorf("Lookup(%s) = %s %v, want %s", old, typ.ID, ok, id)
		}
		ids, unknown := entity.Resolve([]string{old})
		if len(unknown) > 0 || !ids[id] || len(ids) != 1 {
			t.Errorf("Resolve(%s) = %v, unknown %v", old, ids, unknown)
		}
		if set := (policy.Policy{Name: "tenant", Threshold: 0.35, Types: []string{old}}).TypeSet(); !set[id] {
			t.Errorf("a policy naming %s selects %v", old, set)
		}
		// the parent still selects the renamed type
		if ids, _ := entity.Resolve([]string{"vat number"}); !ids[id] {
			t.Errorf("VAT_NUMBER does not select %s", id)
		}
	}
	for old, id := range map[string]string{"CPF": "BR_CPF", "CNPJ": "BR_CNPJ"} {
		if ids, unknown := entity.Resolve([]string{old}); len(unknown) > 0 || !ids[id] {
			t.Errorf("Resolve(%s) = %v, unknown %v", old, ids, unknown)
		}
	}
	// end to end: a request filtered by the old id still gets the number,
	// under its new id
	ids, _ := entity.Resolve([]string{"DK_VAT"})
	got := testEngine().Detect("Invoice to DK13585628 today", detect.Options{Threshold: 0.35, Types: ids})
	if len(got) != 1 || got[0].Type != "DK_VAT_NUMBER" || got[0].Text != "DK13585628" {
		t.Errorf("filter DK_VAT: got %+v", got)
	}
}
