package gazetteer

import "testing"

func TestDecline(t *testing.T) {
	tests := []struct {
		lang, w string
		female  bool
		c       int
		want    string
	}{
		{"cs", "Novák", false, Gen, "Nováka"},
		{"cs", "Novák", false, Dat, "Novákovi"},
		{"cs", "Novák", false, Ins, "Novákem"},
		{"cs", "Nováková", true, Gen, "Novákové"},
		{"cs", "Nováková", true, Ins, "Novákovou"},
		{"cs", "Černý", false, Ins, "Černým"},
		{"cs", "Svoboda", false, Gen, "Svobody"},
		{"cs", "Hájek", false, Ins, "Hájkem"},
		{"cs", "Pavel", false, Gen, "Pavla"},
		{"cs", "Jana", true, Ins, "Janou"},
		{"cs", "Beneš", false, Gen, "Beneše"},
		{"sk", "Kováč", false, Ins, "Kováčom"},
		{"sk", "Kováčová", true, Gen, "Kováčovej"},
		{"pl", "Kowalski", false, Gen, "Kowalskiego"},
		{"pl", "Kowalska", true, Ins, "Kowalską"},
		{"pl", "Nowak", false, Ins, "Nowakiem"},
		{"pl", "Anna", true, Ins, "Anną"},
		{"de", "Müller", false, Gen, "Müller"},
		{"cs", "Novák", false, Nom, "Novák"},
	}
	for _, tc := range tests {
		if got := Decline(tc.lang, tc.w, tc.female, tc.c); got != tc.want {
			t.Errorf("Decline(%s, %s, %v, %d) = %s, want %s", tc.lang, tc.w, tc.female, tc.c, got, tc.want)
		}
	}
}

func TestVocative(t *testing.T) {
	tests := []struct {
		lang, w string
		female  bool
		want    string
	}{
		{"cs", "Petr", false, "Petře"}, {"cs", "Jan", false, "Jane"}, {"cs", "Tomáš", false, "Tomáši"},
		{"cs", "Marek", false, "Marku"}, {"cs", "Jana", true, "Jano"}, {"cs", "Jiří", false, "Jiří"},
		{"pl", "Piotr", false, "Piotrze"}, {"pl", "Anna", true, "Anno"}, {"pl", "Tomasz", false, "Tomaszu"},
		{"pl", "Adam", false, "Adamie"}, {"sk", "Peter", false, "Peter"},
	}
	for _, tc := range tests {
		if got := Decline(tc.lang, tc.w, tc.female, Voc); got != tc.want {
			t.Errorf("vocative(%s, %s) = %s, want %s", tc.lang, tc.w, got, tc.want)
		}
	}
}
