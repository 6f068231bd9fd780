package ner

import (
	"bytes"
	"slices"
	"testing"
)

// persons returns the PERSON spans the tagger finds in text, and those of
// them that a cue forced.
func persons(tg *Tagger, text string) (all, forced []string) {
	for _, sp := range tg.Tag(text, nil) {
		if sp.Type == "PERSON" {
			all = append(all, text[sp.Start:sp.End])
			if sp.Score == cueScore {
				forced = append(forced, text[sp.Start:sp.End])
			}
		}
	}
	return all, forced
}

func TestCues(t *testing.T) {
	tg := tagger(t)
	for _, c := range []struct {
		name, text string
		want       []string // PERSON spans that must be found
		not        []string // PERSON spans that no cue may force (the model may find them)
	}{
		// no speaker cue: a speaker's line is no name by itself
		{"one speaker line", "Ubul: What a wife.", nil, []string{"Ubul"}},
		{"form labels", "Nombre: Pedro.\nApellidos: De Miguel Rivera.\nNHC: 2569870.\nDiagnóstico Principal: Priapismo",
			[]string{"Pedro"}, []string{"Nombre", "Apellidos", "NHC", "Diagnóstico Principal"}},
		{"headers", "When: tomorrow at noon\nWhere: the big hall\nSubject: budget", nil, []string{"When", "Where", "Subject"}},
		// the value after a name label or question, in several languages
		{"label en", "Date: 1985-11-18\nName: Leigha Mackay\nPhone: 032 288 79 44", []string{"Leigha Mackay"}, []string{"Phone"}},
		{"question en", "What's your last name? Magnusson", []string{"Magnusson"}, nil},
		{"label cs", "Jméno: Šárka Ottová", []string{"Šárka Ottová"}, nil},
		{"label pl", "Imię i nazwisko: Grzegorz Brzęczyszczykiewicz", []string{"Grzegorz Brzęczyszczykiewicz"}, nil},
		{"label es", "Nombre y apellidos: Itziar Olaizola", []string{"Itziar Olaizola"}, nil},
		{"label it", "Cognome: Brambilla", []string{"Brambilla"}, nil},
		{"label de", "Nachname: Oberhuber", []string{"Oberhuber"}, nil},
		{"label de birth name", "Geburtsname:          HAUBOLD\nGeburtsdatum:         09.06.1988", []string{"HAUBOLD"}, nil},
		{"label de maiden name, umlaut spelled out", "Maedchenname: Haubold", []string{"Haubold"}, nil},
		{"label sk", "Priezvisko: Kuchárik", []string{"Kuchárik"}, nil},
		{"label fr", "Prénom: Gwenaëlle", []string{"Gwenaëlle"}, nil},
		{"intro lower", "hi, my name is ottokar", []string{"ottokar"}, nil},
		{"intro es", "Hola, me llamo Itziar.", []string{"Itziar"}, nil},
		// a capitalised name does not go on in lower case, nor through a
		// one-letter word taken for an initial
		{"intro cs stops", "Dobrý den, jmenuji se Petra Dvořáková a bydlím v Brně.", []string{"Petra Dvořáková"}, []string{"Petra Dvořáková a bydlím v Brně"}},
		{"intro pl stops", "Dzień dobry, nazywam się Anna Wrzosek i mieszkam w Łodzi.", nil, []string{"Anna Wrzosek i mieszkam w Łodzi", "Anna Wrzosek i mieszkam"}},
		{"intro pl town", "Dzień dobry, nazywam się Anna Wrzosek z Warszawy.", nil, []string{"Anna Wrzosek z Warszawy"}},
		// a value ends at a column gap: the next column is another field
		{"value columns", "Name:   Gallagher      Forenames:   Sean Patrick", []string{"Gallagher"}, []string{"Gallagher      Forenames"}},
		{"intro cs verb", "Dobrý den, jmenuji se Petra Dvořáková a reklamuji objednávku.", nil, []string{"Petra Dvořáková a reklamuji"}},
		{"intro lower goes on", "hi, my name is ottokar j pfister", []string{"ottokar j pfister"}, nil},
		{"company name", "Company name: Acme Widgets", nil, []string{"Acme Widgets"}},
		{"file name", "File name: Report", nil, []string{"Report"}},
		// a legal form makes the value a firm's name
		{"account name of a firm", "Account name: Brightwave Media Ltd\nSort code: 40-47-84", nil, []string{"Brightwave Media Ltd", "Brightwave Media"}},
		{"holder's name of a firm", "Account holder name: Holzmann Logistik GmbH", nil, []string{"Holzmann Logistik GmbH", "Holzmann Logistik"}},
		{"account name of a person", "Account name: Rachel O'Donnell\nSort code: 40-47-84", []string{"Rachel O'Donnell"}, nil},
		{"not a name", "Name: Not available", nil, []string{"Not available", "Not"}},
		{"i am sorry", "I am sorry to my ancestors.", nil, []string{"sorry"}},
		// the speaker after a quote
		{"quote en", "\"The whole industry is moving in that direction,\" says Bergqvist.", []string{"Bergqvist"}, nil},
		{"quote role", "\"We are pleased,\" said Eagles owner Jeffrey Lurie.", nil, []string{"Eagles"}},
		{"quote caps", "Man muss Mut beweisen, sagte UEFA Präsident Michel Platini.", nil, []string{"UEFA Präsident Michel Platini", "UEFA"}},
		// a lower-case surname after a lower-case given name the model found,
		// and not the lower-case word after it
		{"lower surname", "i spoke to maria garcia yesterday", []string{"maria garcia"}, []string{"maria garcia yesterday"}},
		{"lower word after name", "follow up with patricia in a couple of months.", nil, []string{"patricia in"}},
		// ("martin" is no longer capitalised by truecasing: since the 2026-11-27
		// weights the lexicon marks it a word the corpora write in lower case)
		{"lower particle after name", "salut c'est julie moreau de lyon, je vous appelle", []string{"julie moreau"}, []string{"julie moreau de", "julie moreau de lyon"}},
		// the same name in a text with capitals: the lower-case branch
		{"lower particle after name, capitals around", "Salut, c'est julie martin de lyon, je vous appelle.", []string{"julie martin"}, []string{"julie martin de", "julie martin de lyon"}},
		{"verb after name pl", "cześć kasia idziesz dzisiaj?", nil, []string{"kasia idziesz"}},
		{"verb after name it", "ciao giulia vieni oggi?", nil, []string{"giulia vieni"}},
		{"verb after name de", "hallo petra kommst du heute?", nil, []string{"petra kommst"}},
		// a middle initial and the surname after it
		{"initial", "The song was written by Szabina J Gelencsér in 1999.", []string{"Szabina J Gelencsér"}, nil},
		{"lower initial", "the codey m ross version", nil, nil},
		{"conjunction is no initial", "marek a jana", nil, []string{"marek a jana"}},
		// lists of surnames with names the model found: TestCoordCue, with
		// the model's labels set by hand
		{"places stay", "He then headed to Florence, Amalfi and Sorrento.", nil, []string{"Amalfi", "Florence", "Sorrento"}},
		{"pair of places", "prohlášení také podepsaly Kyjev a Kišiněv.", nil, []string{"Kišiněv"}},
		// spans cut where the model ran two names or a verb together
		{"split to", "I'm so jealous! said Gladys to Logan", []string{"Logan"}, nil},
		{"possessive", "They sang the verses from Alice Goldberg's Cautionary Tales.", []string{"Alice Goldberg"}, nil},
		{"gloss kept", "Chris Jones (rugby union) scored twice.", nil, nil},
		{"particle kept", "Works by Ludwig van Beethoven were played.", []string{"Ludwig van Beethoven"}, nil},
	} {
		if c.name == "split to" || c.name == "possessive" {
			if got, _ := persons(tg, c.text); has(got, "Gladys to Logan") || has(got, "Alice Goldberg's Cautionary Tales") {
				t.Errorf("%s: %q: span not cut: %q", c.name, c.text, got)
			}
		}
		got, forced := persons(tg, c.text)
		for _, w := range c.want {
			if !has(got, w) {
				t.Errorf("%s: %q: no PERSON %q in %q", c.name, c.text, w, got)
			}
		}
		for _, w := range c.not {
			if has(forced, w) {
				t.Errorf("%s: %q: PERSON %q found (%q)", c.name, c.text, w, got)
			}
		}
	}
}

func TestCueHelpers(t *testing.T) {
	for _, c := range []struct {
		w            string
		lower, initl bool
	}{
		{"eva", true, false}, {"Eva", false, false}, {"J", false, true}, {"J.", false, true},
		{"g", false, true}, {"žilková", true, false}, {"a", false, true}, {"x1", false, false},
	} {
		if got := lowerWord(c.w); got != c.lower {
			t.Errorf("lowerWord(%q) = %v", c.w, got)
		}
		if got := initial(c.w); got != c.initl {
			t.Errorf("initial(%q) = %v", c.w, got)
		}
	}
}

// TestCoordCue runs coordCue on labels set by hand, so that it tests the
// rule rather than what the current weights happen to find.
func TestCoordCue(t *testing.T) {
	tg := tagger(t)
	for _, c := range []struct {
		name, text string
		model      []string // one-word PERSONs of the "model"
		want, not  []string // claimed, not claimed
	}{
		{"most are names", "The company is the brainchild of our 3 founders: Kónya, Becker and Vasquez.",
			[]string{"Becker", "Vasquez"}, []string{"Kónya"}, nil},
		{"one name among places", "He then headed to Florence, Amalfi and Sorrento.",
			[]string{"Amalfi"}, nil, []string{"Florence", "Sorrento"}},
		{"one of a pair", "prohlášení také podepsaly Kyjev a Kišiněv.",
			[]string{"Kyjev"}, nil, []string{"Kišiněv"}},
		{"no list", "Becker met Vasquez.", []string{"Becker"}, nil, []string{"Vasquez"}},
	} {
		s := &scratch{lex: tg.m.Lexicon()}
		toks := Tokenize(c.text, nil)
		s.describe(c.text, toks, 0)
		s.lookLex(len(toks))
		s.path = make([]uint8, len(toks))
		for i, tk := range toks {
			if slices.Contains(c.model, c.text[tk.Start:tk.End]) {
				s.path[i] = labelPerB
			}
		}
		var got []string
		for _, sp := range coordCue(s, c.text, toks, nil) {
			got = append(got, c.text[sp.Start:sp.End])
		}
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s: %q not claimed (claimed %q)", c.name, w, got)
			}
		}
		for _, w := range c.not {
			if slices.Contains(got, w) {
				t.Errorf("%s: %q claimed", c.name, w)
			}
		}
	}
}

// TestSplitCueConjunction: a PERSON span the model ran over two full names
// joined by a conjunction is cut in two; a name with "y" inside stays whole.
func TestSplitCueConjunction(t *testing.T) {
	tg := tagger(t)
	for _, c := range []struct {
		text string
		want []string
	}{
		{"junto a Mirrah Foulkes y Joel Edgerton", []string{"Mirrah Foulkes", "Joel Edgerton"}},
		{"with Anna Maria Smith and John Doe", []string{"Anna Maria Smith", "John Doe"}},
		{"obra de José Ortega y Gasset", []string{"José Ortega y Gasset"}},
		{"by Simon and Garfunkel", []string{"Simon and Garfunkel"}},
	} {
		s := &scratch{lex: tg.m.Lexicon()}
		toks := Tokenize(c.text, nil)
		s.describe(c.text, toks, 0)
		s.lookLex(len(toks))
		s.path = make([]uint8, len(toks))
		// the "model" ran everything from the first capital on into one name
		first := -1
		for i := range toks {
			if first < 0 && s.info[i].upperFirst && i > 0 {
				first = i
				s.path[i] = labelPerB
			} else if first >= 0 {
				s.path[i] = labelPerI
			}
		}
		splitCue(s, c.text, toks)
		var got []string
		for i := 0; i < len(toks); i++ {
			if s.path[i] != labelPerB {
				continue
			}
			j := i + 1
			for j < len(toks) && s.path[j] == labelPerI {
				j++
			}
			got = append(got, c.text[toks[i].Start:toks[j-1].End])
			i = j - 1
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%q: names %q, want %q", c.text, got, c.want)
		}
	}
}

func TestResidence(t *testing.T) {
	lex := Lexicon{Key("School"): 3<<4 | 1<<6} // a word of organisations' names
	for _, c := range []struct {
		text string
		i, j int
		want bool
	}{
		{"Mrs. Schwarz flew to Coles on Sunday.", 5, 6, true},
		{"I'm Bojka, originally from Dolores, and", 5, 6, true},
		{"We returned to San Bernardino by helicopter.", 3, 5, true},
		{"Seine Tochter wohnt in Neustadt.", 4, 5, true},
		{"Jana bydlí v Olomouci.", 3, 4, true},
		{"Mrs. Schwarz talked to Coles on Sunday.", 5, 6, false},   // no residence phrase
		{"He moved to Rishi Valley School in 1990.", 3, 6, false},  // an organisation's word ends it
		{"She moved to Acme GmbH last year.", 3, 5, false},         // a legal form
		{"We flew to Mr. Smith yesterday.", 3, 6, false},           // a title
		{"She lives in New South Wales Sydney Area.", 3, 8, false}, // too long
		{"šílenství v zemích NATO a EU, které", 5, 6, false},       // not the Italian "nato a"
		{"originally from\nDolores", 2, 3, false},                  // the phrase is on another line
	} {
		s := &scratch{lex: lex}
		toks := Tokenize(c.text, nil)
		s.describe(c.text, toks, 0)
		s.lookLex(len(toks))
		if got := s.residence(c.text, toks, c.i, c.j); got != c.want {
			t.Errorf("%q %q: residence = %v, want %v", c.text, c.text[toks[c.i].Start:toks[c.j-1].End], got, c.want)
		}
	}
}

func TestCountryCue(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Bush kritizoval Sýriu a Irán.", "SýriuIrán"},
		{"Firmy budou s Íránem obchodovat.", "Íránem"},
		{"Żołnierze są w Niemczech od roku.", "Niemczech"},
		{"Zmluvu podpísal s Veľkou Britániou.", "Veľkou Britániou"},
		{"Zástupci Spojených států odjeli.", "Spojených států"}, // a capital at the sentence start says nothing
		{"Sie sprach über die Zukunft des Landes und Russlands.", "Russlands"},
		{"Die Politik Russlands bleibt hart.", ""}, // German capitalises nouns: a longer name to the cue
		{"The team flew to USA today.", "USA"},
		{"Gaz sprzedano Włochom.", ""},              // Italy, and Italians too: not listed
		{"Georgia called me yesterday.", ""},        // a given name too
		{"The Hong Kong Open starts.", ""},          // part of a longer name
		{"Wywiad dla Business Insider Polska.", ""}, // part of a longer name
		{"Czech officials agreed.", ""},             // Polish genitive of Czechy, but English
		{"Polski rząd przyjął ustawę.", ""},         // Polish, the adjective
		{"Ukrajinský generální štáb uvedl.", ""},    // an adjective
		{"Obchod s Amerikou kvete.", "Amerikou"},
	} {
		if got := cueText(nil, c.text, countryCue); got != c.want {
			t.Errorf("%q: countryCue found %q, want %q", c.text, got, c.want)
		}
	}
}

// cueText runs a cue over text with the model's labels all O and returns the
// text of the spans it found, run together.
func cueText(lex Lexicon, text string, cue func(*scratch, string, []Token, []Span) []Span) string {
	return cueTextPer(lex, text, nil, cue)
}

// cueTextPer is cueText where the model labelled the tokens modelPer one
// PERSON (B, then I).
func cueTextPer(lex Lexicon, text string, modelPer []int, cue func(*scratch, string, []Token, []Span) []Span) string {
	s := &scratch{lex: lex}
	toks := Tokenize(text, nil)
	s.describe(text, toks, 0)
	s.lookLex(len(toks))
	s.path = make([]uint8, len(toks))
	for i, k := range modelPer {
		s.path[k] = labelPerI
		if i == 0 {
			s.path[k] = labelPerB
		}
	}
	got := ""
	for _, sp := range cue(s, text, toks, nil) {
		got += text[sp.Start:sp.End]
	}
	return got
}

// TestQuoteSpeaker checks the speaker after a quote in each language, with
// the model's labels set by hand: the cue, not the weights, is under test.
func TestQuoteSpeaker(t *testing.T) {
	for _, c := range []struct {
		text, want string
		modelPer   []int // tokens the model labelled PERSON (B, then I)
	}{
		{"\"Jsme připraveni,\" uvedl Kempf.", "Kempf", nil},
		{"\"Nie ma zgody,\" podkreśliła Nowacka.", "Nowacka", nil},
		{"« C'est fini », explique Dupuis.", "Dupuis", nil},
		{"\"No hay acuerdo\", afirmó Bozell.", "Bozell", nil},
		{"\"Es reicht\", erklärte Oberhuber.", "Oberhuber", nil},
		{"\"We agree,\" wrote Magnusson.", "Magnusson", nil},
		{"\"We agree,\" wrote Magnusson on Monday.", "", nil},                 // more than a name
		{"\"Es geht\", betont Co-Fraktionschef Fritz Kuhn.", "", []int{7, 8}}, // the model has the name
		{"Jsme připraveni, uvedl Kempf.", "Kempf", nil},                       // a comma ends the quote too
		{"\"Jsme připraveni\" a uvedl Kempf.", "", nil},                       // no quote before the verb
		{"„Handel spadnie” – stwierdził Pieskow.", "Pieskow", nil},            // the dash of direct speech
		{"- Jako kraj jesteśmy gotowi - mówił Ławrow.", "Ławrow", nil},
		{"Ceny rostou - dodává Novák.", "Novák", nil},
		{"Nord Stream - 2 uvedl.", "", nil}, // no name after the verb
	} {
		quoteCue := func(s *scratch, text string, toks []Token, out []Span) []Span {
			return fieldCue(s, text, toks, out, false)
		}
		if got := cueTextPer(nil, c.text, c.modelPer, quoteCue); got != c.want {
			t.Errorf("%q: fieldCue found %q, want %q", c.text, got, c.want)
		}
	}
}

// TestPossessiveCue: the adjective made from a known person's name is the
// person, with the lexicon set by hand (the cue, not the corpora, is under
// test).
func TestPossessiveCue(t *testing.T) {
	lex := Lexicon{
		Key("Trump"): 3 | 1<<6, Key("Putin"): 3 | 1<<6, Key("Bush"): 2 | 1<<6,
		Key("Maas"): 2 | 3<<2 | 1<<6, // a river more often than a minister
		Key("Karl"): 3 | 1<<6, Key("Hus"): 3 | 1<<6,
	}
	for _, c := range []struct{ text, want string }{
		{"Trumpův návrh neprošel.", "Trumpův"},
		{"Kdo je Putinův přítel?", "Putinův"},
		{"Trumpovo čtvrteční rozhodnutí.", "Trumpovo"},
		{"mnohí členovia Bushovej vlády", "Bushovej"},
		{"Maasův návrh neprošel.", ""},            // known better as a place
		{"Havlíčkův Brod je město.", ""},          // unknown stem; a place
		{"Karlovy Vary jsou lázně.", ""},          // a capital follows: a place
		{"Bydlí v ulici Husova 5.", ""},           // a number follows: a street
		{"Sídlí na Karlova ulice.", ""},           // a street word follows
		{"Celkově je to dobré.", ""},              // an adverb, no name in it
		{"TRUMPŮV návrh neprošel.", ""},           // capitals
		{"Trumpova Tower stojí v New Yorku.", ""}, // a name goes on
	} {
		if got := cueText(lex, c.text, possessiveCue); got != c.want {
			t.Errorf("%q: possessiveCue found %q, want %q", c.text, got, c.want)
		}
	}
}

func TestPossessiveStem(t *testing.T) {
	tests := []struct{ key, want string }{
		{"trumpův", "trump"},
		{"putinova", "putin"},
		{"obamovej", "obam"},
		{"trumpovi", "trump"},
		{"novákových", "novák"},
		{"kovov", "kov"}, // "ov" leaves three bytes
		{"nov", ""},      // "ov" would leave one
		{"london", ""},
		{"", ""},
		{"v", ""},
		{"kovových", "kov"},
		{"havlíčkově", "havlíčk"},
	}
	for _, tc := range tests {
		if got := string(possessiveStem([]byte(tc.key))); got != tc.want {
			t.Errorf("possessiveStem(%q) = %q, want %q", tc.key, got, tc.want)
		}
	}
	// possessiveStem rules a word out by the 'v' of every suffix among its
	// last six bytes
	for _, suf := range possessiveSuffixes {
		if bytes.IndexByte(suf[max(len(suf)-6, 0):], 'v') < 0 {
			t.Errorf("suffix %q has no 'v' among its last six bytes", suf)
		}
	}
}

// TestFirmAfterParticle: a person's span the tagger ran over "de" and the
// firm the person speaks for is cut there; a name with a particle stays
// whole.
func TestFirmAfterParticle(t *testing.T) {
	tg := tagger(t)
	for _, c := range []struct {
		text string
		want []string // TYPE:text that must be found
		not  []string
	}{
		{"Buenos días, le atiende Lucía de Seguros Atlántida.", []string{"PERSON:Lucía", "ORGANIZATION:Seguros Atlántida"}, []string{"PERSON:Lucía de Seguros Atlántida"}},
		{"Le saluda Marta de Banco Sabadell.", []string{"PERSON:Marta", "ORGANIZATION:Banco Sabadell"}, []string{"PERSON:Marta de Banco Sabadell"}},
		{"Buongiorno, sono Marco di Banca Intesa.", []string{"PERSON:Marco", "ORGANIZATION:Banca Intesa"}, []string{"PERSON:Marco di Banca Intesa"}},
		{"Saluda Ana de la Fuente.", []string{"PERSON:Ana de la Fuente"}, nil},
	} {
		foundAsWanted(t, tg, c.text, c.want, c.not)
	}
}

// TestNameThenTown: a name in lower case (or truecased) followed by a
// particle and a town ends before the particle, and the town is a place;
// the one-letter Polish, Czech and Slovak prepositions are no initials.
func TestNameThenTown(t *testing.T) {
	tg := tagger(t)
	for _, c := range []struct {
		text string
		want []string
		not  []string
	}{
		// "krakowa" (genitive) is in no gazetteer: the town is the
		// model's to find, which it does capitalised ("z Krakowa")
		{"dzień dobry, tu anna nowak z krakowa", []string{"PERSON:anna nowak"}, []string{"PERSON:anna nowak z"}},
		{"dzień dobry, tu anna nowak z Krakowa", []string{"PERSON:anna nowak", "LOCATION:Krakowa"}, []string{"PERSON:anna nowak z"}},
		{"salut c'est julie martin de lyon", []string{"PERSON:julie martin", "LOCATION:lyon"}, nil},
		{"ciao sono francesca bianchi di milano", []string{"PERSON:francesca bianchi", "LOCATION:milano"}, []string{"PERSON:francesca bianchi di milano"}},
		{"Saluda Ana de la Fuente.", []string{"PERSON:Ana de la Fuente"}, nil},
	} {
		foundAsWanted(t, tg, c.text, c.want, c.not)
	}
}

// foundAsWanted checks that the tagger finds every span of want in text
// ("TYPE:surface", as found writes them) and none of not.
func foundAsWanted(t *testing.T, tg *Tagger, text string, want, not []string) {
	t.Helper()
	got := found(tg, text)
	for _, w := range want {
		if !has(got, w) {
			t.Errorf("%q: no %s in %q", text, w, got)
		}
	}
	for _, w := range not {
		if has(got, w) {
			t.Errorf("%q: %s found", text, w)
		}
	}
}
