package api_test

import (
	"strings"
	"testing"
	"unicode"

	"github.com/piiguard/piiguard/shared/recognizers/builtin"
	"github.com/piiguard/piiguard/shared/store"
)

// TestWholeAddressHiddenByDefault: an address is reported in parts (street
// line, postal code, town; docs/API.md, "Addresses"). Without a type filter,
// every operation that rewrites text must still hide every letter and digit
// of the address, and for redact, mask and tokenize no part may survive in
// the output. The parts' spans together cover the address.
func TestWholeAddressHiddenByDefault(t *testing.T) {
	e := newEnvEngine(t, store.PlanPayAsYouGo, builtin.Engine())
	tests := []struct {
		lang, text, address string
		parts               []string // what must not survive redact, mask and tokenize
	}{
		{"de", "Anschrift: Hauptstraße 5, 10115 Berlin. Danke.", "Hauptstraße 5, 10115 Berlin", []string{"Hauptstraße", "10115", "Berlin"}},
		{"de", "Bitte an Mühlenweg 3 · 48653 Coesfeld-Lette senden.", "Mühlenweg 3 · 48653 Coesfeld-Lette", []string{"Mühlenweg", "48653", "Coesfeld"}},
		{"cs", "Adresa: Vinohradská 12, 120 00 Praha 2, Česko.", "Vinohradská 12, 120 00 Praha 2", []string{"Vinohradská", "120 00", "Praha"}},
		{"pl", "Adres: ul. Marszałkowska 10/12, 00-590 Warszawa.", "Marszałkowska 10/12, 00-590 Warszawa", []string{"Marszałkowska", "00-590", "Warszawa"}},
		{"en", "Send it to 1600 Main St, Springfield, IL 62704 please.", "1600 Main St, Springfield, IL 62704", []string{"1600 Main", "Springfield", "62704"}},
		{"es", "Dirección: Calle Mayor 12, 3º B, 28013 Madrid.", "Calle Mayor 12, 3º B, 28013 Madrid", []string{"Calle Mayor", "28013", "Madrid"}},
	}
	for _, tc := range tests {
		for _, op := range []string{"redact", "mask", "tokenize", "synthesize"} {
			t.Run(tc.lang+"/"+op, func(t *testing.T) {
				body := map[string]any{"text": tc.text, "language": tc.lang}
				if op == "synthesize" {
					body["seed"] = 7
				}
				code, out := e.post(op, body)
				if code != 200 {
					t.Fatalf("status %d: %v", code, out)
				}
				runes := []rune(tc.text)
				at := strings.Index(tc.text, tc.address)
				if at < 0 {
					t.Fatalf("%q is not in %q", tc.address, tc.text)
				}
				from := len([]rune(tc.text[:at]))
				to := from + len([]rune(tc.address))
				covered := make([]bool, len(runes))
				for _, en := range ents(out) {
					s, _ := en["start"].(float64)
					x, _ := en["end"].(float64)
					for i := int(s); i < int(x) && i < len(runes); i++ {
						covered[i] = true
					}
				}
				for i := from; i < to; i++ {
					if (unicode.IsLetter(runes[i]) || unicode.IsDigit(runes[i])) && !covered[i] {
						t.Errorf("%q: %q of the address is in no entity (%v)", tc.text, runes[i], ents(out))
						break
					}
				}
				if op == "synthesize" {
					return // a fake may reuse a real town's name
				}
				got, _ := out["text"].(string)
				for _, p := range tc.parts {
					if strings.Contains(got, p) {
						t.Errorf("%s output %q still holds %q", op, got, p)
					}
				}
			})
		}
	}
}
