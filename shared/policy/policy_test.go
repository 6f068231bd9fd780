package policy

import (
	"testing"

	_ "github.com/piiguard/piiguard/shared/entity"
)

func TestGlobalThresholdsFromSpec(t *testing.T) {
	want := map[string]float64{"basic": 0.30, "gdpr_eu": 0.35, "hipaa_us": 0.40, "pci_dss": 0.45, "strict": 0.25}
	for name, th := range want {
		p, ok := Get(name)
		if !ok || p.Threshold != th {
			t.Errorf("%s: %v %v, want threshold %v", name, p, ok, th)
		}
	}
	if len(Names()) != len(want) {
		t.Errorf("names = %v", Names())
	}
}

func TestTypeSets(t *testing.T) {
	strict, _ := Get("strict")
	if strict.TypeSet() != nil {
		t.Error("strict must select every type")
	}
	gdpr, _ := Get("gdpr_eu")
	set := gdpr.TypeSet()
	// children of broad types are included
	if !set["NATIONAL_ID"] || !set["US_SSN"] || !set["MOBILE_PHONE_NUMBER"] || set["API_KEY"] {
		t.Errorf("gdpr_eu set = %v", set)
	}
}

func TestSmallest(t *testing.T) {
	cases := []struct {
		types []string
		want  string
	}{
		{[]string{"CREDIT_CARD", "CVV"}, "pci_dss"},
		{[]string{"EMAIL_ADDRESS"}, "basic"},
		{[]string{"MEDICAL_RECORD_NUMBER"}, "hipaa_us"},
		{[]string{"TAX_ID", "EMAIL_ADDRESS"}, "gdpr_eu"},
		{[]string{"API_KEY"}, "strict"},
		{nil, "pci_dss"},
	}
	for _, c := range cases {
		if got := Smallest(c.types); got != c.want {
			t.Errorf("Smallest(%v) = %s, want %s", c.types, got, c.want)
		}
	}
}

// TestUnknownTypeFailsAtStartUp: a global policy naming a type the registry
// lacks stops the program when the list is built, not at the first request.
func TestUnknownTypeFailsAtStartUp(t *testing.T) {
	for _, p := range Globals() {
		if err := p.Check(); err != nil {
			t.Errorf("global %s: %v", p.Name, err)
		}
	}
	bad := []Policy{{Name: "ok", Types: []string{"EMAIL_ADDRESS", "pesel"}}, {Name: "typo", Types: []string{"PERSON", "EMAIL_ADRESS"}}}
	defer func() {
		r := recover()
		if err, ok := r.(error); !ok || err.Error() != `policy "typo": unknown entity types: EMAIL_ADRESS` {
			t.Fatalf("recovered %v", r)
		}
	}()
	mustCheck(bad)
	t.Fatal("a policy with an unknown type was accepted")
}
