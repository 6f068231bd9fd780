package gazetteer

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestFeminineSurname(t *testing.T) {
	tests := []struct{ lang, in, want string }{
		{"cs", "Novák", "Nováková"},
		{"cs", "Černý", "Černá"},
		{"cs", "Svoboda", "Svobodová"},
		{"cs", "Hájek", "Hájková"},
		{"cs", "Němec", "Němcová"},
		{"sk", "Kováč", "Kováčová"},
		{"pl", "Kowalski", "Kowalska"},
		{"pl", "Nowicki", "Nowicka"},
		{"pl", "Nowak", "Nowak"},
		{"de", "Müller", "Müller"},
	}
	for _, tc := range tests {
		if got := FeminineSurname(tc.lang, tc.in); got != tc.want {
			t.Errorf("FeminineSurname(%s, %s) = %s, want %s", tc.lang, tc.in, got, tc.want)
		}
	}
}

func TestClass(t *testing.T) {
	tests := []struct {
		word string
		want uint8 // bits that must be set
		not  uint8 // bits that must not be set
	}{
		{"jan", GivenName, Title},
		{"nováková", Surname, GivenName},
		{"kowalska", Surname, 0},
		{"herr", Title, GivenName},
		{"paní", Title, 0},
		{"s.r.o.", LegalForm, 0},
		{"gmbh", LegalForm, 0},
		{"praze", City, 0},
		{"warszawie", City, 0},
		{"the", 0, GivenName | Surname | Title | LegalForm | City},
	}
	for _, tc := range tests {
		c := Class(tc.word)
		if c&tc.want != tc.want || c&tc.not != 0 {
			t.Errorf("Class(%q) = %b, want bits %b and not %b", tc.word, c, tc.want, tc.not)
		}
		if ClassBytes([]byte(tc.word)) != c {
			t.Errorf("ClassBytes(%q) differs from Class", tc.word)
		}
	}
}

func TestIsTitle(t *testing.T) {
	for _, tc := range []struct {
		w    string
		want bool
	}{{"Mr.", true}, {"Dr", true}, {"DR.", true}, {"Frau", true}, {"Sig.", true}, {"pan", true}, {"Mme", true}, {"PANÍ", true},
		{"Smith", false}, {".", false}, {"", false}, {"Mr\xff", false}, {strings.Repeat("Ⱥ", 40), false}} {
		if got := IsTitle(tc.w); got != tc.want {
			t.Errorf("IsTitle(%q) = %v", tc.w, got)
		}
		if w := strings.TrimSuffix(tc.w, "."); w != "" && utf8.ValidString(w) && IsTitle(tc.w) != (Class(strings.ToLower(w))&Title != 0) {
			t.Errorf("IsTitle(%q) differs from Class of strings.ToLower", tc.w)
		}
	}
	// the tagger asks at every dot: no allocation
	if n := testing.AllocsPerRun(10, func() { IsTitle("Prof.") }); n != 0 {
		t.Errorf("IsTitle allocates %v times", n)
	}
}

func TestListsCoverEveryLanguage(t *testing.T) {
	for _, l := range Langs {
		n := ByLang[l]
		if len(n.Male) < 20 || len(n.Female) < 20 || len(n.Surnames) < 20 || len(Cities[l]) < 10 {
			t.Errorf("%s: lists too short", l)
		}
	}
}

func TestClassKnowsInflectedNames(t *testing.T) {
	for _, w := range []string{"nováka", "novákem", "novákové", "petře", "jano", "kowalskiego", "kowalską", "piotrze", "anno"} {
		if Class(w)&(GivenName|Surname) == 0 {
			t.Errorf("Class(%q) does not know the name", w)
		}
	}
}

func TestWordClasses(t *testing.T) {
	for _, c := range []struct {
		fn   func(string) bool
		name string
		yes  []string
		no   []string
	}{
		{IsLeadWord, "IsLeadWord", []string{"who", "what", "you", "wer", "qui", "quién", "kto", "kdo", "čo"},
			[]string{"ella", "che", "he", "on", "i", "john", "madrid"}},
		{IsCommonAcronym, "IsCommonAcronym", []string{"iban", "atm", "asap", "tsh", "ldh", "nass", "nhc"},
			[]string{"nato", "afp", "cea", "ca", "eva", "ana", "cd"}},
		{IsAuxiliary, "IsAuxiliary", []string{"can", "could", "kannst", "puede"}, []string{"will", "may", "can't"}},
		{IsPronoun, "IsPronoun", []string{"i", "you", "du", "vous"}, []string{"can", "bonomo"}},
	} {
		for _, w := range c.yes {
			if !c.fn(w) {
				t.Errorf("%s(%q) = false", c.name, w)
			}
		}
		for _, w := range c.no {
			if c.fn(w) {
				t.Errorf("%s(%q) = true", c.name, w)
			}
		}
	}
}

func TestAfterResidence(t *testing.T) {
	for _, c := range []struct {
		before string
		want   bool
	}{
		{"I'm Abelardo Trevisano, originally from ", true},
		{"Sunday before Labor Day we returned to ", true},
		{"Mr. Rangel flew to ", true},
		{"Meine Schwester wohnt in ", true},
		{"Jana bydlí v ", true},
		{"Piotr urodził się w ", true},
		{"Elle habite à ", true},
		{"I talked to ", false},
		{"v zemích NATO a ", false}, // not the Italian "nato a"
		{"Nato a ", true},
		{"I'm in ", true},
		{"invested in ", false},
		{"from ", false},
		{"", false},
		{"originally from", true}, // no space left before the span
	} {
		if got := AfterResidence(c.before); got != c.want {
			t.Errorf("AfterResidence(%q) = %v, want %v", c.before, got, c.want)
		}
	}
}

// The tagger asks for every span it finds: no allocation.
func TestAfterResidenceDoesNotAllocate(t *testing.T) {
	for _, before := range []string{"Mrs. Schwarz flew to ", "Piotr urodził się w ", "Er sagte, dass er in "} {
		if n := testing.AllocsPerRun(20, func() { AfterResidence(before) }); n > 0 {
			t.Errorf("AfterResidence(%q) allocates %.0f times", before, n)
		}
	}
}

func TestIsCountryInflected(t *testing.T) {
	for _, c := range []struct {
		lower string
		want  bool
	}{
		{"ukrajině", true}, {"íránem", true}, {"izraelom", true}, {"niemczech", true}, {"litwie", true},
		{"veľkou britániou", true}, {"spojených států", true}, {"russlands", true}, {"polską", true},
		{"ukraine", true}, {"česká republika", true}, // the nominatives stay
		// a word for the people or an adjective as well: not listed
		{"polski", false}, {"czech", false}, {"włochom", false}, {"niemcom", false}, {"indie", false}, {"dania", false},
	} {
		if got := IsCountry(c.lower); got != c.want {
			t.Errorf("IsCountry(%q) = %v, want %v", c.lower, got, c.want)
		}
	}
	if !IsCountryLeadBytes([]byte("spojených")) || IsCountryLeadBytes([]byte("ukrajině")) {
		t.Error("IsCountryLeadBytes: want the first words of countries of two or more words only")
	}
}

func TestHeadType(t *testing.T) {
	for _, c := range []struct {
		first, want string
		strong      bool
	}{
		{"condado", "LOCATION", true}, {"hrabstwo", "LOCATION", true}, {"comté", "LOCATION", true},
		{"landkreis", "LOCATION", true}, {"cmentarzu", "LOCATION", true},
		// Dutch heads are the gazetteer's own (vocab has no Dutch)
		{"graafschap", "LOCATION", true}, {"universiteit", "ORGANIZATION", false},
		// English heads also begin hospitals and colleges; organisations'
		// heads only overrule a person
		{"mount", "LOCATION", false}, {"county", "LOCATION", false},
		{"federación", "ORGANIZATION", false}, {"dywizja", "ORGANIZATION", false},
		// given names, and "okres" ("period" in Polish), are no heads
		{"isla", "", false}, {"river", "", false}, {"okres", "", false}, {"john", "", false}, {"", "", false},
	} {
		if got, strong := HeadType(c.first); got != c.want || strong != c.strong {
			t.Errorf("HeadType(%q) = %q, %v, want %q, %v", c.first, got, strong, c.want, c.strong)
		}
	}
}

// NotEntity holds the form labels and opening words of every language and
// the clinical abbreviations, and no name.
func TestNotEntity(t *testing.T) {
	for _, w := range []string{"domicilio", "asimismo", "vorname", "příjmení", "the", "psa", "hba1c", "residenza", "domicile"} {
		if !NotEntity(w) || !NotEntityBytes([]byte(w)) {
			t.Errorf("NotEntity(%q) = false", w)
		}
	}
	for _, w := range []string{"anna", "praha", "novák", "ana", "residenza olimpia"} {
		if NotEntity(w) {
			t.Errorf("NotEntity(%q) = true", w)
		}
	}
}
