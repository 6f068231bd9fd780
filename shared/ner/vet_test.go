package ner

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/gazetteer"
)

func TestVet(t *testing.T) {
	for _, c := range []struct {
		text, span, typ string
		want, wantType  string // want "" = dropped
	}{
		{"Domicilio: Calle Mayor 5", "Domicilio", "PERSON", "", ""},
		{"Localidad/ Provincia: Madrid", "Localidad", "LOCATION", "", ""},
		{"se completa el estudio con TAC y RM", "TAC", "ORGANIZATION", "", ""},
		{"Ante la sospecha de", "Ante", "PERSON", "", ""},
		{"País: España.", "España", "ORGANIZATION", "España", "LOCATION"},
		{"She moved to United Kingdom last year", "United Kingdom", "ORGANIZATION", "United Kingdom", "LOCATION"},
		// a country in an oblique case is a place too
		{"dohody s Íránem a napětí", "Íránem", "PERSON", "Íránem", "LOCATION"},
		{"medzi Izraelom a Arabmi", "Izraelom", "PERSON", "Izraelom", "LOCATION"},
		{"podziękował Litwie za wsparcie", "Litwie", "PERSON", "Litwie", "LOCATION"},
		{"zmluvu s Veľkou Britániou", "Veľkou Britániou", "PERSON", "Veľkou Britániou", "LOCATION"},
		// names and places stay as tagged
		{"Ana García vino ayer", "Ana García", "PERSON", "Ana García", "PERSON"},
		{"Eva Nováková", "Eva Nováková", "PERSON", "Eva Nováková", "PERSON"},
		{"Hartford, CT 06103", "CT", "LOCATION", "CT", "LOCATION"},
		{"Leonardo Da Vinci", "Leonardo Da Vinci", "PERSON", "Leonardo Da Vinci", "PERSON"},
		{"Jan van der Berg", "Jan van der Berg", "PERSON", "Jan van der Berg", "PERSON"},
		{"said O'Brien today", "O'Brien", "PERSON", "O'Brien", "PERSON"},
		{"Województwo łódzkie", "Województwo łódzkie", "LOCATION", "Województwo łódzkie", "LOCATION"},
		{"Dale Carnegie wrote", "Dale Carnegie", "PERSON", "Dale Carnegie", "PERSON"},
		// a head noun opens a place's or an organisation's name, not a person's
		{"Condado de Jefferson", "Condado de Jefferson", "PERSON", "Condado de Jefferson", "LOCATION"},
		{"Hrabstwo Erie ( Pensylwania )", "Hrabstwo Erie", "ORGANIZATION", "Hrabstwo Erie", "LOCATION"},
		{"pochowany na Cmentarzu Brompton", "Cmentarzu Brompton", "PERSON", "Cmentarzu Brompton", "LOCATION"},
		{"Landkreis Böblingen", "Landkreis Böblingen", "ORGANIZATION", "Landkreis Böblingen", "LOCATION"},
		// a country that qualifies a document
		{"Please bring a full UK driving licence.", "UK", "LOCATION", "", ""},
		{"I have a valid EU driving licence", "EU", "ORGANIZATION", "", ""},
		{"She holds a Canada passport", "Canada", "LOCATION", "", ""},
		{"She moved to the UK in 2019", "UK", "LOCATION", "UK", "LOCATION"},
		// a country that qualifies a tax residence or a document, in any language
		{"Residencia fiscal: España", "España", "LOCATION", "", ""},
		{"Pays de résidence fiscale : Belgique", "Belgique", "LOCATION", "", ""},
		{"In Deutschland steuerpflichtig: ja", "Deutschland", "LOCATION", "", ""},
		{"She is tax resident in the UK.", "UK", "LOCATION", "", ""},
		{"Jest rezydentem podatkowym w Polsce.", "Polsce", "LOCATION", "", ""},
		{"Je daňový rezident v Česku.", "Česku", "LOCATION", "", ""},
		{"Residenza fiscale: Italia", "Italia", "ORGANIZATION", "", ""},
		{"Reisepass (Deutschland)", "Deutschland", "LOCATION", "", ""},
		// a country that qualifies a right to work or live there
		{"You need the right to work in the United Kingdom.", "United Kingdom", "LOCATION", "", ""},
		{"proof of your right to work in Ireland.", "Ireland", "LOCATION", "", ""},
		{"Sie benötigen eine Arbeitserlaubnis für Deutschland.", "Deutschland", "LOCATION", "", ""},
		{"Kandydat musi mieć prawo do pracy w Polsce.", "Polsce", "LOCATION", "", ""},
		{"He has the right to work in Dublin now.", "Dublin", "LOCATION", "Dublin", "LOCATION"},
		{"Do you have the right to live and work in the United Kingdom?", "United Kingdom", "LOCATION", "", ""},
		{"She flew to Ireland to work on the right project.", "Ireland", "LOCATION", "Ireland", "LOCATION"},
		{"Řidičský průkaz: Slovensko", "Slovensko", "LOCATION", "", ""},
		{"y que haga patente a Rusia", "Rusia", "LOCATION", "Rusia", "LOCATION"},
		{"Der Steuerberater wohnt in Deutschland", "Deutschland", "LOCATION", "Deutschland", "LOCATION"},
		{"Residencia fiscal: sí. Vive en España", "España", "LOCATION", "España", "LOCATION"},
		{"passport lost while travelling in Spain", "Spain", "LOCATION", "Spain", "LOCATION"},
		// the country of a company's register
		{"Registered in England and Wales No. OC312456.", "England", "LOCATION", "", ""},
		{"Registered in England and Wales No. OC312456.", "Wales", "LOCATION", "", ""},
		{"Company incorporated in Ireland, no. 584221", "Ireland", "LOCATION", "", ""},
		{"She lives in England and Wales is lovely", "Wales", "LOCATION", "Wales", "LOCATION"},
		{"UK drivers pay more", "UK", "LOCATION", "", ""},
		// a legal form alone names no firm
		{"VISAKHA INDUSTRIAL GASES PVT. LTD. , location at google maps", "LTD.", "ORGANIZATION", "", ""},
		{"Kunde: Meier GmbH", "GmbH", "ORGANIZATION", "", ""},
		{"Krista van Velzen ( SP )", "SP", "ORGANIZATION", "SP", "ORGANIZATION"},
		{"flights by SAS to Oslo", "SAS", "ORGANIZATION", "SAS", "ORGANIZATION"},
		// the "i. A." of a German signature is no initial
		{"i. A. Monika Reuter, Leiterin Personal", "A. Monika Reuter", "PERSON", "Monika Reuter", "PERSON"},
		{"i. V. Jan Berg", "V. Jan Berg", "PERSON", "Jan Berg", "PERSON"},
		{"Dr. A. Khan, Govan Health Centre", "A. Khan", "PERSON", "A. Khan", "PERSON"},
		{"Sr. D. Antonio García", "D. Antonio García", "PERSON", "Antonio García", "PERSON"},
		{"Dr. D. Smith", "D. Smith", "PERSON", "D. Smith", "PERSON"},
		// a phone line's label before its number
		{"Office (303) 555-0148 · Cell (720) 918-4472", "Office", "LOCATION", "", ""},
		{"Office (303) 555-0148 · Cell (720) 918-4472", "Cell", "LOCATION", "", ""},
		{"Landline (091) 756 332", "Landline", "LOCATION", "", ""},
		{"Fax: +44 20 7946 0959", "Fax", "ORGANIZATION", "", ""},
		{"Work: 415-555-0177", "Work", "ORGANIZATION", "", ""},
		{"Main Line +1 212 555 0100", "Main Line", "ORGANIZATION", "", ""},
		{"Office of Fair Trading", "Office", "ORGANIZATION", "Office", "ORGANIZATION"},
		{"Home Office 020 7035 4848", "Home Office", "ORGANIZATION", "Home Office", "ORGANIZATION"},
		{"Work Phone 415-555-0177", "Work Phone", "ORGANIZATION", "", ""},
		{"Cell 3 of the trial", "Cell", "ORGANIZATION", "Cell", "ORGANIZATION"},
		{"Federación Gabonesa de Fútbol", "Federación Gabonesa de Fútbol", "PERSON", "Federación Gabonesa de Fútbol", "ORGANIZATION"},
		{"4 Polska Dywizja Piechoty", "Dywizja Piechoty", "PERSON", "Dywizja Piechoty", "ORGANIZATION"},
		// an organisation's head leaves a place as tagged; given names that
		// are also heads elsewhere are no heads ("Isla"); one word is no name
		{"Universidad de Chile", "Universidad de Chile", "LOCATION", "Universidad de Chile", "LOCATION"},
		{"Joan Cusack et Isla Fisher", "Isla Fisher", "PERSON", "Isla Fisher", "PERSON"},
		{"Mount said", "Mount", "PERSON", "Mount", "PERSON"},
		{"treated at Mount Sinai Hospital", "Mount Sinai Hospital", "ORGANIZATION", "Mount Sinai Hospital", "ORGANIZATION"},
		{"Mount Everest", "Mount Everest", "PERSON", "Mount Everest", "LOCATION"},
		// a word that opens questions too stays a name
		{"Can Bonomo sang", "Can", "PERSON", "Can", "PERSON"},
		// a country's part named by a compass word is the country
		{"a professional orchestra serving Southern Austria", "Southern Austria", "ORGANIZATION", "Austria", "LOCATION"},
		{"riots in Northern Ireland", "Northern Ireland", "LOCATION", "Northern Ireland", "LOCATION"},
		{"the Central African Republic", "Central African Republic", "LOCATION", "Central African Republic", "LOCATION"},
		// role words and common words that are names too stay as tagged
		{"Ask Carpenter for help", "Carpenter", "PERSON", "Carpenter", "PERSON"},                                             // a surname too
		{"Health Service Executive", "Health Service Executive", "ORGANIZATION", "Health Service Executive", "ORGANIZATION"}, // title case: a body
		{"Manager consulting gmbh", "Manager consulting gmbh", "ORGANIZATION", "Manager consulting gmbh", "ORGANIZATION"},
		{"I asked May if she knew", "May", "PERSON", "May", "PERSON"},
		{"Will said you were late", "Will", "PERSON", "Will", "PERSON"},
		// a role word alone is no name
		{"Awarded Salesperson of the Month", "Salesperson", "PERSON", "", ""},
		// quoted names stay as tagged
		{`shares of "Deutsche Bank" fell`, "Deutsche Bank", "ORGANIZATION", "Deutsche Bank", "ORGANIZATION"},
		{`"We will talk to Hamas Political Bureau leaders," he said`, "Hamas Political Bureau", "ORGANIZATION", "Hamas Political Bureau", "ORGANIZATION"},
		// words in capitals stay as tagged
		{"Mr. Pavlović flew to RYSSBY on Monday.", "RYSSBY", "ORGANIZATION", "RYSSBY", "ORGANIZATION"},
		{"he was transferred to UNESCO in 1990", "UNESCO", "ORGANIZATION", "UNESCO", "ORGANIZATION"},
		{"Po wystąpieniu z KDU-ČSL przyłączył się", "KDU-ČSL", "ORGANIZATION", "KDU-ČSL", "ORGANIZATION"},
		{"Il est formé à EC VSV .", "EC VSV", "ORGANIZATION", "EC VSV", "ORGANIZATION"},
		{"according to NATO officials", "NATO", "ORGANIZATION", "NATO", "ORGANIZATION"},
		{"a report by AFP said", "AFP", "ORGANIZATION", "AFP", "ORGANIZATION"},
	} {
		i := strings.Index(c.text, c.span)
		typ, start, end, ok := (&Tagger{}).vet(c.text, Span{Type: c.typ, Start: i, End: i + len(c.span), Score: 0.9})
		got := ""
		if ok {
			got = c.text[start:end]
		}
		if got != c.want || ok && typ != c.wantType {
			t.Errorf("%q in %q: got %q %s, want %q %s", c.span, c.text, got, typ, c.want, c.wantType)
		}
	}
}

func TestSegmentKeepsTitlesAndInitials(t *testing.T) {
	text := "Yesterday Mr. Smith met J. R. Tolkien. Then he left."
	toks := Tokenize(text, nil)
	end := segmentEnd(text, toks, 0)
	if got := text[toks[end-1].Start:toks[end-1].End]; got != "." || toks[end-1].Start != len("Yesterday Mr. Smith met J. R. Tolkien") {
		t.Errorf("first sentence ends at %q (token %d)", got, end)
	}
}

// TestLowerAsToLower: vet's lower case (gazetteer.LowerAppend) is
// strings.ToLower's, on random strings of ASCII, letters with case
// mappings of other lengths and invalid bytes.
func TestLowerAsToLower(t *testing.T) {
	parts := []string{"a", "Z", " ", "É", "ß", "İ", "Ⱥ", "ẞ", "Σ", "\ufffd", "\xff", "\xc3", "\xe2\x80", "日", "🙂", "K", "Å"}
	rng := rand.New(rand.NewPCG(7, 8))
	var b strings.Builder
	for range 20000 {
		b.Reset()
		for range rng.IntN(10) {
			b.WriteString(parts[rng.IntN(len(parts))])
		}
		w := b.String()
		if got, want := string(gazetteer.LowerAppend(nil, w)), strings.ToLower(w); got != want {
			t.Fatalf("LowerAppend(%q) = %q, strings.ToLower %q", w, got, want)
		}
	}
}
