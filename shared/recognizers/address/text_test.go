package address

import (
	"slices"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// TestPostalInText covers postal codes in running text, outside a full
// address: next to a city, after a US state code, before a city.
func TestPostalInText(t *testing.T) {
	tests := []struct {
		name, text, want string
		found            bool
	}{
		{"AT four digits after in City", "We opened an office in Vienna 1010, next to the opera.", "1010", true},
		{"DK city and district letter", "Looking to support Nautilytics in København K 1421 in its mission", "1421", true},
		{"IT five digits after city", "support Connotate in Costamezzana 43015 in its mission", "43015", true},
		{"SE three-two after city", "support the team in ÖVERTURINGEN 840 24 in its mission", "840 24", true},
		{"PT four-dash-three", "support MysticWeb in Quinta de São Tiago 3610-114 in its mission", "3610-114", true},
		{"PL two-dash-three", "Biuro mieści się w Warszawa 00-238, Polska", "00-238", true},
		{"CZ three-two", "Pobočka: Praha 120 00, Česko", "120 00", true},
		{"NL four digits and letters", "Het kantoor zit in Amsterdam 1012 AB.", "1012 AB", true},
		{"US state and ZIP", "Write to the White House, Washington, DC 20500.", "20500", true},
		{"US state and ZIP+4", "Mail it to Austin, TX 78701-1234 today", "78701-1234", true},
		{"FR code then city", "Livraison: 75002 Paris", "75002", true},
		// a letterhead's columns: a gap of two spaces or a tab starts and ends a clause
		{"PL code then town in a column", "Damian Sieradzki\n26-600 Radom                 ul. Lipowa 4", "26-600", true},
		{"PL code then town after a column gap", "796-071-62-09            26-670 Pionki\nREGON 146980028", "26-670", true},
		{"DE code then city before a column", "Hauptstraße 4\n10115 Berlin\tTel. 030 1234567", "10115", true},
		{"a PL range before a noun is no code", "Lieferung:\n10-200 Stück", "10-200", false},
		{"a PL range before a word no town is", "Zakres: 10-200 Sztuk", "10-200", false},
		{"PL code then a listed city", "Jan Kowalski\n00-950 Warszawa", "00-950", true},
		{"PL code then a city with its accents", "Jan Kowalski\n90-001 Łódź", "90-001", true},
		{"PL code then a town of two words", "Jan Kowalski\n33-300 Nowy Sącz", "33-300", true},
		{"PL code then a town GeoNames writes unaccented", "Jan Kowalski\n43-300 Bielsko-Biała", "43-300", true},
		{"a quantity in a table's column", "Schrauben M6    10000 Stück  12,50 EUR", "10000", false},
		// a quoted reply's lines, and a chat's lower-case town
		{"IT code then town in a quoted reply", "Ciao,\n> Via Nicolò Barabino 14/7\n> 16129 Genova\n", "16129", true},
		{"ES code after a door, a known town in lower case", "[18:18] Jorge: calle delicias 41 2 izq 50017 zaragoza. gracias", "50017", true},
		{"FR flat number run into the code", "je demenage samedi : 14 allee des lilas apt 12 33400 talence. merci", "33400", true},
		{"FR lower-case word no town", "il reste 12 33400 pieces en stock", "33400", false},
		{"CH four digits after a comma before a town", "Payable à : Auto-École Léman Conduite Sàrl, 1004 Lausanne", "1004", true},
		{"a year before a town-named make", "Vehicle / plate:      2014 Toyota Camry", "2014", false},
		{"no code starts with 000", "Punto de venta: 00003          Comp. Nro: 00001482", "00003", false},
		{"AR code between hyphens", "Av. Santa Fe 3215, piso 2 - C1425BGF - Ciudad Autónoma de Buenos Aires", "C1425BGF", true},
		{"CH town typed without umlauts", "adresse badenerstr 412, 8004 zuerich", "8004", true},
		{"AU state in a chat's lower case, the chat running on", "[21:15] Jarrah W.: 14/27 elouera rd cronulla nsw 2230 moved in aug", "2230", true},
		{"an Act's year is no code", "Under the Companies Act 2000 the board must", "2000", false},
		{"a Canadian transit number", "Direct deposit: Vancity – Institution 809, Transit 01280, Account 1048293", "01280", false},
		// what the rules above must leave alone (a review's cases)
		{"a number before a town after of", "a crowd of 50000 Liverpool fans sang", "50000", false},
		{"four digits before a town after of", "a survey of 1200 Paris residents", "1200", false},
		{"an Australian state before a year", "The Service NSW 2024 customer survey results are out.", "2024", false},
		{"Vic is a name", "I still owe Uncle Vic 2000 dollars.", "2000", false},
		{"Czech vic without its accent", "[10:00] Petr: nechci platit vic 2000 korun", "2000", false},
		{"a spelled umlaut among other ue", "Meine Adresse: hauptstr 12, 75305 neuenbuerg", "75305", true},
		{"a phone's digits before a town", "Tel. 030 12345 Berlin", "12345", false},
		// a form's label, its value in a column; a label in brackets
		{"CL seven digits after a column-aligned label", "Región:   Biobío\nCódigo postal:           4440000\nDistancia a la sede:     128 km", "4440000", true},
		{"MX label in brackets", "Domicilio fiscal (C.P.):  45116\nRégimen fiscal:   612", "45116", true},
		// a chat's address without commas: street, number, town, code
		{"SK code after the town and a house number", "[09:47] marek hudec: byvam holubyho 27 pezinok 90201", "90201", true},
		{"PL code after the town, flat and house numbers", "[19:06] Zdzisław: mieszkam kasztanowa 14 m 7 sosnowiec 41-200", "41-200", true},
		{"a ranking's town and score", "Platzierung: 1 Berlin 12500, 2 Hamburg 9800", "12500", false},
		{"FR paid leave (CP) and an amount", "Indemnité compensatrice CP :          1245,60", "1245", false},
		{"EN market cap", "Market cap:          1200000", "1200000", false},
		{"FR CP opening a field", "Ville : Lyon, CP : 69007", "69007", true},
		{"a sum in a table's column", "Umsatz nach Filiale:\nBerlin  12500  EUR", "12500", false},
		// a country's letter before the code, part of it
		{"LU prefixed code then town", "Bureau : L-5533 Remich", "L-5533", true},
		{"CH prefixed code after in", "Büro in CH-8001 Zürich, Tel. 044", "CH-8001", true},
		{"BE prefixed code", "Siège social, B-1000 Bruxelles", "B-1000", true},
		{"a reference with a letter is no code", "Réf. B-1000 du 12 mars", "B-1000", false},
		{"a model with a letter is no code", "Modell A-1010 Wien-Edition", "A-1010", false},
		{"an unknown letter is no country", "Bureau : X-5533 Remich", "X-5533", false},
		{"GB postcode after city", "Our office: London SW1A 1AA.", "SW1A 1AA", true},
		{"an invoice's number after its label", "Rechnung 40713, bitte bis Freitag", "40713", false},
		{"an order's number after its label", "Objednávka 11000, Praha", "11000", false},
		{"GB postcode alone at a clause's end", "[08:06] Customer: 14/03/1987 and SN2 1QE", "SN2 1QE", true},
		{"GB layout with letters Royal Mail does not use", "we sold the A4 2CV, not mine.", "A4 2CV", false},
		{"GB layout mid-clause", "Use the SN2 1QE adapter for it", "SN2 1QE", false},
		{"CA postcode after a region code", "Ship it to Mill Village, NS B0J 2H0", "B0J 2H0", true},
		// a letterhead's separators, a town of several words, Cedex
		{"DE after a middle dot", "Prof.-Ernst-Nathan-Str. 1 · 90419 Nürnberg · Tel. 0911 398-2521", "90419", true},
		{"DE town with am", "Berger Straße 171, 2. OG rechts, 60385 Frankfurt am Main\nMietvertragsnummer", "60385", true},
		{"ES after a dash", "C/ Barroeta Aldamar 10, 1ª planta – 48001 Bilbao\nTfno.: 94 401 66 72", "48001", true},
		{"FR Cedex", "189 rue d'Aubervilliers\n75886 Paris Cedex 18\n\nParis", "75886", true},
		{"SK three-two at line start", "Ul. Roľníckej školy 1520/48\n945 01 Komárno\n\nMestský úrad", "945 01", true},
		{"SK three-two after comma", "domov prosím, Moldavská cesta 8/B, 040 11 Košice\n19:09", "040 11", true},
		{"AU state and postcode", "Please send it to Woolloongabba QLD 4102, thanks.", "4102", true},
		{"AU state after a comma", "She grew up in Perth, WA 6000 and moved.", "6000", true},
		{"AU territory's code with a 0", "Ship to Darwin NT 0801.", "0801", true},
		{"AU capital territory", "We met in Canberra ACT 2600, then drove on.", "2600", true},
		// negatives
		{"AU state and a year", "In 2019 the NSW 2000 plan began.", "2000", false},
		{"AU plate after its label", "Registration: rego WA 1234 expired", "1234", false},
		{"a 0 code after a state other than NT or ACT", "Ship to Perth WA 0801.", "0801", false},
		{"amount after a dash", "Preis – 35000 Menschen kamen", "35000", false},
		{"three-two amount", "zaplatil 120 00 Kč", "120 00", false},
		{"CA layout inside a sentence", "the B0J 2H0 series was", "B0J 2H0", false},
		{"year after city", "the Olympic Games in Berlin 1936 were", "1936", false},
		{"medieval year at line start", "Around 1404 , the troops raided the area .", "1404", false},
		{"year range", "Kalmar Union 1397 - 1523", "1397", false},
		{"quantity after city", "in Berlin 35000 Menschen demonstrierten", "35000", false},
		{"product model", "REDIRECTION VC-137C SAM 26000", "26000", false},
		{"product without preposition", "Power Macintosh 8100", "8100", false},
		{"page range", "Geo 5 / 1977 , Seite 86-104 .", "86-104", false},
		{"article before number", "De 26020 is opgenomen in de verzameling", "26020", false},
		{"currency", "The fee was Rs 50000 in total", "50000", false},
		{"connector not between names", "das Andrea Mantegna 1474 im Palazzo", "1474", false},
		{"house-number range after a street", "Hospital, Paseo de San Vicente 58-182, 37007 Salamanca", "58-182", false},
		{"not a state code", "The XY 12345 model", "12345", false},
		// a plate word before two capitals and five digits: a plate, not
		// a US state and ZIP (a Warsaw plate "WA 12345")
		{"PL plate after its label", "Numer rejestracyjny pojazdu: WA 12345", "12345", false},
		{"PL plate after nr rej.", "nr rej. WA 12345", "12345", false},
		{"EN plate after plate", "The car, plate WA 12345, was towed.", "12345", false},
		{"US state and ZIP after a city", "Send it to Seattle, WA 98101", "98101", true},
		// a register's or a bank code's label names the number: an imprint's
		// "HRB 45678" after the court's town, a French RIB's "code banque"
		{"register number after the court's town", "Amtsgericht Köln HRB 45678 · USt-IdNr. DE123456788", "45678", false},
		{"register number after a comma", "Sitz: Köln, HRB 45678", "45678", false},
		{"ES register volume", "Registro Mercantil de Madrid, Tomo 12345, Folio 67, Hoja M-123456", "12345", false},
		{"FR bank code", "Compte n° 00012345678, code banque 30004, guichet 00550", "30004", false},
		{"FR counter code", "RIB : code Guichet 00550, clé 40", "00550", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := false
			for _, e := range find(tc.text) {
				if e.Type == "POSTAL_CODE" && e.Text == tc.want && e.Score >= 0.35 {
					got = true
				}
			}
			if got != tc.found {
				t.Errorf("found %q = %v, want %v (%v)", tc.want, got, tc.found, find(tc.text))
			}
		})
	}
}

// TestStreetInText covers street corners, streets after an address cue and
// blocks whose street line ends with more words.
func TestStreetInText(t *testing.T) {
	tests := []struct{ name, text, want string }{
		{"corner with numbers", "What is your address? it is the corner of Dalbraut 99 and Frederikke Coves", "Dalbraut 99 and Frederikke Coves"},
		{"corner with keyword", "Our office is at the corner of 3744 Retreat Avenue and Władysława Route.", "3744 Retreat Avenue and Władysława Route"},
		{"corner without keyword", "I'd like it to be sent to the corner of Alšova 408 and Vedzizhev Greens", "Alšova 408 and Vedzizhev Greens"},
		{"GR leading keyword", "Tilly lives at Λεωφόρος Συγγρού 119, Αθήνα", "Λεωφόρος Συγγρού 119, Αθήνα"},
		{"FR av. number first", "Sofie lives on 69 Av Sidi Lakhmi, Tunis", "69 Av Sidi Lakhmi, Tunis"},
		{"corner PL", "Send it to the corner of ul. Jesionowa 127 and Philip Bypass", "ul. Jesionowa 127 and Philip Bypass"},
		{"cue lives at", "Tosh Olsen lives at 172 Maneeži 75, Saareküla", "172 Maneeži 75, Saareküla"},
		{"cue address colon", "Andrew had given Andrew his address: 5366 Pivovarská 276", "5366 Pivovarská 276"},
		{"field value on next line", "Address:\n0645 Reyes Católicos 17 Apt. 209 Montehermoso.", "0645 Reyes Católicos 17 Apt. 209 Montehermoso"},
		{"field value ES", "NASS: 14-63504522-08.\nDomicilio: C/ Sauceda 3. 1A Esquina San Eloy .\nLocalidad/ Provincia: Sevilla.", "C/ Sauceda 3. 1A Esquina San Eloy"},
		{"field value ES keyword only", "NHC: 1.\nDomicilio: Calle Alameda Tercera, Bajo A.\nLocalidad/ Provincia: Madrid.", "Calle Alameda Tercera, Bajo A"},
		{"field value corner", "Name:    Nayla Montero\nAddress:     the corner of ul. Jesionowa 127 and Philip Bypass", "the corner of ul. Jesionowa 127 and Philip Bypass"},
		{"field value DE", "Name: Max\nAnschrift: Lindenweg 7, Hinterhaus\nTelefon: 0", "Lindenweg 7, Hinterhaus"},
		{"initial before suffix street", "The bus station is on C. Beerninckstraat 88", "Beerninckstraat 88"},
		{"block with words after street", "send a new one to 14 Crown Street Kishiev Squares\n Suite 321\n LONDON\n United Kingdom 75419? I am",
			"14 Crown Street Kishiev Squares\n Suite 321\n LONDON\n United Kingdom 75419"},
		{"block without keyword ends with country", "Our offices are located at Storgarden 52 Trajanka Forks\n Suite 894\n HARSTAD\n Norway 95441",
			"Storgarden 52 Trajanka Forks\n Suite 894\n HARSTAD\n Norway 95441"},
		{"block city with nad", "Jarmila\n\n009 Slovenčeva 51\n Suite 632\n Črni Vrh nad Idrijo\n Slovenia 15755",
			"009 Slovenčeva 51\n Suite 632\n Črni Vrh nad Idrijo\n Slovenia 15755"},
		{"block ends with country and question mark", "sent to 5551 Tjalling Harkeswei 125\n Suite 250\n Lippenhuizen\n Netherlands?",
			"5551 Tjalling Harkeswei 125\n Suite 250\n Lippenhuizen\n Netherlands"},
		{"number first, names, unit", "here they are: 903 83 Dora Creek Apt. 176\nSCHEIBBS, NO 14908, and more", "903 83 Dora Creek Apt. 176\nSCHEIBBS, NO 14908"},
		{"block ends after country and sentence", "call a taxi to 124 67 Devon Street West\n Suite 240\n West Brook\n New Zealand. Please call me.",
			"124 67 Devon Street West\n Suite 240\n West Brook\n New Zealand"},
		{"block without keyword confirmed by unit line", "send a new one to Aqqusinersuaq 176 Pinto Hill\n Suite 487\n Nuuk\n Greenlander 08167? I am",
			"Aqqusinersuaq 176 Pinto Hill\n Suite 487\n Nuuk\n Greenlander 08167"},
		{"unit then city and country", "validate the following? 51709 Spinatsch 94 Apt. 615 Moosleerau Switzerland",
			"51709 Spinatsch 94 Apt. 615 Moosleerau Switzerland"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, e := range whole(tc.text) {
				got = append(got, e.Type+":"+e.Text)
				if e.Type == "STREET_ADDRESS" && e.Text == tc.want && e.Score >= 0.35 {
					return
				}
			}
			t.Errorf("want %q, got %q", tc.want, got)
		})
	}
}

func TestNoStreetInText(t *testing.T) {
	for _, text := range []string{
		"The Complete Live at the Plugged Nickel 1965",
		"Worcestershire 238 and 303 ( K. Spiring 130 not out )",
		"They met at the corner of the park and the river.",
		"the corner of Europe and Asia",
		"Bataille d'Himère ( 311 av. J.-C . )",
		"Billing address: Sara Schwarz\nThanks",               // a field whose value is a name
		"We changed the address: see the 2 new rules below",   // the label does not start its line
		"Address: mail me at jo@example.com or call 555 1234", // an e-mail is no street
		"Storgarden 52 Trajanka Forks\n Suite 894\n HARSTAD",  // a block must end with a country or postal code
		"Team Alpha 3\nTeam Beta\nNorway",                     // unmarked, too short to be a block
		"Results 12\nOslo\nSweden 12345",                      // unmarked: needs two lines before the country
	} {
		for _, e := range find(text) {
			if e.Type == "STREET_ADDRESS" && e.Score >= 0.35 {
				t.Errorf("%q: unexpected address %q", text, e.Text)
			}
		}
	}
}

// TestCZSKStreetInText: a Czech or Slovak street named after a preposition,
// without a street keyword, in running text.
func TestCZSKStreetInText(t *testing.T) {
	tests := []struct{ lang, text, want string }{
		{"cs", "můžeme se sejít v kanceláři na Údolní 33 v Brně v týdnu", "Údolní 33"},
		{"cs", "Jiří Kučera: z Palackého 45 v Přerově do Tř. Svobody 318/22", "Palackého 45"},
		{"sk", "v bankomate na Hlavnej 41 v Košiciach mi zostala karta", "Hlavnej 41"},
		{"sk", "vyzdvihnem ťa o 6:30 pred domom na Hospodárskej 27. Stretnutie je o 9:30", "Hospodárskej 27"},
		// negatives: no preposition, a count, another language
		{"cs", "Údolní 33 v Brně", ""},
		{"sk", "na Slovensku 5 rokov", ""},
		{"cs", "na Vánoce 24 dní", ""},
		{"de", "na Údolní 33 v Brně", ""},
		// a street line without keyword before a known town, a comma between
		{"cs", "obchodní oddělení\nPrůmyslová 8, Jihlava\n", "Průmyslová 8"},
		{"cs", "pracovištěm je pobočka Pavelčákova 19, Olomouc\nIII. Den", "Pavelčákova 19"},
		{"cs", "v domě Jana Palacha 412, Pardubice, zapsané na LV", "Jana Palacha 412"},
		{"sk", "Kontakt: Hlavná 41, Košice.", "Hlavná 41"},
		// negatives: no known town, the town goes on, a year, a count, another language
		{"cs", "Tabulka 3, Obrázek 4", ""},
		{"cs", "Průmyslová 8, Jihlavská nemocnice", ""},
		{"cs", "Listopad 2024, Praha", ""},
		{"cs", "Kapitola 3, Praha je hlavní město", ""},
		{"de", "Industriepark 8, Jihlava\n", ""},
		// after "v", a town and a comma, ending the clause
		{"sk", "2027 na naše stredisko v Mojmírovciach, Poľná 12.\n\nFaktúru", "Poľná 12"},
		{"cs", "sejdeme se v Brně, Údolní 33, ve středu", "Údolní 33"},
		{"sk", "bývam v Trnave, Kapitola 3 ma baví", ""},
		{"cs", "v Praze, Novák 12.", ""},
		// after a branch's word and its town, or a town that starts the line
		{"cs", "vyzvednutí: depo Kroměříž, Hulínská 2390, po–pá 7:30–18:00", "Hulínská 2390"},
		{"cs", "Kroměříž, Hulínská 2390\n", "Hulínská 2390"},
		{"cs", "objednávka Kroměříž, Hulínská 2390 ks", ""},
		{"sk", "prevzatie na našej prevádzke Mierová 21. Zmluvu Vám pošlem", "Mierová 21"},
		{"sk", "na našej prevádzke pracuje 21 ľudí", ""},
		{"cs", "na pobočce Nová 12 kusů", ""},
		{"cs", "Prodali jsme Kroměříž, Hulínská 2390, a to", ""},
		// a name that reads as a street's before a descriptive and an
		// orientation number, anywhere in the clause
		{"cs", "vyzvednutí na pobočce Havířská 1294/2. Posun na 10:00 je v pořádku", "Havířská 1294/2"},
		{"sk", "[14:06] Dominik Fabo: stara je Kukucinova 1187/22, trencin", "Kukucinova 1187/22"},
		{"cs", "Sídlo: Palackého 1123/4", "Palackého 1123/4"},
		// negatives: a law's number with its year, a date, a name that is
		// no street's, another language
		{"cs", "podle zákona Sbírka 262/2006 platí", ""},
		{"cs", "Smlouva 12/3 platí", ""},
		{"cs", "Tabulka 1294/2", ""},
		{"de", "Havířská 1294/2", ""},
		// after an address cue with its copula
		{"cs", "smlouvu nemam u sebe, adresa je Pionýrů 2214, Frydek-Mistek, 3. patro", "Pionýrů 2214"},
		{"de", "meine Adresse ist Pionýrů 2214", "Pionýrů 2214"},
	}
	for _, tc := range tests {
		got := ""
		for _, e := range detect.New(All()...).Detect(tc.text, detect.Options{Threshold: 0.3, Lang: tc.lang}) {
			if e.Type == "STREET_ADDRESS" && (got == "" || e.Text == tc.want) {
				got = e.Text // the first street, or the wanted one
			}
		}
		if got != tc.want {
			t.Errorf("%s %q: street %q, want %q", tc.lang, tc.text, got, tc.want)
		}
	}
}

// TestStreetWithoutNumberInProse: a street or square named without a house
// number outside an address line is not an address (the dev set's guide):
// "Incrocio tra Via Cà di Cozzi e Via Ciro Menotti", "si trova a Piazzale
// Roma"; with its number it is.
func TestStreetWithoutNumberInProse(t *testing.T) {
	tests := []partsCase{
		{"it", "Incrocio tra Via Cà di Cozzi e Via Ciro Menotti, Verona, ore 8", nil},
		{"it", "Procedevo su Via Cà di Cozzi verso il centro; alle 8", nil},
		{"it", "ci vediamo in Piazza del Duomo alle 18", nil},
		{"it", "abito in Via Roma 10, 00184 Roma", []string{"Via Roma 10"}},
		{"en", "at the junction of Crow Road and Broomhill Drive at 8 pm", nil},
		{"fr", "rendez-vous place Ravezies à 18 h", nil},
		{"it", "Le invio tutto via email entro il 12 Marzo", nil},
		{"en", "Sent Via Royal Mail on 3 May", nil},
	}
	for _, tc := range tests {
		var got []string
		for _, e := range detect.New(All()...).Detect(tc.text, detect.Options{Threshold: 0.3, Lang: tc.lang}) {
			if e.Type == "STREET_ADDRESS" {
				got = append(got, e.Text)
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s %q: streets %q, want %q", tc.lang, tc.text, got, tc.want)
		}
	}
}

// TestPostalAskedInChat: a postal code given as the answer to a question
// for it on the line before, in the chat's next turn.
func TestPostalAskedInChat(t *testing.T) {
	tests := []struct{ lang, text, want string }{
		{"fr", "Inès : votre date de naissance et code postal ?\n10:15 Client : 12/02/1987 et 69003\n10:17 Inès : merci", "69003"},
		{"de", "Agent: Ihre PLZ?\nKunde: 10115\n", "10115"},
		{"en", "Agent: and your zip code?\n[10:02] Mark: 94107", "94107"},
		{"cs", "Operátor: Jaké je vaše PSČ?\nKlient: 602 00", "602 00"},
		// negatives: no question, no postal word, not a chat turn, a count
		{"fr", "Inès : votre code postal.\n10:15 Client : 69003", ""},
		{"fr", "Inès : votre numéro de commande ?\n10:15 Client : 69003", ""},
		{"fr", "Quel est le code postal ?\nIl y a 69003 habitants", ""},
	}
	for _, tc := range tests {
		got := ""
		for _, e := range detect.New(All()...).Detect(tc.text, detect.Options{Threshold: 0.35, Lang: tc.lang}) {
			if e.Type == "POSTAL_CODE" {
				got = e.Text
			}
		}
		if got != tc.want {
			t.Errorf("%s %q: postal code %q, want %q", tc.lang, tc.text, got, tc.want)
		}
	}
}

// TestWordStarts: a lead counts where no letter stands before it, each
// occurrence once, left to right, and a stop ends the scan.
func TestWordStarts(t *testing.T) {
	for _, tc := range []struct {
		text, lead string
		want       []int
	}{
		{"Via Roma e Via Po", "Via ", []int{0, 11}},
		{"Svia Roma, (Via Po)", "Via ", []int{12}},
		{"Polígono A, Polígono B", "Polígono ", []int{0, 13}},
		{"niente qui", "Via ", nil},
		{"ViaVia ", "Via ", nil},
	} {
		if got := slices.Collect(wordStarts(tc.text, tc.lead)); !slices.Equal(got, tc.want) {
			t.Errorf("wordStarts(%q, %q) = %v, want %v", tc.text, tc.lead, got, tc.want)
		}
	}
	n := 0
	for range wordStarts("Via a Via b Via c", "Via ") {
		n++
		break
	}
	if n != 1 {
		t.Errorf("the scan went on after a stop: %d", n)
	}
}

// TestGBBlockStreetLine: a British address block's street line without a
// street keyword, or with a unit and no house number, before its town and
// postcode lines; a unit before a street on its line belongs to it.
func TestGBBlockStreetLine(t *testing.T) {
	tests := []struct {
		text string
		want []string // STREET_ADDRESS and POSTAL_CODE, in order
	}{
		{"Mr R. Price\nFlat 3, 27 Abbey Foregate\nShrewsbury\nSY2 6AE\n\nDear Mr Price", []string{"STREET_ADDRESS:Flat 3, 27 Abbey Foregate", "POSTAL_CODE:SY2 6AE"}},
		{"Mrs J. Patel\n14 Kingsway\nLeicester\nLE3 2PL", []string{"STREET_ADDRESS:14 Kingsway", "POSTAL_CODE:LE3 2PL"}},
		{"Cotswold Lettings Ltd\nUnit 5, Brunel Court\nGloucester GL1 2DX\n", []string{"STREET_ADDRESS:Unit 5, Brunel Court", "POSTAL_CODE:GL1 2DX"}},
		{"Ms A. Khan\nFlat 2, 9 Mill Lane\nYork\nYO1 7HT", []string{"STREET_ADDRESS:Flat 2, 9 Mill Lane", "POSTAL_CODE:YO1 7HT"}},
		{"Mr B. Owen\n3a Castle Mews\nConwy\nLL32 8AY", []string{"STREET_ADDRESS:3a Castle Mews", "POSTAL_CODE:LL32 8AY"}},
		// not a street line
		{"Invoice\n14 March\nLeicester\nLE3 2PL", []string{"POSTAL_CODE:LE3 2PL"}},
		{"Totals\n14 Items Were Shipped Today\nLeicester\nLE3 2PL", []string{"POSTAL_CODE:LE3 2PL"}},
		{"Acme Ltd\n14 Kingsway\nLeicester\n", nil},
		{"Room 4, Building Services\nLeicester\nLE3 2PL", []string{"POSTAL_CODE:LE3 2PL"}},
	}
	for _, tc := range tests {
		var got []string
		for _, e := range detect.New(All()...).Detect(tc.text, detect.Options{Threshold: 0.35, Lang: "en"}) {
			if e.Type == "STREET_ADDRESS" || e.Type == "POSTAL_CODE" {
				got = append(got, e.Type+":"+e.Text)
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q: %q, want %q", tc.text, got, tc.want)
		}
	}
}

// TestUnitBeforePostalCode: a flat, building, staircase or door between
// the street and the postal code belongs to the street line, in each
// language's words; one after the town does not.
func TestUnitBeforePostalCode(t *testing.T) {
	tests := []struct{ lang, text, street, postal string }{
		{"fr", "Adresse : 212 avenue de la Pompignane, appt 14, 34000 Montpellier", "212 avenue de la Pompignane, appt 14", "34000"},
		{"fr", "Domicile : 8 rue des Lilas, bât. B, 69003 Lyon", "8 rue des Lilas, bât. B", "69003"},
		{"fr", "8 rue des Lilas, esc. A, 69003 Lyon", "8 rue des Lilas, esc. A", "69003"},
		{"de", "Anschrift: Hauptstraße 5, Whg. 3, 10115 Berlin", "Hauptstraße 5, Whg. 3", "10115"},
		{"it", "Indirizzo: Via Roma 12, int. 9, 37100 Verona", "Via Roma 12, int. 9", "37100"},
		{"it", "Via Roma 12, scala B, 37100 Verona", "Via Roma 12, scala B", "37100"},
		{"es", "Dirección: Calle Mayor 5, puerta 2, 28013 Madrid", "Calle Mayor 5, puerta 2", "28013"},
		{"en", "Ship to 10 Market Street, Apt. 4, Boston, MA 02108", "10 Market Street, Apt. 4", "02108"},
		// after the town: not the street's
		{"it", "Via Roma 12, 37100 Verona, scala B int. 9", "Via Roma 12", "37100"},
	}
	for _, tc := range tests {
		var street, postal string
		for _, e := range detect.New(All()...).Detect(tc.text, detect.Options{Threshold: 0.35, Lang: tc.lang}) {
			switch e.Type {
			case "STREET_ADDRESS":
				street = e.Text
			case "POSTAL_CODE":
				postal = e.Text
			}
		}
		if street != tc.street || postal != tc.postal {
			t.Errorf("%s %q: street %q postal %q, want %q %q", tc.lang, tc.text, street, postal, tc.street, tc.postal)
		}
	}
}

// TestRoadKilometre: a road's kilometre stands for the house number in a
// Spanish address line ("Ctra. de Tarazona, km 3"); a distance in prose is
// none.
func TestRoadKilometre(t *testing.T) {
	tests := []struct{ text, street string }{
		{"Cooperativa Agrícola\nCtra. de Tarazona, km 3 · 31500 Tudela (Navarra)", "Ctra. de Tarazona, km 3"},
		{"Dirección: Carretera de Madrid km 12, 28600 Navalcarnero", "Carretera de Madrid km 12"},
		{"Ctra. de Orón Km. 5, 09200 Miranda de Ebro", "Ctra. de Orón Km. 5"},
		{"Corrimos 10 km el domingo 12 de mayo en 28600 Navalcarnero", ""},
	}
	for _, tc := range tests {
		street := ""
		for _, e := range detect.New(All()...).Detect(tc.text, detect.Options{Threshold: 0.35, Lang: "es"}) {
			if e.Type == "STREET_ADDRESS" {
				street = e.Text
			}
		}
		if street != tc.street {
			t.Errorf("%q: street %q, want %q", tc.text, street, tc.street)
		}
	}
}

// TestFieldValueInParts: an address field's value that the street finder
// reads as a street and a known town is reported in parts; one whose rest is
// a door, a floor or a district stays whole.
func TestFieldValueInParts(t *testing.T) {
	tests := []partsCase{
		{"cs", "Adresa: Husova 12, Brno", []string{"STREET_ADDRESS:Husova 12", "LOCATION:Brno"}},
		{"cs", "Adresa: Nám. Míru 15, Praha 2", []string{"STREET_ADDRESS:Nám. Míru 15", "LOCATION:Praha 2"}},
		{"de", "Anschrift: Hauptstraße 5, Berlin", []string{"STREET_ADDRESS:Hauptstraße 5", "LOCATION:Berlin"}},
		// the dative article inside a German street's name ("Linden 77" was the street)
		{"de", "Anschrift: Unter den Linden 77, 10117 Berlin", []string{"STREET_ADDRESS:Unter den Linden 77", "POSTAL_CODE:10117", "LOCATION:Berlin"}},
		{"fr", "Adresse : 3 impasse des Roses, Lyon", []string{"STREET_ADDRESS:3 impasse des Roses", "LOCATION:Lyon"}},
		{"fr", "Adresse : 6 montée du Gourguillon, Lyon", []string{"STREET_ADDRESS:6 montée du Gourguillon", "LOCATION:Lyon"}},
		{"fr", "Adresse : 2 parvis Notre-Dame, Paris", []string{"STREET_ADDRESS:2 parvis Notre-Dame", "LOCATION:Paris"}},
		// a date in the street's name, the keyword before it kept
		{"pl", "Adres: ul. 3 Maja 15, Warszawa", []string{"STREET_ADDRESS:ul. 3 Maja 15", "LOCATION:Warszawa"}},
		{"it", "Indirizzo: Corso 22 Marzo 10, 20135 Milano", []string{"STREET_ADDRESS:Corso 22 Marzo 10", "POSTAL_CODE:20135", "LOCATION:Milano"}},
		{"es", "Dirección: Calle 2 de Mayo 5, 28004 Madrid", []string{"STREET_ADDRESS:Calle 2 de Mayo 5", "POSTAL_CODE:28004", "LOCATION:Madrid"}},
		{"pl", "Adres: ul. Długa 5, Gdańsk", []string{"STREET_ADDRESS:ul. Długa 5", "LOCATION:Gdańsk"}},
		{"es", "Domicilio: C/ Jacinto Benavente, 4, 3, D.", []string{"STREET_ADDRESS:C/ Jacinto Benavente, 4, 3, D"}},
		{"es", "Domicilio: Paseo de la Reforma 476, Juárez.", []string{"STREET_ADDRESS:Paseo de la Reforma 476, Juárez"}},
	}
	checkParts(t, tests)
}

// TestUKStreetTypes: British street types without a number of their own
// meaning in prose (Parade, Mews, Grove, Gardens, Wharf) end a street name.
func TestUKStreetTypes(t *testing.T) {
	for _, street := range []string{"2 Marine Parade", "5 Stable Mews", "42 Elm Grove", "9 Kensington Gardens", "3 Canal Wharf"} {
		text := "c/o Harbour Dental, " + street + ", Brighton BN2 1TL"
		got := ""
		for _, e := range detect.New(All()...).Detect(text, detect.Options{Threshold: 0.35, Lang: "en"}) {
			if e.Type == "STREET_ADDRESS" {
				got = e.Text
			}
		}
		if got != street {
			t.Errorf("%q: street %q, want %q", text, got, street)
		}
	}
}

// TestDatedStreetInParts: a street named after a date, its day and month
// written as one hyphenated word ("8-Mai-1945"), apart ("14 Juillet"), with
// the month in lower case ("29. augusta") or after the keyword and an
// article ("Straße des 17. Juni"), is the street line, and the postal code
// and town after it are parts of their own ("12 avenue du 8-Mai-1945, 69008
// Lyon" was one field's span, or no street at all).
func TestDatedStreetInParts(t *testing.T) {
	tests := []partsCase{
		{"fr", "Adresse : 12 avenue du 8-Mai-1945, 69008 Lyon", []string{"STREET_ADDRESS:12 avenue du 8-Mai-1945", "POSTAL_CODE:69008", "LOCATION:Lyon"}},
		{"fr", "Envoyez-le au 12, rue du 4-Septembre, 75002 Paris.", []string{"STREET_ADDRESS:12, rue du 4-Septembre", "POSTAL_CODE:75002", "LOCATION:Paris"}},
		{"fr", "Il habite 5 place du 14 Juillet, 33000 Bordeaux.", []string{"STREET_ADDRESS:5 place du 14 Juillet", "POSTAL_CODE:33000", "LOCATION:Bordeaux"}},
		{"de", "Anschrift: Straße des 17. Juni 135, 10623 Berlin", []string{"STREET_ADDRESS:Straße des 17. Juni 135", "POSTAL_CODE:10623", "LOCATION:Berlin"}},
		{"de", "Anschrift: Platz des 18. März 1, 10117 Berlin", []string{"STREET_ADDRESS:Platz des 18. März 1", "POSTAL_CODE:10117", "LOCATION:Berlin"}},
		{"cs", "Adresa: nám. 14. října 1307/2, 150 00 Praha 5", []string{"STREET_ADDRESS:nám. 14. října 1307/2", "POSTAL_CODE:150 00", "LOCATION:Praha 5"}},
		{"cs", "Sídlo: 17. listopadu 1192/12, 110 00 Praha 1", []string{"STREET_ADDRESS:17. listopadu 1192/12", "POSTAL_CODE:110 00", "LOCATION:Praha 1"}},
		{"sk", "Adresa: ul. 29. augusta 5, 811 09 Bratislava", []string{"STREET_ADDRESS:ul. 29. augusta 5", "POSTAL_CODE:811 09", "LOCATION:Bratislava"}},
		{"sk", "Adresa: Nám. 1. mája 12, 040 01 Košice", []string{"STREET_ADDRESS:Nám. 1. mája 12", "POSTAL_CODE:040 01", "LOCATION:Košice"}},
		// the first of the month with its ordinal mark
		{"fr", "Adresse : 4 rue du 1er Mai, 92000 Nanterre", []string{"STREET_ADDRESS:4 rue du 1er Mai", "POSTAL_CODE:92000", "LOCATION:Nanterre"}},
		{"fr", "Adresse : 4 place du 1er-Mai, 92000 Nanterre", []string{"STREET_ADDRESS:4 place du 1er-Mai", "POSTAL_CODE:92000", "LOCATION:Nanterre"}},
		{"it", "Indirizzo: Via 1° Maggio 12, 40100 Bologna", []string{"STREET_ADDRESS:Via 1° Maggio 12", "POSTAL_CODE:40100", "LOCATION:Bologna"}},
		{"es", "Dirección: Plaza 1º de Mayo 3, 46001 Valencia", []string{"STREET_ADDRESS:Plaza 1º de Mayo 3", "POSTAL_CODE:46001", "LOCATION:Valencia"}},
		// a date in prose is no street
		{"cs", "Přišlo 28. října 15 lidí.", nil},
		{"fr", "Rendez-vous le 12 mars 2025.", nil},
	}
	checkParts(t, tests)
}

// TestPersonAndDateStreets covers streets named after a person with
// initials or after a date, with type words before or after the name
// ("nám.", "tř.", "trieda", "Gran Vía"), and a street named again without
// its keyword; and the same shapes that are no street: a person with
// initials and a year, a date and a count in running text, a date's year
// after a street keyword.
func TestPersonAndDateStreets(t *testing.T) {
	tests := []partsCase{
		// initials before a name, at a line's start or after a keyword
		{"cs", "Klinika\nI. P. Pavlova 12/4, 779 00 Olomouc", []string{"STREET_ADDRESS:I. P. Pavlova 12/4", "POSTAL_CODE:779 00", "LOCATION:Olomouc"}},
		{"cs", "Keramika s.r.o.\nnám. T. G. Masaryka 140, 391 65 Bechyně", []string{"STREET_ADDRESS:nám. T. G. Masaryka 140", "POSTAL_CODE:391 65", "LOCATION:Bechyně"}},
		{"sk", "Ambulancia\nNám. S. H. Vajanského 4, 984 01 Lučenec", []string{"STREET_ADDRESS:Nám. S. H. Vajanského 4", "POSTAL_CODE:984 01", "LOCATION:Lučenec"}},
		{"pl", "Biuro: ul. J. Kochanowskiego 5", []string{"STREET_ADDRESS:ul. J. Kochanowskiego 5"}},
		// a type word after the adjective that names the street
		{"cs", "Advokátní kancelář\nJihlavská tř. 20, 625 00 Brno", []string{"STREET_ADDRESS:Jihlavská tř. 20", "POSTAL_CODE:625 00", "LOCATION:Brno"}},
		{"sk", "so sídlom Hlinkova trieda 15, 949 01 Nitra", []string{"STREET_ADDRESS:Hlinkova trieda 15", "POSTAL_CODE:949 01", "LOCATION:Nitra"}},
		{"sk", "Kancelária: Štúrova tr. 3, 040 01 Košice", []string{"STREET_ADDRESS:Štúrova tr. 3", "POSTAL_CODE:040 01", "LOCATION:Košice"}},
		// a date alone at a line's start, before a postal code
		{"cs", "Kancelář s.r.o.\n28. října 3346/91, 702 00 Ostrava", []string{"STREET_ADDRESS:28. října 3346/91", "POSTAL_CODE:702 00", "LOCATION:Ostrava"}},
		// Gran Vía and a long name with connectors
		{"es", "Abogados\nGran Vía de Don Diego López de Haro 12, 48001 Bilbao", []string{"STREET_ADDRESS:Gran Vía de Don Diego López de Haro 12", "POSTAL_CODE:48001", "LOCATION:Bilbao"}},
		{"es", "Oficina: Vía Augusta 21, 08006 Barcelona", []string{"STREET_ADDRESS:Vía Augusta 21", "POSTAL_CODE:08006", "LOCATION:Barcelona"}},
		// named again in lower case without diacritics, later in a chat
		{"pl", "Adres: ul. Powstańców Śląskich 141 m. 7, 53-138 Wrocław\n[14:07] sorry, powstancow slaskich 141/7", []string{
			"STREET_ADDRESS:ul. Powstańców Śląskich 141 m. 7", "POSTAL_CODE:53-138", "LOCATION:Wrocław", "STREET_ADDRESS:powstancow slaskich 141/7"}},
		// negatives
		{"cs", "Přednášel T. G. Masaryk 1918 v Praze.", nil},
		{"cs", "Vítěz: J. K. Tyl 1834", nil},
		{"cs", "Dne 28. října 2024 přišlo 15 lidí.", nil},
		{"cs", "Sraz 17. listopadu 1989 na Národní.", nil},
		{"cs", "Třída 5 má třicet žáků, třída 6 jen dvacet.", nil},
		{"fr", "Le bus s'arrête avenue du 8 Mai 1945. Merci.", nil},
		{"pl", "[14:07] sorry, powstancow slaskich 141/7", nil},
	}
	checkParts(t, tests)
}

// TestNamedStreetScore: a street named after a date or a person with
// initials after its keyword scores above the date and person inside it
// (0.85, 0.8), which would take the name otherwise.
func TestNamedStreetScore(t *testing.T) {
	tests := []struct {
		text, want string
		min        float64
	}{
		{"Il habite au 41 avenue du 8-Mai-1945, appt 12.", "41 avenue du 8-Mai-1945, appt 12", 0.9},
		{"Biuro mieści się przy ul. 3 Maja 15.", "ul. 3 Maja 15", 0.9},
		{"Sídlo je na nám. T. G. Masaryka 140.", "nám. T. G. Masaryka 140", 0.9},
		// no date nor initials: a keyword's score
		{"Il habite au 12 rue de la Paix.", "12 rue de la Paix", 0.6},
	}
	for _, tc := range tests {
		es := find(tc.text)
		if len(es) != 1 || es[0].Text != tc.want || es[0].Score < tc.min || tc.min < 0.9 && es[0].Score >= 0.9 {
			t.Errorf("%q: %+v, want %q at %.2f", tc.text, es, tc.want, tc.min)
		}
	}
}

// partsCase is a text of a language and what the recognizers find in it at
// the engine's default threshold, in order, as "TYPE:text".
type partsCase struct {
	lang, text string
	want       []string
}

func checkParts(t *testing.T, tests []partsCase) {
	t.Helper()
	for _, tc := range tests {
		if got := findLangAt(tc.text, tc.lang, 0.35); !slices.Equal(got, tc.want) {
			t.Errorf("%s %q: %q, want %q", tc.lang, tc.text, got, tc.want)
		}
	}
}

// TestReferenceBefore: a reference or registration label right before a
// number makes it the label's; a label that names an address, in one word
// or on its line before, does not.
func TestReferenceBefore(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"Rechnung 40713", true},
		{"Objednávka 11000", true},
		{"RPPS 10101234567", true},
		{"Rechnungsanschrift 10115", false},
		{"Adresa doručení zásilky 602 00", false},
		{"Berlin 10115", false},
	} {
		i := strings.IndexAny(tc.text, "0123456789")
		if got := referenceBefore(tc.text, i); got != tc.want {
			t.Errorf("referenceBefore(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
