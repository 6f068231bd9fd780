package national

import (
	"math/rand/v2"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/recognizers/checksum"
)

// The test helpers of every country file.

// validCase is one Validate expectation.
type validCase struct {
	typ  string
	in   string
	want bool
}

func checkValid(t *testing.T, cases []validCase) {
	t.Helper()
	for _, c := range cases {
		if got := Validate(c.typ, c.in); got != c.want {
			t.Errorf("Validate(%s, %q) = %v, want %v", c.typ, c.in, got, c.want)
		}
	}
}

// checkRoundTrip generates 200 seeded examples per type and checks each
// validates as its own type.
func checkRoundTrip(t *testing.T, types ...string) {
	t.Helper()
	for _, typ := range types {
		for seed := uint64(0); seed < 200; seed++ {
			r := rand.New(rand.NewPCG(seed, 7))
			s, ok := Generate(typ, r)
			if !ok {
				t.Fatalf("Generate(%s): no generator", typ)
			}
			if !Validate(typ, s) {
				t.Errorf("Generate(%s, seed %d) = %q does not validate", typ, seed, s)
			}
		}
	}
}

// engineCase expects match, found in text, to be reported as typ at the
// default 0.35 threshold with its exact code-point span; absent: it must not be.
type engineCase struct {
	text   string
	typ    string
	match  string
	absent bool
}

// testEngine is built on first use: package variables are set before the
// country init functions have added their specs.
var testEngine = sync.OnceValue(func() *detect.Engine { return detect.New(Recognizer()) })

func checkEngine(t *testing.T, cases []engineCase) {
	t.Helper()
	for _, c := range cases {
		ents := testEngine().Detect(c.text, detect.Options{Threshold: 0.35})
		bi := strings.Index(c.text, c.match)
		if bi < 0 {
			t.Fatalf("bad case: %q not in %q", c.match, c.text)
		}
		start := utf8.RuneCountInString(c.text[:bi])
		end := start + utf8.RuneCountInString(c.match)
		found := false
		for _, e := range ents {
			if e.Type == c.typ && e.Start == start && e.End == end && e.Score >= 0.35 {
				found = true
			}
		}
		if found == c.absent {
			t.Errorf("%q: %s %q at [%d,%d) found=%v, want %v; got %+v",
				c.text, c.typ, c.match, start, end, found, !c.absent, ents)
		}
	}
}

// checkNotDetected expects no entity of typ anywhere in each text at the
// default threshold.
func checkNotDetected(t *testing.T, typ string, texts ...string) {
	t.Helper()
	for _, text := range texts {
		for _, e := range testEngine().Detect(text, detect.Options{Threshold: 0.35}) {
			if e.Type == typ {
				t.Errorf("%q: unexpected %s %q (score %.2f)", text, typ, e.Text, e.Score)
			}
		}
	}
}

func TestHelpers(t *testing.T) {
	checks := []struct {
		name string
		f    func(string) bool
		in   string
		want bool
	}{
		{"verhoeff", checksum.Verhoeff, "2363", true},
		{"verhoeff", checksum.Verhoeff, "2364", false},
		{"verhoeff", checksum.Verhoeff, "2362", false},
		{"validMod11_10", validMod11_10, "94577403194", true},
		{"validMod11_10", validMod11_10, "94577403195", false},
		{"validMod11_10", validMod11_10, "9", false},
		{"luhn", checksum.Luhn, "79927398713", true},
		{"luhn", checksum.Luhn, "79927398710", false},
	}
	for _, tc := range checks {
		if got := tc.f(tc.in); got != tc.want {
			t.Errorf("%s(%q) = %v, want %v", tc.name, tc.in, got, tc.want)
		}
	}
	dates := []struct {
		y, m, d int
		want    bool
	}{{2000, 2, 29, true}, {1900, 2, 29, false}, {2024, 4, 31, false}, {2023, 12, 31, true}, {2023, 13, 1, false}, {2023, 1, 0, false}}
	for _, tc := range dates {
		if got := validDate(tc.y, tc.m, tc.d); got != tc.want {
			t.Errorf("validDate(%d,%d,%d) = %v", tc.y, tc.m, tc.d, got)
		}
	}
	dayMonths := []struct {
		yy, m, d int
		want     bool
	}{{0, 2, 29, true}, {4, 2, 29, true}, {1, 2, 29, false}, {99, 4, 30, true}, {99, 4, 31, false}}
	for _, tc := range dayMonths {
		if got := validDayMonth(tc.yy, tc.m, tc.d); got != tc.want {
			t.Errorf("validDayMonth(%d,%d,%d) = %v", tc.yy, tc.m, tc.d, got)
		}
	}
	if got := groupDigits("123456789", "-", 3, 2); got != "123-45-6789" {
		t.Errorf("groupDigits = %q", got)
	}
	if got, ok := stripPrefix("DK13585628", "DK"); !ok || got != "13585628" {
		t.Errorf("stripPrefix = %q %v", got, ok)
	}
	if _, ok := stripPrefix("DK1358562X", "DK"); ok {
		t.Error("stripPrefix accepted a non-digit rest")
	}
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 1000; i++ {
		if y, m, d := randDate28(r, 1990, 1991); y < 1990 || y > 1991 || !validDate(y, m, d) || d > 28 {
			t.Fatalf("randDate28 = %d-%d-%d", y, m, d)
		}
	}
}

// TestRegistrationNumberIsNoID: a number after a doctor's, lawyer's or
// firm's registration label (RPPS, nº colegiado, LANR, GMC, PWZ) is no
// national id, in any language; the id with its own label still is.
func TestRegistrationNumberIsNoID(t *testing.T) {
	checkEngine(t, []engineCase{
		{text: "Praticien hospitalier – RPPS 44051401359", typ: "PL_PESEL", match: "44051401359", absent: true},
		{text: "Numer PWZ 44051401359", typ: "PL_PESEL", match: "44051401359", absent: true},
		{text: "Dr. med. Weber, LANR 44051401359", typ: "PL_PESEL", match: "44051401359", absent: true},
		{text: "Numer PESEL pacjenta: 44051401359, lekarz PWZ 1234567", typ: "PL_PESEL", match: "44051401359"},
	})
}

// TestPartOfSpacedNumber: digit groups inside a longer number written in
// spaced groups (a meter point, an account or reference number) form no id;
// the same groups alone do.
func TestPartOfSpacedNumber(t *testing.T) {
	checkEngine(t, []engineCase{
		{text: "Meter (elec): S1 801 22 0006 7113 4  MPAN", typ: "US_SSN", match: "801 22 0006", absent: true},
		{text: "Ref. 4471 801 22 0006", typ: "US_SSN", match: "801 22 0006", absent: true},
		{text: "SSN: 801 22 0006, DOB 1980", typ: "US_SSN", match: "801 22 0006"},
	})
}

// TestForeignDigitsByLanguage: a number of digits only that passes another
// country's check is a reference number of the text's country unless its
// own label is there ("Vorgangsnummer 0612345678" was a Danish CPR at 0.7 in
// German text). The text's language is the hint, else the one its function
// words point to, else the one its label is written in or whose country's
// identifier the label names ("P.IVA 01234567890" was a Brazilian CPF at
// 0.4); a reference number's label says so too. With its own label, or with
// no language at all, the id stays.
func TestForeignDigitsByLanguage(t *testing.T) {
	for _, c := range []struct {
		lang, text, typ, match string
		want                   bool
	}{
		{"de", "Vorgangsnummer 0612345678", "DK_CPR", "0612345678", false},
		{"es", "Expediente nº 0612345678", "DK_CPR", "0612345678", false},
		{"en", "Ticket #0201234567", "BG_EGN", "0201234567", false},
		{"de", "Ihre dänische CPR-Nummer 061234-5678", "DK_CPR", "061234-5678", true},
		{"pl", "PESEL 44051401359", "PL_PESEL", "44051401359", true},
		// no hint: the language the function words point to
		{"", "Bitte geben Sie bei Rückfragen immer die Vorgangsnummer 0612345678 an.", "DK_CPR", "0612345678", false},
		{"", "Please quote the ticket 0201234567 in all of your replies.", "BG_EGN", "0201234567", false},
		{"", "Mein Name ist Lars und meine CPR-Nummer ist 0612345678.", "DK_CPR", "0612345678", true},
		// no hint and no function words: the label's language or country
		{"", "Vorgangsnummer 0612345678", "DK_CPR", "0612345678", false},
		{"", "Kundennummer: 0612345678", "DK_CPR", "0612345678", false},
		{"", "Číslo jednací 0612345678", "DK_CPR", "0612345678", false},
		{"", "P.IVA 01234567890", "BR_CPF", "01234567890", false},
		// (its function words "a", "con", "in" are other languages' too: no guess)
		{"", "Fattura intestata a Rossi Srl, P.IVA 01234567890, con sede in Milano.", "BR_CPF", "01234567890", false},
		{"", "Partita IVA: 01234567890", "BR_CPF", "01234567890", false},
		{"", "CPR-nummer 0612345678", "DK_CPR", "0612345678", true},
		{"", "CPF: 01234567890", "BR_CPF", "01234567890", true},
		{"", "PESEL 44051401359", "PL_PESEL", "44051401359", true},
		// or a reference number's label
		{"", "Ticket #0201234567", "BG_EGN", "0201234567", false},
		{"", "N° de dossier : 0612345678", "DK_CPR", "0612345678", false},
		{"", "Bestellung 0612345678", "DK_CPR", "0612345678", false},
		{"", "Protocollo n. 0612345678 del 12/03/2026", "DK_CPR", "0612345678", false},
		{"", "Aktenzeichen: 0612345678", "DK_CPR", "0612345678", false},
		// no language at all: a lone number stays
		{"", "0612345678", "DK_CPR", "0612345678", true},
		{"", "Kontakt: 0612345678", "DK_CPR", "0612345678", true},
	} {
		found := false
		for _, e := range testEngine().Detect(c.text, detect.Options{Lang: c.lang, Threshold: 0.35}) {
			found = found || e.Type == c.typ && e.Text == c.match
		}
		if found != c.want {
			t.Errorf("%s %q: %s %q found %v, want %v", c.lang, c.text, c.typ, c.match, found, c.want)
		}
	}
}
