package ner

import (
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/internal/cputime"
)

func tagger(t testing.TB) *Tagger {
	t.Helper()
	m, err := Default()
	if err != nil {
		t.Fatalf("embedded model: %v (run go run ./scripts/train)", err)
	}
	return NewTagger(m)
}

// found returns the entities of text as "TYPE:text".
func found(tg *Tagger, text string) []string {
	var out []string
	for _, s := range tg.Tag(text, nil) {
		out = append(out, s.Type+":"+text[s.Start:s.End])
	}
	return out
}

func has(got []string, want string) bool {
	for _, g := range got {
		if g == want {
			return true
		}
	}
	return false
}

func TestTagger(t *testing.T) {
	tg := tagger(t)
	tests := []struct {
		name, text string
		want       []string // entities that must be found exactly
		absent     []string // entities that must not be found
	}{
		{"cs nominative", "Jan Novák pracuje v Praze.", []string{"PERSON:Jan Novák", "LOCATION:Praze"}, nil},
		{"cs genitive", "Neviděl jsem Jana Nováka týden.", []string{"PERSON:Jana Nováka"}, nil},
		{"cs instrumental", "Včera jsem mluvil s Janem Novákem z Brna.", []string{"PERSON:Janem Novákem"}, nil},
		{"cs feminine", "Smlouvu podepsala Petra Nováková v Brně.", []string{"PERSON:Petra Nováková"}, nil},
		{"pl feminine instrumental", "Rozmawiałem z Anną Kowalską w Warszawie.", []string{"PERSON:Anną Kowalską", "LOCATION:Warszawie"}, nil},
		{"chat lower-case name en", "hey anna are you coming tonight?", []string{"PERSON:anna"}, nil},
		{"chat lower-case name cs", "ahoj petr jdeš dneska?", []string{"PERSON:petr"}, nil},
		{"chat lower-case vocative cs", "ahoj petře, zavolej mi zítra. díky, jana", []string{"PERSON:petře", "PERSON:jana"}, nil},
		{"chat lower-case names en", "hey mike, did you talk to sarah about the budget?", []string{"PERSON:mike", "PERSON:sarah"}, nil},
		{"pl vocative and sign-off", "Cześć Piotrze, dzięki za wiadomość. Pozdrawiam, Anna Nowak", []string{"PERSON:Piotrze", "PERSON:Anna Nowak"}, []string{"LOCATION:Pozdrawiam", "PERSON:Pozdrawiam"}},
		{"en sign-off", "Please send the invoice. Thanks, Anna Schmidt", []string{"PERSON:Anna Schmidt"}, []string{"PERSON:Thanks"}},
		{"cs inflected title outside", "Mluvil jsem s panem Dvořákem a s paní Svobodovou.", []string{"PERSON:Dvořákem", "PERSON:Svobodovou"}, []string{"PERSON:panem Dvořákem"}},
		{"pl instrumental", "Spotkałem się z Janem Kowalskim w Gdańsku.", []string{"PERSON:Janem Kowalskim", "LOCATION:Gdańsku"}, nil},
		{"title en", "Dear Mr. Smith, thank you.", []string{"PERSON:Smith"}, []string{"PERSON:Mr. Smith", "PERSON:Mr"}},
		{"title de", "Ich habe mit Frau Müller gesprochen.", []string{"PERSON:Müller"}, []string{"PERSON:Frau Müller"}},
		{"title cs", "Vážený pan Dvořák,", []string{"PERSON:Dvořák"}, []string{"PERSON:pan Dvořák"}},
		{"title fr", "Merci Mme Dubois.", []string{"PERSON:Dubois"}, []string{"PERSON:Mme Dubois"}},
		{"org s.r.o.", "Faktura pro Alfa Stav s.r.o., Praha", []string{"ORGANIZATION:Alfa Stav s.r.o."}, nil},
		{"org a.s.", "Pracuje ve firmě Energo Invest a.s. od března.", []string{"ORGANIZATION:Energo Invest a.s."}, nil},
		{"org GmbH", "Rechnung an Schneider Bau GmbH, Berlin", []string{"ORGANIZATION:Schneider Bau GmbH"}, nil},
		{"org Sp. z o.o.", "Faktura dla Nova Tech Sp. z o.o., Kraków", []string{"ORGANIZATION:Nova Tech Sp. z o.o."}, nil},
		{"org S.p.A.", "Fattura per Rossi Metal S.p.A., Milano", []string{"ORGANIZATION:Rossi Metal S.p.A."}, nil},
		{"org SARL", "Contrat entre Dupont Media SARL et Marie Martin", []string{"ORGANIZATION:Dupont Media SARL", "PERSON:Marie Martin"}, nil},
		{"org Ltd", "Invoice for Green Star Ltd, London", []string{"ORGANIZATION:Green Star Ltd"}, nil},
		{"St. is no sentence end", "He flew to St. Louis on Monday.", []string{"LOCATION:St. Louis"}, nil},
		{"org Inc", "She joined Global Data Inc. in March.", []string{"ORGANIZATION:Global Data Inc."}, nil},
		{"cs Praha nominative", "Praha je hlavní město.", []string{"LOCATION:Praha"}, nil},
		{"cs Prahy genitive", "Včera přijel z Prahy do Brna.", []string{"LOCATION:Prahy"}, nil},
		{"cs Prahou instrumental", "Mezi Prahou a Brnem jezdí vlak každou hodinu.", []string{"LOCATION:Prahou"}, nil},
		{"cs Novák after title", "Pan Novák přišel pozdě.", []string{"PERSON:Novák"}, []string{"PERSON:Pan Novák"}},
		{"cs Nováka accusative", "Potkal jsem Petra Nováka v Brně.", []string{"PERSON:Petra Nováka"}, nil},
		{"pl genitive", "Nie widziałem Jana Kowalskiego od tygodnia.", []string{"PERSON:Jana Kowalskiego"}, nil},
		{"pl dative", "Przekaż to Piotrowi Nowakowi jutro.", []string{"PERSON:Piotrowi Nowakowi"}, nil},
		{"pl locative city", "Mieszkam w Krakowie od roku.", []string{"LOCATION:Krakowie"}, nil},
		{"sk instrumental", "Stretol som sa s Jánom Kováčom v Bratislave.", []string{"PERSON:Jánom Kováčom", "LOCATION:Bratislave"}, nil},
		{"sk feminine", "Zmluvu podpísala Mária Kováčová v Košiciach.", []string{"PERSON:Mária Kováčová"}, nil},
		{"chat lower-case it", "ciao marco, come stai?", []string{"PERSON:marco"}, nil},
		{"chat lower-case pl", "hej kasia, co słychać?", []string{"PERSON:kasia"}, nil},
		{"title Herr", "Sehr geehrter Herr Schneider,", []string{"PERSON:Schneider"}, []string{"PERSON:Herr Schneider"}},
		{"title paní", "Volala paní Dvořáková z banky.", []string{"PERSON:Dvořáková"}, []string{"PERSON:paní Dvořáková"}},
		{"title pan pl", "Pan Kowalski zadzwonił wczoraj.", []string{"PERSON:Kowalski"}, []string{"PERSON:Pan Kowalski"}},
		{"title Dr.", "Please ask Dr. Anna Weber about it.", []string{"PERSON:Anna Weber"}, []string{"PERSON:Dr. Anna Weber"}},
		{"title Sra.", "Estimada Sra. García:", []string{"PERSON:García"}, []string{"PERSON:Sra. García"}},
		// an office used as a title stays outside too, when a name follows it
		{"office as title de", "Sehr geehrter Herr Professor Rainalter,\n\ndanke für die Erinnerung.", []string{"PERSON:Rainalter"}, []string{"PERSON:Professor", "PERSON:Professor Rainalter"}},
		{"office as title cs", "Kancléřka Merkelová v pondělí řekla, že Německo pomůže.", []string{"PERSON:Merkelová"}, []string{"PERSON:Kancléřka Merkelová"}},
		{"office as title it", "Onorevole Cox, siete d'accordo?", []string{"PERSON:Cox"}, []string{"PERSON:Onorevole Cox"}},
		{"office word as surname", "Danke, Herr Kaplan, wie lautet die neue Adresse?", []string{"PERSON:Kaplan"}, nil},
		{"no entities", "the weather is nice and we will go for a walk.", nil, []string{"PERSON:weather", "PERSON:walk"}},
		// names from the listed gazetteers (gazetteer.Listed), alone as in mail and chat
		{"listed given name as subject", "Marcela will send the invoice tomorrow.", []string{"PERSON:Marcela"}, nil},
		{"listed name es", "Gracias, Inmaculada. Saludos a Rocío.", []string{"PERSON:Inmaculada", "PERSON:Rocío"}, nil},
		// places in the oblique cases that the inflected names share
		{"cs place accusative", "Minulý týden jsme jeli na Ukrajinu a do Ruska.", []string{"LOCATION:Ukrajinu", "LOCATION:Ruska"}, []string{"PERSON:Ukrajinu"}},
		{"pl place instrumental", "Granica z Ukrainą jest długa.", []string{"LOCATION:Ukrainą"}, []string{"PERSON:Ukrainą"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := found(tg, tc.text)
			for _, w := range tc.want {
				if !has(got, w) {
					t.Errorf("missing %s in %v", w, got)
				}
			}
			for _, a := range tc.absent {
				if has(got, a) {
					t.Errorf("unexpected %s in %v", a, got)
				}
			}
			if tc.want == nil && len(got) > 0 {
				t.Errorf("want none, got %v", got)
			}
		})
	}
}

// TestBalance: a span keeps its brackets paired.
func TestSkipLeadingPunct(t *testing.T) {
	tests := []struct {
		text        string
		first, last int // token range the model tagged
		want        string
	}{
		{"Dr . van der Berg", 1, 4, "van der Berg"},
		{"x , : Anna", 1, 3, "Anna"},
		{"x - Anna", 1, 2, "- Anna"}, // a dash may stand inside a name ("al - Sadr")
		{"Anna Nowak", 0, 1, "Anna Nowak"},
		{"x . .", 1, 2, "."}, // all punctuation: the last token stays
	}
	for _, tc := range tests {
		toks := Tokenize(tc.text, nil)
		first := skipLeadingPunct(tc.text, toks, tc.first, tc.last)
		if got := tc.text[toks[first].Start:toks[tc.last].End]; got != tc.want {
			t.Errorf("skipLeadingPunct(%q, %d, %d) = %q, want %q", tc.text, tc.first, tc.last, got, tc.want)
		}
	}
}

func TestBalance(t *testing.T) {
	tests := []struct {
		text        string
		first, last int // token range the model tagged
		want        string
	}{
		{"Sioux Falls , South Dakota ) x", 0, 4, "Sioux Falls , South Dakota"},
		{"John Towers ( bishop ) x", 0, 3, "John Towers ( bishop )"},
		{"John Towers ( bishop ) x", 0, 4, "John Towers ( bishop )"},
		{"Parodius ( series", 0, 2, "Parodius"},
		{"Saddam ( Hussein ) said", 0, 3, "Saddam ( Hussein )"},
		{"a ) b", 2, 2, "b"},
		{") b", 0, 1, ")"},
	}
	for _, tc := range tests {
		toks := Tokenize(tc.text, nil)
		last := balance(tc.text, toks, tc.first, tc.last)
		if got := tc.text[toks[tc.first].Start:toks[last].End]; got != tc.want {
			t.Errorf("balance(%q, %d, %d) = %q, want %q", tc.text, tc.first, tc.last, got, tc.want)
		}
	}
}

func TestScoresInRange(t *testing.T) {
	tg := tagger(t)
	for _, s := range tg.Tag("John Smith met Angela Merkel in Berlin at Siemens AG.", nil) {
		if s.Score < 0.5 || s.Score > 0.95 {
			t.Errorf("%+v: score out of [0.5, 0.95]", s)
		}
	}
}

func TestTokenize(t *testing.T) {
	tests := []struct{ text, want string }{
		{"Hello, J. Smith!", "Hello|,|J.|Smith|!"},
		{"Alfa s.r.o. a U.S. firm", "Alfa|s.r.o.|a|U.S.|firm"},
		{"l'Italie et d'Artagnan", "l'|Italie|et|d'|Artagnan"},
		{"O'Neill's car", "O'Neill|'s|car"},
		// an elided word before a space is one token as before a letter
		{"pour l' Inde et l’ Italie", "pour|l'|Inde|et|l’|Italie"},
		{"dell' Europa, all' INPS, un' altra", "dell'|Europa|,|all'|INPS|,|un'|altra"},
		{"L' Espagne", "L'|Espagne"},
		{"qu' il", "qu'|il"},
		// not before two spaces, a tab or no word; not a quoted word;
		// not a word that is no elided one
		{"l'  Inde", "l|'|Inde"},
		{"l'\tInde", "l|'|Inde"},
		{"d' 12", "d'|12"},
		{"l' , x", "l|'|,|x"},
		{"rock 'n' roll", "rock|'|n|'|roll"},
		{"the 'all' of it", "the|'|all|'|of|it"},
		{"a 'quoted' word", "a|'|quoted|'|word"},
		{"O' Neill", "O|'|Neill"},
		{"the Joneses' house", "the|Joneses|'|house"},
		{"Jean-Pierre Müller-Lüdenscheidt", "Jean-Pierre|Müller-Lüdenscheidt"},
		{"Mr. Smith", "Mr|.|Smith"},
		{"  ", ""},
	}
	for _, tc := range tests {
		var parts []string
		for _, tk := range Tokenize(tc.text, nil) {
			parts = append(parts, tc.text[tk.Start:tk.End])
		}
		if got := strings.Join(parts, "|"); got != tc.want {
			t.Errorf("Tokenize(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

func tinyCorpus() []Sentence {
	return []Sentence{
		FromTokens(strings.Fields("Jan Novák bydlí v Praze ."), strings.Fields("B-PER I-PER O O B-LOC O")),
		FromTokens(strings.Fields("Anna Smith works at Acme Ltd ."), strings.Fields("B-PER I-PER O O B-ORG I-ORG O")),
		FromTokens(strings.Fields("Berlin is big ."), strings.Fields("B-LOC O O O")),
		FromTokens(strings.Fields("EU rules"), strings.Fields("B-MISC O")),
	}
}

func TestTrainDeterministic(t *testing.T) {
	cfg := TrainConfig{Bits: 12, Epochs: 3, Seed: 7}
	var a, b bytes.Buffer
	Train(tinyCorpus(), cfg).WriteTo(&a)
	Train(tinyCorpus(), cfg).WriteTo(&b)
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatal("two trainings on the same input gave different bytes")
	}
	cfg.Seed = 8
	var c bytes.Buffer
	Train(tinyCorpus(), cfg).WriteTo(&c)
	m, err := ReadModel(a.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	// the tiny model learns its own training sentence
	got := found(NewTagger(m), "Jan Novák bydlí v Praze .")
	if !has(got, "PERSON:Jan Novák") || !has(got, "LOCATION:Praze") {
		t.Errorf("tiny model tags %v", got)
	}
}

// TestSaltIsTheModels: the salt is written with the weights and tagging
// hashes with the model's salt, so a model trained with one tags as trained.
func TestSaltIsTheModels(t *testing.T) {
	for _, salt := range []uint64{0, 1000} {
		var buf bytes.Buffer
		Train(tinyCorpus(), TrainConfig{Bits: 12, Epochs: 3, Seed: 7, Salt: salt}).WriteTo(&buf)
		m, err := ReadModel(buf.Bytes())
		if err != nil {
			t.Fatal(err)
		}
		if m.Salt != salt {
			t.Fatalf("salt %d read back as %d", salt, m.Salt)
		}
		got := found(NewTagger(m), "Jan Novák bydlí v Praze .")
		if !has(got, "PERSON:Jan Novák") || !has(got, "LOCATION:Praze") {
			t.Errorf("salt %d: tiny model tags %v", salt, got)
		}
		m.Salt ^= 1 // hashed at other rows: what it learnt is gone
		if other := found(NewTagger(m), "Jan Novák bydlí v Praze ."); slices.Equal(other, got) {
			t.Errorf("salt %d: read with another salt, the model still tags %v", salt, other)
		}
	}
}

func TestReadModelErrors(t *testing.T) {
	var buf bytes.Buffer
	Train(tinyCorpus(), TrainConfig{Bits: 10, Epochs: 1, Seed: 1}).WriteTo(&buf)
	good := buf.Bytes()
	tests := []struct {
		name string
		b    []byte
	}{
		{"empty", nil},
		{"bad magic", append([]byte("XXXXXX"), good[6:]...)},
		{"PGNER2 (rows laid out without blocks)", append([]byte("PGNER2"), good[6:]...)},
		{"truncated", good[:len(good)-2]},
	}
	for _, tc := range tests {
		if _, err := ReadModel(tc.b); err == nil {
			t.Errorf("%s: accepted", tc.name)
		}
	}
	if _, err := ReadModel(good); err != nil {
		t.Errorf("good model: %v", err)
	}
}

func TestRecognizerInEngine(t *testing.T) {
	r, err := NewRecognizer()
	if err != nil {
		t.Fatal(err)
	}
	eng := detect.New(r)
	text := "Meeting with Angela Merkel in Berlin."
	ents := eng.Detect(text, detect.Options{Threshold: 0.35})
	var got []string
	for _, e := range ents {
		got = append(got, e.Type+":"+e.Text)
	}
	if !has(got, "PERSON:Angela Merkel") || !has(got, "LOCATION:Berlin") {
		t.Errorf("engine found %v", got)
	}
}

func BenchmarkTag(b *testing.B)           { benchTag(b, false, false) }
func BenchmarkTagExhaustive(b *testing.B) { benchTag(b, true, false) }

// BenchmarkTagWithoutForms: BenchmarkTag without the form table (every
// token's features computed and its 36 rows summed).
func BenchmarkTagWithoutForms(b *testing.B) { benchTagWith(b, false, false, false) }

// BenchmarkTagLowerCase: the same text in lower case, which Tag truecases
// first (see truecase).
func BenchmarkTagLowerCase(b *testing.B) { benchTag(b, false, true) }

func benchTag(b *testing.B, exhaustive, lower bool) { benchTagWith(b, exhaustive, lower, true) }

func benchTagWith(b *testing.B, exhaustive, lower, forms bool) {
	data, err := os.ReadFile("../../../shared/data/ner/conll2003.en.dev.bio")
	if err != nil {
		b.Skip("dev data not available")
	}
	var sb strings.Builder
	for _, line := range strings.Split(string(data), "\n") {
		tok, _, _ := strings.Cut(line, "\t")
		if tok == "" {
			sb.WriteByte('\n')
			continue
		}
		sb.WriteString(tok)
		sb.WriteByte(' ')
	}
	text := sb.String()
	if lower {
		text = strings.ToLower(text)
	}
	tg := tagger(b)
	tg.Exhaustive = exhaustive
	if !forms {
		tg.forms = nil
	}
	var out []Span
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	cpu0 := cputime.Process()
	for i := 0; i < b.N; i++ {
		out = tg.Tag(text, out[:0])
	}
	// the process's CPU time per call: on a shared machine a steadier
	// figure than the wall time (PERFORMANCE.md, "How to measure")
	b.ReportMetric(float64((cputime.Process()-cpu0).Nanoseconds())/1e6/float64(b.N), "cpu-ms/op")
}

func TestRetokenize(t *testing.T) {
	tests := []struct{ words, tags, want string }{
		{"Er spielt beim 1. FC Köln .", "O O O B-ORG I-ORG I-ORG O", "Er/O spielt/O beim/O 1/B-ORG ./I-ORG FC/I-ORG Köln/I-ORG ./O"},
		{"St. Louis is big", "B-LOC I-LOC O O", "St/B-LOC ./I-LOC Louis/I-LOC is/O big/O"},
		{"l'Italie", "B-LOC", "l'/B-LOC Italie/I-LOC"},
		{"d'Italie", "O", "d'/O Italie/O"},
		// the corpora's elided token before a name stays its own token
		{"pour l' Inde", "O O B-LOC", "pour/O l'/O Inde/B-LOC"},
		{"dell' Europa", "O B-LOC", "dell'/O Europa/B-LOC"},
		{"Mr. Smith", "O B-PER", "Mr/O ./O Smith/B-PER"},
	}
	for _, tc := range tests {
		s := Retokenize(FromTokens(strings.Fields(tc.words), strings.Fields(tc.tags)))
		var got []string
		for i, tk := range s.Tokens {
			got = append(got, s.Text[tk.Start:tk.End]+"/"+Labels[s.Gold[i]])
		}
		if g := strings.Join(got, " "); g != tc.want {
			t.Errorf("Retokenize(%q) = %q, want %q", tc.words, g, tc.want)
		}
	}
}

// TestEmissionsMatchReference: the touch pass in emissions only reorders
// memory reads, so every warm token's scores must equal the plain sum of its
// feature rows, and every cold token must get coldEmission.
func TestEmissionsMatchReference(t *testing.T) {
	tg := tagger(t)
	m := tg.m
	texts := []string{
		"Jan Novák met Angela Merkel in Berlin and then flew to Praha with Siemens AG staff.",
		"the quick brown fox jumps over the lazy dog, said Mr. Smith of ACME Ltd in London.",
		"Paní Dvořáková z Brna volala panu Svobodovi do Ostravy kvůli firmě Škoda Auto a.s.",
		"",
	}
	for _, text := range texts {
		s := &scratch{lex: m.Lexicon()}
		toks := Tokenize(text, nil)
		n := len(toks)
		if n == 0 {
			continue
		}
		s.describe(text, toks, 0)
		s.markCold(n)
		s.lookLex(n)
		s.featurize(n, m.Bits, m.Salt)
		m.emissions(s, n)
		for i := 0; i < n; i++ {
			want := coldEmission
			if !s.cold[i] {
				want = [NumLabels]int32{}
				for _, b := range s.feats[i*NumFeatures : (i+1)*NumFeatures] {
					for l := range want {
						want[l] += m.weight(b, l)
					}
				}
			}
			if got := [NumLabels]int32(s.emit[i*NumLabels:]); got != want {
				t.Errorf("%q token %d: emissions %v, want %v", text, i, got, want)
			}
		}
	}
}

// TestViterbiMatchesReference: viterbi scores I-X only from B-X and I-X; on
// random scores, with and without cold tokens, its path must score as high
// as the best path of a plain search over every predecessor, and be valid.
func TestViterbiMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 9))
	for trial := 0; trial < 2000; trial++ {
		n := 1 + rng.IntN(12)
		var trans [NumLabels + 1][NumLabels]int32
		for p := range trans {
			for c := range trans[p] {
				trans[p][c] = rng.Int32N(2001) - 1000
			}
		}
		dec := masked(trans)
		emit := make([]int32, n*NumLabels)
		cold := make([]bool, n)
		for i := 0; i < n; i++ {
			cold[i] = trial%2 == 1 && rng.IntN(3) == 0
			for c := 0; c < NumLabels; c++ {
				emit[i*NumLabels+c] = rng.Int32N(4001) - 2000
			}
			if cold[i] {
				copy(emit[i*NumLabels:], coldEmission[:])
			}
		}
		path := make([]uint8, n)
		viterbi(emit, &dec, n, make([]int32, n*NumLabels), make([]uint8, n*NumLabels), path, cold)
		score := func(p []uint8) int32 {
			s, prev := int32(0), uint8(NumLabels)
			for i, l := range p {
				s += dec[prev][l] + emit[i*NumLabels+int(l)]
				prev = l
			}
			return s
		}
		// reference: the best score over all label sequences by a plain
		// dynamic programme over every predecessor
		best := make([]int32, NumLabels)
		for c := range best {
			best[c] = dec[NumLabels][c] + emit[c]
		}
		for i := 1; i < n; i++ {
			next := make([]int32, NumLabels)
			for c := range next {
				next[c] = math.MinInt32
				for p := range best {
					if v := best[p] + dec[p][c]; v > next[c] {
						next[c] = v
					}
				}
				next[c] += emit[i*NumLabels+c]
			}
			best = next
		}
		want := slices.Max(best)
		prev := uint8(NumLabels)
		for i, l := range path {
			if !allowed(prev, l) || cold[i] && l != labelO {
				t.Fatalf("trial %d: path %v invalid at %d", trial, path, i)
			}
			prev = l
		}
		if got := score(path); got != want {
			t.Fatalf("trial %d: path %v scores %d, best is %d", trial, path, got, want)
		}
	}
}

// TestWordMemoMatchesLookups: the memo of describe and lookLex must give
// every token the gazetteer class and lexicon profile of a direct lookup,
// also after its entries were taken over by other words (the text has more
// distinct words than the memo has entries) and when a word comes back.
func TestWordMemoMatchesLookups(t *testing.T) {
	m := tagger(t).m
	var sb strings.Builder
	sb.WriteString("Angela Merkel besuchte Praha, Brno und Siemens AG. ")
	for i := 0; i < 3*memoSize; i++ {
		fmt.Fprintf(&sb, "Wort%x ", i)
		if i%97 == 0 {
			sb.WriteString("Novák Müller Berlin GmbH berlin the ")
		}
	}
	sb.WriteString("Angela Merkel besuchte Praha, Brno und Siemens AG.")
	text := sb.String()
	toks := Tokenize(text, nil)
	n := len(toks)
	memo := &scratch{lex: m.Lexicon(), memoLex: true}
	plain := &scratch{lex: m.Lexicon()}
	for round := 0; round < 2; round++ { // the second round starts with a warm memo
		for _, s := range []*scratch{memo, plain} {
			s.describe(text, toks, 0)
			s.cold = nil
			s.lookLex(n)
		}
		hits := 0
		for i := 0; i < n; i++ {
			key := plain.key(i)
			lt := listedNames()
			wantGaz := gazetteer.ClassBytes(key)
			if wantGaz == 0 && len(key) > 1 && key[len(key)-1] == '.' {
				wantGaz = gazetteer.ClassBytes(key[:len(key)-1])
			}
			if plain.info[i].upperFirst {
				wantGaz |= lt.class(plain.info[i].lw)
			}
			wantLex := m.Lexicon()[string(key)]
			if got := memo.info[i]; got.gaz != wantGaz || got.lex != wantLex || plain.info[i].gaz != wantGaz {
				t.Fatalf("round %d token %q: memo gaz %d lex %d, plain gaz %d, want gaz %d lex %d", round, key, got.gaz, got.lex, plain.info[i].gaz, wantGaz, wantLex)
			}
			if wantGaz != 0 || wantLex != 0 {
				hits++
			}
		}
		if hits < 20 {
			t.Fatalf("only %d tokens with a class or profile: the test text does not exercise the lookups", hits)
		}
	}
}
