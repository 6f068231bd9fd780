package lang

import "testing"

func TestCheckSet(t *testing.T) {
	for _, c := range []struct {
		name string
		got  []string
		ok   bool
	}{
		{"all", All, true},
		{"reordered", []string{"sk", "pl", "it", "es", "fr", "de", "cs", "en"}, true},
		{"missing", All[1:], false},
		{"extra", append(append([]string{}, All...), "nl"), false},
		{"repeated", append(append([]string{}, All...), "en"), false},
		{"empty", nil, false},
	} {
		if err := CheckSet(c.got); (err == nil) != c.ok {
			t.Errorf("%s: CheckSet(%v) = %v, want ok=%v", c.name, c.got, err, c.ok)
		}
	}
}

func TestKeys(t *testing.T) {
	if err := CheckSet(Keys(map[string]int{"en": 1, "cs": 1, "de": 1, "fr": 1, "es": 1, "it": 1, "pl": 1, "sk": 1})); err != nil {
		t.Error(err)
	}
	if CheckSet(Keys(map[string]int{"en": 1})) == nil {
		t.Error("a table of one language passed")
	}
}

func TestSupported(t *testing.T) {
	for _, c := range []struct {
		l  string
		ok bool
	}{{"en", true}, {"sk", true}, {"EN", false}, {"", false}, {"nl", false}} {
		if Supported(c.l) != c.ok {
			t.Errorf("Supported(%q) = %v", c.l, !c.ok)
		}
	}
}

func TestFoldLetter(t *testing.T) {
	for _, c := range []struct {
		r    rune
		want string
		ok   bool
	}{
		{'ř', "r", true}, {'ł', "l", true}, {'ß', "ss", true}, {'œ', "oe", true},
		{'’', "'", true}, {'ż', "z", true}, {'x', "", false}, {'Ř', "", false}, {'я', "", false},
	} {
		if got, ok := FoldLetter(c.r); got != c.want || ok != c.ok {
			t.Errorf("FoldLetter(%q) = %q, %v; want %q, %v", c.r, got, ok, c.want, c.ok)
		}
	}
}

func TestAppendFold(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Powstańców Śląskich", "powstancow slaskich"}, {"DVOŘÁK", "dvorak"}, {"Straße", "strasse"},
		{"O’Brien", "o'brien"}, {"Москва", "москва"}, {"ABC-12", "abc-12"},
	} {
		if got := string(AppendFold([]byte("x"), c.in)); got != "x"+c.want {
			t.Errorf("AppendFold(%q) = %q, want %q", c.in, got, "x"+c.want)
		}
	}
}
