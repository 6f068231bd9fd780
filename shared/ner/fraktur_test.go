package ner

import (
	"strings"
	"testing"
)

// TestFrakturI: a Fraktur I read as J before a consonant is put back where
// the I form is a common word of no entity and the J form unknown; a J
// before a vowel, a known word ("Jr", Czech "Jsem") and a form whose I word
// names something stay.
func TestFrakturI(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	tg := NewTagger(m)
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"Jch", true}, {"Jm", true}, {"Jn", true}, {"Jhr", true}, {"Jhnen", true}, {"Jſt", true},
		{"Jan", false}, {"Jürgen", false}, {"Józef", false}, {"Jr", false}, {"Jsem", false},
		{"Jméno", false}, {"JCH", false}, {"J", false}, {"Jtalien", false},
	} {
		if got := tg.frakturI(c.w); got != c.want {
			t.Errorf("frakturI(%q) = %v, want %v", c.w, got, c.want)
		}
	}
	text := "„ Jch denke auf lange Ruhe , Herr Jürgen “ , und Jm Unterhauſe Jr. Jones ."
	got, ok := frakturIText(tg, text, Tokenize(text, nil))
	want := strings.NewReplacer("Jch", "Ich", "Jm ", "Im ").Replace(text)
	if !ok || got != want {
		t.Errorf("frakturIText(%q) = %q, %v; want %q", text, got, ok, want)
	}
	if _, ok := frakturIText(tg, "Jan Novák a Jsem", Tokenize("Jan Novák a Jsem", nil)); ok {
		t.Error("frakturIText changed a text with no Fraktur I")
	}
}
