package detect

import (
	"slices"
	"strings"
	"testing"
)

func TestGuessLang(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Please call me back on this number, I will be at the office.", "en"},
		{"Ruf mich bitte unter dieser Nummer an, ich bin im Büro.", "de"},
		{"Vous pouvez me joindre au numéro suivant, merci.", "fr"},
		{"Llámame al número siguiente, gracias por su ayuda.", "es"},
		{"Il mio numero di cellulare è questo, grazie.", "it"},
		{"Proszę dzwonić pod ten numer, jestem w biurze.", "pl"},
		{"Zavolejte mi prosím na toto číslo, jsem v kanceláři.", "cs"},
		{"Zavolajte mi prosím na toto číslo, som v kancelárii.", "sk"},
		{"Tel. 0171 2345678", ""},         // no evidence
		{"Moje číslo je 7801233540.", ""}, // Czech or Slovak: a tie
		{"", ""},
	}
	for _, c := range cases {
		if got := guessLang(c.text); got != c.want {
			t.Errorf("guessLang(%q) = %q, want %q", c.text, got, c.want)
		}
	}
	// the hint, when given, is the language
	if got := NewDoc("Ruf mich an, bitte.", "en").Language(); got != "en" {
		t.Errorf("hint en: Language() = %q", got)
	}
}

// TestSettleSameSpan: candidates on one span are settled by their labels,
// then by the language; other spans and candidates without context words or
// country are left to the scores.
func TestSettleSameSpan(t *testing.T) {
	label := &Context{Boost: []string{"afm"}}
	cz := Match{Type: "CZ_ID", Start: 4, End: 14, Score: 0.4, Country: "CZ"}
	sk := Match{Type: "SK_ID", Start: 4, End: 14, Score: 0.4, Country: "SK"}
	se := Match{Type: "SE_ID", Start: 4, End: 14, Score: 0.9, Country: "SE"}
	phone := Match{Type: "PHONE", Start: 4, End: 14, Score: 0.5}
	gr := Match{Type: "GR_ID", Start: 4, End: 14, Score: 0.5, Country: "GR", Context: label}
	us := Match{Type: "US_ID", Start: 4, End: 14, Score: 0.65, Country: "US"}
	cases := []struct {
		name, text, lang string
		in               []Match
		want             string
	}{
		{"cs picks CZ", "num 7801233540", "cs", []Match{cz, sk, se}, "CZ_ID"},
		{"sk picks SK", "num 7801233540", "sk", []Match{cz, sk, se}, "SK_ID"},
		{"no language: score decides", "num 7801233540", "", []Match{cz, sk, se}, "SE_ID"},
		{"no local candidate: score decides", "num 7801233540", "de", []Match{cz, sk, se}, "SE_ID"},
		{"guessed language", "num 7801233540, prosím, som tu", "", []Match{cz, sk, se}, "SK_ID"},
		{"a type without country is not dropped", "num 7801233540", "cs", []Match{cz, phone}, "PHONE"},
		{"foreign label beats unlabelled local", "afm 7801233540", "en", []Match{gr, us}, "GR_ID"},
		{"unlabelled foreign loses", "num 7801233540", "en", []Match{{Type: "GR_ID", Start: 4, End: 14, Score: 0.9, Country: "GR"}, us}, "US_ID"},
		// labels before scores, whatever the language
		{"labelled id beats unlabelled phone", "afm 7801233540", "", []Match{
			{Type: "GR_ID", Start: 4, End: 14, Score: 0.2, Country: "GR", Context: label},
			{Type: "PHONE", Start: 4, End: 14, Score: 0.7, Context: &Context{Boost: []string{"tel"}}}}, "GR_ID"},
		{"labelled phone beats unlabelled id", "tel 7801233540", "", []Match{
			{Type: "GR_ID", Start: 4, End: 14, Score: 0.9, Country: "GR", Context: label},
			{Type: "PHONE", Start: 4, End: 14, Score: 0.4, Context: &Context{Boost: []string{"tel"}}}}, "PHONE"},
		{"a candidate without context words is left to the score", "afm 7801233540", "", []Match{
			{Type: "GR_ID", Start: 4, End: 14, Score: 0.2, Country: "GR", Context: label},
			{Type: "CARD", Start: 4, End: 14, Score: 0.9}}, "CARD"},
		{"another span is left to the score", "afm 7801233540", "", []Match{
			{Type: "GR_ID", Start: 4, End: 14, Score: 0.2, Country: "GR", Context: label},
			{Type: "PHONE", Start: 4, End: 13, Score: 0.7, Context: &Context{Boost: []string{"tel"}}}}, "PHONE"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ms := append([]Match(nil), c.in...)
			got := New(fixed{types: []string{"CZ_ID", "SK_ID", "SE_ID", "PHONE", "GR_ID", "US_ID", "CARD"}, ms: ms}).
				Detect(c.text, Options{Lang: c.lang, Threshold: 0.35})
			if len(got) != 1 || got[0].Type != c.want {
				t.Fatalf("got %+v, want %s", got, c.want)
			}
		})
	}
}

// FuzzGuessLangAndLabelWords: the guess is one of the languages or empty and
// never panics on any bytes; the label words of an offset are the first of
// its plain words, in the same order.
func FuzzGuessLangAndLabelWords(f *testing.F) {
	for _, s := range []string{"Meine Steuer-ID lautet 65 929 970 489, meine Telefonnummer ist 0171 2345678.",
		"Jeho rodné číslo je 7801233540", "label?\n\nthen 12345", "\xff\xfe a. B", "Tel. Nr. 0171; x"} {
		f.Add(s, uint16(7))
	}
	f.Fuzz(func(t *testing.T, s string, at uint16) {
		g := guessLang(s)
		if g != "" && len(LangCountries[g]) == 0 {
			t.Fatalf("guessLang(%q) = %q", s, g)
		}
		d := NewDoc(s, "")
		i := int(at) % (len(s) + 1)
		var plain, label []string
		d.WordsBefore(i, 6, func(w string) bool { plain = append(plain, w); return true })
		d.LabelWordsBefore(i, 6, func(w string) bool { label = append(label, w); return true })
		if len(label) > len(plain) || !slices.Equal(label, plain[:len(label)]) {
			t.Fatalf("%q at %d: label words %q, plain words %q", s, i, label, plain)
		}
		plain, label = plain[:0], label[:0]
		d.WordsAfter(i, 3, func(w string) bool { plain = append(plain, w); return true })
		d.LabelWordsAfter(i, 3, func(w string) bool { label = append(label, w); return true })
		if len(label) > len(plain) || !slices.Equal(label, plain[:len(label)]) {
			t.Fatalf("%q at %d: label words after %q, plain words %q", s, i, label, plain)
		}
	})
}

func BenchmarkGuessLang1KB(b *testing.B) {
	text := strings.Repeat("Sehr geehrte Frau Müller, bitte rufen Sie mich unter dieser Nummer an. ", 14)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		guessLang(text)
	}
}

// TestLabelOfTheNextField: a word followed by a colon after a value labels
// the next field's value, not this one ("NHS No: 943 476 5919   Tel: 0116
// 496 0321": "Tel" is the landline's label); the words before it are read.
func TestLabelOfTheNextField(t *testing.T) {
	cases := []struct{ text, value, want string }{
		{"NHS No: 943 476 5919   Tel: 0116 496 0321", "943 476 5919", ""},
		{"NHS No: 943 476 5919   Tel.: 0116 496 0321", "943 476 5919", ""},
		{"call 0116 496 0321 (mobile) please", "0116 496 0321", "mobile please"},
		{"0116 496 0321 mobile phone: yes", "0116 496 0321", "mobile"},
	}
	for _, c := range cases {
		d := NewDoc(c.text, "en")
		i := strings.Index(c.text, c.value) + len(c.value)
		var got []string
		d.LabelWordsAfter(i, 3, func(w string) bool { got = append(got, w); return true })
		if strings.Join(got, " ") != c.want {
			t.Errorf("%q: label words after %q: %q, want %q", c.text, c.value, got, c.want)
		}
	}
}
