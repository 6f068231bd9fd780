package ner

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/lang"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// runeStartIn moves i into text and back to a rune's start.
func runeStartIn(text string, i int) int {
	i = min(max(i, 0), len(text))
	for i > 0 && i < len(text) && !utf8.RuneStart(text[i]) {
		i--
	}
	return i
}

// boundary reports i at a rune's start or the end of text; the API takes
// valid UTF-8 only, so in other text any byte is one.
func boundary(text string, i int) bool {
	return i == len(text) || !utf8.ValidString(text) || utf8.RuneStart(text[i])
}

// fuzzVetSpan builds the span under vet from fuzzed bounds: a span of typ
// within text and, when it fits before it, the tagged span before it.
func fuzzVetSpan(text, typ string, lang uint8, s, e, ps, pe uint16) (*vetSpan, bool) {
	start, end := runeStartIn(text, int(s)), runeStartIn(text, int(e))
	if start >= end {
		return nil, false
	}
	langs := vocab.Languages()
	v := &vetSpan{text: text, sp: Span{Start: start, End: end, Type: typ}, start: start, end: end, typ: typ,
		doc: detect.NewDoc(text, langs[int(lang)%len(langs)])}
	if p0, p1 := runeStartIn(text, int(ps)), runeStartIn(text, int(pe)); p0 < p1 && p1 <= start {
		v.prev = Span{Start: p0, End: p1, Type: "ORGANIZATION"}
	}
	low := gazetteer.LowerAppend(nil, text[start:end])
	v.lower = string(low)
	return v, true
}

// FuzzOrgPlace: the org-place stage widens a place only leftwards, to a
// rune's start, and never into the span before it unless it takes that
// span whole.
func FuzzOrgPlace(f *testing.F) {
	for _, c := range []struct {
		text   string
		s, e   uint16
		ps, pe uint16
	}{
		{"Der Bescheid kam vom Jugendamt der Bundesstadt Bonn.", 47, 51, 0, 0},
		{"iscritto nel Archivio di Stato di Prato, certifico", 34, 39, 13, 30},
		{"Nehodu vyšetroval Okresný dopravný inšpektorát Žilina, hliadka", 49, 56, 0, 0},
		{"Magistrátu města Olomouce", 18, 27, 0, 10},
		{"Ž", 0, 2, 0, 0},
		{"\xff\xfe Amtsgericht Passau", 17, 23, 0, 2},
	} {
		for lang := range uint8(len(vocab.Languages())) {
			f.Add(c.text, lang, c.s, c.e, c.ps, c.pe)
		}
	}
	f.Fuzz(func(t *testing.T, text string, lang uint8, s, e, ps, pe uint16) {
		v, ok := fuzzVetSpan(text, "LOCATION", lang, s, e, ps, pe)
		if !ok {
			return
		}
		sp, prev := v.sp, v.prev
		switch orgPlaceStage(v) {
		case pass:
			if v.start != sp.Start || v.end != sp.End || v.typ != sp.Type {
				t.Fatalf("pass changed the span: %+v", v)
			}
		case keepAs:
			if v.typ != "ORGANIZATION" || v.end != sp.End || v.start > sp.Start || v.start < 0 || !boundary(text, v.start) {
				t.Fatalf("%q %+v: kept %d-%d %s", text, sp, v.start, v.end, v.typ)
			}
			if prev.End > 0 && v.start < prev.End && v.start != prev.Start {
				t.Fatalf("%q: widened to %d, into the span before (%d-%d)", text, v.start, prev.Start, prev.End)
			}
		default:
			t.Fatalf("org-place dropped a span")
		}
	})
}

// FuzzUnit: the unit stage reads any span in any language without a panic,
// only ever drops an organisation and never moves a span.
func FuzzUnit(f *testing.F) {
	for _, c := range []struct {
		text string
		s, e uint16
	}{
		{"Laboratorio di Analisi Cliniche – Struttura accreditata", 0, 31},
		{"Oddział Kardiologii z Pododdziałem Intensywnego Nadzoru", 24, 58},
		{"Interní oddělení, Nemocnice Jihlava", 0, 18},
		{"Klinik für Innere Medizin", 0, 26},
		{"Labor Dr. Wisplinghoff", 0, 22},
		{"Ward 7B", 0, 7},
		{"\xff\xfe Abteilung", 3, 13},
	} {
		for lang := range uint8(len(vocab.Languages())) {
			f.Add(c.text, lang, c.s, c.e, true)
			f.Add(c.text, lang, c.s, c.e, false)
		}
	}
	f.Fuzz(func(t *testing.T, text string, lang uint8, s, e uint16, org bool) {
		typ := "PERSON"
		if org {
			typ = "ORGANIZATION"
		}
		v, ok := fuzzVetSpan(text, typ, lang, s, e, 0, 0)
		if !ok {
			return
		}
		v.first, v.rest, v.multi = strings.Cut(v.lower, " ")
		switch got := unitStage(v); {
		case got == dropIt && !org:
			t.Fatalf("%q: dropped a %s", text, typ)
		case got == keepAs:
			t.Fatalf("%q: unit kept a span", text)
		case v.start != v.sp.Start || v.end != v.sp.End || v.typ != v.sp.Type:
			t.Fatalf("%q: unit changed the span", text)
		}
	})
}

// fuzzMatches reads matches over text from spec, three bytes a match (its
// kind, start and length): rule matches first, then the model's.
func fuzzMatches(text string, spec []byte) (out []detect.Match, from int) {
	var model []detect.Match
	for k := 0; k+2 < len(spec) && len(text) > 0; k += 3 {
		kind := spec[k] % 5
		start := runeStartIn(text, int(spec[k+1])*len(text)/256)
		end := runeStartIn(text, start+1+int(spec[k+2]%32))
		if end <= start {
			end = len(text)
		}
		m := detect.Match{Start: start, End: end, Score: 0.8, Model: true}
		switch kind {
		case 0:
			m.Type, m.Model = "STREET_ADDRESS", false
			out = append(out, m)
			continue
		case 1:
			m.Type, m.Score = "PERSON", evidenceScore
		case 2:
			m.Type = "PERSON"
		case 3:
			m.Type = "LOCATION"
		case 4:
			m.Type = "ORGANIZATION"
		}
		model = append(model, m)
	}
	return append(out, model...), len(out)
}

// FuzzDocStages: doc-propagate adds matches only over untaken text, each a
// source's surface (a person's full name also folded), none overlapping
// another.
func FuzzDocStages(f *testing.F) {
	f.Add("Ho un conto Fineco. Fineco mi ha scritto; conto Fineco.", []byte{4, 50, 5})
	f.Add("[09:13] hoa nguyen: ahoj\nthanks, hoa nguyen", []byte{1, 50, 9})
	f.Add("Zdraví Anna. Anna Nováková přišla. Pak Anna Nováková.", []byte{2, 40, 3, 2, 60, 12, 0, 200, 10})
	f.Add("Passau. Passau-Werke, Passauer, Passau Cinema, Neu-Passau, =Passau", []byte{3, 0, 5})
	f.Add("Ž\xffŽ Ž\xff", []byte{1, 0, 1, 3, 120, 3})
	f.Fuzz(func(t *testing.T, text string, spec []byte) {
		out, from := fuzzMatches(text, spec)
		n := len(out)
		out = docPropagate(text, out, from)
		if len(out) < n {
			t.Fatalf("doc-propagate dropped matches")
		}
		for i, m := range out[n:] {
			if m.Start < 0 || m.End > len(text) || m.Start >= m.End || !boundary(text, m.Start) || !boundary(text, m.End) {
				t.Fatalf("%q: bad match %+v", text, m)
			}
			for j, o := range out[:n+i] {
				if m.Start < o.End && o.Start < m.End {
					t.Fatalf("%q: added %+v overlaps %d %+v", text, m, j, o)
				}
			}
			// the same surface, or a person's name of two words or more
			// in another case or without its diacritics (lang.AppendFold)
			source := false
			fm := string(lang.AppendFold(nil, text[m.Start:m.End]))
			for _, o := range out[from:n] {
				same := text[o.Start:o.End] == text[m.Start:m.End]
				folded := o.Type == "PERSON" && strings.Contains(text[o.Start:o.End], " ") && string(lang.AppendFold(nil, text[o.Start:o.End])) == fm
				source = source || (same || folded) && o.Type == m.Type
			}
			if !source {
				t.Fatalf("%q: added %+v, no source's surface", text, m)
			}
		}
	})
}

// FuzzRole: the role stage reads any segment and any valid path without a
// panic; each span it adds is a PERSON on token bounds that no entity left
// on the path overlaps, and it leaves the path valid.
func FuzzRole(f *testing.F) {
	m, err := Default()
	if err != nil {
		f.Fatal(err)
	}
	lex := m.Lexicon()
	f.Add("Abg. Glattfelter bemerkt, dass er dagegen stimme.", []byte{3, 4, 0, 0})
	f.Add("der Oberst Ollendorf klagt", []byte{0, 3, 4, 0})
	f.Add("Onorevole Cox, onorevole von Wogau e Commissario Monti", []byte{1, 2, 0, 0, 0, 5, 6, 0, 5, 6})
	f.Add("Abg . v . Heydebrand ( c . )", []byte{0, 0, 0, 0, 3})
	f.Add("General Motors, Director General Smith, ministra Nováka\nKowalski", []byte{5, 6, 0, 0, 0, 1})
	f.Add("Minister\n\xffŽ", []byte{2, 1})
	f.Fuzz(func(t *testing.T, text string, labels []byte) {
		toks := Tokenize(text, nil)
		if len(toks) == 0 || len(toks) > maxSegment {
			return
		}
		s := &scratch{lex: lex}
		s.describe(text, toks, 0)
		s.lookLex(len(toks))
		s.path = make([]uint8, len(toks))
		prev := uint8(NumLabels)
		for i := range toks {
			l := uint8(0)
			if i < len(labels) {
				l = labels[i] % NumLabels
			}
			if !allowed(prev, l) {
				l = labelO
			}
			s.path[i], prev = l, l
		}
		out := roleCue(s, text, toks, nil)
		prev = NumLabels
		for i, l := range s.path[:len(toks)] {
			if !allowed(prev, l) {
				t.Fatalf("%q: path invalid at %d: %v", text, i, s.path[:len(toks)])
			}
			prev = l
		}
		for _, sp := range out {
			if sp.Type != "PERSON" || sp.Start >= sp.End || sp.End > len(text) {
				t.Fatalf("%q: bad span %+v", text, sp)
			}
			onTok := [2]bool{}
			for i, tk := range toks {
				onTok[0] = onTok[0] || tk.Start == sp.Start
				onTok[1] = onTok[1] || tk.End == sp.End
				if s.path[i] != labelO && tk.Start < sp.End && sp.Start < tk.End {
					t.Fatalf("%q: span %+v over a labelled token %d", text, sp, i)
				}
			}
			if !onTok[0] || !onTok[1] {
				t.Fatalf("%q: span %+v off the tokens' bounds", text, sp)
			}
		}
	})
}

// FuzzFrakturText: the fraktur-i stage reads any text without a panic, and
// its copy has the same length and tokens, differing only in a J turned I
// at a token's start.
func FuzzFrakturText(f *testing.F) {
	m, err := Default()
	if err != nil {
		f.Fatal(err)
	}
	tg := NewTagger(m)
	f.Add("Jch denke , Herr Phyſikus . Jm Unterhauſe")
	f.Add("Jn Bilbao, Jr. Jones, Jsem rád, J\xff, JJ, Jſt")
	f.Add("J")
	f.Fuzz(func(t *testing.T, text string) {
		toks := Tokenize(text, nil)
		got, ok := frakturIText(tg, text, toks)
		if !ok {
			return
		}
		if len(got) != len(text) {
			t.Fatalf("%q: copy of %d bytes, want %d", text, len(got), len(text))
		}
		starts := map[int]bool{}
		for _, tk := range toks {
			starts[tk.Start] = true
		}
		for i := range len(text) {
			if got[i] != text[i] && !(starts[i] && text[i] == 'J' && got[i] == 'I') {
				t.Fatalf("%q: byte %d changed to %q", text, i, got[i])
			}
		}
		if again := Tokenize(got, nil); len(again) != len(toks) {
			t.Fatalf("%q: %d tokens after, %d before", text, len(again), len(toks))
		}
	})
}
