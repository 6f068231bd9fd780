package national

import "testing"

func TestAustralia(t *testing.T) {
	checkValid(t, []validCase{
		{"AU_TFN", "123 456 782", true},
		{"AU_TFN", "123456782", true},
		{"AU_TFN", "123 456 783", false},
		{"AU_MEDICARE", "2123 45670 1", true},
		{"AU_MEDICARE", "2123456701", true},
		{"AU_MEDICARE", "2123 45671 1", false}, // check digit
		{"AU_MEDICARE", "7123 45670 1", false}, // first digit 2-6
		{"AU_ABN", "83 914 571 673", true},
		{"AU_ABN", "51824753556", true},
		{"AU_ABN", "83 914 571 674", false},
	})
	checkRoundTrip(t, "AU_TFN", "AU_MEDICARE", "AU_ABN")
	checkEngine(t, []engineCase{
		{text: "TFN: 123 456 782", typ: "AU_TFN", match: "123 456 782"},
		{text: "Medicare card 2123 45670 1", typ: "AU_MEDICARE", match: "2123 45670 1"},
		{text: "ABN 83 914 571 673", typ: "AU_ABN", match: "83 914 571 673"},
	})
	checkNotDetected(t, "AU_TFN", "ref 123 456 782 sent")
}
