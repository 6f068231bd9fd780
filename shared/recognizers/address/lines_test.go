package address

import (
	"slices"
	"testing"
)

// addresses returns the STREET_ADDRESS texts found in text.
func addresses(text string) []string {
	var got []string
	for _, e := range whole(text) {
		if e.Type == "STREET_ADDRESS" {
			got = append(got, e.Text)
		}
	}
	return got
}

// TestStreetLines covers street lines confirmed by a unit, quoted blocks,
// lower-case street keywords and names, corners of two streets, block lines
// and texts written all in lower case.
func TestStreetLines(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string // each must be found as a STREET_ADDRESS of its own
	}{
		// a unit marks a street line without keyword
		{"unit same line", "The address of Peerj is 9721 Dalmatinova 43 Apt. 678 Velenje", []string{"9721 Dalmatinova 43 Apt. 678"}},
		{"unit same line, suite", "The letter arrived at 23100 Ilichova 23 Suite 274 last night.", []string{"23100 Ilichova 23 Suite 274"}},
		// quoted blocks read like any other block: one address, through the
		// postal code or country, or the street and its unit line
		{"quoted block, unit on the next line", "> Alma Jensen\n> 4923 Parmova 109\n> Suite 380\n> Maribor\n> Slovenia 82709",
			[]string{"4923 Parmova 109\n> Suite 380\n> Maribor\n> Slovenia 82709"}},
		{"quoted block with keyword", ">Ella H. Snider\n>228 Ringvej 144\n>Apt. 902\n>Qaqortoq", []string{"228 Ringvej 144\n>Apt. 902"}},
		{"odd quote marks", "??? Lawdragon\n??? 66029 138 Consul Place\n??? Apt. 050\n??? Broomfield", []string{"66029 138 Consul Place\n??? Apt. 050"}},
		{"unquoted, the same", "Alma Jensen\n4923 Parmova 109\nSuite 380\nMaribor\nSlovenia 82709",
			[]string{"4923 Parmova 109\nSuite 380\nMaribor\nSlovenia 82709"}},
		{"a quote mark inside a line is no line start", "Main St 5\nx > 3 Oak Road 7", []string{"Main St 5"}},
		// block lines
		{"numbered region line", "The restaurant is located at 704 1436 Redbud Drive\nCite Essanaouber\n, 32\n 60810. It serves great food.",
			[]string{"704 1436 Redbud Drive\nCite Essanaouber\n, 32\n 60810"}},
		{"apostrophe in the city", "Change it to 9858 92 Hounslow Rd\n Suite 603\n SMITH'S GREEN\n United Kingdom?",
			[]string{"9858 92 Hounslow Rd\n Suite 603\n SMITH'S GREEN\n United Kingdom"}},
		{"Greek, increment sign for delta", "The address of Evidera is 928 Λ. Αλεξάνδρας 14\n Suite 112\n ΧΑΝ∆ΡΙΑ\n Cyprus (Greek) 51034",
			[]string{"928 Λ. Αλεξάνδρας 14\n Suite 112\n ΧΑΝ∆ΡΙΑ\n Cyprus (Greek) 51034"}},
		// street keywords and names in lower case
		{"NO terrasse", "It's in 0269 Stensås terrasse 38\n Suite 621\n ARENDAL\n Norway", []string{"0269 Stensås terrasse 38\n Suite 621\n ARENDAL\n Norway"}},
		{"NO gate after a genitive", "Send it to Trenerys gate 232 please", []string{"Trenerys gate 232"}},
		{"EE tee", "6614 Luite tee 87\n Apt. 931\n Salumäe\n Estonia 62031", []string{"6614 Luite tee 87\n Apt. 931\n Salumäe\n Estonia 62031"}},
		{"EE põik", "Our office: Merineitsi põik 87\n Suite 364\n Melliste\n Estonia 02561", []string{"Merineitsi põik 87\n Suite 364\n Melliste\n Estonia 02561"}},
		{"DK -stræde", "Address: 077 Mellemstræde 74, 4760 Vordingborg", []string{"077 Mellemstræde 74, 4760 Vordingborg"}},
		{"HU title in lower case", "The bus drops you off at 518 Árpád fejedelem útja 62.", []string{"518 Árpád fejedelem útja 62."}},
		{"FR rue, name in lower case", "his address: 48334 36 rue de pologne, cite de l'interieur", []string{"48334 36 rue de pologne"}},
		{"FR rue stops at the sentence", "Je suis au 12 rue de la paix and then home", []string{"12 rue de la paix"}},
		{"DE -ring", "Kaiserring 5, 68161 Mannheim", []string{"Kaiserring 5, 68161 Mannheim"}},
		// corners
		{"corner of two complete streets", "Ask the driver to stop at the corner of 11 Botley Road St. and Herceg Gateway St.",
			[]string{"11 Botley Road St.", "Herceg Gateway St."}},
		{"corner, HU house number with a dot", "the corner of Csabai kapu 39. and Mathias Pass", []string{"Csabai kapu 39. and Mathias Pass"}},
		{"corner, second street without keyword", "Our office is at the corner of 3744 Retreat Avenue and Władysława Route.",
			[]string{"3744 Retreat Avenue and Władysława Route"}},
		// texts all in lower case
		{"lower case, city and country", "meet me at 2407 hersnapvej 6, sé, portugal", []string{"2407 hersnapvej 6, sé, portugal"}},
		{"lower case, lead keyword and unit", "same: 2613 avenida praia 1 suite 463, mohács, hungary 24743", []string{"2613 avenida praia 1 suite 463, mohács, hungary 24743"}},
		{"lower case corner", "owens, duran and oneal\n\nthe corner of heiligengeistbrücke 77 and minik courts", []string{"heiligengeistbrücke 77 and minik courts"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := addresses(tc.text)
			for _, w := range tc.want {
				if !slices.Contains(got, w) {
					t.Errorf("want %q, got %q", w, got)
				}
			}
		})
	}
}

// TestNoStreetLine holds look-alikes of the forms TestStreetLines takes.
func TestNoStreetLine(t *testing.T) {
	for _, text := range []string{
		"He installed Office 2019 Suite 3 yesterday.",   // a year, not a house number
		"Book Room 12 Apt 4 for the guests.",            // a room number
		"We land at Heathrow gate 5 tomorrow.",          // gate without a Norwegian genitive
		"Boarding at gate 12 now.",                      // no street name
		"John told u 5 times.",                          // "u" is Hungarian only after a name
		"Gemeinde Stallek 10 fl. 35 kr., darunter",      // florins, not a floor
		"Col de Murs 627 m 10",                          // metres
		"I work for 48 Factoring Inc",                   // English -ring
		"He sold 3 Catering 12 boxes",                   // English -ring
		"I rue 3 rue the day",                           // no street name after rue
		"Team Alpha 3\n, 12\n 12345",                    // no street line
		"i walked 3 miles down main street today",       // lower case: a distance, not an address
		"we sold 35000 units in 2023 to 45 customers",   // lower case: quantities
		"windows 10\nsuite 12",                          // lower case: a product
		"Version 10 Suite 5 was shipped with 2 Apps 3.", // no street
	} {
		if got := addresses(text); len(got) > 0 {
			t.Errorf("%q: unexpected addresses %q", text, got)
		}
	}
}

// TestLowerCasePostal: a postal code next to a city in a text written all in
// lower case.
func TestLowerCasePostal(t *testing.T) {
	tests := []struct {
		text, want string
		found      bool
	}{
		{"looking to support foursquare in barra de carrasco 15000 in its mission", "15000", true},
		{"we sold 35000 units in 2023", "35000", false},
		{"in 2023 sales 35000 in total", "35000", false},
	}
	for _, tc := range tests {
		got := false
		for _, e := range find(tc.text) {
			if e.Type == "POSTAL_CODE" && e.Text == tc.want && e.Score >= 0.35 {
				got = true
			}
		}
		if got != tc.found {
			t.Errorf("%q: found %q = %v, want %v", tc.text, tc.want, got, tc.found)
		}
	}
}

func TestTitleCase(t *testing.T) {
	for in, want := range map[string]string{
		"meet me at 2407 tawastintie 6, sé, portugal": "Meet me at 2407 tawastintie 6, Sé, Portugal",
		"przepisy komunikatu 195 z 2020":              "Przepisy komunikatu 195 z 2020",
		"2613 avenida praia 1 suite 463":              "2613 Avenida Praia 1 suite 463",
		"hegyalja út 98. st. the corner of":           "Hegyalja út 98. st. the corner of",
		"the 21 st and the 23 rd of may":              "the 21 st and the 23 rd of May",
		"4 st albans rd":                              "4 St Albans Rd",
		"φλαμου∆ι, fa":                                "Φλαμου∆ι, Fa",
	} {
		if got := titleCase(in); got != want {
			t.Errorf("titleCase(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestLowerCaseLines: a line typed in lower case in a text with capitals
// elsewhere (a chat's turn) is read as a lower-case text is; the lines with
// capitals are not touched.
func TestLowerCaseLines(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string // TYPE:text in order
	}{
		{"es chat turn", "[16:21] María (Soporte): ¿Dirección de entrega?\n[16:22] cliente: avenida de la constitución 12, 3ºb, 41001 sevilla\n",
			[]string{"STREET_ADDRESS:avenida de la constitución 12", "POSTAL_CODE:41001"}},
		{"fr chat turn", "Conseiller : Votre adresse ?\nclient : 12 rue de la paix, 75002 paris",
			[]string{"STREET_ADDRESS:12 rue de la paix", "POSTAL_CODE:75002", "LOCATION:paris"}},
		{"de chat turn after the speaker's name", "28.11.2026 08:20 Maik Tschirner: maik tschirner, große diesdorfer str. 187, 39108 magdeburg, 3. stock\n",
			[]string{"STREET_ADDRESS:große diesdorfer str. 187", "POSTAL_CODE:39108", "LOCATION:magdeburg"}},
		{"cs chat turn, the verb and preposition stay out", "[14:02] Jan Novák: bydlím na vinohradská 1234/56, 120 00 praha 2\n",
			[]string{"STREET_ADDRESS:vinohradská 1234/56", "POSTAL_CODE:120 00", "LOCATION:praha 2"}},
		// no postal code: a house number with its street's keyword
		{"en chat turn, a road without its postcode", "[08:44] Kieran (Support): Your address?\n[08:45] Shona Pettigrew: 42 cardigan rd headingley, dob 03/09/91\n",
			[]string{"STREET_ADDRESS:42 cardigan rd"}},
		{"en chat turn, a street and its town", "[08:44] Agent: and the delivery address?\n[08:45] Shona: 14 partridge st, leeds\n", []string{"STREET_ADDRESS:14 partridge st", "LOCATION:leeds"}},
		{"en chat turn, a saint's street", "[08:44] Agent: what's the address?\n[08:45] Shona: 4 st albans rd, leeds\n", []string{"STREET_ADDRESS:4 st albans rd", "LOCATION:leeds"}},
		{"en chat turn, a possessive street", "[08:44] Agent: what's the address?\n[08:45] Shona: 12 king's road, leeds\n", []string{"STREET_ADDRESS:12 king's road", "LOCATION:leeds"}},
		{"en chat turn, a four-digit house number", "[08:44] Agent: what's the address?\n[08:45] Shona: 1234 cardigan rd headingley\n", []string{"STREET_ADDRESS:1234 cardigan rd"}},
		{"en chat turn, the cue right before", "Hi Sam\ni live at 42 cardigan rd headingley\n", []string{"STREET_ADDRESS:42 cardigan rd"}},
		{"en chat turn, the address word after", "[10:02] Agent: Hi Tom\n[10:03] Tom: 42 cardigan rd headingley, that's my new address\n", []string{"STREET_ADDRESS:42 cardigan rd"}},
		{"en chat turn, a known town after the keyword", "[08:45] Shona: 14 partridge st, leeds\n", []string{"STREET_ADDRESS:14 partridge st", "LOCATION:leeds"}},
		{"sk chat turn, the words after the town", "[10:01] Operátor: Adresa?\n[10:02] Zákazník: hlavna 12, 010 01 zilina do piatku prosim\n",
			[]string{"STREET_ADDRESS:hlavna 12", "POSTAL_CODE:010 01", "LOCATION:zilina"}},
		{"en chat turn, no talk of an address", "[08:44] Kieran (Support): Any update?\n[08:45] Shona Pettigrew: selling my 2 bed terrace soon, it was a 12 hour road trip\n", nil},
		// a town of several words after the code, the words after it apart
		{"cs chat turn, a town of four words", "[10:01] Operátor: Adresa?\n[10:02] Zákazník: bydlím na hlavní 5, 592 31 nové město na moravě\n",
			[]string{"STREET_ADDRESS:hlavní 5", "POSTAL_CODE:592 31", "LOCATION:nové město na moravě"}},
		{"de chat turn, a town with its connector", "[10:01] Agent: Adresse?\n[10:02] Kunde: am hang 12, 79098 freiburg im breisgau\n",
			[]string{"STREET_ADDRESS:am hang 12", "POSTAL_CODE:79098", "LOCATION:freiburg im breisgau"}},
		{"an ordinal's ending after a number", "[10:02] Customer: see you on the 21 st of may\n", nil},
		{"a way that is no street", "[10:02] Customer: i tried 3 times the normal way\n", nil},
		// an IBAN in capitals leaves the turn in lower case; "adresa" stays
		// out of the street, and the words after the town out of the town
		{"sk chat turn with an IBAN, the address after it", "[09:18:30] Juraj Hrnčiar: iban SK98 1100 0000 0029 3847 5612 je to v tatra banke. adresa bajzova 21, 010 01 zilina keby nieco. mail jhrnciar86@gmail.com\n",
			[]string{"STREET_ADDRESS:bajzova 21", "POSTAL_CODE:010 01", "LOCATION:zilina"}},
		{"sk chat turn, a town of two words", "[10:02] Zákazník: bývam na hlavná 5, 974 01 banská bystrica odvtedy\n",
			[]string{"STREET_ADDRESS:hlavná 5", "POSTAL_CODE:974 01", "LOCATION:banská bystrica"}},
		{"a chat turn in lower case without an address", "08:20 Anna Berg: wir haben 35000 stück verkauft, 2023 mehr\n", nil},
		{"a form's field is no chat turn", "Accès VPN\n   Passerelle : 81.252.147.36, port 10443\n", nil},
		{"a lower-case line without an address", "Order summary\nwe sold 35000 units in 2023\n", nil},
		{"the line with capitals stays as written", "Meeting at 10:00 in room 12 with Anna\nsee you there", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, e := range find(tc.text) {
				if e.Score >= 0.35 && (e.Type == "STREET_ADDRESS" || e.Type == "POSTAL_CODE" || e.Type == "LOCATION") {
					got = append(got, e.Type+":"+e.Text)
				}
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestLatamStreetLines: the street lines of Spanish-speaking Latin America,
// their types (Bv., Jr., Carrera with a Colombian plate), units (piso, of.,
// oficina, apto.), Argentina's floor and quoted door, and a name without
// keyword after a legal letter's cue; the parts after the line stay apart.
func TestLatamStreetLines(t *testing.T) {
	tests := []struct{ text, want string }{
		{"Bv. Oroño 2318, 4.º \"C\", S2000DSR Rosario, Santa Fe", "Bv. Oroño 2318, 4.º \"C\""},
		{"En mi carácter de locador del inmueble sito en Bv. Oroño 2318, 4.º \"C\" de esta ciudad.", "Bv. Oroño 2318, 4.º \"C\""},
		{"Domicilio constituido: Córdoba 1452, piso 6 of. B, S2000AWV Rosario", "Córdoba 1452, piso 6 of. B"},
		{"El fiador, con domicilio en Moreno 877, Villa Gobernador Gálvez, fue notificado.", "Moreno 877"},
		{"Sede: Carrera 14 # 22-35, oficina 602, Pereira", "Carrera 14 # 22-35, oficina 602"},
		{"Oficina en Jr. Huallaga 455, Cercado de Lima", "Jr. Huallaga 455"},
		{"Av. Italia 2364 apto. 501, 11600 Montevideo", "Av. Italia 2364 apto. 501"},
	}
	for _, tc := range tests {
		var got []string
		for _, e := range find(tc.text) {
			if e.Type == "STREET_ADDRESS" {
				got = append(got, e.Text)
			}
		}
		if !slices.Contains(got, tc.want) {
			t.Errorf("%q: got %q, want %q", tc.text, got, tc.want)
		}
	}
	for _, text := range []string{
		"The office of the 5 of. B",             // "of" is English; only "of." after a street is a unit
		"Quedan 14 # 22-35 pendientes",          // a number sign without a street keyword
		"Deliver to 1550 Wynkoop St #400 today", // a US unit keeps its reading
		"Juan vive en Villa 5, Rosario",         // no cue before a name
	} {
		for _, e := range find(text) {
			if e.Type == "STREET_ADDRESS" && (e.Text == "5 of. B" || e.Text == "14 # 22-35" || e.Text == "Wynkoop St #400" || e.Text == "Villa 5") {
				t.Errorf("%q: unexpected address %q", text, e.Text)
			}
		}
	}
}

// TestCueLimit: cueBefore reads back far enough for the longest cue.
func TestCueLimit(t *testing.T) {
	for _, c := range addressCues {
		if len(c) > cueLimit {
			t.Errorf("cue %q is longer than cueLimit %d", c, cueLimit)
		}
	}
}
