package national

import (
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

func TestAustralia(t *testing.T) {
	checkValid(t, []validCase{
		{"AU_TFN", "123 456 782", true},
		{"AU_TFN", "123456782", true},
		{"AU_TFN", "123 456 783", false},
		{"AU_MEDICARE", "2123 45670 1", true},
		{"AU_MEDICARE", "2123456701", true},
		{"AU_MEDICARE", "2123 45671 1", false}, // check digit
		{"AU_MEDICARE", "7123 45670 1", false}, // first digit 2-6
		{"AU_VAT_NUMBER", "83 914 571 673", true},
		{"AU_VAT_NUMBER", "51824753556", true},
		{"AU_VAT_NUMBER", "83 914 571 674", false},
	})
	checkRoundTrip(t, "AU_TFN", "AU_MEDICARE", "AU_VAT_NUMBER")
	checkEngine(t, []engineCase{
		{text: "TFN: 123 456 782", typ: "AU_TFN", match: "123 456 782"},
		{text: "Medicare card 2123 45670 1", typ: "AU_MEDICARE", match: "2123 45670 1"},
		{text: "ABN 83 914 571 673", typ: "AU_VAT_NUMBER", match: "83 914 571 673"},
	})
	checkNotDetected(t, "AU_TFN", "ref 123 456 782 sent")
}

// TestAUMedicareInEnglish: in English text (AU is not the hint's country)
// the Medicare number is found after its own label, with or without its
// IRN, and not after a generic word nor with a wrong check digit.
func TestAUMedicareInEnglish(t *testing.T) {
	for _, c := range []struct {
		text, match string
		want        bool
	}{
		{"Medicare number: 4158 72034 1", "4158 72034 1", true},
		{"Medicare No. 4158 72034 1   IRN 2", "4158 72034 1", true},
		{"Medicare card 4158720341, expires 09/2029", "4158720341", true},
		{"Medicare: 4158 72034 1/2", "4158 72034 1/2", true},
		{"Medicare number: 4158 72035 1", "4158 72035 1", false}, // check digit
		{"Medicare number: 7158 72034 1", "7158 72034 1", false}, // first digit 2-6
		{"Patient 4158720341 seen today", "4158720341", false},
		{"Card 4158720341", "4158720341", false},
		{"Order 4158720341 shipped", "4158720341", false},
		{"Call 4158 72034 1", "4158 72034 1", false},
	} {
		found := false
		for _, e := range testEngine().Detect(c.text, detect.Options{Lang: "en", Threshold: 0.35}) {
			found = found || e.Type == "AU_MEDICARE" && e.Text == c.match
		}
		if found != c.want {
			t.Errorf("%q: AU_MEDICARE %q found %v, want %v", c.text, c.match, found, c.want)
		}
	}
}
