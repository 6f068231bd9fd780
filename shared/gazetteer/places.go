package gazetteer

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"
)

// Listed places: town, region and country names per locale from a
// third-party source (see NOTICE and each file's header), beside the short
// hand-written Cities. Their words make the ListedPlace class
// (IsPlaceForm) in every case form of cs, sk and pl text (praha, prahy,
// praze), a feature of the tagger for lower-case words ("jedu do prahy",
// "nach spanien"). Many towns are common words too (most, police, brod,
// "como"): the class is a cue to weigh, never a rule that makes a word a
// place.
//
//go:embed places/*.txt
var placeFiles embed.FS

// ListedPlace marks a word of the listed places (see IsPlaceForm). It lies
// beyond the byte of Class, for a class word of 16 bits.
const ListedPlace = 1 << 8

// ListedPlaces are one locale's listed places by kind.
type ListedPlaces struct {
	Cities, Regions, Countries []string
}

// Places returns the listed places by locale ("cs_CZ", "en", ...), parsed
// on first use.
var Places = sync.OnceValue(func() map[string]ListedPlaces {
	m, err := loadPlaces(placeFiles)
	if err != nil {
		panic(err) // embedded data: a broken file fails every test
	}
	return m
})

// PlaceLocales returns the locales of Places, sorted.
var PlaceLocales = sync.OnceValue(func() []string {
	out := make([]string, 0, len(Places()))
	for loc := range Places() {
		out = append(out, loc)
	}
	sort.Strings(out)
	return out
})

// Place kinds: the sections of a places file.
const (
	placeCity = iota + 1
	placeRegion
	placeCountry
)

// loadPlaces reads places/<locale>.txt files: comment lines start with
// '#', a "[city]", "[region]" or "[country]" line opens a section, every
// other non-empty line is one name. A parenthesised note after a name is
// dropped ("Hranice (okres Cheb)").
func loadPlaces(fsys fs.FS) (map[string]ListedPlaces, error) {
	files, err := fs.Glob(fsys, "places/*.txt")
	if err != nil {
		return nil, err
	}
	m := map[string]ListedPlaces{}
	for _, file := range files {
		b, err := fs.ReadFile(fsys, file)
		if err != nil {
			return nil, err
		}
		var lp ListedPlaces
		kind := 0
		for i, line := range strings.Split(string(b), "\n") {
			line = strings.TrimSpace(line)
			switch {
			case line == "" || strings.HasPrefix(line, "#"):
			case line == "[city]":
				kind = placeCity
			case line == "[region]":
				kind = placeRegion
			case line == "[country]":
				kind = placeCountry
			case kind == 0:
				return nil, fmt.Errorf("gazetteer: %s:%d: a name before any section", file, i+1)
			default:
				if j := strings.Index(line, " ("); j > 0 {
					line = line[:j]
				}
				switch kind {
				case placeCity:
					lp.Cities = append(lp.Cities, line)
				case placeRegion:
					lp.Regions = append(lp.Regions, line)
				default:
					lp.Countries = append(lp.Countries, line)
				}
			}
		}
		m[strings.TrimSuffix(path.Base(file), ".txt")] = lp
	}
	return m, nil
}

// OwnPlaces returns the listed towns and the listed regions and countries
// of a language's locales ("cs" → cs_CZ's), in locale order.
func OwnPlaces(lang string) (cities, others []string) {
	for _, loc := range PlaceLocales() {
		if LocaleLang(loc) != lang {
			continue
		}
		p := Places()[loc]
		cities = append(cities, p.Cities...)
		others = append(others, p.Regions...)
		others = append(others, p.Countries...)
	}
	return cities, others
}

// EachPlaceForm calls f with every form of every word of the listed places,
// as written: the word, and in cs, sk and pl the genitive and locative of
// PlaceCase (the cases after do/z and v/w). A form may come more than once.
func EachPlaceForm(f func(form string)) {
	for _, loc := range PlaceLocales() {
		lang := LocaleLang(loc)
		p := Places()[loc]
		for _, names := range [][]string{p.Cities, p.Regions, p.Countries} {
			for _, name := range names {
				for w := range strings.FieldsSeq(name) {
					for _, part := range placeParts(w) {
						f(part)
						if lang == "cs" || lang == "sk" || lang == "pl" {
							f(PlaceCase(lang, part, Gen))
							f(PlaceCase(lang, part, Loc))
						}
					}
				}
			}
		}
	}
}

// placeParts are the words of a place name's word that stand for the place:
// a capitalised word (listedWord) that is no generic part ("Bad", "Saint"),
// and the parts of a hyphenated one ("Frýdek-Místek").
func placeParts(w string) []string {
	if !listedWord(w) || placeStop[w] {
		return nil
	}
	out := []string{w}
	if strings.Contains(w, "-") {
		for _, p := range strings.Split(w, "-") {
			if listedWord(p) && !placeStop[p] {
				out = append(out, p)
			}
		}
	}
	return out
}

// placeStop are the capitalised words of place names that name no place on
// their own: articles, saints, compass points, and the generic words of
// country names ("Republic", "Islands").
var placeStop = WordSet(`Bad Sankt St Saint Sainte San Santa Santo La Las Le Les El Il New North South
	East West Great Republic Republik République Republica Islands Island Isle Inseln Federation Föderation
	Territory Territories Territorium States Staaten United Vereinigte Vereinigtes Democratic Demokratische
	Arab Arabische Minor Outlying Antilles Antillen Ocean Ozean Ozeanien Indian Indischen Britische
	Britisches British French Französisch Amerikanische Amerikanisch Sonderverwaltungszone Volksrepublik`)

// placeLower holds the lower case of every form of EachPlaceForm.
var placeLower = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	EachPlaceForm(func(w string) { m[strings.ToLower(w)] = true })
	return m
})

// IsPlaceForm reports whether lower (one lower-case word) is a form of a
// word of the listed places (the ListedPlace class).
func IsPlaceForm(lower string) bool { return placeLower()[lower] }

// Loc is the locative case, for PlaceCase ("v Praze", "w Gdańsku").
const Loc = Voc + 1

// PlaceCase inflects one word of a Czech, Slovak or Polish place name in
// the genitive (after do, z, od) or the locative (after v, w, na): Praha →
// Prahy, Praze; Ostrava → Ostravy, Ostravě; Gdańsk → Gdańska, Gdańsku;
// Pardubice → Pardubic, Pardubicích; Banská → Banskej. The rules go by the
// word's ending and cover the common patterns of the lists; irregular
// names get a regular guess. Other languages and cases return w.
func PlaceCase(lang, w string, c int) string {
	if c != Gen && c != Loc {
		return w
	}
	has := func(s string) bool { return strings.HasSuffix(w, s) }
	cut := func(s string) string { return strings.TrimSuffix(w, s) }
	pick := func(gen, loc string) string {
		if c == Gen {
			return gen
		}
		return loc
	}
	switch lang {
	case "cs":
		return placeCaseCS(w, has, cut, pick)
	case "sk":
		return placeCaseSK(w, has, cut, pick)
	case "pl":
		return placeCasePL(w, has, cut, pick)
	}
	return w
}

// endsAny reports whether w ends in one of the suffixes.
func endsAny(w string, suffixes ...string) bool {
	for _, s := range suffixes {
		if strings.HasSuffix(w, s) {
			return true
		}
	}
	return false
}

// czechLoc is the locative ending of a Czech stem before -e: the velars
// and r soften (Praha → Praze, Polička → Poličce, Hora → Hoře), labials
// and d, t, n take -ě, the rest -e.
func czechLoc(stem string) string {
	switch {
	case strings.HasSuffix(stem, "ch"):
		return strings.TrimSuffix(stem, "ch") + "še"
	case strings.HasSuffix(stem, "h"), strings.HasSuffix(stem, "g"):
		return stem[:len(stem)-1] + "ze"
	case strings.HasSuffix(stem, "k"):
		return stem[:len(stem)-1] + "ce"
	case strings.HasSuffix(stem, "r"):
		return stem[:len(stem)-1] + "ře"
	case endsAny(stem, "d", "t", "n", "b", "p", "v", "m", "f"):
		return stem + "ě"
	}
	return stem + "e"
}

func placeCaseCS(w string, has func(string) bool, cut func(string) string, pick func(string, string) string) string {
	soft := endsAny(w, "c", "č", "ř", "š", "ž", "j", "ť", "ď")
	switch {
	case has("ce"): // Pardubice, Teplice: plural
		return pick(cut("e"), cut("e")+"ích")
	case has("ě") || has("e"): // Bechyně, Volyně
		return pick(w, w[:len(w)-len(lastRune(w))]+"i")
	case has("ovy"): // Karlovy (Vary), Františkovy (Lázně)
		return pick(cut("y")+"ých", cut("y")+"ých")
	case has("y"): // Doksy, Roztoky, Dobřany: plural
		st := cut("y")
		if endsAny(st, "k", "h", "ch") {
			return pick(st, st+"ách")
		}
		return pick(st, st+"ech")
	case has("á"): // Karviná, Mladá (Boleslav)
		return pick(cut("á")+"é", cut("á")+"é")
	case has("ý"): // Nový (Bydžov), Český (Brod)
		return pick(cut("ý")+"ého", cut("ý")+"ém")
	case has("é"): // Nové (Město), Bystré
		return pick(cut("é")+"ého", cut("é")+"ém")
	case has("í"): // Ústí, Dubí: the same in every case
		return w
	case has("a"): // Praha, Ostrava, Jihlava
		st := cut("a")
		if endsAny(st, "c", "č", "ř", "š", "ž", "j") {
			return pick(st+"e", st+"i")
		}
		return pick(st+"y", czechLoc(st))
	case has("o"): // Brno, Kladno, Hlinsko, Město
		st := cut("o")
		if endsAny(st, "k", "h", "ch", "g") {
			return pick(st+"a", st+"u")
		}
		return pick(st+"a", czechLoc(st))
	case has("ec"): // Liberec, Chlumec
		return pick(cut("ec")+"ce", cut("ec")+"ci")
	case has("ek"): // Hrádek, Borohrádek: z Hrádku, v Hrádku
		return pick(cut("ek")+"ku", cut("ek")+"ku")
	case has("eň"): // Plzeň, Choceň
		return pick(cut("eň")+"ně", cut("eň")+"ni")
	case has("ň"): // Třeboň, Libáň
		return pick(cut("ň")+"ně", cut("ň")+"ni")
	case soft: // Olomouc, Kelč, Třešť
		return pick(w+"e", w+"i")
	case endsAny(w, "k", "h", "g", "ch"): // Fryšták
		return pick(w+"u", w+"u")
	}
	return pick(w+"a", czechLoc(w)) // Přerov, Zlín, Tábor, Most
}

func placeCaseSK(w string, has func(string) bool, cut func(string) string, pick func(string, string) string) string {
	switch {
	case has("ovce"): // Michalovce
		return pick(cut("ovce")+"oviec", cut("e")+"iach")
	case has("ice"): // Košice, Levice
		return pick(cut("ice")+"íc", cut("e")+"iach")
	case has("ce"):
		return pick(cut("e"), cut("e")+"iach")
	case has("e"): // Vráble: plural
		return pick(w, cut("e")+"och")
	case has("any"): // Piešťany
		return pick(cut("y"), cut("y")+"och")
	case has("y"): // (Nové) Zámky, Nováky
		return pick(cut("y")+"ov", cut("y")+"och")
	case has("á"): // Banská, Stará
		return pick(cut("á")+"ej", cut("á")+"ej")
	case has("ý"): // Dolný, Liptovský
		return pick(cut("ý")+"ého", cut("ý")+"om")
	case has("é"): // Nové (Mesto), Turčianske (Teplice)
		return pick(cut("é")+"ého", cut("é")+"om")
	case has("a"): // Bratislava, Žilina, Bystrica
		st := cut("a")
		if endsAny(st, "c", "č", "š", "ž", "j", "ľ", "ď", "ť", "ň") {
			return pick(st+"e", st+"i")
		}
		return pick(st+"y", st+"e")
	case has("o"): // Komárno, Štúrovo
		st := cut("o")
		if endsAny(st, "k", "h", "ch", "g") {
			return pick(st+"a", st+"u")
		}
		return pick(st+"a", st+"e")
	case has("ec"): // Lučenec, Hlohovec
		return pick(cut("ec")+"ca", cut("ec")+"ci")
	case has("ok"): // Ružomberok, Kežmarok
		return pick(cut("ok")+"ka", cut("ok")+"ku")
	case endsAny(w, "č", "ď", "š", "ž", "ľ", "c", "j"): // Holíč
		return pick(w+"a", w+"i")
	case endsAny(w, "k", "h", "g", "ch"): // Svidník
		return pick(w+"a", w+"u")
	}
	return pick(w+"a", w+"e") // Prešov, Trenčín, Martin
}

// polishLoc is the locative of a Polish stem before -e: the consonant
// softens (Sopot → Sopocie, Góra → Górze, Piła → Pile, Warszawa →
// Warszawie).
func polishLoc(stem string) string {
	switch {
	case strings.HasSuffix(stem, "st"):
		return strings.TrimSuffix(stem, "st") + "ście"
	case strings.HasSuffix(stem, "t"):
		return strings.TrimSuffix(stem, "t") + "cie"
	case strings.HasSuffix(stem, "d"):
		return stem + "zie"
	case strings.HasSuffix(stem, "r"):
		return stem + "ze"
	case strings.HasSuffix(stem, "ł"):
		return strings.TrimSuffix(stem, "ł") + "le"
	case endsAny(stem, "k", "g", "ch"):
		return stem + "u"
	}
	return stem + "ie"
}

// polishAdjectives are the adjectives of the listed Polish town names that
// end like nouns (Nowa Sól, Zielona Góra, Biała Podlaska).
var polishAdjectives = WordSet(`Nowa Stalowa Zielona Biała Jelenia Górnicza Nowy`)

func placeCasePL(w string, has func(string) bool, cut func(string) string, pick func(string, string) string) string {
	switch {
	case w == "Nowy":
		return pick("Nowego", "Nowym")
	case polishAdjectives[w] || endsAny(w, "ska", "cka", "dzka"): // Zielona, Śląska
		return pick(cut("a")+"ej", cut("a")+"ej")
	case endsAny(w, "ski", "cki", "dzki"): // Gdański, Mazowiecki
		return pick(w+"ego", w+"m")
	case endsAny(w, "skie", "ckie"): // Śląskie, Tarnowskie
		return pick(cut("e")+"ch", cut("e")+"ch")
	case has("ce"): // Katowice, Kielce: plural
		return pick(cut("e"), cut("e")+"ach")
	case has("e"): // Opole, Świecie
		return pick(cut("e")+"a", cut("e")+"u")
	case has("y") || has("i"): // Tychy, Puławy, Suwałki: plural
		st := w[:len(w)-1]
		return pick(st, st+"ach")
	case has("ia"): // Gdynia, Bochnia
		return pick(cut("a"), cut("a"))
	case endsAny(w, "ca", "la", "cza", "sza", "rza", "ża", "dza"): // Legnica, Wola
		st := cut("a")
		if has("la") {
			return pick(st+"i", st+"i")
		}
		return pick(st+"y", st+"y")
	case has("ka"): // -ka: the genitive in -i, the locative in -ce
		return pick(cut("a")+"i", cut("ka")+"ce")
	case has("ga"):
		return pick(cut("a")+"i", cut("ga")+"dze")
	case has("a"): // Warszawa, Częstochowa, Piła, Góra
		st := cut("a")
		return pick(st+"y", polishLoc(st))
	case has("o"): // Gniezno, Kłodzko, Legionowo
		st := cut("o")
		return pick(st+"a", polishLoc(st))
	case has("ów"): // Kraków, Rzeszów
		return pick(cut("ów")+"owa", cut("ów")+"owie")
	case has("ń"): // Poznań, Toruń
		return pick(cut("ń")+"nia", cut("ń")+"niu")
	case has("iec"): // Bolesławiec, Żywiec
		return pick(cut("iec")+"ca", cut("iec")+"cu")
	case has("ec"): // Mielec
		return pick(cut("ec")+"ca", cut("ec")+"cu")
	case has("ek"): // Włocławek, Szczecinek
		return pick(cut("ek")+"ka", cut("ek")+"ku")
	case endsAny(w, "k", "g", "ch"): // Gdańsk, Płock, Elbląg
		return pick(w+"a", w+"u")
	case endsAny(w, "sz", "cz", "rz", "ż", "c", "dz", "l", "j", "ś", "ź", "ć"): // Kalisz, Przemyśl
		return pick(w+"a", w+"u")
	case has("aw"): // Wrocław, Jarosław
		return pick(w+"ia", w+"iu")
	}
	return pick(w+"a", polishLoc(w)) // Szczecin, Lublin, Sopot
}

// lastRune returns the last rune of w as a string ("" for "").
func lastRune(w string) string {
	for i := len(w) - 1; i >= 0; i-- {
		if w[i] < 0x80 || w[i] >= 0xC0 {
			return w[i:]
		}
	}
	return ""
}
