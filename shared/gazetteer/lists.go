package gazetteer

import (
	"strings"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// Titles precede names and stay outside a PERSON span (compared lower-case,
// without a trailing dot): salutations with their case forms (the Czech
// vocative "pane", the German dative "Herrn") and academic and professional
// titles ("Dr. med.", "Avv.", "Maître").
var Titles = vocab.All(func(l *vocab.Lexicon) []string { return l.NameTitles })

// LegalForms mark organisation names (lower-case, dots kept as written in
// the most common spelling; see LegalFormKey).
var LegalForms = split("inc inc. ltd ltd. llc plc corp corp. co. gmbh ag kg se ohg ug sarl sa sas s.a. s.a.s. s.l. sl s.p.a. spa s.r.l. srl s.r.o. a.s. spol. k.s. v.o.s. sp. z.o.o. o.o. s.a.")

// Cities are frequent place names per language, used in synthetic sentences.
var Cities = map[string][]string{
	"en": split("London Manchester Birmingham Leeds Glasgow Edinburgh Bristol Liverpool Dublin Boston Chicago Seattle Denver Houston Dallas Atlanta Toronto Sydney"),
	"de": split("Berlin Hamburg München Köln Frankfurt Stuttgart Düsseldorf Leipzig Dortmund Essen Bremen Dresden Hannover Nürnberg Wien Graz Zürich Bern"),
	"fr": split("Paris Marseille Lyon Toulouse Nice Nantes Strasbourg Montpellier Bordeaux Lille Rennes Reims Grenoble Dijon Angers Brest Genève Bruxelles"),
	"es": split("Madrid Barcelona Valencia Sevilla Zaragoza Málaga Murcia Palma Bilbao Alicante Córdoba Valladolid Vigo Gijón Granada Oviedo Pamplona Salamanca"),
	"it": split("Roma Milano Napoli Torino Palermo Genova Bologna Firenze Bari Catania Venezia Verona Messina Padova Trieste Brescia Parma Modena"),
	"pl": split("Warszawa Kraków Łódź Wrocław Poznań Gdańsk Szczecin Bydgoszcz Lublin Białystok Katowice Gdynia Częstochowa Radom Toruń Kielce Rzeszów Olsztyn"),
	"cs": split("Praha Brno Ostrava Plzeň Liberec Olomouc Zlín Pardubice Jihlava Kladno Opava Karviná Třebíč Tábor Znojmo Kolín Písek"),
	"sk": split("Bratislava Košice Prešov Žilina Nitra Trnava Martin Trenčín Poprad Zvolen Levice Komárno Senec Piešťany Michalovce Lučenec Ružomberok Pezinok"),
}

// Locatives are Czech, Slovak and Polish locative/genitive forms of the cities
// above as used after "v/w/z/do" (Praha → v Praze), keyed by the city.
var Locatives = map[string]string{
	"Praha": "Praze", "Brno": "Brně", "Ostrava": "Ostravě", "Plzeň": "Plzni", "Liberec": "Liberci",
	"Olomouc": "Olomouci", "Zlín": "Zlíně", "Pardubice": "Pardubicích", "Jihlava": "Jihlavě", "Kladno": "Kladně",
	"Warszawa": "Warszawie", "Kraków": "Krakowie", "Łódź": "Łodzi", "Wrocław": "Wrocławiu", "Poznań": "Poznaniu",
	"Gdańsk": "Gdańsku", "Szczecin": "Szczecinie", "Lublin": "Lublinie", "Katowice": "Katowicach", "Toruń": "Toruniu",
	"Bratislava": "Bratislave", "Košice": "Košiciach", "Prešov": "Prešove", "Žilina": "Žiline", "Nitra": "Nitre",
	"Trnava": "Trnave", "Trenčín": "Trenčíne", "Poprad": "Poprade", "Zvolen": "Zvolene",
}

// PlacePrepositions introduce places (in, v, w, nach, à, en, a, ...).
var PlacePrepositions = vocab.All(func(l *vocab.Lexicon) []string { return l.PlacePrepositions })

// Word classes returned by Class, combined as bits.
const (
	GivenName uint8 = 1 << iota
	Surname
	Title
	LegalForm
	City
	PlacePreposition
	// ListedGiven and ListedSurname mark words of the listed names (see
	// Listed and ListedClass): features and cue contexts only.
	ListedGiven
	ListedSurname
)

// classes holds the word classes of every word above, built once at start-up.
var classes = buildClasses()

func buildClasses() map[string]uint8 {
	classes := map[string]uint8{}
	add := func(w string, c uint8) { classes[strings.ToLower(w)] |= c }
	// names in every case the templates use, so that inflected and
	// lower-case forms (Nováka, petře) are known names too
	cases := []int{Nom, Gen, Dat, Ins, Voc}
	for lang, n := range ByLang {
		for _, c := range cases {
			for _, w := range n.Male {
				add(Decline(lang, w, false, c), GivenName)
			}
			for _, w := range n.Female {
				add(Decline(lang, w, true, c), GivenName)
			}
			if c == Voc {
				continue
			}
			for _, w := range n.Surnames {
				add(Decline(lang, w, false, c), Surname)
				add(Decline(lang, FeminineSurname(lang, w), true, c), Surname)
			}
		}
	}
	for _, w := range Titles {
		add(w, Title)
	}
	for _, w := range LegalForms {
		add(w, LegalForm)
		add(strings.TrimSuffix(w, "."), LegalForm)
	}
	for _, cs := range Cities {
		for _, w := range cs {
			add(w, City)
		}
	}
	for _, w := range Locatives {
		add(w, City)
	}
	names := listedClasses()
	for w := range towns() {
		if !strings.Contains(w, " ") && classes[w]&(GivenName|Surname) == 0 && names[w] == 0 {
			classes[w] |= City
		}
	}
	for _, w := range PlacePrepositions {
		add(w, PlacePreposition)
	}
	return classes
}

// Class returns the word classes of a lower-case word (0 when none).
func Class(lower string) uint8 { return classes[lower] }

// ClassBytes is Class for a byte slice, without allocating.
func ClassBytes(lower []byte) uint8 { return classes[string(lower)] }

// IsTitle reports whether w (any case, optional trailing dot) is a title.
func IsTitle(w string) bool {
	w = strings.TrimSuffix(w, ".")
	if w == "" || !utf8.ValidString(w) {
		return false
	}
	// lower-cased into a buffer on the stack: strings.ToLower allocated
	// for every capitalised word before a dot (the tagger asks at each one)
	var buf [64]byte
	return classes[string(LowerAppend(buf[:0], w))]&Title != 0
}
