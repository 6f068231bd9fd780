package main

import (
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/ner"
)

func TestSynthesizeLabelsAndDeterminism(t *testing.T) {
	a := synthesize(50, 20, 10, 5, 5, 5, 5, 3, nil)
	b := synthesize(50, 20, 10, 5, 5, 5, 5, 3, nil)
	if len(a) < 8*(50+20+10+5) || len(a) != len(b) {
		t.Fatalf("got %d sentences", len(a))
	}
	ents := 0
	for i := range a {
		if a[i].Text != b[i].Text {
			t.Fatalf("sentence %d differs between runs", i)
		}
		if len(a[i].Tokens) != len(a[i].Gold) {
			t.Fatalf("sentence %d: %d tokens, %d labels", i, len(a[i].Tokens), len(a[i].Gold))
		}
		for k, g := range a[i].Gold {
			tok := a[i].Text[a[i].Tokens[k].Start:a[i].Tokens[k].End]
			if g != 0 && (strings.TrimSpace(tok) == "" || tok == ",") {
				t.Errorf("sentence %q: punctuation %q labelled %s", a[i].Text, tok, ner.Labels[g])
			}
			if g != 0 {
				ents++
			}
		}
	}
	if ents < len(a) {
		t.Errorf("only %d entity tokens in %d sentences", ents, len(a))
	}
}

func TestSynthTitlesStayOutside(t *testing.T) {
	g := synthFor("cs", 1, 1)
	s := g.sentence("Vážený {T} {S},")
	first := s.Text[s.Tokens[1].Start:s.Tokens[1].End]
	if s.Gold[1] != 0 {
		t.Errorf("title %q labelled %s in %q", first, ner.Labels[s.Gold[1]], s.Text)
	}
	if ner.Labels[s.Gold[2]] != "B-PER" {
		t.Errorf("surname not B-PER in %q: %v", s.Text, s.Gold)
	}
}

// TestSynthPlaceForms: the {K} slot labels the place, never its preposition.
func TestSynthPlaceForms(t *testing.T) {
	for _, lang := range []string{"cs", "sk", "pl"} {
		g := synthFor(lang, 1, 1)
		for i := 0; i < 20; i++ {
			s := g.sentence("Jeli jsme {K}.")
			for k, tok := range s.Tokens {
				w := s.Text[tok.Start:tok.End]
				lab := ner.Labels[s.Gold[k]]
				switch k {
				case 2: // the preposition
					if lab != "O" {
						t.Errorf("%s: %q: preposition %q labelled %s", lang, s.Text, w, lab)
					}
				case 3:
					if lab != "B-LOC" {
						t.Errorf("%s: %q: place %q labelled %s", lang, s.Text, w, lab)
					}
				}
			}
		}
	}
}

// TestListedPersonGender: in cs, sk and pl sentences a listed name matches
// the sentence's gender by its ending, so Decline inflects it as that gender.
func TestListedPersonGender(t *testing.T) {
	for _, lang := range []string{"cs", "sk", "pl"} {
		g := synthFor(lang, 1, 2)
		n := 0
		for i := 0; i < 200; i++ {
			female := i%2 == 0
			giv, sur, ok := g.listedPerson(female)
			if !ok {
				continue
			}
			n++
			if gazetteer.Feminine(giv) != female || gazetteer.Feminine(sur) != female {
				t.Errorf("%s female=%v: %s %s", lang, female, giv, sur)
			}
		}
		if n < 100 {
			t.Errorf("%s: only %d of 200 picks found a name", lang, n)
		}
	}
}

// TestSynthesizeLangs: a per-language model gets the same sentences for its
// language as the one over all languages (each language has its own stream).
func TestSynthesizeLangs(t *testing.T) {
	all := synthesize(20, 10, 5, 5, 5, 5, 5, 3, nil)
	de := synthesize(20, 10, 5, 5, 5, 5, 5, 3, []string{"de"})
	k := slices.IndexFunc(all, func(s ner.Sentence) bool { return s.Text == de[0].Text })
	if len(de) < 35 || k < 0 || k+len(de) > len(all) {
		t.Fatalf("got %d German sentences, the first at %d of all", len(de), k)
	}
	for i := range de {
		if de[i].Text != all[k+i].Text {
			t.Fatalf("sentence %d: %q, want %q", i, de[i].Text, all[k+i].Text)
		}
	}
}

func TestWants(t *testing.T) {
	o := options{langs: []string{"en", "es"}}
	for f, want := range map[string]bool{"conll2003.en.train.bio": true, "meddocan.es.train.jsonl": true, "wikiann.de.train.bio": false, "noext": false} {
		if o.wants(f) != want {
			t.Errorf("wants(%q) = %v", f, !want)
		}
	}
	if !(options{}).wants("wikiann.de.train.bio") {
		t.Error("no languages given must mean every language")
	}
}

// TestDocLines: the everyday document lines label their public bodies and
// institutions as organisations and leave the capitalised common words and
// abbreviations outside every entity.
func TestDocLines(t *testing.T) {
	for _, lang := range gazetteer.Langs {
		if len(docTemplates[lang]) == 0 || len(docWords[lang]) == 0 || len(docInstitutions[lang]) == 0 || len(docBodies[lang]) == 0 {
			t.Fatalf("%s: a document list is empty", lang)
		}
		g := synthFor(lang, 1, 7)
		s := g.sentence("{W}: {A} 1,2. {E}, {H}.")
		if strings.Contains(s.Text, "{") {
			t.Fatalf("%s: slot left in %q", lang, s.Text)
		}
		// every token before the first organisation ("{W}: {A} 1,2.") is O
		orgs, others, seenOrg := 0, 0, false
		for i, tk := range s.Tokens {
			tag := ner.Labels[s.Gold[i]]
			switch {
			case strings.HasSuffix(tag, "ORG"):
				orgs++
				seenOrg = true
			case tag != "O":
				others++
			}
			if !seenOrg && tag != "O" {
				t.Errorf("%s: %q in %q is %s, want O", lang, s.Text[tk.Start:tk.End], s.Text, tag)
			}
		}
		if orgs < 2 || others != 0 {
			t.Errorf("%s: %q has %d organisation tokens and %d of other entities", lang, s.Text, orgs, others)
		}
	}
}

// TestLayoutLines: the layout lines come one line to a sentence (the tagger
// tags line by line), keep streets, headings, table cells, departments and
// job titles outside every entity, and label the town of an address.
func TestLayoutLines(t *testing.T) {
	for _, lang := range gazetteer.Langs {
		for _, l := range [][]string{docHeadings[lang], docColumns[lang], docLabs[lang], docDepts[lang], docJobs[lang], docGreetings[lang], docSpeakers[lang], docChat[lang], docNameLabels[lang]} {
			if len(l) == 0 {
				t.Fatalf("%s: a layout list is empty", lang)
			}
		}
		g := synthFor(lang, 1, 9)
		var ss []ner.Sentence
		for _, tpl := range []string{"{Hd}", "{TH}", "{LV}", "{D}", "{J}", "{ST}", "{R}"} {
			ss = appendLines(ss[:0], g.sentence(tpl))
			if len(ss) != 1 || strings.Contains(ss[0].Text, "{") {
				t.Fatalf("%s %s: %d lines of %q", lang, tpl, len(ss), ss[0].Text)
			}
			for i, gold := range ss[0].Gold {
				if gold != 0 {
					tk := ss[0].Tokens[i]
					t.Errorf("%s %s: %q in %q is %s, want O", lang, tpl, ss[0].Text[tk.Start:tk.End], ss[0].Text, ner.Labels[gold])
				}
			}
		}
		ss = appendLines(ss[:0], g.sentence("{P}\n{AD}"))
		if len(ss) < 2 {
			t.Fatalf("%s: an address after a name gave %d lines", lang, len(ss))
		}
		if ner.Labels[ss[0].Gold[0]] != "B-PER" {
			t.Errorf("%s: %q: the name is not labelled", lang, ss[0].Text)
		}
		locs := 0
		for _, a := range ss[1:] {
			for i, gold := range a.Gold {
				switch l := ner.Labels[gold]; {
				case strings.HasSuffix(l, "LOC"):
					locs++
				case l != "O":
					tk := a.Tokens[i]
					t.Errorf("%s: %q in the address %q is %s", lang, a.Text[tk.Start:tk.End], a.Text, l)
				}
			}
		}
		if locs == 0 {
			t.Errorf("%s: %q: no town labelled", lang, ss[0].Text)
		}
	}
}

// TestDebateLines: a body's short name is an organisation in every form,
// its article or preposition and the role words addressed are not, and the
// lines without a body ("eine unabhängige Kommission") have no
// organisation.
func TestDebateLines(t *testing.T) {
	for _, lang := range gazetteer.Langs {
		if len(debateTemplates[lang]) == 0 || len(debateBodies[lang]) == 0 {
			t.Fatalf("%s: no debate lines", lang)
		}
		for form, bodies := range debateForms[lang] {
			for _, b := range bodies {
				if art, name, ok := strings.Cut(b, "|"); !ok || name == "" || strings.HasSuffix(art, " ") {
					t.Errorf("%s %s: bad body %q", lang, form, b)
				}
			}
		}
		g := synthFor(lang, 1, 11)
		for k := 0; k < 20*len(debateTemplates[lang]); k++ {
			tpl := debateTemplates[lang][k%len(debateTemplates[lang])]
			s := g.sentence(tpl)
			orgs := 0
			for i, gold := range s.Gold {
				w := s.Text[s.Tokens[i].Start:s.Tokens[i].End]
				switch l := ner.Labels[gold]; {
				case strings.HasSuffix(l, "ORG"):
					orgs++
					if r := []rune(w)[0]; strings.HasPrefix(l, "B-") && !unicode.IsUpper(r) {
						t.Errorf("%s: %q in %q labelled %s", lang, w, s.Text, l)
					}
				case l != "O" && !(strings.HasSuffix(l, "PER") && strings.Contains(tpl, "{S")):
					t.Errorf("%s: %q in %q labelled %s", lang, w, s.Text, l)
				}
			}
			if body := strings.Contains(tpl, "{B"); body != (orgs > 0) {
				t.Errorf("%s: %q has %d organisation words", lang, s.Text, orgs)
			}
		}
	}
}

// TestBizLines: a business named after a person is one organisation, but
// where a generic word and a title or the owner's given name come before the
// owner's name, which is a person; form labels, greetings, role phrases, bill-to labels and chat
// openers are outside every entity.
func TestBizLines(t *testing.T) {
	for _, lang := range gazetteer.Langs {
		for _, l := range [][]string{bizNames[lang], bizBrands[lang], bizLabels[lang], bizChats[lang], bizFormLabels[lang], bizGreetings[lang], bizRoles[lang], bizSentences[lang]} {
			if len(l) == 0 {
				t.Fatalf("%s: a business list is empty", lang)
			}
		}
		g := synthFor(lang, 1, 13)
		for k := 0; k < 40; k++ {
			s := g.sentence("{BL} {Bz}")
			var orgs, owners []string
			for i, gold := range s.Gold {
				w := s.Text[s.Tokens[i].Start:s.Tokens[i].End]
				switch l := ner.Labels[gold]; l {
				case "B-ORG":
					orgs = append(orgs, w)
				case "I-ORG":
					if len(orgs) == 0 {
						t.Fatalf("%s: %q: I-ORG %q before any B-ORG", lang, s.Text, w)
					}
				case "B-PER": // a practice's owner after a title ("Praxis Dr. Weiß") or by given name and surname ("Kancelaria Notarialna Jan Nowak")
					prev := s.Text[s.Tokens[i-1].Start:s.Tokens[i-1].End]
					if prev == "." {
						prev = s.Text[s.Tokens[i-2].Start:s.Tokens[i-2].End]
					}
					if !gazetteer.IsTitle(prev) && (i+1 >= len(s.Gold) || ner.Labels[s.Gold[i+1]] != "I-PER") {
						t.Errorf("%s: %q: person %q neither after a title nor with a surname", lang, s.Text, w)
					}
					owners = append(owners, w)
				case "I-PER":
					if len(owners) == 0 {
						t.Errorf("%s: %q: I-PER %q before any B-PER", lang, s.Text, w)
					}
				case "O":
					if len(orgs) > 0 {
						t.Errorf("%s: %q: %q inside the business is O", lang, s.Text, w)
					}
				default:
					t.Errorf("%s: %q: %q labelled %s", lang, s.Text, w, l)
				}
			}
			if len(orgs)+len(owners) != 1 {
				t.Errorf("%s: %q: %d organisations and %d owners, want one of them", lang, s.Text, len(orgs), len(owners))
			}
		}
		allOutside(t, g, lang, "{FL}: {FV}", "{Ro}", "{Gs}", "{Ch}", "{BL}")
	}
}

// TestClassLines: a firm named by a trade and its owner's surname is one
// organisation, by the trade and the owner's given name and surname the
// name is a person (English firms put the surname first: one organisation); abbreviations, specialties, nationalities, products and
// form labels are outside every entity; every class has words in every
// language.
func TestClassLines(t *testing.T) {
	for _, lang := range gazetteer.Langs {
		if len(classTemplates[lang]) == 0 {
			t.Fatalf("%s: no class templates", lang)
		}
		for slot, words := range classWords[lang] {
			if len(words) == 0 {
				t.Fatalf("%s: class slot %s has no words", lang, slot)
			}
		}
		g := synthFor(lang, 1, 17)
		per := 0
		for k := 0; k < 40; k++ {
			s := g.sentence("{Fp}")
			// One ORG over the whole firm, or the trade O and the owner's
			// given name and surname one PERSON to the end.
			var want []string
			if j := slices.Index(s.Gold, uint8(slices.Index(ner.Labels[:], "B-PER"))); j > 0 {
				per++
				for i := range s.Gold {
					want = append(want, map[bool]string{true: "O", false: "I-PER"}[i < j])
				}
				want[j] = "B-PER"
			} else {
				for i := range s.Gold {
					want = append(want, map[bool]string{true: "B-ORG", false: "I-ORG"}[i == 0])
				}
			}
			for i, gold := range s.Gold {
				if got := ner.Labels[gold]; got != want[i] {
					t.Errorf("%s: %q: token %d is %s, want %s", lang, s.Text, i, got, want[i])
				}
			}
		}
		if (lang == "en") != (per == 0) {
			t.Errorf("%s: %d of 40 firms name their owner by given name and surname", lang, per)
		}
		allOutside(t, g, lang, "{Ca} {Oa}", "{Ms}", "{Ls}", "{Na}", "{Pd}", "{FU}", "{Fc}", "{Tp}", "{Rw}")
	}
}

func TestCapital(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""}, {"a", "A"}, {"medizin", "Medizin"}, {"ústí", "Ústí"}, {"Ok", "Ok"},
	} {
		if got := capital(c.in); got != c.want {
			t.Errorf("capital(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestClassLinesValidText: the class lines hold no replacement character,
// as a hyphen ending a word ("kinder- und jugendmedizin") once made.
func TestClassLinesValidText(t *testing.T) {
	if got := synthFor("de", 1, 1).titled("kinder- und jugendmedizin"); got != "Kinder- und Jugendmedizin" {
		t.Errorf("titled = %q", got)
	}
	for _, lang := range gazetteer.Langs {
		g := synthFor(lang, 1, 5)
		for _, tpl := range classTemplates[lang] {
			for k := 0; k < 30; k++ {
				if s := g.sentence(tpl); strings.ContainsRune(s.Text, unicode.ReplacementChar) {
					t.Errorf("%s: %q holds U+FFFD", lang, s.Text)
				}
			}
		}
	}
}

// allOutside checks that every token the templates write, 20 times each, is
// outside every entity.
func allOutside(t *testing.T, g *synth, lang string, tpls ...string) {
	t.Helper()
	for _, tpl := range tpls {
		for k := 0; k < 20; k++ {
			s := g.sentence(tpl)
			for i, gold := range s.Gold {
				if gold != 0 {
					tk := s.Tokens[i]
					t.Errorf("%s %s: %q in %q is %s, want O", lang, tpl, s.Text[tk.Start:tk.End], s.Text, ner.Labels[gold])
				}
			}
		}
	}
}

// TestUnitLines: units, organisation-kind labels and list items are
// outside every entity; a bank or insurer is one organisation, and so is a
// school or hospital named after a person, the name included; every list
// has words in every language.
func TestUnitLines(t *testing.T) {
	for _, lang := range gazetteer.Langs {
		for name, m := range map[string]map[string][]string{"unitTemplates": unitTemplates, "unitWords": unitWords,
			"orgLabels": orgLabels, "knownOrgs": knownOrgs, "schoolKinds": schoolKinds} {
			if len(m[lang]) == 0 {
				t.Fatalf("%s: %s is empty", lang, name)
			}
		}
		g := synthFor(lang, 1, 23)
		allOutside(t, g, lang, "{Un}", "{Ol}: ")
		for _, slot := range []string{"{Bk}", "{Sc}"} {
			for k := 0; k < 30; k++ {
				s := g.sentence(slot)
				for i, gold := range s.Gold {
					want := map[bool]string{true: "B-ORG", false: "I-ORG"}[i == 0]
					if got := ner.Labels[gold]; got != want {
						t.Errorf("%s %s: %q: token %d is %s, want %s", lang, slot, s.Text, i, got, want)
					}
				}
			}
		}
		for _, tpl := range unitTemplates[lang] {
			if s := g.sentence(tpl); strings.ContainsRune(s.Text, unicode.ReplacementChar) || strings.Contains(s.Text, "%") {
				t.Errorf("%s: %q", lang, s.Text)
			}
		}
	}
	if got := synthFor("de", 1, 1).school(); !strings.Contains(got, "-") {
		t.Errorf("German school %q: the name joins the kind with hyphens", got)
	}
}
