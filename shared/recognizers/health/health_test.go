package health

import (
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

func detectText(text, lang string) []detect.Entity {
	return detect.New(All()...).Detect(text, detect.Options{Lang: lang, Threshold: 0.35})
}

// has reports an entity of type typ whose text is want.
func has(es []detect.Entity, typ, want string) bool {
	for _, e := range es {
		if e.Type == typ && e.Text == want {
			return true
		}
	}
	return false
}

func TestLexiconPositives(t *testing.T) {
	const C, M, I = "MEDICAL_CONDITION", "MEDICATION", "INSURANCE_COMPANY"
	cases := []struct {
		lang, text, typ, want string
	}{
		// en
		{"en", "Patient has type 2 diabetes and takes metformin 500 mg daily.", C, "type 2 diabetes"},
		{"en", "Patient has type 2 diabetes and takes metformin 500 mg daily.", M, "metformin"},
		{"en", "History of high blood pressure.", C, "high blood pressure"},
		{"en", "Diagnosed with Crohn’s disease in 2019.", C, "Crohn’s disease"},
		{"en", "She was prescribed Lipitor.", M, "Lipitor"},
		{"en", "Member of Blue Cross Blue Shield since 2010.", I, "Blue Cross Blue Shield"},
		{"en", "Insurance: UnitedHealthcare", I, "UnitedHealthcare"},
		{"en", "Diagnosis: COPD, on tiotropium.", C, "COPD"},
		{"en", "Diagnosis: COVID-19 pneumonia", C, "COVID-19"},
		// de
		{"de", "Der Patient leidet an Zuckerkrankheit und Bluthochdruck.", C, "Zuckerkrankheit"},
		{"de", "Der Patient leidet an Zuckerkrankheit und Bluthochdruck.", C, "Bluthochdruck"},
		{"de", "Verordnet: Ramipril 5 mg und Novaminsulfon.", M, "Novaminsulfon"},
		{"de", "Verordnet: Amlodipin 5 mg", M, "Amlodipin"},
		{"de", "Versichert bei der Techniker Krankenkasse.", I, "Techniker Krankenkasse"},
		{"de", "Krankenkasse: AOK", I, "AOK"},
		{"de", "KK: AOK NordWest, Vers.-Nr. R407183524", I, "AOK NordWest"},
		{"de", "Versichert bei der AOK Baden-Württemberg.", I, "AOK Baden-Württemberg"},
		// fr
		{"fr", "Antécédents : diabète de type 2, hypertension artérielle.", C, "diabète de type 2"},
		{"fr", "Antécédents : diabète de type 2, hypertension artérielle.", C, "hypertension artérielle"},
		{"fr", "Traitement : Doliprane 1000 mg, amoxicilline.", M, "amoxicilline"},
		{"fr", "Traitement : Doliprane 1000 mg", M, "Doliprane"},
		{"fr", "Assuré auprès de la CPAM de Lyon.", I, "CPAM de Lyon"},
		{"fr", "Caisse d'affiliation : CPAM de Seine-Saint-Denis\n", I, "CPAM de Seine-Saint-Denis"},
		{"fr", "auprès de la CPAM d'Ille-et-Vilaine. Mutuelle", I, "CPAM d'Ille-et-Vilaine"},
		{"fr", "auprès de la CPAM du Rhône.", I, "CPAM du Rhône"},
		{"fr", "CPAM DE SEINE-SAINT-DENIS\n93000 Bobigny", I, "CPAM DE SEINE-SAINT-DENIS"},
		{"fr", "la Caisse primaire d'assurance maladie de la Sarthe vous informe", I, "Caisse primaire d'assurance maladie de la Sarthe"},
		{"fr", "envoyez-le à la CPAM de votre département", I, "CPAM"},
		{"fr", "la CPAM-", I, "CPAM"},
		// es
		{"es", "El paciente padece insuficiencia cardíaca y toma furosemida.", C, "insuficiencia cardíaca"},
		{"es", "El paciente padece insuficiencia cardíaca y toma furosemida.", M, "furosemida"},
		{"es", "Asegurado en Sanitas.", I, "Sanitas"},
		{"es", "Tratamiento con amlodipino 5 mg.", M, "amlodipino"},
		// it
		{"it", "Il paziente soffre di morbo di Parkinson, assume levodopa.", C, "morbo di Parkinson"},
		{"it", "Terapia: Tachipirina 1000 mg.", M, "Tachipirina"},
		{"it", "Diagnosi di sclerosi multipla.", C, "sclerosi multipla"},
		// pl: inflected forms
		{"pl", "Pacjent choruje na cukrzycę typu 2.", C, "cukrzycę typu 2"},
		{"pl", "Leczenie nadciśnienia tętniczego.", C, "nadciśnienia tętniczego"},
		{"pl", "Przyjmuje amoksycylinę 3 razy dziennie.", M, "amoksycylinę"},
		{"pl", "Ubezpieczony w NFZ.", I, "NFZ"},
		{"pl", "Płatnik: Świętokrzyski Oddział Wojewódzki NFZ\n", I, "Świętokrzyski Oddział Wojewódzki NFZ"},
		{"pl", "umowa z Mazowieckim Oddziałem Wojewódzkim NFZ.", I, "Mazowieckim Oddziałem Wojewódzkim NFZ"},
		{"pl", "Choroba Parkinsona rozpoznana w 2020.", C, "Choroba Parkinsona"},
		// cs: inflected forms
		{"cs", "Pacient trpí cukrovkou a vysokým krevním tlakem.", C, "cukrovkou"},
		{"cs", "Pacient trpí cukrovkou a vysokým krevním tlakem.", C, "vysokým krevním tlakem"},
		{"cs", "Léčba roztroušené sklerózy.", C, "roztroušené sklerózy"},
		{"cs", "Užívá Paralen a metformin 500 mg.", M, "Paralen"},
		{"cs", "Předepsán amoxicilin, užívat s amoxicilinem opatrně.", M, "amoxicilinem"},
		{"cs", "Pojištěn u Všeobecné zdravotní pojišťovny.", I, "Všeobecné zdravotní pojišťovny"},
		{"cs", "Pojišťovna: VZP", I, "VZP"},
		// sk
		{"sk", "Pacient má cukrovku a astmu.", C, "cukrovku"},
		{"sk", "Pacient má cukrovku a astmu.", C, "astmu"},
		{"sk", "Poistenec Všeobecnej zdravotnej poisťovne.", I, "Všeobecnej zdravotnej poisťovne"},
		{"sk", "Užíva ibuprofén 400 mg.", M, "ibuprofén"},
		// text typed without diacritics
		{"cs", "Pacient ma cukrovku a chripku.", C, "chripku"},
	}
	for _, c := range cases {
		t.Run(c.lang+" "+c.want, func(t *testing.T) {
			got := detectText(c.text, c.lang)
			if !has(got, c.typ, c.want) {
				t.Errorf("want %s %q in %q, got %+v", c.typ, c.want, c.text, got)
			}
		})
	}
}

func TestOffsetsAreCodePoints(t *testing.T) {
	text := "Pacient trpí cukrovkou."
	got := detectText(text, "cs")
	if len(got) != 1 || got[0].Start != 13 || got[0].End != 22 {
		t.Fatalf("got %+v", got)
	}
}

func TestLexiconNegatives(t *testing.T) {
	cases := []struct{ name, lang, text string }{
		{"inside a longer word", "en", "The asthmatics club and the diabetesfree diet."},
		{"prefix of a word", "en", "We met an aspiring cancerologistical writer."},
		{"ending is not a case ending", "en", "an aspiring artist"},
		{"acronym in lower case", "de", "die aok ist"},
		{"acronym in lower case fr", "fr", "qu'il ait fini"},
		{"ambiguous word without context", "en", "The lithium battery is flat and I feel the cold."},
		{"polish stem must not reach other words", "pl", "Wolno mi dni liczyć, odrzucić różne rakiety."},
		{"czech dnes is not dna", "cs", "Dnes je hezky."},
		{"italian gotta is not gout in English", "en", "You gotta see this."},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := detectText(c.text, c.lang); len(got) != 0 {
				t.Errorf("want nothing in %q, got %+v", c.text, got)
			}
		})
	}
}

// Insurer acronyms that are also other things need context.
func TestInsurerAcronymContext(t *testing.T) {
	if got := detectText("Der TK Maxx in der Innenstadt", "de"); has(got, "INSURANCE_COMPANY", "TK") {
		t.Fatalf("TK without context: %+v", got)
	}
	if got := detectText("Versichert bei der TK seit 2015.", "de"); !has(got, "INSURANCE_COMPANY", "TK") {
		t.Fatalf("TK with context: %+v", got)
	}
	if got := detectText("Die Humana-Studie", "es"); has(got, "INSURANCE_COMPANY", "Humana") {
		t.Fatalf("humana without context: %+v", got)
	}
}

// A condition known only in another language's lexicon needs context when the
// request names its language ("Nador" is a Moroccan city, "nádor" a Czech tumour).
func TestForeignTermNeedsContextWithLangHint(t *testing.T) {
	if got := detectText("Le port de Nador est grand.", "fr"); len(got) != 0 {
		t.Fatalf("foreign term without context: %+v", got)
	}
	if got := detectText("Le port de Nador est grand.", ""); !has(got, "MEDICAL_CONDITION", "Nador") {
		t.Fatalf("without a language hint the term counts: %+v", got)
	}
}

// Ambiguous terms pass with context words.
func TestContextLiftsAmbiguous(t *testing.T) {
	if got := detectText("I feel the cold today.", "en"); has(got, "MEDICAL_CONDITION", "cold") {
		t.Fatalf("cold without context: %+v", got)
	}
	if got := detectText("The patient was diagnosed with depression.", "en"); !has(got, "MEDICAL_CONDITION", "depression") {
		t.Fatalf("depression with context: %+v", got)
	}
	if got := detectText("The economy fell into depression.", "en"); has(got, "MEDICAL_CONDITION", "depression") {
		t.Fatalf("depression without context: %+v", got)
	}
}

func TestBloodType(t *testing.T) {
	cases := []struct {
		text, want string // want "" = nothing
	}{
		{"Blood type: AB+", "AB+"},
		{"blood group O-", "O-"},
		{"Blutgruppe A positiv", "A positiv"},
		{"Blutgruppe 0 Rh+", "0 Rh+"},
		{"krevní skupina 0+", "0+"},
		{"krvná skupina A Rh negatívna", "A Rh negatívna"},
		{"grupa krwi B Rh-", "B Rh-"},
		{"groupe sanguin AB négatif", "AB négatif"},
		{"gruppo sanguigno AB Rh negativo", "AB Rh negativo"},
		{"grupo sanguíneo O positivo", "O positivo"},
		{"AB Rh negative", "AB Rh negative"},
		{"blood type O", "O"},
		{"He got an A+ in math.", ""},
		{"B-52 bomber", ""},
		{"0+1 equals 1", ""},
		{"A positive attitude helps.", ""},
		{"Plan A or plan B.", ""},
		{"Bayern München spielt in Gruppe A.", ""},
		{"Group A standings", ""},
	}
	for _, c := range cases {
		t.Run(c.text, func(t *testing.T) {
			got := detectText(c.text, "")
			var bt []detect.Entity
			for _, e := range got {
				if e.Type == "BLOOD_TYPE" {
					bt = append(bt, e)
				}
			}
			if c.want == "" {
				if len(bt) != 0 {
					t.Errorf("want nothing, got %+v", bt)
				}
				return
			}
			if len(bt) != 1 || bt[0].Text != c.want {
				t.Errorf("want %q, got %+v", c.want, bt)
			}
		})
	}
}

// The counts reached by the lexicon files; lower them only with a reason.
func TestLexiconCounts(t *testing.T) {
	min := map[string]int{
		"conditions.en": 550, "conditions.de": 560, "conditions.fr": 535, "conditions.es": 540,
		"conditions.it": 540, "conditions.pl": 530, "conditions.cs": 530, "conditions.sk": 525,
		"medications.en": 860, "medications.de": 640, "medications.fr": 580, "medications.es": 540,
		"medications.it": 530, "medications.pl": 570, "medications.cs": 565, "medications.sk": 550,
		"insurers": 140,
	}
	counts := loadLexicon().counts
	for name, n := range min {
		if counts[name] < n {
			t.Errorf("%s: %d terms, want >= %d", name, counts[name], n)
		}
	}
	if len(counts) != len(min) {
		t.Errorf("lexicon files %v, want %d files", counts, len(min))
	}
}

// Every lexicon line must survive folding and be findable as written.
func TestEveryTermMatchesItself(t *testing.T) {
	l := loadLexicon()
	files, _ := lexiconFS.ReadDir("lexicon")
	for _, f := range files {
		data, _ := lexiconFS.ReadFile("lexicon/" + f.Name())
		for _, line := range strings.Split(string(data), "\n") {
			line = strings.TrimSpace(line)
			if line == "" || line[0] == '#' {
				continue
			}
			term := strings.TrimLeft(line, "?^>")
			upper := strings.Contains(line[:len(line)-len(term)], "^")
			if strings.ContainsAny(term, "*") {
				term = strings.ReplaceAll(term, "*", "")
			}
			if upper {
				term = strings.ToUpper(term)
			}
			text := "x " + term + " x"
			end, id := l.trie.longest(text, 2)
			if id < 0 || end < 2+len(term) {
				t.Errorf("%s: %q does not match itself (end %d)", f.Name(), line, end)
			}
		}
	}
}

func TestFold(t *testing.T) {
	cases := map[string]string{
		"Všeobecná  Zdravotní": "vseobecna zdravotni",
		"Hasło-Łódź":           "haslo lodz",
		"Straße":               "strasse",
		"Crohn’s":              "crohn's",
		"Œdème":                "oedeme",
	}
	for in, want := range cases {
		if got := foldString(in); got != want {
			t.Errorf("foldString(%q) = %q, want %q", in, got, want)
		}
	}
}

// The strings foldString returns as they are fold to themselves, and the
// others do not: the shortcut changes no term.
func TestFoldedShortcut(t *testing.T) {
	slow := func(s string) string {
		var b []byte
		for _, r := range s {
			b = foldRune(b, r)
			if n := len(b); n >= 2 && b[n-1] == ' ' && b[n-2] == ' ' {
				b = b[:n-1]
			}
		}
		return string(b)
	}
	words := []string{"", "asthma", "type 2 diabetes", "diabet*", "a  b", "Asthma", "x-ray", "a\tb", "a\nb", " a", "a ", "crohn's", "é", "cukrovk* typu 2"}
	for _, files := range []string{"conditions.en.txt", "conditions.cs.txt", "medications.de.txt", "insurers.txt"} {
		data, err := lexiconFS.ReadFile("lexicon/" + files)
		if err != nil {
			t.Fatal(err)
		}
		words = append(words, strings.Split(string(data), "\n")...)
	}
	for _, w := range words {
		want := slow(w)
		if got := foldString(w); got != want {
			t.Errorf("foldString(%q) = %q, want %q", w, got, want)
		}
		if folded(w) && want != w {
			t.Errorf("%q is taken as folded but folds to %q", w, want)
		}
	}
}

func BenchmarkHealth1KB(b *testing.B) {
	text := sparseText()
	rs := All()
	b.SetBytes(int64(len(text)))
	b.ResetTimer()
	var out []detect.Match
	for i := 0; i < b.N; i++ {
		d := detect.NewDoc(text, "en")
		out = out[:0]
		for _, r := range rs {
			out = r.Find(d, out)
		}
	}
}

// sparseText is about 1 KB of English with one condition and one medication.
func sparseText() string {
	return "Dear team, the quarterly report is attached. Please review the numbers before Friday's meeting and send your comments to the project lead. " +
		"We moved the staging database last week and the new settings are stored in the vault. The deployment pipeline now runs nightly and " +
		"publishes artifacts to the internal registry. If the build fails, check the logs first and then contact the on-call engineer. " +
		"Our colleague is out this week after a diagnosis of pneumonia and is taking amoxicillin, so please route questions to the backup. " +
		"Remember that customer data must never be copied to laptops, and that all access requests go through the service desk. Thanks for your " +
		"patience while we finish the migration, and enjoy the weekend. Next steps: update the runbook, close the old tickets, and archive the previous release notes."
}
