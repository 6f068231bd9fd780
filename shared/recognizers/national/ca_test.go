package national

import "testing"

func TestCanada(t *testing.T) {
	checkValid(t, []validCase{
		{"CA_SIN", "123-456-782", true},
		{"CA_SIN", "123 456 782", true},
		{"CA_SIN", "123456782", true},
		{"CA_SIN", "123-456-783", false}, // Luhn
		{"CA_SIN", "823-456-780", false}, // 8 is not issued... and Luhn
		{"CA_SIN", "046 454 286", false}, // 0 is not issued
	})
	checkRoundTrip(t, "CA_SIN")
	checkEngine(t, []engineCase{
		{text: "My SIN is 123 456 782.", typ: "CA_SIN", match: "123 456 782"},
		{text: "Numéro d'assurance sociale : 123-456-782", typ: "CA_SIN", match: "123-456-782"},
		{text: "social insurance number 123456782", typ: "CA_SIN", match: "123456782"},
	})
	checkNotDetected(t, "CA_SIN", "order 123456782 shipped")
	// a French company's SIREN after its register
	checkNotDetected(t, "CA_SIN", "SIRET 12345678200017 – RCS Lyon 123 456 782 – TVA FR40123456782")
}
