package address

import (
	"slices"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// findLang is find with a language hint.
func findLang(text, lang string) []string { return findLangAt(text, lang, 0.3) }

// findLangAt is what the recognizers find in text of language lang at a
// threshold, as "TYPE:text".
func findLangAt(text, lang string, threshold float64) []string {
	var got []string
	for _, e := range detect.New(All()...).Detect(text, detect.Options{Threshold: threshold, Lang: lang}) {
		got = append(got, e.Type+":"+e.Text)
	}
	return got
}

// TestAddressVariants: house numbers with a suffix, a comma between the
// number and a number-first keyword, and the other forms customers write,
// each reported in parts (street line, postal code, town).
func TestAddressVariants(t *testing.T) {
	tests := []struct {
		name, lang, text string
		want             []string // TYPE:text in order
	}{
		// a suffix word or a letter after the house number
		{"FR bis number first", "fr", "J'habite 5 bis avenue Jean Jaurès, 69007 Lyon.",
			[]string{"STREET_ADDRESS:5 bis avenue Jean Jaurès", "POSTAL_CODE:69007", "LOCATION:Lyon"}},
		{"FR ter without comma before the code", "fr", "Merci d'envoyer le colis au 14 ter rue des Lilas 33000 Bordeaux",
			[]string{"STREET_ADDRESS:14 ter rue des Lilas", "POSTAL_CODE:33000", "LOCATION:Bordeaux"}},
		{"FR quater in a signature", "fr", "Cordialement,\nMarie Dupont\n8 quater allée des Tilleuls\n44000 Nantes",
			[]string{"STREET_ADDRESS:8 quater allée des Tilleuls", "POSTAL_CODE:44000", "LOCATION:Nantes"}},
		{"FR letter apart before the keyword", "fr", "Rendez-vous 12 B rue Victor Hugo, 59000 Lille",
			[]string{"STREET_ADDRESS:12 B rue Victor Hugo", "POSTAL_CODE:59000", "LOCATION:Lille"}},
		// a two-column letterhead: each street line above its code and town
		{"CS two columns", "cs", "Na Petřinách 1894/52                        Průmyslová 1120/7\n162 00 Praha 6                              272 01 Kladno",
			[]string{"STREET_ADDRESS:Na Petřinách 1894/52", "STREET_ADDRESS:Průmyslová 1120/7", "POSTAL_CODE:162 00", "LOCATION:Praha 6", "POSTAL_CODE:272 01"}}, // (Kladno: the name tagger)
		// a Colombian plate after "n.º" in lower case
		{"CO plate after n.º", "es", "Calle 84 n.º 46-21, apartamento 302\nBarranquilla",
			[]string{"STREET_ADDRESS:Calle 84 n.º 46-21, apartamento 302"}},
		// an address field: the street's own number is no house number,
		// the plate may carry a quadrant or a letter
		{"CO field, plate", "es", "Dirección: Calle 63 # 9-28, Bogotá",
			[]string{"STREET_ADDRESS:Calle 63 # 9-28", "LOCATION:Bogotá"}},
		{"CO field, plate with its quadrant", "es", "Dirección: Carrera 43A # 18 Sur-135, apartamento 1104, Medellín\nCelular: 314 782 6630",
			[]string{"STREET_ADDRESS:Carrera 43A # 18 Sur-135, apartamento 1104", "LOCATION:Medellín"}},
		{"CO plate with its letter", "es", "Vivo en Calle 5 # 18A-35, Cali", []string{"STREET_ADDRESS:Calle 5 # 18A-35", "LOCATION:Cali"}},
		{"CO plate with a spaced dash", "es", "Vivo en la Carrera 7 # 32 - 16, Bogotá", []string{"STREET_ADDRESS:Carrera 7 # 32 - 16", "LOCATION:Bogotá"}},
		{"CO quadrant after the street's own number", "es", "Vivo en la Calle 45 Sur # 12-34, Bogotá", []string{"STREET_ADDRESS:Calle 45 Sur # 12-34", "LOCATION:Bogotá"}},
		// a numbered street and its house number after a number sign (La Plata)
		{"AR numbered street, N.º", "es", "con domicilio en Calle 47 N.º 863, piso 4, dpto. B, La Plata, Buenos Aires, prestó servicios",
			[]string{"STREET_ADDRESS:Calle 47 N.º 863, piso 4, dpto. B"}},
		// a street named again without its keyword keeps its unit
		{"MX repeated street with its unit", "es", "Asunto: RE: Renovación de contrato – Amores 1412, depto. 302\n\n> el departamento de Calle Amores 1412, depto. 302 vence el 30 de noviembre",
			[]string{"STREET_ADDRESS:Amores 1412, depto. 302", "STREET_ADDRESS:Calle Amores 1412, depto. 302"}},
		// an Irish estate's street
		{"IE View street", "en", "cc: Mr Cathal Ó Súilleabháin, 14 Inniscarra View, Ballincollig",
			[]string{"STREET_ADDRESS:14 Inniscarra View", "LOCATION:Ballincollig"}},
		// columns apart by tabs: no building number read across the tab
		{"CS two columns apart by tabs", "cs", "Hlavní 5\tPrůmyslová 1120/7\n110 00 Praha\t272 01 Kladno",
			[]string{"STREET_ADDRESS:Hlavní 5", "STREET_ADDRESS:Průmyslová 1120/7", "POSTAL_CODE:110 00", "LOCATION:Praha", "POSTAL_CODE:272 01"}},
		// a box ticked before the address
		{"EN box ticked before the address", "en", "Address: [X] 14 Kingsway, Leicester Forest East, Leicester",
			[]string{"STREET_ADDRESS:14 Kingsway", "LOCATION:Leicester Forest East", "LOCATION:Leicester"}},
		// a Slovak street line before a town of two words
		{"SK street before a two-word town", "sk", "odoslaný (VLD, Tajovského 14, Banská Bystrica) pre bolesti",
			[]string{"STREET_ADDRESS:Tajovského 14", "LOCATION:Banská Bystrica"}},
		{"DE letter apart", "de", "Neue Adresse: Lindenallee 7 B, 50968 Köln",
			[]string{"STREET_ADDRESS:Lindenallee 7 B", "POSTAL_CODE:50968", "LOCATION:Köln"}},
		{"ES bis", "es", "Calle Mayor 5 bis, 28013 Madrid",
			[]string{"STREET_ADDRESS:Calle Mayor 5 bis", "POSTAL_CODE:28013", "LOCATION:Madrid"}},
		{"IT bis", "it", "Indirizzo: Via Verdi 12 bis, 20121 Milano",
			[]string{"STREET_ADDRESS:Via Verdi 12 bis", "POSTAL_CODE:20121", "LOCATION:Milano"}},
		{"IT ter", "it", "Via Po 5 ter, 10124 Torino",
			[]string{"STREET_ADDRESS:Via Po 5 ter", "POSTAL_CODE:10124", "LOCATION:Torino"}},
		// a comma between the number and a number-first keyword
		{"FR comma", "fr", "J'habite 5, avenue Jean Jaurès, 69007 Lyon.",
			[]string{"STREET_ADDRESS:5, avenue Jean Jaurès", "POSTAL_CODE:69007", "LOCATION:Lyon"}},
		{"FR bis and comma", "fr", "J'habite 5 bis, avenue Jean Jaurès, 69007 Lyon.",
			[]string{"STREET_ADDRESS:5 bis, avenue Jean Jaurès", "POSTAL_CODE:69007", "LOCATION:Lyon"}},
		// French street abbreviations after the number
		{"FR chem.", "fr", "Nouvelle adresse : 27 chem. des Vignes, 13100 Aix-en-Provence",
			[]string{"STREET_ADDRESS:27 chem. des Vignes", "POSTAL_CODE:13100", "LOCATION:Aix-en-Provence"}},
		{"FR imp.", "fr", "Envoyez-le au 4 imp. du Moulin, 35000 Rennes",
			[]string{"STREET_ADDRESS:4 imp. du Moulin", "POSTAL_CODE:35000", "LOCATION:Rennes"}},
		// a French floor, a Spanish door or floor word after the ordinal
		{"FR floor after a building", "fr", "Livraison : 40 rue de la République, bât. B, 3e étage, 69002 Lyon",
			[]string{"STREET_ADDRESS:40 rue de la République, bât. B, 3e étage", "POSTAL_CODE:69002", "LOCATION:Lyon"}},
		{"FR floor 1er", "fr", "12 rue Pasteur, 1er étage, 67000 Strasbourg",
			[]string{"STREET_ADDRESS:12 rue Pasteur, 1er étage", "POSTAL_CODE:67000", "LOCATION:Strasbourg"}},
		{"ES izq.", "es", "Enviar a Calle Alcalá, 45, 2º izq., 28014 Madrid",
			[]string{"STREET_ADDRESS:Calle Alcalá, 45, 2º izq.", "POSTAL_CODE:28014", "LOCATION:Madrid"}},
		{"ES dcha before a town", "es", "C/ Gran Vía 28, 5º dcha, Madrid",
			[]string{"STREET_ADDRESS:C/ Gran Vía 28, 5º dcha", "LOCATION:Madrid"}},
		{"ES planta", "es", "Avenida Diagonal 640, 6ª planta, 08017 Barcelona",
			[]string{"STREET_ADDRESS:Avenida Diagonal 640, 6ª planta", "POSTAL_CODE:08017", "LOCATION:Barcelona"}},
		// an Austrian staircase and door
		{"AT staircase and door", "de", "Meine Adresse: Mariahilfer Straße 45/3/12, 1060 Wien",
			[]string{"STREET_ADDRESS:Mariahilfer Straße 45/3/12", "POSTAL_CODE:1060", "LOCATION:Wien"}},
		// a unit before the street line in running text
		{"GB flat in prose", "en", "My address is Flat 3, 15 Kings Road, Brighton BN1 2HJ",
			[]string{"STREET_ADDRESS:Flat 3, 15 Kings Road", "LOCATION:Brighton", "POSTAL_CODE:BN1 2HJ"}},
		{"GB unit after a label", "en", "Address: Unit 7, 20 Mill Lane, Leeds LS1 1AA",
			[]string{"STREET_ADDRESS:Unit 7, 20 Mill Lane", "LOCATION:Leeds", "POSTAL_CODE:LS1 1AA"}},
		{"GB flat's floor and position on a form", "en", "Name: Ross\nAddress: Flat 2/1, 36 Byres Road, Glasgow\nPostcode: G12 8AA",
			[]string{"STREET_ADDRESS:Flat 2/1, 36 Byres Road", "LOCATION:Glasgow", "POSTAL_CODE:G12 8AA"}},
		{"GB apartment in a request", "en", "Please send it to Apt 3, 15 Kings Road, Brighton BN1 2HJ",
			[]string{"STREET_ADDRESS:Apt 3, 15 Kings Road", "LOCATION:Brighton", "POSTAL_CODE:BN1 2HJ"}},
		// Italian keywords abbreviated with a dot inside
		{"IT P.za", "it", "Spedire a P.za Duomo 3, 50122 Firenze",
			[]string{"STREET_ADDRESS:P.za Duomo 3", "POSTAL_CODE:50122", "LOCATION:Firenze"}},
		{"IT V.le with a staircase", "it", "Cordiali saluti,\nLuca Rossi\nV.le Europa 22, scala B\n00144 Roma",
			[]string{"STREET_ADDRESS:V.le Europa 22, scala B", "POSTAL_CODE:00144", "LOCATION:Roma"}},
		{"IT C.so", "it", "C.so Vittorio Emanuele 45, 10123 Torino",
			[]string{"STREET_ADDRESS:C.so Vittorio Emanuele 45", "POSTAL_CODE:10123", "LOCATION:Torino"}},
		// PO boxes
		{"PL skrytka pocztowa", "pl", "Skrytka pocztowa 12, 80-001 Gdańsk",
			[]string{"STREET_ADDRESS:Skrytka pocztowa 12", "POSTAL_CODE:80-001", "LOCATION:Gdańsk"}},
		{"CS P. O. Box", "cs", "P. O. Box 45, 110 01 Praha 1",
			[]string{"STREET_ADDRESS:P. O. Box 45", "POSTAL_CODE:110 01", "LOCATION:Praha 1"}},
		{"AT floor in Roman numerals, letterhead", "de", "Krenn Rechtsanwälte OG\nJoanneumring 6/III · 8010 Graz\nTel. 0316 814752",
			[]string{"STREET_ADDRESS:Joanneumring 6/III", "POSTAL_CODE:8010", "LOCATION:Graz"}},
		{"AT not a Roman floor", "de", "Kaiserstraße 12/IIIa, 8010 Graz",
			[]string{"STREET_ADDRESS:Kaiserstraße 12", "POSTAL_CODE:8010"}},
		{"FR a level before a comma", "fr", "Le véhicule est au parking Indigo niveau -2, boulevard Voltaire.", nil},
		{"FR a time before a comma", "fr", "excès de vitesse constaté le 2 octobre 2026 à 18 h 12, route de Ferney, au Grand-Saconnex", nil},
		{"FR number-first with a comma", "fr", "Écrire au 12, route de Ferney, 1218 Le Grand-Saconnex",
			[]string{"STREET_ADDRESS:12, route de Ferney", "POSTAL_CODE:1218", "LOCATION:Le Grand-Saconnex"}},
		{"CH case postale on its own line", "fr", "Service des contraventions\nChemin de la Gravière 5\nCase postale 104\n1211 Genève 8",
			[]string{"STREET_ADDRESS:Chemin de la Gravière 5", "STREET_ADDRESS:Case postale 104", "POSTAL_CODE:1211", "LOCATION:Genève 8"}},
		{"IT casella postale", "it", "Casella postale 12, 20100 Milano",
			[]string{"STREET_ADDRESS:Casella postale 12", "POSTAL_CODE:20100", "LOCATION:Milano"}},
		{"ES apartado still a box", "es", "Apartado 45, 28080 Madrid",
			[]string{"STREET_ADDRESS:Apartado 45", "POSTAL_CODE:28080", "LOCATION:Madrid"}},
		{"PL street named Pocztowa", "pl", "ul. Pocztowa 12, 80-001 Gdańsk",
			[]string{"STREET_ADDRESS:ul. Pocztowa 12", "POSTAL_CODE:80-001", "LOCATION:Gdańsk"}},
		{"GB flat alone after a cue", "en", "My address is Flat 3", []string{"STREET_ADDRESS:Flat 3"}},
		// a German PO box in pairs of digits
		{"DE Postfach in pairs", "de", "Postanschrift: Postfach 10 02 03, 20095 Hamburg",
			[]string{"STREET_ADDRESS:Postfach 10 02 03", "POSTAL_CODE:20095", "LOCATION:Hamburg"}},
		// a Prague district's name after its number
		{"CZ district name", "cs", "Husova 240/5, 110 00 Praha 1 - Staré Město",
			[]string{"STREET_ADDRESS:Husova 240/5", "POSTAL_CODE:110 00", "LOCATION:Praha 1", "LOCATION:Staré Město"}},
		{"CZ district name with an en dash", "cs", "Adresa: Plzeňská 12, 150 00 Praha 5 – Smíchov\nTel.",
			[]string{"STREET_ADDRESS:Plzeňská 12", "POSTAL_CODE:150 00", "LOCATION:Praha 5", "LOCATION:Smíchov"}},
		// a Slovak or Czech street of an adjective and a noun in lower case
		{"SK adjective and noun", "sk", "Mlynské nivy 5/A, 821 09 Bratislava 2",
			[]string{"STREET_ADDRESS:Mlynské nivy 5/A", "POSTAL_CODE:821 09", "LOCATION:Bratislava 2"}},
		// a street named after a group, in the genitive plural
		{"CS genitive plural", "cs", "Adresa trvalého pobytu:    Dukelských hrdinů 36, 170 00 Praha 7 – Holešovice\nDoručovací adresa: stejná",
			[]string{"STREET_ADDRESS:Dukelských hrdinů 36", "POSTAL_CODE:170 00", "LOCATION:Praha 7", "LOCATION:Holešovice"}},
		{"SK genitive plural", "sk", "Slovenských partizánov 5, 811 01 Bratislava",
			[]string{"STREET_ADDRESS:Slovenských partizánov 5", "POSTAL_CODE:811 01", "LOCATION:Bratislava"}},
		{"CS genitive plural without a postal code is no street", "cs", "V roce 1968 bylo Dukelských hrdinů 36 a dalších.", nil},
		// "n." and "piano" are no address's words alone
		{"IT a sending via PEC is no street", "it", "Documento trasmesso via PEC n. 3 del 12/03/2024.", nil},
		{"EN a piano is no unit", "en", "We sold 3 Yamaha piano 2 weeks ago.", nil},
		// a village without streets, named with "nad" or "pod"
		{"CS village with nad", "cs", "Bydliště:          Lučany nad Nisou 215, 468 71 Lučany nad Nisou\nTelefon:",
			[]string{"STREET_ADDRESS:Lučany nad Nisou 215", "POSTAL_CODE:468 71", "LOCATION:Lučany nad Nisou"}},
		{"CZ adjective and noun in a signature", "cs", "S pozdravem\nPetr Svoboda\nKarlovy lázně 3\n110 00 Praha 1",
			[]string{"STREET_ADDRESS:Karlovy lázně 3", "POSTAL_CODE:110 00", "LOCATION:Praha 1"}},
		// a square named by an adjective before náměstí, námestie
		{"CZ adjective before náměstí", "cs", "Staroměstské náměstí 1/3, 110 00 Praha 1",
			[]string{"STREET_ADDRESS:Staroměstské náměstí 1/3", "POSTAL_CODE:110 00", "LOCATION:Praha 1"}},
		{"SK adjective before námestie", "sk", "Hviezdoslavovo námestie 7, 811 02 Bratislava",
			[]string{"STREET_ADDRESS:Hviezdoslavovo námestie 7", "POSTAL_CODE:811 02", "LOCATION:Bratislava"}},
		// a form's street field
		{"DE street field", "de", "Straße: Am Hang 12\nPLZ/Ort: 79098 Freiburg",
			[]string{"STREET_ADDRESS:Am Hang 12", "POSTAL_CODE:79098"}},
		// a range of house numbers
		{"DE range", "de", "Hauptstraße 5-7, 10115 Berlin",
			[]string{"STREET_ADDRESS:Hauptstraße 5-7", "POSTAL_CODE:10115", "LOCATION:Berlin"}},
		{"DE range with blanks", "de", "Wir liefern an Hauptstr. 5 - 7, 10115 Berlin.",
			[]string{"STREET_ADDRESS:Hauptstr. 5 - 7", "POSTAL_CODE:10115", "LOCATION:Berlin"}},
		{"ES range", "es", "Calle Mayor 10-12, 28013 Madrid",
			[]string{"STREET_ADDRESS:Calle Mayor 10-12", "POSTAL_CODE:28013", "LOCATION:Madrid"}},
		{"GB range number first", "en", "12-14 High Street, Oxford OX1 4AP",
			[]string{"STREET_ADDRESS:12-14 High Street", "LOCATION:Oxford", "POSTAL_CODE:OX1 4AP"}},
		{"DE a dash before the postal code is no range", "de", "Personal\nMühlenweg 3 - 48653 Coesfeld",
			[]string{"STREET_ADDRESS:Mühlenweg 3", "POSTAL_CODE:48653", "LOCATION:Coesfeld"}},
		// a street line without its number keeps the postal code apart
		{"FR street without number", "fr", "Adresse : avenue Jean Jaurès, 69007 Lyon",
			[]string{"STREET_ADDRESS:avenue Jean Jaurès", "POSTAL_CODE:69007", "LOCATION:Lyon"}},
		// a range with an en dash, glued or with blanks
		{"AT range with an en dash", "de", "Schadenabteilung Kfz\nHerrengasse 18–20\n8010 Graz\n\nGraz, am 23. November 2026",
			[]string{"STREET_ADDRESS:Herrengasse 18–20", "POSTAL_CODE:8010", "LOCATION:Graz"}},
		{"DE range with an en dash and blanks", "de", "Hauptstr. 5 – 7, 10115 Berlin",
			[]string{"STREET_ADDRESS:Hauptstr. 5 – 7", "POSTAL_CODE:10115", "LOCATION:Berlin"}},
		{"DE an en dash before the postal code is no range", "de", "Mühlenweg 3 – 48653 Coesfeld",
			[]string{"STREET_ADDRESS:Mühlenweg 3", "POSTAL_CODE:48653", "LOCATION:Coesfeld"}},
		// the code and town indented for an envelope's right-hand window
		{"CH indented code and town", "fr", "Madame\nClaire Dubois\nRue du Midi 4\n                                        1011 Lausanne\n\nLausanne, le 25 novembre 2026",
			[]string{"STREET_ADDRESS:Rue du Midi 4", "POSTAL_CODE:1011", "LOCATION:Lausanne"}},
		{"AT indented code and town", "de", "Herrn\n\t\t\tWiener Straße 118/2/14\n\t\t\t4020 Linz",
			[]string{"STREET_ADDRESS:Wiener Straße 118/2/14", "POSTAL_CODE:4020", "LOCATION:Linz"}},
		// Austrian staircase and door written out, after a slash or a comma
		{"AT Stiege and Top after slashes", "de", "Herrn\nMag. Stefan Gruber\nWiener Straße 118/Stiege 2/Top 14\n4020 Linz",
			[]string{"STREET_ADDRESS:Wiener Straße 118/Stiege 2/Top 14", "POSTAL_CODE:4020", "LOCATION:Linz"}},
		{"AT Stg. and Tür", "de", "Anschrift: Favoritenstraße 22/Stg. 3/Tür 7, 1100 Wien",
			[]string{"STREET_ADDRESS:Favoritenstraße 22/Stg. 3/Tür 7", "POSTAL_CODE:1100", "LOCATION:Wien"}},
		{"AT Stiege and Top after commas", "de", "Anschrift: Favoritenstraße 22, Stiege 3, Top 7, 1100 Wien",
			[]string{"STREET_ADDRESS:Favoritenstraße 22, Stiege 3, Top 7", "POSTAL_CODE:1100", "LOCATION:Wien"}},
		// a rank or title in lower case inside a Polish street's name
		{"PL ks.", "pl", "Adres: ul. ks. Jerzego Popiełuszki 12, 01-595 Warszawa",
			[]string{"STREET_ADDRESS:ul. ks. Jerzego Popiełuszki 12", "POSTAL_CODE:01-595", "LOCATION:Warszawa"}},
		{"PL gen.", "pl", "Adres: al. gen. Andersa 5, 00-159 Warszawa",
			[]string{"STREET_ADDRESS:al. gen. Andersa 5", "POSTAL_CODE:00-159", "LOCATION:Warszawa"}},
		// a chat's turn in lower case, the rest of the text capitalised:
		// the town in lower case, four digits after a comma
		{"PL town in lower case", "pl", "[18:19] Klient: ul. ks. Jałowego 9/3, 35-010 rzeszow. klucze odbieram 1 grudnia",
			[]string{"STREET_ADDRESS:ul. ks. Jałowego 9/3", "POSTAL_CODE:35-010", "LOCATION:rzeszow"}},
		{"AT chat turn in lower case", "de", "[14:01] Agentin: Wie lautet die neue Adresse?\n[14:02] max huber: neue adresse ist wiener strasse 118/2/14, 4020 linz",
			[]string{"STREET_ADDRESS:wiener strasse 118/2/14", "POSTAL_CODE:4020", "LOCATION:linz"}},
		{"CH chat turn, the town capitalised", "de", "[14:01] Agentin: Wie lautet die neue Adresse?\n[14:02] max huber: hauptstrasse 12, 8010 graz",
			[]string{"STREET_ADDRESS:hauptstrasse 12", "POSTAL_CODE:8010", "LOCATION:graz"}},
		{"DE year after a street's number", "de", "[14:01] Agentin: Seit wann?\n[14:02] max huber: hauptstrasse 12, 1990 gebaut und renoviert",
			[]string{"STREET_ADDRESS:hauptstrasse 12"}}, // no postal code nor town
		// the cue before a street is no part of its name
		{"DE cue before the street", "de", "Neue Adresse Wiener Straße 5, 4020 Linz",
			[]string{"STREET_ADDRESS:Wiener Straße 5", "POSTAL_CODE:4020", "LOCATION:Linz"}},
		// the town named before the street, the code alone after it
		{"IT code after the street", "it", "Alfa S.r.l., con sede in Napoli, Via Argine 310, 80147, in persona dell'amministratore",
			[]string{"STREET_ADDRESS:Via Argine 310", "POSTAL_CODE:80147"}}, // the town is the tagger's
		{"IT code ends the sentence", "it", "residente in Pozzuoli (NA), Via Campi Flegrei 74, 80078.",
			[]string{"STREET_ADDRESS:Via Campi Flegrei 74", "POSTAL_CODE:80078"}},
		{"IT an amount after the street", "it", "Via Roma 10, 12000 euro di danni",
			[]string{"STREET_ADDRESS:Via Roma 10"}},
		// a hard adjective before the street's type word
		{"CS Dlouhá třída", "cs", "Povinný: Karel Novák, bytem Dlouhá třída 1126/37, 736 01 Havířov",
			[]string{"STREET_ADDRESS:Dlouhá třída 1126/37", "POSTAL_CODE:736 01", "LOCATION:Havířov"}},
		{"SK Široká cesta", "sk", "Adresa: Široká cesta 8, 811 04 Bratislava",
			[]string{"STREET_ADDRESS:Široká cesta 8", "POSTAL_CODE:811 04", "LOCATION:Bratislava"}},
		// a flat's number after "č." (cs, sk)
		{"SK byt č.", "sk", "Pán\nNorbert Lukáč\nOkružná 1189/41, byt č. 16\n071 01 Michalovce",
			[]string{"STREET_ADDRESS:Okružná 1189/41, byt č. 16", "POSTAL_CODE:071 01", "LOCATION:Michalovce"}},
		{"CS byt č.", "cs", "Adresa: Dlouhá 12, byt č. 5, 110 00 Praha 1",
			[]string{"STREET_ADDRESS:Dlouhá 12, byt č. 5", "POSTAL_CODE:110 00", "LOCATION:Praha 1"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := findLang(tc.text, tc.lang); !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestNoAddressVariants: what the rules of TestAddressVariants must leave
// alone (no street line; a postal code the Postal recognizer finds alone
// may stay).
func TestNoAddressVariants(t *testing.T) {
	tests := []struct{ name, lang, text string }{
		{"FR chapter bis", "fr", "Voir le chapitre 5 bis du règlement."},
		{"FR article and paragraph", "fr", "Conformément à l'Article 12, alinéa 3, du contrat."},
		{"FR page and line", "fr", "Lisez page 5, ligne 3 du document."},
		{"FR version bis and a price", "fr", "La version 5 bis du logiciel coûte 12 euros."},
		{"IT letter before a town", "it", "Il bar è al numero 10 A Milano."},
		{"DE version and price", "de", "Version 12.3 B kostet 49,90 Euro."},
		{"FR floor alone", "fr", "Le bureau est au 3e étage, porte 5."},
		{"ES article and paragraph", "es", "Ver artículo 12, apartado 3 de la ley."},
		{"IT abbreviation after letters", "it", "Vedi tab.le Italia 5 del rapporto."},
		{"AT date-like number without keyword", "de", "Termin Montag 12/3/24, wie besprochen."},
		{"PL street named Pocztowa stays a street, no box", "pl", "Spotkanie nr 12 pocztowa sprawa."},
		{"initial P. O. of a name", "en", "Signed by P. Olsen 12 times."},
		{"DE pairs of digits without Postfach", "de", "Kundennummer 10 02 03, bitte angeben."},
		{"DE page range without keyword", "de", "Siehe Seite 86-104, 10115 Berlin"},
		{"PL postal shape is no range", "pl", "Kod: Warszawa 31-019, Polska"},
		{"DE street field without a number", "de", "Straße: gesperrt bis Montag"},
		{"CS lower-case noun without a postal code", "cs", "Objednal jsem Modré knihy 3 kusy."},
		{"DE lower-case noun outside cs and sk", "de", "Die Brünner nivy 5, 10115 Berlin"},
		{"ES ordinal without a street", "es", "Quedó 2º izq. en la clasificación, con 5 puntos."},
		{"DE Top and Stiege without a street", "de", "Wir sind am Top 5 der Liste, Stiege 2 ist gesperrt."},
		// a box without its number: the number after it is the postal code
		{"DE Postfach without its number", "de", "Kundendienst, Postfach, 8021 Zürich"},
		{"FR case postale without its number", "fr", "Groupe Mutuel, Case postale, 1919 Martigny"},
		// a column gap without a postal code below
		{"CS two columns without a code below", "cs", "Na Petřinách 1894/52                        Průmyslová\nIČO: 08473153"},
		// a form's ticked box is no address
		{"FR box ticked in an address field", "fr", "Adresse : [X] identique au parent 1"},
		{"FR box with a tick mark in an address field", "fr", "Adresse : [✓] identique au parent 1"},
		// columns whose lower cells are quantities or seasons, no codes
		{"DE two columns of quantities", "de", "Bohrmaschine Bosch 18      Akkuschrauber 12\n2500 Stück                 1200 Stück"},
		{"EN two columns of seasons", "en", "Player Smith 10          Player Jones 7\n2019 Season              2020 Season"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := findLang(tc.text, tc.lang)
			for _, g := range got {
				if strings.HasPrefix(g, "STREET_ADDRESS:") || strings.HasPrefix(g, "LOCATION:") {
					t.Errorf("got %q, want no street", got)
				}
			}
		})
	}
}

// TestColumnPostalBelow: a street line's cell finds the postal code and town
// in the same column of the next line, columns apart by blanks or by tabs
// (to the next multiple of eight), and no quantity or season.
func TestColumnPostalBelow(t *testing.T) {
	tests := []struct {
		name, text, street string
		cell               string // the postal code's cell below, "" for none
	}{
		{"blanks, the right cell", "Na Petřinách 1894/52      Průmyslová 1120/7\n162 00 Praha 6            272 01 Kladno", "Průmyslová 1120/7", "272 01 Kladno"},
		{"blanks, the left cell", "Na Petřinách 1894/52      Průmyslová 1120/7\n162 00 Praha 6            272 01 Kladno", "Na Petřinách 1894/52", "162 00 Praha 6"},
		{"tabs, the right cell", "Hlavní 5\tPrůmyslová 1120/7\n110 00 Praha\t272 01 Kladno", "Průmyslová 1120/7", "272 01 Kladno"},
		{"tabs, the left cell", "Hlavní 5\tPrůmyslová 1120/7\n110 00 Praha\t272 01 Kladno", "Hlavní 5", "110 00 Praha"},
		{"a label after the town and a single blank", "Medvedzie 412                       Dátum dodania:       09.05.2025\n915 01 Nové Mesto nad Váhom Dátum splatnosti:    26.05.2025", "Medvedzie 412", "915 01 Nové Mesto nad Váhom"},
		{"a district after a dash", "Medvedzie 412                       Dátum dodania:       09.05.2025\n811 01 Bratislava - Staré Mesto     Dátum splatnosti:    26.05.2025", "Medvedzie 412", "811 01 Bratislava - Staré Mesto"},
		{"a river in brackets", "Am Hang 12                          Rechnungsdatum:  09.05.2025\n06108 Halle (Saale)                 Fällig am:       26.05.2025", "Am Hang 12", "06108 Halle (Saale)"},
		{"a phone after the town and a comma", "Medvedzie 412                       Dátum dodania:       09.05.2025\n027 44 Tvrdošín, tel. 043 532 1234  Dátum splatnosti:    26.05.2025", "Medvedzie 412", "027 44 Tvrdošín"},
		{"an invoice's fields beside the address", "Medvedzie 412                       Dátum dodania:       09.05.2025\n027 44 Tvrdošín                     Dátum splatnosti:    26.05.2025", "Medvedzie 412", "027 44 Tvrdošín"},
		{"the cell below out of line", "Na Petřinách 1894/52      Průmyslová 1120/7\n162 00 Praha 6    272 01 Kladno", "Průmyslová 1120/7", ""},
		{"a quantity below", "Bohrmaschine Bosch 18      Akkuschrauber 12\n2500 Stück                 1200 Stück", "Akkuschrauber 12", ""},
		{"a season below", "Player Smith 10          Player Jones 7\n2019 Season              2020 Season", "Player Jones 7", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := strings.Index(tc.text, tc.street)
			cs, ce, ok := columnPostalBelow(tc.text, s, s+len(tc.street))
			got := ""
			if ok {
				got = tc.text[cs:ce]
			}
			if got != tc.cell {
				t.Errorf("columnPostalBelow(%q) = %q, want %q", tc.street, got, tc.cell)
			}
		})
	}
}
