package detect

import "testing"

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
