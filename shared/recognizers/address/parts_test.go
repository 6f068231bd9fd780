package address

import (
	"slices"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// TestAddressParts: an address with a postal code or a town after the
// street line is reported in parts (parts.go); a block ending in a country
// stays whole.
func TestAddressParts(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string // TYPE:text in order
	}{
		{"CZ", "Bydlí na adrese Vinohradská 1234/56, 120 00 Praha 2.", []string{"STREET_ADDRESS:Vinohradská 1234/56", "POSTAL_CODE:120 00", "LOCATION:Praha 2"}},
		{"SK two lines", "Obchodná 12\n811 06 Bratislava\nIČO: 123", []string{"STREET_ADDRESS:Obchodná 12", "POSTAL_CODE:811 06", "LOCATION:Bratislava"}},
		{"PL", "Adres: ul. Długa 5/3, 00-238 Warszawa", []string{"STREET_ADDRESS:ul. Długa 5/3", "POSTAL_CODE:00-238", "LOCATION:Warszawa"}},
		{"DE town of three words", "Berliner Straße 12a, 60311 Frankfurt am Main.", []string{"STREET_ADDRESS:Berliner Straße 12a", "POSTAL_CODE:60311", "LOCATION:Frankfurt am Main"}},
		{"DE town alone", "Wir wohnen in der Hauptstraße 5, Berlin.", []string{"STREET_ADDRESS:Hauptstraße 5", "LOCATION:Berlin"}},
		{"FR", "Livraison au 12 rue de la Paix, 75002 Paris", []string{"STREET_ADDRESS:12 rue de la Paix", "POSTAL_CODE:75002", "LOCATION:Paris"}},
		{"ES postal in the number run", "Calle Vicente Blasco Ibáñez, 23 45010 Valencia.", []string{"STREET_ADDRESS:Calle Vicente Blasco Ibáñez, 23", "POSTAL_CODE:45010", "LOCATION:Valencia"}},
		{"IT", "Indirizzo: Via Roma 10, 00184 Roma", []string{"STREET_ADDRESS:Via Roma 10", "POSTAL_CODE:00184", "LOCATION:Roma"}},
		{"US city, state, ZIP", "at 1600 Pennsylvania Ave NW, Washington, DC 20500.", []string{"STREET_ADDRESS:1600 Pennsylvania Ave NW", "LOCATION:Washington", "LOCATION:DC", "POSTAL_CODE:20500"}},
		{"GB postcode", "Address: 10 Downing Street, London SW1A 2AA", []string{"STREET_ADDRESS:10 Downing Street", "LOCATION:London", "POSTAL_CODE:SW1A 2AA"}},
		{"block ending in a country stays whole", "48010 Paseo del Atlántico 81\n Suite 762\n Torroella de Montgrí\n Spain 20416", []string{"STREET_ADDRESS:48010 Paseo del Atlántico 81\n Suite 762\n Torroella de Montgrí\n Spain 20416"}},
		{"DE letterhead dot", "Personalabteilung\nMühlenweg 3 · 48653 Coesfeld\n", []string{"STREET_ADDRESS:Mühlenweg 3", "POSTAL_CODE:48653", "LOCATION:Coesfeld"}},
		{"IT letterhead dash", "Via Cernaia 24 – 10122 Torino\ntel. 011", []string{"STREET_ADDRESS:Via Cernaia 24", "POSTAL_CODE:10122", "LOCATION:Torino"}},
		{"a dash without spaces is no separator", "Via Cernaia 24 –10122 Torino", []string{"STREET_ADDRESS:Via Cernaia 24"}},
		{"no tail", "The office is at Király u. 15.", []string{"STREET_ADDRESS:Király u. 15."}},
		{"SK lower-case word after Ul.", "Anna Szabóová\nUl. Roľníckej školy 1520/48\n945 01 Komárno\n", []string{"STREET_ADDRESS:Ul. Roľníckej školy 1520/48", "POSTAL_CODE:945 01", "LOCATION:Komárno"}},
		{"FR villa", "demeurant 6 villa Santos-Dumont, 75015 Paris, titulaire", []string{"STREET_ADDRESS:6 villa Santos-Dumont", "POSTAL_CODE:75015", "LOCATION:Paris"}},
		{"FR cité", "12 cité Riverin, 75010 Paris", []string{"STREET_ADDRESS:12 cité Riverin", "POSTAL_CODE:75010", "LOCATION:Paris"}},
		{"FR elided article", "Cour d'appel\n9 rue de l'Aiguillerie, 34000 Montpellier\n", []string{"STREET_ADDRESS:9 rue de l'Aiguillerie", "POSTAL_CODE:34000", "LOCATION:Montpellier"}},
		{"FR typographic apostrophe", "189 rue d’Aubervilliers\n75886 Paris Cedex 18\n", []string{"STREET_ADDRESS:189 rue d’Aubervilliers", "POSTAL_CODE:75886", "LOCATION:Paris"}},
		{"GB block without a country", "Mr Craig Haddon\n17 Lichfield Road\nSutton Coldfield\nB74 2NT\ncraig@example.com", []string{"STREET_ADDRESS:17 Lichfield Road", "LOCATION:Sutton Coldfield", "POSTAL_CODE:B74 2NT"}},
		{"SK letter after a slash, lower-case cesta", "domov prosím, Moldavská cesta 8/B, 040 11 Košice", []string{"STREET_ADDRESS:Moldavská cesta 8/B", "POSTAL_CODE:040 11", "LOCATION:Košice"}},
		{"SK abbreviation inside the name", "odbor správy majetku\nNám. gen. Klapku 1\n945 01 Komárno\n", []string{"STREET_ADDRESS:Nám. gen. Klapku 1", "POSTAL_CODE:945 01", "LOCATION:Komárno"}},
		{"CZ sv.", "Nám. sv. Čecha 12, 110 00 Praha 1", []string{"STREET_ADDRESS:Nám. sv. Čecha 12", "POSTAL_CODE:110 00", "LOCATION:Praha 1"}},
		{"DE title before a hyphenated name", "Hepatologie\nProf.-Ernst-Nathan-Str. 1 · 90419 Nürnberg · Tel.", []string{"STREET_ADDRESS:Prof.-Ernst-Nathan-Str. 1", "POSTAL_CODE:90419", "LOCATION:Nürnberg"}},
		{"DE abbreviated suffix", "Hauptstr. 5, 10115 Berlin", []string{"STREET_ADDRESS:Hauptstr. 5", "POSTAL_CODE:10115", "LOCATION:Berlin"}},
		{"GB possessive", "Solicitors\n9 St Paul's Square, Birmingham B3 1RL\nDX", []string{"STREET_ADDRESS:9 St Paul's Square", "LOCATION:Birmingham", "POSTAL_CODE:B3 1RL"}},
		{"GB letterhead street without number", "Exeter Hospital\nBarrack Road, Exeter EX2 5DW   Tel 01392 402357", []string{"STREET_ADDRESS:Barrack Road", "LOCATION:Exeter", "POSTAL_CODE:EX2 5DW"}},
		{"ES estate before the street", "Recursos Humanos\nPolígono Industrial Store, C/ A, nº 12 · 41008 Sevilla\n", []string{"STREET_ADDRESS:Polígono Industrial Store, C/ A, nº 12", "POSTAL_CODE:41008", "LOCATION:Sevilla"}},
		{"ES estate, street and plot", "Polígono Industrial Las Labradas, calle B, nave 14 · 31500 Tudela\n", []string{"STREET_ADDRESS:Polígono Industrial Las Labradas, calle B, nave 14", "POSTAL_CODE:31500", "LOCATION:Tudela"}},
		{"ES estate and plot", "notificaciones: Polígono Ugaldeguren I, parcela 8, 48170 Zamudio.", []string{"STREET_ADDRESS:Polígono Ugaldeguren I, parcela 8", "POSTAL_CODE:48170", "LOCATION:Zamudio"}},
		{"FR business park", "Parc d'activités du Mont-Blanc, 2 rue de l'Industrie\n74000 Annecy\n", []string{"STREET_ADDRESS:Parc d'activités du Mont-Blanc, 2 rue de l'Industrie", "POSTAL_CODE:74000", "LOCATION:Annecy"}},
		{"DE floor after the number", "Wohnung: Berger Straße 171, 2. OG rechts, 60385 Frankfurt am Main\n", []string{"STREET_ADDRESS:Berger Straße 171, 2. OG rechts", "POSTAL_CODE:60385", "LOCATION:Frankfurt am Main"}},
		{"DE ground floor", "Hauptstraße 5, EG, 10115 Berlin", []string{"STREET_ADDRESS:Hauptstraße 5, EG", "POSTAL_CODE:10115", "LOCATION:Berlin"}},
		{"DE company form is no floor", "Hauptstraße 5, UG Holding, 10115 Berlin", []string{"STREET_ADDRESS:Hauptstraße 5", "POSTAL_CODE:10115"}},
		{"ES province in brackets", "Calle Mayor 5, 48170 Zamudio (Bizkaia).", []string{"STREET_ADDRESS:Calle Mayor 5", "POSTAL_CODE:48170", "LOCATION:Zamudio", "LOCATION:Bizkaia"}},
		{"IT elided article in the street", "Via dell'Industria 22/B, 36100 Vicenza", []string{"STREET_ADDRESS:Via dell'Industria 22/B", "POSTAL_CODE:36100", "LOCATION:Vicenza"}},
		{"IT typographic apostrophe", "Piazza dell’Unità 3, 34121 Trieste", []string{"STREET_ADDRESS:Piazza dell’Unità 3", "POSTAL_CODE:34121", "LOCATION:Trieste"}},
		{"IT elided article on a letterhead line", "Spett.le Ditta\nVia dell'Artigianato 5\n20100 Milano", []string{"STREET_ADDRESS:Via dell'Artigianato 5", "POSTAL_CODE:20100", "LOCATION:Milano"}},
		{"IT province code in brackets", "Via Roma 10, 50127 Firenze (FI)", []string{"STREET_ADDRESS:Via Roma 10", "POSTAL_CODE:50127", "LOCATION:Firenze", "LOCATION:FI"}},
		{"IT province code in a letterhead", "Ospedale San Giovanni Bosco, Via Aosta 5, 10154 Torino (TO)\nTel.", []string{"STREET_ADDRESS:Via Aosta 5", "POSTAL_CODE:10154", "LOCATION:Torino", "LOCATION:TO"}},
		{"two capitals of no province", "Via Roma 10, 50127 Firenze (XY)", []string{"STREET_ADDRESS:Via Roma 10", "POSTAL_CODE:50127", "LOCATION:Firenze"}},
		{"bracket of no place", "Via Roma 10, 50127 Firenze (piano terra)", []string{"STREET_ADDRESS:Via Roma 10", "POSTAL_CODE:50127", "LOCATION:Firenze"}},
		{"GB unit on a road named after a park", "Northgate Logistics\nUnit 4, Trafford Park Road, Manchester M17 1HH\nTel", []string{"STREET_ADDRESS:Unit 4, Trafford Park Road", "LOCATION:Manchester", "POSTAL_CODE:M17 1HH"}},
		// a country letter before the postal code (CH-, A-, B-, L-, D-) is part
		// of the code, as postalAt reads it
		{"CH country prefix", "Adresse: Bahnhofstrasse 12, CH-8001 Zürich", []string{"STREET_ADDRESS:Bahnhofstrasse 12", "POSTAL_CODE:CH-8001", "LOCATION:Zürich"}},
		{"AT country prefix", "Mariahilfer Straße 45/12, A-1060 Wien", []string{"STREET_ADDRESS:Mariahilfer Straße 45/12", "POSTAL_CODE:A-1060", "LOCATION:Wien"}},
		{"BE country prefix", "Rue Neuve 3, B-1000 Bruxelles", []string{"STREET_ADDRESS:Rue Neuve 3", "POSTAL_CODE:B-1000", "LOCATION:Bruxelles"}},
		{"LU country prefix, number first", "12, rue de la Gare, L-1611 Luxembourg", []string{"STREET_ADDRESS:12, rue de la Gare", "POSTAL_CODE:L-1611", "LOCATION:Luxembourg"}},
		{"DE country prefix", "Hauptstraße 5, D-10115 Berlin", []string{"STREET_ADDRESS:Hauptstraße 5", "POSTAL_CODE:D-10115", "LOCATION:Berlin"}},
		{"a flat is no country prefix", "Av. Montiboli 188 A-6 03570 Villajoyosa", []string{"STREET_ADDRESS:Av. Montiboli 188"}},
		{"ES s/n with a prefixed postal code", "Hospital General de Segovia Carretera de Ávila, s/n E-40002 Segovia", []string{"STREET_ADDRESS:Carretera de Ávila, s/n", "POSTAL_CODE:E-40002", "LOCATION:Segovia"}},
		{"ES s/n with a postal code", "Avda. Carlos Haya, s/n, 29010 Málaga", []string{"STREET_ADDRESS:Avda. Carlos Haya, s/n", "POSTAL_CODE:29010", "LOCATION:Málaga"}},
		{"BE chaussée", "Chaussée de Louvain 212, 1210 Saint-Josse-ten-Noode", []string{"STREET_ADDRESS:Chaussée de Louvain 212", "POSTAL_CODE:1210", "LOCATION:Saint-Josse-ten-Noode"}},
		{"BE chaussée, number first", "12 chaussée de Charleroi, 1060 Saint-Gilles", []string{"STREET_ADDRESS:12 chaussée de Charleroi", "POSTAL_CODE:1060", "LOCATION:Saint-Gilles"}},
		{"BE drève", "Drève de Linkebeek 5, 1640 Rhode-Saint-Genèse", []string{"STREET_ADDRESS:Drève de Linkebeek 5", "POSTAL_CODE:1640", "LOCATION:Rhode-Saint-Genèse"}},
		{"LU Grand-Rue, number first", "14, Grand-Rue, L-9530 Wiltz", []string{"STREET_ADDRESS:14, Grand-Rue", "POSTAL_CODE:L-9530", "LOCATION:Wiltz"}},
		{"CH Grand-Rue", "Grand-Rue 14, 1260 Nyon", []string{"STREET_ADDRESS:Grand-Rue 14", "POSTAL_CODE:1260", "LOCATION:Nyon"}},
		// a Belgian letter box (boîte, bte) is the flat of the street line
		{"BE letter box", "Rue de la Station 14 bte 3, 5000 Namur", []string{"STREET_ADDRESS:Rue de la Station 14 bte 3", "POSTAL_CODE:5000", "LOCATION:Namur"}},
		{"BE letter box spelt out", "Avenue Louise 54 boîte 2, 1050 Ixelles", []string{"STREET_ADDRESS:Avenue Louise 54 boîte 2", "POSTAL_CODE:1050", "LOCATION:Ixelles"}},
		// Irish addresses: the county after "Co." is a place of its own, the
		// Eircode the postal code
		{"IE county and Eircode", "Address: 7 Mill Street, Dungarvan, Co. Waterford, X35 KT62", []string{"STREET_ADDRESS:7 Mill Street", "LOCATION:Dungarvan", "LOCATION:Co. Waterford", "POSTAL_CODE:X35 KT62"}},
		{"IE letterhead estate", "Murphy Plumbing Ltd\nUnit 4, Tuam Road Business Park, Galway H91 R2PK\nVAT", []string{"STREET_ADDRESS:Unit 4, Tuam Road Business Park", "LOCATION:Galway", "POSTAL_CODE:H91 R2PK"}},
		{"IE block with a Dublin district", "Ms Niamh Brennan\n14 Ashfield Park\nTerenure\nDublin 6W\nD6W Y8C2\n", []string{"STREET_ADDRESS:14 Ashfield Park", "LOCATION:Terenure", "LOCATION:Dublin 6W", "POSTAL_CODE:D6W Y8C2"}},
		{"IE block with a county line", "3 Church Street\nEnnis\nCo. Clare\nV95 H2X6\n", []string{"STREET_ADDRESS:3 Church Street", "LOCATION:Ennis", "LOCATION:Co. Clare", "POSTAL_CODE:V95 H2X6"}},
		// Australian addresses: the suburb, the state's abbreviation and the
		// four-digit postcode, the state a place of its own; a unit, a
		// level or a shop before the street line is the street's
		{"AU suburb, state, postcode", "Bill to:\n2/47 Mews Road, Fremantle WA 6160\nABN", []string{"STREET_ADDRESS:2/47 Mews Road", "LOCATION:Fremantle", "LOCATION:WA", "POSTAL_CODE:6160"}},
		{"AU unit and a suburb of two words", "Unit 6, 19 Sustainable Avenue, Bibra Lake WA 6163\n", []string{"STREET_ADDRESS:Unit 6, 19 Sustainable Avenue", "LOCATION:Bibra Lake", "LOCATION:WA", "POSTAL_CODE:6163"}},
		{"AU level and a three-letter state", "Level 3, 88 Stanley Street, Woolloongabba QLD 4102", []string{"STREET_ADDRESS:Level 3, 88 Stanley Street", "LOCATION:Woolloongabba", "LOCATION:QLD", "POSTAL_CODE:4102"}},
		{"AU state after a comma", "45 Collins Street, Melbourne, VIC 3000.", []string{"STREET_ADDRESS:45 Collins Street", "LOCATION:Melbourne", "LOCATION:VIC", "POSTAL_CODE:3000"}},
		{"AU territory's postcode with a 0", "PO Box 771, Darwin NT 0801", []string{"STREET_ADDRESS:PO Box 771", "LOCATION:Darwin", "LOCATION:NT", "POSTAL_CODE:0801"}},
		{"AU suburb and postcode, no state", "12 Latrobe Terrace, Paddington 4064\n", []string{"STREET_ADDRESS:12 Latrobe Terrace", "LOCATION:Paddington", "POSTAL_CODE:4064"}},
		{"AU postcode's shape after a US state is no ZIP", "45 Main Street, Seattle, WA 6160", []string{"STREET_ADDRESS:45 Main Street", "LOCATION:Seattle", "LOCATION:WA", "POSTAL_CODE:6160"}},
		{"a year after a town is no postcode", "I lived at 12 Baker Street, London 2019 to 2021.", []string{"STREET_ADDRESS:12 Baker Street"}},
		{"a 0 code after a state other than NT or ACT", "19 Stirling Street, Perth WA 0801", []string{"STREET_ADDRESS:19 Stirling Street"}},
		{"US state written out", "Premises: 15 Elm Court, Unit 2, Cambridge, Massachusetts 02139", []string{"STREET_ADDRESS:15 Elm Court, Unit 2", "LOCATION:Cambridge", "LOCATION:Massachusetts", "POSTAL_CODE:02139"}},
		{"US state of two words", "at 210 Main Street, Albany, New York 12207.", []string{"STREET_ADDRESS:210 Main Street", "LOCATION:Albany", "LOCATION:New York", "POSTAL_CODE:12207"}},
		{"GB block, town with upon", "Ms Chloe Adeyemi\nFlat 14, Marlowe House\n62 Clarence Street\nKingston upon Thames\nKT1 1NP\n\n12 May 2025", []string{"STREET_ADDRESS:62 Clarence Street", "LOCATION:Kingston upon Thames", "POSTAL_CODE:KT1 1NP"}},
		{"GB block in a quoted mail", "> Please send it to:\n> 17 Lichfield Road\n> Sutton Coldfield\n> B74 2NT\n>", []string{"STREET_ADDRESS:17 Lichfield Road", "LOCATION:Sutton Coldfield", "POSTAL_CODE:B74 2NT"}},
		{"IE block in a quoted mail", "> 3 Church Street\n> Ennis\n> Co. Clare\n> V95 H2X6\n", []string{"STREET_ADDRESS:3 Church Street", "LOCATION:Ennis", "LOCATION:Co. Clare", "POSTAL_CODE:V95 H2X6"}},
		{"GB county before the postcode", "My address is 12 Station Road, Hitchin, Hertfordshire SG4 9UZ.", []string{"STREET_ADDRESS:12 Station Road", "LOCATION:Hitchin", "LOCATION:Hertfordshire", "POSTAL_CODE:SG4 9UZ"}},
		{"GB county of two words", "Send to 27 Wellington Road, Manchester, Greater Manchester, M14 6EX please.", []string{"STREET_ADDRESS:27 Wellington Road", "LOCATION:Manchester", "LOCATION:Greater Manchester", "POSTAL_CODE:M14 6EX"}},
		{"GB village and post town", "He lives at 5 The Green, Bourton-on-the-Water, Cheltenham GL54 2AB.", []string{"STREET_ADDRESS:5 The Green", "LOCATION:Bourton-on-the-Water", "LOCATION:Cheltenham", "POSTAL_CODE:GL54 2AB"}},
		// numbered US streets, a dotted direction before the name
		{"US numbered street", "Mailing: Apt 4B, 225 E 57th St, New York, NY 10022", []string{"STREET_ADDRESS:Apt 4B, 225 E 57th St", "LOCATION:New York", "LOCATION:NY", "POSTAL_CODE:10022"}},
		{"US numbered avenue", "Our store is at 350 5th Avenue, New York.", []string{"STREET_ADDRESS:350 5th Avenue", "LOCATION:New York"}},
		{"US unit after a number sign", "Ship to: 1550 Wynkoop St #400, Denver CO 80202", []string{"STREET_ADDRESS:1550 Wynkoop St #400", "LOCATION:Denver", "LOCATION:CO", "POSTAL_CODE:80202"}},
		{"US unit with a number sign", "Home: 88 Pine Ridge Rd, Unit #12, Asheville NC 28805", []string{"STREET_ADDRESS:88 Pine Ridge Rd, Unit #12", "LOCATION:Asheville", "LOCATION:NC", "POSTAL_CODE:28805"}},
		{"US dotted direction", "He lives at 4471 N. Lincoln Ave, Chicago.", []string{"STREET_ADDRESS:4471 N. Lincoln Ave", "LOCATION:Chicago"}},
		{"IE unit and development without a number", "Address: Apt 3, The Maltings, Bray, Co. Wicklow A98 X2Y3", []string{"STREET_ADDRESS:Apt 3, The Maltings", "LOCATION:Bray", "LOCATION:Co. Wicklow", "POSTAL_CODE:A98 X2Y3"}},
		{"IE letterhead, practice before the street", "Dr. Fiona Kelleher\nRiverside Medical Centre, Main Street, Castlebar, Co. Mayo F23 XK76\nPhone", []string{"STREET_ADDRESS:Main Street", "LOCATION:Castlebar", "LOCATION:Co. Mayo", "POSTAL_CODE:F23 XK76"}},
		{"GB letterhead, firm before the street", "Hartley & Co Solicitors, Bridge Street, Chester CH1 1NQ", []string{"STREET_ADDRESS:Bridge Street", "LOCATION:Chester", "POSTAL_CODE:CH1 1NQ"}},
		{"IE Dublin district", "Address: 41 Ballymun Road, Dublin 9, D09 KF80", []string{"STREET_ADDRESS:41 Ballymun Road", "LOCATION:Dublin 9", "POSTAL_CODE:D09 KF80"}},
		{"IE town and Dublin district", "Dr. Aisling Moran\nUnit 7, Shangan Road, Ballymun, Dublin 9, D09 Y0X4\nTel", []string{"STREET_ADDRESS:Unit 7, Shangan Road", "LOCATION:Ballymun", "LOCATION:Dublin 9", "POSTAL_CODE:D09 Y0X4"}},
		{"IE street without keyword", "Bill to: 22 The Paddocks, Naas, Co. Kildare W91 D2F8", []string{"STREET_ADDRESS:22 The Paddocks", "LOCATION:Naas", "LOCATION:Co. Kildare", "POSTAL_CODE:W91 D2F8"}},
		// a British street without keyword, confirmed by its town and postcode
		{"GB street without keyword", "Address: 18 Kingsway, Leicester LE3 2PL", []string{"STREET_ADDRESS:18 Kingsway", "LOCATION:Leicester", "POSTAL_CODE:LE3 2PL"}},
		{"GB Welsh street", "Tenancy at 41 Heol y Deri, Cardiff CF14 6HF", []string{"STREET_ADDRESS:41 Heol y Deri", "LOCATION:Cardiff", "POSTAL_CODE:CF14 6HF"}},
		{"SK an invoice's two columns, the address on the left", "Odberateľ:                          Platobné údaje:\nLadislav Ondrejka                   Dátum vyhotovenia:   12.05.2025\nMedvedzie 412                       Dátum dodania:       09.05.2025\n027 44 Tvrdošín                     Dátum splatnosti:    26.05.2025\n",
			[]string{"STREET_ADDRESS:Medvedzie 412", "POSTAL_CODE:027 44", "LOCATION:Tvrdošín"}},
		// a form's label of the street and its number
		{"SK street and number field", "Trvalý pobyt – ulica, č.: Hospodárska 52\nPSČ, obec:                917 01 Trnava", []string{"STREET_ADDRESS:Hospodárska 52", "POSTAL_CODE:917 01"}},
		{"CS street and number field", "Ulice a č. p.: Dlouhá 15\nPSČ a obec: 602 00 Brno", []string{"STREET_ADDRESS:Dlouhá 15", "POSTAL_CODE:602 00"}},
		{"PL street and number field", "Ulica i nr domu: Długa 5/3\nKod pocztowy: 00-238", []string{"STREET_ADDRESS:Długa 5/3", "POSTAL_CODE:00-238"}},
		{"a street in a sentence's label is no field", "Parking on the street: 2 hours", nil},
		{"CS street and both numbers field", "Ulice, č. p./č. o.: Dlouhá 1520/15\nPSČ a obec: 602 00 Brno", []string{"STREET_ADDRESS:Dlouhá 1520/15", "POSTAL_CODE:602 00"}},
		{"PL street, house and flat field", "Ulica, nr domu/lokalu: Długa 5/3\nKod pocztowy: 00-238", []string{"STREET_ADDRESS:Długa 5/3", "POSTAL_CODE:00-238"}},
		{"DE street and Hausnr. field", "Straße, Hausnr.: Am Hang 12", []string{"STREET_ADDRESS:Am Hang 12"}},
		{"IT a sending via PEC is no street", "Inviata via PEC, protocollo n.: 45871", nil},
		{"EN a payment via BACS is no street", "Refund issued via BACS, reference number: 77120045", nil},
		{"EN a newspaper's name is no street", "Wall Street Journal subscription number: 88213374", nil},
		// a form's numbered label, a qualifier before "address"
		{"IE numbered address label", "1.5  Surname:     KEHOE\n1.6  Address:     12 Ard na Gréine\n", []string{"STREET_ADDRESS:12 Ard na Gréine"}},
		{"EN employer's address label", "3.2  Employer's address:   Unit 7, 14 Kingsway, Leicester\n3.3  Job:", []string{"STREET_ADDRESS:Unit 7, 14 Kingsway", "LOCATION:Leicester"}},
		{"EN an IP address is no street", "IP address: 192.168.1.14", nil},
		{"EN a speech is no address", "Annual Report 2024\nChairman's address: 2024 results and outlook", nil},
		{"EN let's address", "Hi team,\nLet's address: 2 open points before Friday.", nil},
		{"EN street name and number field", "Application form\nStreet name and number: 14 Kingsway\nPostcode: LE3 2PL", []string{"STREET_ADDRESS:14 Kingsway", "POSTAL_CODE:LE3 2PL"}},
		{"DE Straße und Hausnummer field", "Straße und Hausnummer: Am Hang 12", []string{"STREET_ADDRESS:Am Hang 12"}},
		{"IT via e numero civico field", "Via e numero civico: Roma 12", []string{"STREET_ADDRESS:Roma 12"}},
		{"PL street, house and flat field", "Ulica, nr domu, nr mieszkania: Długa 5/3", []string{"STREET_ADDRESS:Długa 5/3"}},
		// the next field of the line ends the value; dot leaders before the colon
		{"ES field with its number and floor fields", "Domicilio: Calle Mayor   Nº: 5   Piso: 3º   C.P.: 28013", []string{"STREET_ADDRESS:Calle Mayor   Nº: 5   Piso: 3º", "POSTAL_CODE:28013"}},
		{"CS field with its number field", "Adresa: Husova   č.p.: 12   PSČ: 602 00", []string{"STREET_ADDRESS:Husova   č.p.: 12", "POSTAL_CODE:602 00"}},
		{"ES field with other fields on its line", "Domicilio: CALLE DE CUBA 47, 3º-8   Localidad: VALÈNCIA   C.P.: 46006", []string{"STREET_ADDRESS:CALLE DE CUBA 47, 3º-8", "POSTAL_CODE:46006"}},
		{"EN field, a street without keyword and its town before the next field", "Address: 42 Marlborough Park South, BELFAST  Postcode: BT9 6HS\nMobile:", []string{"STREET_ADDRESS:42 Marlborough Park South", "LOCATION:BELFAST", "POSTAL_CODE:BT9 6HS"}},
		{"FR dot leaders", "   Adresse ................. : 27 RUE DE L'ÉPEULE, BÂT. C, APPT 12\n", []string{"STREET_ADDRESS:27 RUE DE L'ÉPEULE, BÂT. C, APPT 12"}},
		{"IE Irish street in a block", "Ms Síle Breathnach\n27 Ard na Gréine\nKnocknacarra\nGalway H91 C6W2\n\n28 November 2025", []string{"STREET_ADDRESS:27 Ard na Gréine", "LOCATION:Knocknacarra", "LOCATION:Galway", "POSTAL_CODE:H91 C6W2"}},
		{"IE Irish street before a comma", "Tenancy at 9 Bóthar na Trá, Galway H91 X2Y3", []string{"STREET_ADDRESS:9 Bóthar na Trá", "LOCATION:Galway", "POSTAL_CODE:H91 X2Y3"}},
		// Latin America: a Mexican colonia (the name is the place), side of
		// the street and state; Argentina's CPA; a colonia in lower case
		{"MX colonia and state", "Av. Constitución 2050 Pte., piso 7, Col. Obispado, 64060 Monterrey, N.L.", []string{"STREET_ADDRESS:Av. Constitución 2050 Pte., piso 7", "LOCATION:Obispado", "POSTAL_CODE:64060", "LOCATION:Monterrey", "LOCATION:N.L."}},
		{"MX colonia in lower case", "mi domicilio: av. rubén darío 1187 int 4, col. providencia, 44630 guadalajara", []string{"STREET_ADDRESS:av. rubén darío 1187 int 4", "LOCATION:providencia", "POSTAL_CODE:44630", "LOCATION:guadalajara"}},
		{"AR CPA", "Bv. Oroño 2318, 4.º \"C\", S2000DSR Rosario, Santa Fe", []string{"STREET_ADDRESS:Bv. Oroño 2318, 4.º \"C\"", "POSTAL_CODE:S2000DSR", "LOCATION:Rosario"}},
		{"MX state after the town", "Calz. Independencia 1200, 44270 Guadalajara, Jal.", []string{"STREET_ADDRESS:Calz. Independencia 1200", "POSTAL_CODE:44270", "LOCATION:Guadalajara", "LOCATION:Jal."}},
		{"CO plate and six digits", "Cra. 7 # 71-21, 110231 Bogotá D.C.", []string{"STREET_ADDRESS:Cra. 7 # 71-21", "POSTAL_CODE:110231", "LOCATION:Bogotá"}},
		{"CO plate after N.º", "Calle 72 N.º 10-07, Bogotá", []string{"STREET_ADDRESS:Calle 72 N.º 10-07", "LOCATION:Bogotá"}},
		{"CL seven digits", "Av. Apoquindo 3000, piso 5, 7550000 Las Condes, Santiago", []string{"STREET_ADDRESS:Av. Apoquindo 3000, piso 5", "POSTAL_CODE:7550000", "LOCATION:Las Condes"}},
		{"MX C.P. and a town of three words", "Calz. de Tlalpan 1234, Col. Portales, C.P. 03300, Ciudad de México, CDMX", []string{"STREET_ADDRESS:Calz. de Tlalpan 1234", "LOCATION:Portales", "POSTAL_CODE:03300", "LOCATION:Ciudad de México", "LOCATION:CDMX"}},
		// a locality and its post town, each a place; a Canadian block
		// without a country in parts like a British one
		{"GB locality and post town in a field", "Address: 27 Hinckley Road, Leicester Forest East, Leicester", []string{"STREET_ADDRESS:27 Hinckley Road", "LOCATION:Leicester Forest East", "LOCATION:Leicester"}},
		{"GB locality and post town in a sentence", "We moved to 4 Mill Lane, Hackney, London.", []string{"STREET_ADDRESS:4 Mill Lane", "LOCATION:Hackney", "LOCATION:London"}},
		{"CA block, the province and postcode on the town's line", "Send to:\n88 Ashurst Crescent\nBrampton, Ontario L6Y 4R2\n", []string{"STREET_ADDRESS:88 Ashurst Crescent", "LOCATION:Brampton", "LOCATION:Ontario", "POSTAL_CODE:L6Y 4R2"}},
		{"US Pl in an address field", "Address: 3417 W Moncrieff Pl, Denver, CO 80211\nPhone: 720-555-0263", []string{"STREET_ADDRESS:3417 W Moncrieff Pl", "LOCATION:Denver", "LOCATION:CO", "POSTAL_CODE:80211"}},
		{"GB town in a field after a trail keyword", "Address:                  18 Penylan Road, Cardiff\nPostcode:                 CF23 5HW", []string{"STREET_ADDRESS:18 Penylan Road", "LOCATION:Cardiff", "POSTAL_CODE:CF23 5HW"}},
		{"GB flat on the line before the street", "Mail to:\nFlat 2\n10 Baker Street\nLondon\nNW1 6XE\n", []string{"STREET_ADDRESS:Flat 2\n10 Baker Street", "LOCATION:London", "POSTAL_CODE:NW1 6XE"}},
		{"a page number on the line before is no unit", "Page 2\n10 Baker Street\nLondon NW1 6XE\n", []string{"STREET_ADDRESS:10 Baker Street", "LOCATION:London", "POSTAL_CODE:NW1 6XE"}},
		{"a unit inside a sentence's line stays out", "See Flat 2\n10 Baker Street\nLondon NW1 6XE\n", []string{"STREET_ADDRESS:10 Baker Street", "LOCATION:London", "POSTAL_CODE:NW1 6XE"}},
		{"a field's street without a number and its town", "Address: Barrack Road, Exeter\nRef. 7", []string{"STREET_ADDRESS:Barrack Road", "LOCATION:Exeter"}},
		{"a field's street without a number, town and county", "Address: Barrack Road, Exeter, Devon\nRef. 7", []string{"STREET_ADDRESS:Barrack Road", "LOCATION:Exeter", "LOCATION:Devon"}},
		{"DE street without a number, then code and town", "Treffpunkt: Lindenweg, 12345 Musterstadt", []string{"STREET_ADDRESS:Lindenweg", "POSTAL_CODE:12345", "LOCATION:Musterstadt"}},
		{"IT code starting with 0 after a street without a number", "Sede: Via Garibaldi, 00184 Roma", []string{"STREET_ADDRESS:Via Garibaldi", "POSTAL_CODE:00184", "LOCATION:Roma"}},
		{"ES house number after a comma stays", "Calle Mayor, 23", []string{"STREET_ADDRESS:Calle Mayor, 23"}},
		{"a field's numbered street without keyword and its places", "Address: 14 Kingsway, Leicester Forest East, Leicester", []string{"STREET_ADDRESS:14 Kingsway", "LOCATION:Leicester Forest East", "LOCATION:Leicester"}},
		{"a field's date is no street", "Address: 14 March, Leicester", []string{"STREET_ADDRESS:14 March, Leicester"}},
		{"a person after the town is no second place", "Hauptstraße 5, Berlin, Peter Schmidt", []string{"STREET_ADDRESS:Hauptstraße 5"}},
		// a street without a number after a label, before its town and
		// postcode; a Welsh street type before the name
		{"GB unnumbered street after a label", "Clubhouse: Gooding Avenue, Leicester LE3 1JS", []string{"STREET_ADDRESS:Gooding Avenue", "LOCATION:Leicester", "POSTAL_CODE:LE3 1JS"}},
		{"GB Welsh street type", "Ffordd Bersham, Wrecsam LL13 7UH\nTel", []string{"STREET_ADDRESS:Ffordd Bersham", "LOCATION:Wrecsam", "POSTAL_CODE:LL13 7UH"}},
		{"a Welsh street type alone is no street", "Office: Ffordd, Wrecsam LL13 7UH", []string{"POSTAL_CODE:LL13 7UH"}},
		{"a long label is no address label", "The match was moved on Saturday to: Gooding Avenue, Leicester LE3 1JS", []string{"POSTAL_CODE:LE3 1JS"}},
		// Luxembourg, Belgian, French and Swiss postal codes with their
		// country's letter; a street named by its type alone
		{"LU number, comma, Esplanade", "15, Esplanade · L-5533 Remich · Luxembourg", []string{"STREET_ADDRESS:15, Esplanade", "POSTAL_CODE:L-5533", "LOCATION:Remich"}},
		{"LU rue with a comma", "2, rue du Fort Bourbon, L-1249 Luxembourg", []string{"STREET_ADDRESS:2, rue du Fort Bourbon", "POSTAL_CODE:L-1249", "LOCATION:Luxembourg"}},
		{"BE prefixed code", "Siège : 12 rue de la Loi, B-1000 Bruxelles", []string{"STREET_ADDRESS:12 rue de la Loi", "POSTAL_CODE:B-1000", "LOCATION:Bruxelles"}},
		{"FR prefixed code", "3 rue de Rivoli, F-75001 Paris", []string{"STREET_ADDRESS:3 rue de Rivoli", "POSTAL_CODE:F-75001", "LOCATION:Paris"}},
		{"CH prefixed code", "Bahnhofstrasse 10\nCH-8001 Zürich", []string{"STREET_ADDRESS:Bahnhofstrasse 10", "POSTAL_CODE:CH-8001", "LOCATION:Zürich"}},
		{"CH Promenade alone", "Hotel Seehof\nPromenade 159 · 7260 Davos Dorf\n", []string{"STREET_ADDRESS:Promenade 159", "POSTAL_CODE:7260", "LOCATION:Davos Dorf"}},
		{"a street type alone without postal code", "Treffpunkt: Promenade 159, dann weiter", nil},
		{"Esplanade alone, no code", "Rendez-vous au 15, Esplanade du soir", nil},
		// an Austrian address in another language's text; a German
		// adjective before a one-word street; an Albanian street type
		{"AT Lände after an adjective, in Czech text", "Ubytování: Pension Donaublick, Obere Donaulände 15, 4020 Linz\nDoprava", []string{"STREET_ADDRESS:Obere Donaulände 15", "POSTAL_CODE:4020", "LOCATION:Linz"}},
		{"AT Lände apart", "Rossauer Lände 3, 1090 Wien", []string{"STREET_ADDRESS:Rossauer Lände 3", "POSTAL_CODE:1090", "LOCATION:Wien"}},
		{"AL Rruga", "Residenza (estero): Rruga Tregtare 22, 2001 Durrës, Albania", []string{"STREET_ADDRESS:Rruga Tregtare 22", "POSTAL_CODE:2001", "LOCATION:Durrës"}},
		{"NL code with its letters in Italian text", "Residenza estera: Keizersgracht 123, 1015 CJ Amsterdam, Paesi Bassi", []string{"STREET_ADDRESS:Keizersgracht 123", "POSTAL_CODE:1015 CJ", "LOCATION:Amsterdam"}},
		{"NL code on the next line", "Keizersgracht 123\n1015 CJ Amsterdam\n", []string{"STREET_ADDRESS:Keizersgracht 123", "POSTAL_CODE:1015 CJ", "LOCATION:Amsterdam"}},
		{"an adjective alone before a number is no street", "Die Obere 15, 4020 Linz", []string{"POSTAL_CODE:4020"}},
		// six digits after a street line without keyword are no postal code
		{"six digits without keyword", "Vinohradská 12, 110231 Praha", nil},
		// a sentence after the town is no state: "Ver." only after a comma
		{"ES town then a sentence", "Calle Mayor 5, 28013 Madrid. Ver condiciones.", []string{"STREET_ADDRESS:Calle Mayor 5", "POSTAL_CODE:28013", "LOCATION:Madrid"}},
		{"GB unit on an estate", "JOINERY LTD\nUnit 12, Millbrook Trading Estate, Sheffield S9 2RX\nTel:", []string{"STREET_ADDRESS:Unit 12, Millbrook Trading Estate", "LOCATION:Sheffield", "POSTAL_CODE:S9 2RX"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, e := range find(tc.text) {
				got = append(got, e.Type+":"+e.Text)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestPartsFollowTheAddressFilter: a filter for addresses keeps the parts; a
// filter for postal codes keeps the postal code alone.
func TestPartsFollowTheAddressFilter(t *testing.T) {
	text := "Adres: ul. Długa 5/3, 00-238 Warszawa"
	tests := []struct {
		types []string
		want  []string
	}{
		{[]string{"STREET_ADDRESS"}, []string{"STREET_ADDRESS:ul. Długa 5/3", "POSTAL_CODE:00-238", "LOCATION:Warszawa"}},
		{[]string{"POSTAL_CODE"}, []string{"POSTAL_CODE:00-238"}},
		{[]string{"LOCATION"}, []string{"LOCATION:Warszawa"}},
		{[]string{"EMAIL_ADDRESS"}, nil},
	}
	eng := detect.New(All()...)
	for _, tc := range tests {
		types := map[string]bool{}
		for _, ty := range tc.types {
			types[ty] = true
		}
		var got []string
		for _, e := range eng.Detect(text, detect.Options{Threshold: 0.3, Types: types}) {
			got = append(got, e.Type+":"+e.Text)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%v: got %q, want %q", tc.types, got, tc.want)
		}
	}
}
