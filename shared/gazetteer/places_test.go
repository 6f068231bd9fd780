package gazetteer

import (
	"strings"
	"testing"
	"testing/fstest"
)

func TestLoadPlaces(t *testing.T) {
	tests := []struct {
		name                       string
		file                       string
		cities, regions, countries []string
		wantErr                    bool
	}{
		{"sections", "# header\n[city]\nPraha\nHranice (okres Cheb)\n\n[region]\nMorava\n[country]\nSpain\n",
			[]string{"Praha", "Hranice"}, []string{"Morava"}, []string{"Spain"}, false},
		{"countries only", "[country]\nMexico\n", nil, nil, []string{"Mexico"}, false},
		{"name before a section", "Praha\n[city]\n", nil, nil, nil, true},
	}
	for _, tc := range tests {
		m, err := loadPlaces(fstest.MapFS{"places/xx_XX.txt": {Data: []byte(tc.file)}})
		if (err != nil) != tc.wantErr {
			t.Fatalf("%s: err %v, want error %v", tc.name, err, tc.wantErr)
		}
		if tc.wantErr {
			continue
		}
		got := m["xx_XX"]
		join := func(xs []string) string { return strings.Join(xs, "|") }
		if join(got.Cities) != join(tc.cities) || join(got.Regions) != join(tc.regions) || join(got.Countries) != join(tc.countries) {
			t.Errorf("%s: got %+v", tc.name, got)
		}
	}
}

func TestPlacesCoverTheLanguages(t *testing.T) {
	for _, lang := range Langs {
		cities, others := OwnPlaces(lang)
		if len(cities)+len(others) < 50 {
			t.Errorf("%s: %d listed towns and %d other places", lang, len(cities), len(others))
		}
	}
}

func TestPlaceCase(t *testing.T) {
	tests := []struct {
		lang, w  string
		gen, loc string
	}{
		{"cs", "Praha", "Prahy", "Praze"},
		{"cs", "Ostrava", "Ostravy", "Ostravě"},
		{"cs", "Přerov", "Přerova", "Přerově"},
		{"cs", "Brno", "Brna", "Brně"},
		{"cs", "Plzeň", "Plzně", "Plzni"},
		{"cs", "Pardubice", "Pardubic", "Pardubicích"},
		{"cs", "Olomouc", "Olomouce", "Olomouci"},
		{"cs", "Liberec", "Liberce", "Liberci"},
		{"cs", "Tábor", "Tábora", "Táboře"},
		{"cs", "Rudná", "Rudné", "Rudné"},
		{"cs", "Hlinsko", "Hlinska", "Hlinsku"},
		{"cs", "Hrádek", "Hrádku", "Hrádku"},
		{"sk", "Bratislava", "Bratislavy", "Bratislave"},
		{"sk", "Košice", "Košíc", "Košiciach"},
		{"sk", "Michalovce", "Michaloviec", "Michalovciach"},
		{"sk", "Prešov", "Prešova", "Prešove"},
		{"sk", "Ružomberok", "Ružomberka", "Ružomberku"},
		{"sk", "Banská", "Banskej", "Banskej"},
		{"pl", "Gdańsk", "Gdańska", "Gdańsku"},
		{"pl", "Kraków", "Krakowa", "Krakowie"},
		{"pl", "Warszawa", "Warszawy", "Warszawie"},
		{"pl", "Poznań", "Poznania", "Poznaniu"},
		{"pl", "Katowice", "Katowic", "Katowicach"},
		{"pl", "Gdynia", "Gdyni", "Gdyni"},
		{"pl", "Wrocław", "Wrocławia", "Wrocławiu"},
		{"pl", "Sopot", "Sopota", "Sopocie"},
		{"pl", "Góra", "Góry", "Górze"},
		{"pl", "Zielona", "Zielonej", "Zielonej"},
		{"de", "München", "München", "München"},
	}
	for _, tc := range tests {
		if got := PlaceCase(tc.lang, tc.w, Gen); got != tc.gen {
			t.Errorf("PlaceCase(%s, %s, Gen) = %s, want %s", tc.lang, tc.w, got, tc.gen)
		}
		if got := PlaceCase(tc.lang, tc.w, Loc); got != tc.loc {
			t.Errorf("PlaceCase(%s, %s, Loc) = %s, want %s", tc.lang, tc.w, got, tc.loc)
		}
	}
	if got := PlaceCase("cs", "Praha", Ins); got != "Praha" {
		t.Errorf("PlaceCase(cs, Praha, Ins) = %s, want the word unchanged", got)
	}
}

// TestIsPlaceForm: the listed places' words in lower case and in the cases
// after a preposition are place forms; generic parts and words of no list
// are not, nor do the places leak into Class (the class is a feature of
// its own, never a hand-written City).
func TestIsPlaceForm(t *testing.T) {
	for w, want := range map[string]bool{
		"prahy": true, "ostravy": true, "přerově": true, "rudná": true, // cs_CZ
		"gdańska": true, "gdańsku": true, "krakowie": true, // pl_PL
		"košiciach": true, "trenčíne": true, // sk_SK
		"mexico": true, "spain": true, "texas": true, // en, en_US
		"spanien": true, "wien": true, "görlitz": true, // de_DE, de_AT
		"bretagne": true, "sevilla": true, "bologna": true, // fr_FR, es_ES, it_IT
		"most": true, "police": true, // towns that are common words too
		"bad": false, "new": false, "saint": false, "the": false, "and": false, "zítra": false,
	} {
		if got := IsPlaceForm(w); got != want {
			t.Errorf("IsPlaceForm(%q) = %v, want %v", w, got, want)
		}
	}
	if Class("most")&City != 0 || Class("spanien") != 0 {
		t.Errorf("listed places in Class: most %08b, spanien %08b", Class("most"), Class("spanien"))
	}
}
