package address

import (
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

func find(text string) []detect.Entity {
	return detect.New(All()...).Detect(text, detect.Options{Threshold: 0.3})
}

// whole is find with each address's parts (the postal code and places after
// the street line, see parts.go) joined to the street line again, for the
// tests that say how far an address reaches; TestAddressParts checks the
// parts themselves.
func whole(text string) []detect.Entity {
	runes := []rune(text)
	var out []detect.Entity
	for _, e := range find(text) {
		if n := len(out); n > 0 && out[n-1].Type == "STREET_ADDRESS" && (e.Type == "POSTAL_CODE" || e.Type == "LOCATION") &&
			separatorsOnly(runes[out[n-1].End:e.Start]) {
			out[n-1].End, out[n-1].ByteEnd = e.End, e.ByteEnd
			out[n-1].Text = string(runes[out[n-1].Start:e.End])
			continue
		}
		out = append(out, e)
	}
	return out
}

func separatorsOnly(rs []rune) bool {
	for _, r := range rs {
		if isLetterOrDigit(r) {
			return false
		}
	}
	return true
}

func TestStreetAddress(t *testing.T) {
	tests := []struct {
		name, text, want string
		minScore         float64
	}{
		{"CZ", "Bydlí na adrese Vinohradská 1234/56, 120 00 Praha 2.", "Vinohradská 1234/56, 120 00 Praha 2", 0.75},
		{"CZ náměstí", "Sídlo: náměstí Míru 5, 120 00 Praha", "náměstí Míru 5, 120 00 Praha", 0.95},
		{"DE", "Anschrift: Hauptstraße 5, 10115 Berlin", "Hauptstraße 5, 10115 Berlin", 0.95},
		{"DE two words", "Wir wohnen in der Berliner Straße 12a, 60311 Frankfurt am Main.", "Berliner Straße 12a, 60311 Frankfurt am Main", 0.95},
		// a place's adjective before a one-word street names it too
		{"AT adjective", "Adresse: Landstraßer Hauptstraße 12/3, 1030 Wien", "Landstraßer Hauptstraße 12/3, 1030 Wien", 0.9},
		{"DE adjective in a sentence", "Wir wohnen in der Wiedner Hauptstraße 5.", "Wiedner Hauptstraße 5", 0.6},
		{"DE adjective, Landstraße", "Lieferadresse: Frankfurter Landstraße 12, 61352 Bad Homburg", "Frankfurter Landstraße 12, 61352 Bad Homburg", 0.9},
		// a given name or a name of two words before it is no adjective
		{"DE given name before", "Peter Hauptstraße 5, 10115 Berlin", "Hauptstraße 5, 10115 Berlin", 0.9},
		{"DE name before", "Frau Anna Bäcker Hauptstraße 5, 10115 Berlin", "Hauptstraße 5, 10115 Berlin", 0.9},
		{"FR", "Livraison au 12 rue de la Paix, 75002 Paris", "12 rue de la Paix, 75002 Paris", 0.95},
		{"PL", "Adres: ul. Długa 5/3, 00-238 Warszawa", "ul. Długa 5/3, 00-238 Warszawa", 0.95},
		{"US", "The White House is at 1600 Pennsylvania Ave NW, Washington, DC 20500.", "1600 Pennsylvania Ave NW, Washington, DC 20500", 0.95},
		{"ES", "Dirección: Calle Mayor 5, 28013 Madrid", "Calle Mayor 5, 28013 Madrid", 0.95},
		{"IT", "Indirizzo: Via Roma 10, 00184 Roma", "Via Roma 10, 00184 Roma", 0.95},
		{"SK", "Sídlo firmy: Obchodná 12, 811 06 Bratislava", "Obchodná 12, 811 06 Bratislava", 0.75},
		{"GB", "Send it to 10 Downing Street, London SW1A 2AA please", "10 Downing Street, London SW1A 2AA", 0.95},
		{"street only", "He lives at 221B Baker Street.", "221B Baker Street", 0.6},
		{"unit", "Ship to 6750 Koskikatu Road, Apt. 864 today", "6750 Koskikatu Road, Apt. 864", 0.6},
		{"block GB", "please send it to 14 Crown Street\n Suite 321\n LONDON\n United Kingdom 75419? thanks", "14 Crown Street\n Suite 321\n LONDON\n United Kingdom 75419", 0.95},
		{"block no keyword", "Adresse:\n6750 Koskikatu 25 Apt. 864\nArtilleros\n, CO\n Uruguay 64677", "6750 Koskikatu 25 Apt. 864\nArtilleros\n, CO\n Uruguay 64677", 0.75},
		{"block DE", "Anschrift:\nLindenweg 7\nBerlin 10115", "Lindenweg 7\nBerlin 10115", 0.9},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			ok := false
			for _, e := range whole(tc.text) {
				got = append(got, e.Type+":"+e.Text)
				if e.Type == "STREET_ADDRESS" && e.Text == tc.want {
					ok = true
					if e.Score < tc.minScore {
						t.Errorf("score %.2f < %.2f", e.Score, tc.minScore)
					}
				}
			}
			if !ok {
				t.Errorf("want %q, got %v", tc.want, got)
			}
		})
	}
}

func TestNoAddress(t *testing.T) {
	for _, text := range []string{
		"On March 5, 2024 Microsoft announced results.",
		"We sold 12345 units in 2023.",
		"Call me at 555 1234 tomorrow.",
		"Chapter 12, section 3 of the report.",
		"Version 2.10 was released on 12.05.2024.",
		"The St. Louis office has 25 people.",
		"Surrey 429-7 ( C. Lewis 80 not out , M. Butcher 70 )",
		"Worcestershire 238 ( K. Spiring 130 not out )",
		"Results:\nTeam Alpha 3\nTeam Beta\nTotal 12345",
		"Page 12\nSee the Annex\nand then some more words here that are long 2024",
		// a street-keyword line without number needs its town and postcode
		"Barrack Road, Exeter\nTel 01392 402357",
		"Road, Exeter EX2 5DW",
		"the Abbey Road, Exeter EX2 5DW",
		"Take Exit 12, then Main Street",
		"El Polígono Industrial Store, con 12 naves, cerró en 2020.",
		"Polígono Sur, calle larga de verdad, 2021",
	} {
		for _, e := range find(text) {
			if e.Type == "STREET_ADDRESS" {
				t.Errorf("%q: unexpected address %q", text, e.Text)
			}
		}
	}
}

func TestPostalCode(t *testing.T) {
	tests := []struct {
		name, text, want string
		found            bool
	}{
		{"CZ with context", "PSČ 120 00", "120 00", true},
		{"PL with context", "kod pocztowy 00-238", "00-238", true},
		{"DE with context", "PLZ: 10115", "10115", true},
		{"US zip+4", "zip code 20500-0001", "20500-0001", true},
		{"GB with context", "postcode SW1A 2AA", "SW1A 2AA", true},
		{"GB lower case after its label", "Customer: my postcode is sw1a 2aa", "sw1a 2aa", true},
		{"GB lower case without label", "Customer: its in sw1a 2aa", "sw1a 2aa", false},
		{"no context stays below threshold", "we sold 10115 units", "10115", false},
		{"amount with decimals", "total 12345.50 EUR zip", "12345", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := false
			for _, e := range find(tc.text) {
				if e.Type == "POSTAL_CODE" && e.Text == tc.want {
					got = true
				}
			}
			if got != tc.found {
				t.Errorf("found %q = %v, want %v (%v)", tc.want, got, tc.found, find(tc.text))
			}
		})
	}
}

// TestEircode: an Irish Eircode is a postal code after its label, at the
// end of a clause or alone on its line; a part number or a word in its
// place is none.
func TestEircode(t *testing.T) {
	tests := []struct {
		text, want string
		found      bool
	}{
		{"My Eircode is D06 K2R9.", "D06 K2R9", true},
		{"Eircode: A65 F4E2", "A65 F4E2", true},
		{"we're moving to Ennis V95 H2X6 on the 1st", "V95 H2X6", true},
		{"Cappagh House, Kilrush Road, Ennis, Co. Clare V95 H2X6", "V95 H2X6", true},
		{"Terenure, Dublin 6W, D6W Y8C2\nThanks", "D6W Y8C2", true},
		{"Riverside Medical Centre\nF23 XK76\n", "F23 XK76", true},
		{"Part A12 3456, in stock.", "A12 3456", false},
		{"Model F16 DATA.", "F16 DATA", false},
		{"Ref B12 K2R9.", "B12 K2R9", false}, // no routing key starts with B
		// after its label also run together or in lower case
		{"Eircode: D06K2R9", "D06K2R9", true},
		{"my eircode is d06 k2r9", "d06 k2r9", true},
		{"ref d06 k2r9", "d06 k2r9", false},
	}
	eng := detect.New(All()...)
	for _, tc := range tests {
		got := false
		for _, e := range eng.Detect(tc.text, detect.Options{Threshold: 0.35, Lang: "en"}) {
			if e.Type == "POSTAL_CODE" && e.Text == tc.want {
				got = true
			}
		}
		if got != tc.found {
			t.Errorf("%q: found %q = %v, want %v", tc.text, tc.want, got, tc.found)
		}
	}
}

func TestShapeOf(t *testing.T) {
	tests := []struct {
		s    string
		want postalShape
	}{
		{"10115", fiveDigits}, {"120 00", threeTwo}, {"00-238", twoDashThree},
		{"20500-0001", zipPlusFour}, {"1010", fourDigits}, {"0123", notPostal},
		{"123456", notPostal}, {"12 345", notPostal},
	}
	for _, tc := range tests {
		if got := shapeOf(tc.s); got != tc.want {
			t.Errorf("shapeOf(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
}

func TestGBPostcode(t *testing.T) {
	for _, tc := range []struct {
		out, in string
		want    bool
	}{{"SW1A", "2AA", true}, {"M1", "1AE", true}, {"B33", "8TH", true}, {"CR2", "6XH", true}, {"DN55", "1PT", true},
		{"1AB", "2CD", false}, {"SW1A", "22A", false}, {"ABCDE", "1AA", false}} {
		if got := gbPostcode(tc.out, tc.in); got != tc.want {
			t.Errorf("gbPostcode(%s %s) = %v", tc.out, tc.in, got)
		}
	}
}

func BenchmarkAddress(b *testing.B) {
	text := ""
	for len(text) < 1000 {
		text += "The quarterly report was sent to the board on Monday, and 12 members replied. Please send the signed copy to Hauptstraße 5, 10115 Berlin by Friday. "
	}
	rs := All()
	b.SetBytes(int64(len(text)))
	var out []detect.Match
	for i := 0; i < b.N; i++ {
		d := detect.NewDoc(text, "")
		out = out[:0]
		for _, r := range rs {
			out = r.Find(d, out)
		}
	}
}

// TestLatamPostalCode: Argentina's CPA, Chile's seven digits and
// Colombia's six before the town in Spanish text; the same digits elsewhere
// are an order, an amount or an id.
func TestLatamPostalCode(t *testing.T) {
	tests := []struct {
		text, want string
		found      bool
	}{
		{"Estudio Bruera, S2000AWV Rosario, Santa Fe", "S2000AWV", true},
		{"Código postal: C1043AAZ", "C1043AAZ", true},
		{"Oficina: Av. Apoquindo 3000, 7550000 Las Condes, Santiago", "7550000", true},
		{"Sede: Carrera 7 # 71-21, 110231 Bogotá", "110231", true},
		{"el pedido 1102311 llegó ayer a la tienda", "1102311", false},
		{"el modelo X2000ABC llegó ayer", "X2000ABC", false},
		{"un total de 7550000 pesos por la obra", "7550000", false},
		{"Factura 110231, Bogotá", "110231", false},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			got := false
			es := detect.New(All()...).Detect(tc.text, detect.Options{Threshold: 0.35, Lang: "es"})
			for _, e := range es {
				if e.Type == "POSTAL_CODE" && e.Text == tc.want {
					got = true
				}
			}
			if got != tc.found {
				t.Errorf("found %q = %v, want %v (%v)", tc.want, got, tc.found, es)
			}
		})
	}
}
