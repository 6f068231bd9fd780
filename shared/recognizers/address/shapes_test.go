package address

import "testing"

// TestInternationalShapes covers the street, unit, city/country and block
// shapes added for international addresses; want is the whole
// STREET_ADDRESS.
func TestInternationalShapes(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"FI -katu with building number", "Billing: 6750 Koskikatu 25 Apt. 864, Oulu, Finland", "6750 Koskikatu 25 Apt. 864, Oulu, Finland"},
		{"FI -ntie", "Osoite: Mannerheimintie 12, 00100 Helsinki", "Mannerheimintie 12, 00100 Helsinki"},
		{"SE -gatan", "The bus drops you off at Magasinsgatan 7.", "Magasinsgatan 7"},
		{"DK -vej lower case", "eva lives at hersnapvej 18, københavn", "hersnapvej 18, københavn"},
		{"DK -vænget", "Adresse: Præstevænget 15, 2100 København", "Præstevænget 15, 2100 København"},
		{"NO -veien", "Send it to Skoanveien 226, 8200 Fauske", "Skoanveien 226, 8200 Fauske"},
		{"DK -gade", "Adresse: Vesterbrogade 12, 1620 København", "Vesterbrogade 12, 1620 København"},
		{"NL -straat", "Populierenstraat 374, 2630 Aartselaar", "Populierenstraat 374, 2630 Aartselaar"},
		{"IS -vegur", "He lives at Hlíðarvegur 97 Suite 568", "Hlíðarvegur 97 Suite 568"},
		{"HU u.", "The office is at Király u. 15.", "Király u. 15."},
		{"HU út with city", "Címünk: Rákóczi út 66., Budapest, Hungary", "Rákóczi út 66., Budapest, Hungary"},
		{"HU utca", "594 Hegedűs Gyula utca 76. Apt. 289", "594 Hegedűs Gyula utca 76. Apt. 289"},
		{"PT Rua number first", "Tomomi lives at 86036 Rua do Arenque 1634", "86036 Rua do Arenque 1634"},
		{"two numbers in one run", "send it to 1987 74 Diakou Street\n Suite 680\n Kissousa\n Cyprus 36903? I am in Nicosia for a business trip",
			"1987 74 Diakou Street\n Suite 680\n Kissousa\n Cyprus 36903"},
		{"several units and country", "address is 9543 1819 St. John Street Suite 056 Apt. 2, Tubize, Belgium", "9543 1819 St. John Street Suite 056 Apt. 2, Tubize, Belgium"},
		{"city country postal", "68954 Geddingmoor 24 Apt. 835, Nemesvámos, Hungary 79294", "68954 Geddingmoor 24 Apt. 835, Nemesvámos, Hungary 79294"},
		{"multi-word country", "It's in 224 Forrest Hill Road Suite 833 Milford New Zealand", "224 Forrest Hill Road Suite 833 Milford New Zealand"},
		{"block ends with country", "Marisa\n363 52 Huntly Street\n Suite 132\n Barmolloch\n United Kingdom\nThanks", "363 52 Huntly Street\n Suite 132\n Barmolloch\n United Kingdom"},
		{"block with connector", "48010 Paseo del Atlántico 81\n Suite 762\n Torroella de Montgrí\n Spain 20416", "48010 Paseo del Atlántico 81\n Suite 762\n Torroella de Montgrí\n Spain 20416"},
		{"block postal then words", "change my address to 50541 Mlýnská 1540\nTrancoso\n, GU\n Portugal 44674 for post mail?", "50541 Mlýnská 1540\nTrancoso\n, GU\n Portugal 44674"},
		{"PO box", "Write to P.O. Box 255, Anchorage, AK 99501", "P.O. Box 255, Anchorage, AK 99501"},
		{"Postfach", "Postfach 1234, 10115 Berlin", "Postfach 1234, 10115 Berlin"},
		{"APO", "The restaurant is located at PSC 0729, Box 5797\nAPO AP 96854. It serves great food.", "PSC 0729, Box 5797\nAPO AP 96854"},
		{"FPO ship mid-line", "my new address is USS Lorenzen\nFPO AE 25990", "USS Lorenzen\nFPO AE 25990"},
		{"DPO lower case", "unit 1009 box 0219\ndpo ap 51065", "unit 1009 box 0219\ndpo ap 51065"},
		{"ES C/ and floor", "Domicilio: C/ Gran Vía, 66, 2 A.\nLocalidad: Madrid", "C/ Gran Vía, 66, 2 A"},
		{"ES C/ glued", "C/Castanera, 26 33690 Lugo", "C/Castanera, 26 33690 Lugo"},
		{"ES floor º", "Avda Santiago Bernabeu, 4 5º - 4", "Avda Santiago Bernabeu, 4 5º"},
		{"ES house number and postal in one run", "Calle Vicente Blasco Ibáñez, 23 45010 Valencia. (España)", "Calle Vicente Blasco Ibáñez, 23 45010 Valencia"},
		{"ES nº", "Domicilio: C/ Periodista Jose Antonio Garnendia nº 3.", "C/ Periodista Jose Antonio Garnendia nº 3"},
		{"ES s/n", "Hospital Carlos Haya. Avda. Carlos Haya, s/n. 29010 Málaga.", "Avda. Carlos Haya, s/n"},
		{"ES lower-case name", "Domicilio: Calle puente cesures, 16.", "Calle puente cesures, 16"},
		{"ES C/ lower-case name", "Domicilio: C/ Monforte de lemos, 129.", "C/ Monforte de lemos, 129"},
		{"ES los", "Domicilio: Av. de los Pajaros,18.", "Av. de los Pajaros,18"},
		{"city stops at field label", "C/ Limón, 5 28015 Madrid E-mail: x@y.es", "C/ Limón, 5 28015 Madrid"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, e := range whole(tc.text) {
				got = append(got, e.Type+":"+e.Text)
				if e.Type == "STREET_ADDRESS" && e.Text == tc.want {
					return
				}
			}
			t.Errorf("want %q, got %q", tc.want, got)
		})
	}
}

// TestNoInternationalAddress lists look-alikes that must stay unmarked.
func TestNoInternationalAddress(t *testing.T) {
	for _, text := range []string{
		"Platz 1 in der Tabelle, Platz 3 im Vorjahr.", // a rank, not a square
		"Resolutie 1202 van de Veiligheidsraad",       // Dutch -tie word
		"Informatie 12 en Organisatie 5",              // Dutch -tie words
		"2 Manu Vatuvei scored twice",                 // a name ending in -vei
		"przepisy komunikatu 195 z 2020",
		"die Luftlandebrigade 26 wurde",                         // German -brigade, not Danish -gade
		"Die Arkade 5 und Blockade 12",                          // German -kade words                        // Polish word ending in -katu
		"16 MUERTOS Y 54 HERIDOS ACCIDENTE AUTOBUS OESTE INDIA", // headline with a country
		"Via email 5 people answered.",                          // "Via" with lower-case words
		"We moved 12 Boxes 5 times",                             // no P.O. before Box
		"APO AA 1234 is not a ZIP",                              // four digits
		"the St 5 bus",                                          // keyword alone
		"Chapter 12, Italy 2024",                                // a country and a year
	} {
		for _, e := range find(text) {
			if e.Type == "STREET_ADDRESS" {
				t.Errorf("%q: unexpected address %q", text, e.Text)
			}
		}
	}
}

func TestLabelledPostalCode(t *testing.T) {
	tests := []struct {
		text, want string
		found      bool
	}{
		{"ZIP: 3520", "3520", true},
		{"My zip code is 880", "880", true},
		{"ZIP: 7412 SL", "7412 SL", true},
		{"ZIP: 75534-030", "75534-030", true},
		{"Código postal: 3610-114", "3610-114", true},
		{"CP: 28002", "28002", true},
		{"Postal code: B0J 2H0", "B0J 2H0", true},
		{"PLZ 10115 Berlin", "10115", true},
		{"postnummer 840 24", "840 24", true},
		// the form fields of a postal code and its town
		{"PLZ/Ort: 8001 Zürich", "8001", true},
		{"PLZ / Ort: 1060 Wien", "1060", true},
		{"NPA/Localité : 1003 Lausanne", "1003", true},
		{"NPA : 1003", "1003", true},
		{"Code postal / Localité : 5000 Namur", "5000", true},
		{"CAP/Località: 6900 Lugano", "6900", true},
		{"NAP: 6900 Lugano", "6900", true},
		// a town's field before a code and a town
		{"Ort: 8001 Zürich", "8001", true},
		{"Wohnort: 2000 Neuchâtel", "2000", true},
		{"Localité : 1003 Lausanne", "1003", true},
		{"Domicile : 5000 Namur", "5000", true},
		{"Località: 6900 Lugano", "6900", true},
		// a post-office box without its number before the code and town
		{"Service clients\nCase postale\n1708 Fribourg", "1708", true},
		{"Kundendienst, Postfach, 8021 Zürich", "8021", true},
		{"Casella postale, 6901 Lugano", "6901", true},
		{"Postfach 2568\n6002 Luzern", "6002", true},
		{"Postfach, 2024 geschlossen", "2024", false},
		// the Swiss CP (case postale) and its number, not a code postal
		{"CP 112, 1701 Fribourg", "1701", true},
		{"CP 112, 1701 Fribourg", "112", false},
		{"CP 1234\n1211 Genève", "1211", true},
		{"CP 1234\n1211 Genève 1", "1234", false},
		{"CP 28002 Madrid", "28002", true},
		{"Datum: 2024 Juni", "2024", false},
		{"Ort: 2024 wurde gebaut", "2024", false},
		{"We sold 3520 units", "3520", false},
		{"capacity: 3520", "3520", false}, // "cap" inside a word
		{"zip: 12", "12", false},          // too short
		{"-123 at the start", "123", false},
		{" is 12345", "12345", false},
		{": 12345", "12345", false},
		{"zip: 12345678", "12345678", false},
	}
	for _, tc := range tests {
		got := false
		for _, e := range find(tc.text) {
			if e.Type == "POSTAL_CODE" && e.Text == tc.want && e.Score >= 0.5 {
				got = true
			}
		}
		if got != tc.found {
			t.Errorf("%q: found %q = %v, want %v (%v)", tc.text, tc.want, got, tc.found, find(tc.text))
		}
	}
}
