package ner

import (
	"slices"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// docMatches builds matches from "TYPE|surface|score" specs, each at the
// next occurrence of its surface in text (rule types are not the tagger's).
func docMatches(t *testing.T, text string, specs []string) []detect.Match {
	t.Helper()
	var out []detect.Match
	next := map[string]int{}
	for _, sp := range specs {
		f := strings.Split(sp, "|")
		score := 0.51
		switch f[2] {
		case "evidence":
			score = speakerScore
		case "low":
			score = 0.501
		}
		i := strings.Index(text[next[f[1]]:], f[1])
		if i < 0 {
			t.Fatalf("%q: no more %q", text, f[1])
		}
		start := next[f[1]] + i
		next[f[1]] = start + len(f[1])
		out = append(out, detect.Match{Type: f[0], Start: start, End: start + len(f[1]), Score: score, Model: nerTypeIndex(f[0]) >= 0})
	}
	return out
}

// modelMatches builds the tagger's matches from "TYPE|surface" specs, each
// at the first occurrence of its surface in text.
func modelMatches(text string, specs []string) []detect.Match {
	var out []detect.Match
	for _, sp := range specs {
		typ, surface, _ := strings.Cut(sp, "|")
		i := strings.Index(text, surface)
		out = append(out, detect.Match{Type: typ, Start: i, End: i + len(surface), Score: 0.9, Model: true})
	}
	return out
}

// typesOf renders matches as "TYPE|surface".
func typesOf(text string, ms []detect.Match) []string {
	var got []string
	for _, m := range ms {
		got = append(got, m.Type+"|"+text[m.Start:m.End])
	}
	return got
}

func TestDocPropagate(t *testing.T) {
	for _, c := range []struct {
		name, text   string
		rules, spans []string
		want         []string // the matches added
	}{
		{"a repeated name", "Ho un conto Fineco. Fineco mi ha scritto; conto Fineco.",
			nil, []string{"ORGANIZATION|Fineco|mid"},
			[]string{"ORGANIZATION|Fineco", "ORGANIZATION|Fineco"}},
		{"a chat sender in lower case", "[09:13] hoa nguyen: ahoj\nthanks, hoa nguyen",
			nil, []string{"PERSON|hoa nguyen|evidence"},
			[]string{"PERSON|hoa nguyen"}},
		{"the model's lower-case name is no source", "ana vino. ana fue.",
			nil, []string{"PERSON|ana|mid"}, nil},
		{"the longer surface first", "Zdraví Anna. Anna Nováková přišla. Pak Anna Nováková.",
			nil, []string{"PERSON|Anna|mid", "PERSON|Anna Nováková|mid"},
			[]string{"PERSON|Anna Nováková"}},
		{"part of a word, a hyphenated or a longer name", "Passau. Passau-Werke, Passauer, Passau Cinema, Neu-Passau, =Passau",
			nil, []string{"LOCATION|Passau|mid"}, nil},
		{"an acronym or an abbreviation", "CU. brote de CU. W . und W .",
			nil, []string{"ORGANIZATION|CU|mid", "LOCATION|W .|mid"}, nil},
		{"no mention over another match", "Brno. Vinohradská 12, Brno",
			[]string{"STREET_ADDRESS|Vinohradská 12, Brno|x"}, []string{"LOCATION|Brno|mid"}, nil},
		// only the types the tagger reads (signatureAnchors) hold a mention
		// back: the others run only where a request asks for them, and a
		// request for names alone must find what the whole engine finds
		{"a rule match of a type the tagger does not read", "Jordan spoke. Then Jordan came.",
			[]string{"FLIGHT_NUMBER|Jordan came|x"}, []string{"PERSON|Jordan|mid"}, []string{"PERSON|Jordan"}},
		{"a name tagged as two types gives neither", "Jordan spoke. Jordan is far. Then Jordan.",
			nil, []string{"PERSON|Jordan|mid", "LOCATION|Jordan|mid"}, nil},
		{"a sentence's end and a dash are borders", "Tyler – could you? I asked Tyler.",
			nil, []string{"PERSON|Tyler|mid"}, []string{"PERSON|Tyler"}},
		{"a sender's full name typed without capitals and diacritics", "Marek Ďurčo: ahoj\nmarek durco, nar. 1993; MAREK ĎURČO",
			nil, []string{"PERSON|Marek Ďurčo|evidence"}, []string{"PERSON|marek durco", "PERSON|MAREK ĎURČO"}},
		{"the model's full name opening with a given name", "Adéla Kroupová přijde. adela kroupova, narozena 2000",
			nil, []string{"PERSON|Adéla Kroupová|mid"}, []string{"PERSON|adela kroupova"}},
		{"a hyphenated given name typed in lower case", "Jean-Pierre Dupont: bonjour\njean-pierre dupont, né en 1970",
			nil, []string{"PERSON|Jean-Pierre Dupont|evidence"}, []string{"PERSON|jean-pierre dupont"}},
		{"the model's person without a given name, one word, or a part", "Coxalgia Izquierda. coxalgia izquierda. Ana Ruiz. ana. ana ruizova. ana ruiz-vega",
			nil, []string{"PERSON|Coxalgia Izquierda|mid", "PERSON|Ana Ruiz|mid"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			rules := docMatches(t, c.text, c.rules)
			out := append(rules, docMatches(t, c.text, c.spans)...)
			n := len(out)
			if got := typesOf(c.text, docPropagate(c.text, out, len(rules))[n:]); !slices.Equal(got, c.want) {
				t.Errorf("added %q, want %q", got, c.want)
			}
		})
	}
}

// TestDocPropagateForgets: after a call the scratch holds no byte of the
// text, also where a longer word than the last one was folded before.
func TestDocPropagateForgets(t *testing.T) {
	text := "Marek Ďurčo: ahoj\nmarek durcoverylongsurnameword x, marek durco"
	out := docMatches(t, text, []string{"PERSON|Marek Ďurčo|evidence"})
	sc := new(propScratch)
	sc.propagate(text, out, 0)
	if len(sc.nbuf) == 0 || cap(sc.fbuf) == 0 {
		t.Fatal("the text folded nothing: the test reads no buffer")
	}
	sc.forget()
	for name, b := range map[string][]byte{"nbuf": sc.nbuf, "fbuf": sc.fbuf, "wbuf": sc.wbuf} {
		if i := slices.IndexFunc(b[:cap(b)], func(c byte) bool { return c != 0 }); i >= 0 {
			t.Errorf("%s holds %q after forget", name, b[:cap(b)])
		}
	}
	if len(sc.ps) != 0 || len(sc.folded) != 0 {
		t.Error("names kept after forget")
	}
}
