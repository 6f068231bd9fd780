package ner

import (
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/gazetteer"
)

// vetOne builds the span under vet for the first occurrence of span in
// text, of type typ, in a Doc of lang ("" to guess).
func vetOne(t *testing.T, text, span, typ, lang string) *vetSpan {
	t.Helper()
	i := indexWord(text, span)
	if i < 0 {
		t.Fatalf("%q not in %q", span, text)
	}
	v := &vetSpan{text: text, sp: Span{Start: i, End: i + len(span), Type: typ}, start: i, end: i + len(span), typ: typ,
		doc: detect.NewDoc(text, lang)}
	v.lower = string(gazetteer.LowerAppend(nil, span))
	for k := 0; k < len(v.lower); k++ {
		if v.lower[k] == ' ' {
			v.first, v.rest, v.multi = v.lower[:k], v.lower[k+1:], true
			break
		}
	}
	return v
}

// indexWord is the first index of w in s where it stands as a whole word.
func indexWord(s, w string) int {
	for i := 0; i+len(w) <= len(s); i++ {
		if s[i:i+len(w)] == w && (i == 0 || !isWordByte(s[i-1])) && (i+len(w) == len(s) || !isWordByte(s[i+len(w)])) {
			return i
		}
	}
	return -1
}

func TestLanguageNameStage(t *testing.T) {
	for _, c := range []struct {
		lang, text, span, typ string
		drop                  bool
	}{
		{"de", "Der Vater spricht Deutsch und Rumänisch.", "Rumänisch", "LOCATION", true},
		{"de", "Familiensprache(n):      Dari, Deutsch", "Dari", "LOCATION", true},
		{"en", "Preferred language: Polish (interpreter needed)", "Polish", "LOCATION", true},
		{"fr", "Langue parlée : Français", "Français", "LOCATION", true},
		{"es", "Idioma: Castellano", "Castellano", "LOCATION", true},
		{"it", "Lingua madre: Albanese", "Albanese", "LOCATION", true},
		{"pl", "Pacjent mówi tylko po Ukraińsku.", "Ukraińsku", "LOCATION", true},
		{"cs", "Domluvíte se s ním Anglicky nebo Češtinou.", "Češtinou", "LOCATION", true},
		{"sk", "Komunikuje v Slovenčine.", "Slovenčine", "LOCATION", true},
		{"", "Idioma: Español", "Español", "LOCATION", true},                // no language: every language's names
		{"pl", "Przyjechał do Polski w maju.", "Polski", "LOCATION", false}, // the country's genitive
		{"it", "Abita a Latina da anni.", "Latina", "LOCATION", false},      // the town, not Latin
		{"de", "Er wohnt in Deutschland.", "Deutschland", "LOCATION", false},
		{"de", "Peter Deutsch unterschrieb.", "Deutsch", "PERSON", false}, // a surname
		{"de", "Die Deutsch - Südamerikanische Bank", "Deutsch - Südamerikanische", "LOCATION", false},
		{"nl", "Hij spreekt Deutsch.", "Deutsch", "LOCATION", false}, // no vocab for Dutch
		{"es", "Vive en Inglaterra.", "Inglaterra", "LOCATION", false},
	} {
		v := vetOne(t, c.text, c.span, c.typ, c.lang)
		if got := languageNameStage(v) == dropIt; got != c.drop {
			t.Errorf("%s %q %s %q: dropped %v, want %v", c.lang, c.text, c.typ, c.span, got, c.drop)
		}
	}
}
