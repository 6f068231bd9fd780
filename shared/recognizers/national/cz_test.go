package national

import (
	"math/rand/v2"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

func TestCZValid(t *testing.T) {
	checkValid(t, []validCase{
		{"CZ_BIRTH_NUMBER", "710319/2745", true},
		{"CZ_BIRTH_NUMBER", "7103192745", true},
		{"CZ_BIRTH_NUMBER", "736028/5163", true},  // woman: month +50
		{"CZ_BIRTH_NUMBER", "530101/123", true},   // nine digits before 1954
		{"CZ_BIRTH_NUMBER", "710319/2746", false}, // check digit
		{"CZ_BIRTH_NUMBER", "711319/2742", false}, // month 13
		{"CZ_BIRTH_NUMBER", "710230/0007", false}, // 30 February, divisible by 11
		{"CZ_BIRTH_NUMBER", "710319-2745", false}, // dash is not the separator
		{"CZ_BIRTH_NUMBER", "600101/123", false},  // nine digits after 1953
		{"CZ_HEALTH_INSURANCE_NUMBER", "710319/2745", true},
		{"CZ_VAT_NUMBER", "CZ25123891", true},
		{"CZ_VAT_NUMBER", "CZ 25123891", true},
		{"CZ_VAT_NUMBER", "cz25123891", true},
		{"CZ_VAT_NUMBER", "CZ7103192745", true},
		{"CZ_VAT_NUMBER", "CZ25123890", false},
		{"CZ_ID_CARD", "209518374", true},
		{"CZ_ID_CARD", "20951837", false},
		{"CZ_TAX_ID", "CZ9006187432", true},
		{"CZ_TAX_ID", "CZ7103192745", true},
		{"CZ_TAX_ID", "CZ9006187433", false},
		{"CZ_TAX_ID", "CZ25123891", false}, // a company's DIČ
		{"CZ_VAT_NUMBER", "SK25123891", false},
		{"CZ_PASSPORT", "12345678", true},
		{"CZ_PASSPORT", "1234567", false},
	})
}

func TestCZRoundTrip(t *testing.T) {
	checkRoundTrip(t, "CZ_BIRTH_NUMBER", "CZ_HEALTH_INSURANCE_NUMBER", "CZ_VAT_NUMBER", "CZ_PASSPORT", "CZ_TAX_ID", "CZ_ID_CARD")
}

func TestCZEngine(t *testing.T) {
	checkEngine(t, []engineCase{
		{text: "Rodné číslo žadatele: 710319/2745.", typ: "CZ_BIRTH_NUMBER", match: "710319/2745"},
		{text: "Jeho rodné číslo je 7103192745 a bydlí v Brně.", typ: "CZ_BIRTH_NUMBER", match: "7103192745"},
		// also a valid Swedish personnummer: "rodné" is no word for it
		{text: "Jeho rodné číslo je 7801233540.", typ: "CZ_BIRTH_NUMBER", match: "7801233540"},
		{text: "Jeho rodné číslo je 7801233540.", typ: "SE_PERSONNUMMER", match: "7801233540", absent: true},
		// in English text without its label another country's number is a
		// reference (TestForeignDigitsByLanguage); with it, it is one
		{text: "The applicant 710319/2745 signed.", typ: "CZ_BIRTH_NUMBER", match: "710319/2745", absent: true},
		{text: "The applicant's Czech birth number 710319/2745 is on file.", typ: "CZ_BIRTH_NUMBER", match: "710319/2745"},
		{text: "Žadatel 710319/2745 podepsal.", typ: "CZ_BIRTH_NUMBER", match: "710319/2745"},
		{text: "Číslo pojištěnce 710319/2745 u VZP.", typ: "CZ_HEALTH_INSURANCE_NUMBER", match: "710319/2745"},
		{text: "Číslo pojištěnce 710319/2745 u VZP.", typ: "CZ_BIRTH_NUMBER", match: "710319/2745", absent: true},
		{text: "Order reference 7103192745 was shipped.", typ: "CZ_BIRTH_NUMBER", match: "7103192745", absent: true},
		{text: "Firma s DIČ CZ25123891 fakturuje.", typ: "CZ_VAT_NUMBER", match: "CZ25123891"},
		{text: "Firma s DIČ CZ25123891 fakturuje.", typ: "CZ_TAX_ID", match: "CZ25123891", absent: true},
		{text: "Rodné číslo: 015730/2266\nČíslo OP: 209518374\nTrvalé bydliště: Štefánikova 2871", typ: "CZ_ID_CARD", match: "209518374"},
		{text: "číslo občanského průkazu 209518374", typ: "CZ_ID_CARD", match: "209518374"},
		{text: "Objednávka 209518374 odeslána", typ: "CZ_ID_CARD", match: "209518374", absent: true},
		{text: "řidičský průkaz 209518374", typ: "CZ_ID_CARD", match: "209518374", absent: true},
		// a person's DIČ (CZ and the rodné číslo) is their tax id
		{text: "IČO: 28883519\nDIČ: CZ9006187432\nFyzická osoba zapsaná v živnostenském rejstříku", typ: "CZ_TAX_ID", match: "CZ9006187432"},
		{text: "IČO: 28883519\nDIČ: CZ9006187432\nFyzická osoba", typ: "CZ_VAT_NUMBER", match: "CZ9006187432", absent: true},
		{text: "Číslo cestovního pasu 12345678.", typ: "CZ_PASSPORT", match: "12345678"},
		{text: "Invoice 12345678 paid.", typ: "CZ_PASSPORT", match: "12345678", absent: true},
	})
}

// A random 10-digit number in a neutral sentence must not pass 0.35 as one of
// our low-confidence types (format only, or a weak check on plain digits).
func TestRandomTenDigitsWithoutContext(t *testing.T) {
	// the countries whose low scores this bound was set for
	group := map[string]bool{"CZ": true, "SK": true, "PL": true, "DE": true, "AT": true,
		"CH": true, "FR": true, "BE": true, "NL": true, "LU": true, "ES": true, "PT": true, "IT": true,
		"IE": true, "GB": true}
	ours := map[string]bool{}
	for _, sp := range Specs() {
		if group[sp.Country] {
			ours[sp.Type] = true
		}
	}
	r := rand.New(rand.NewPCG(42, 42))
	reported := 0
	for i := 0; i < 500; i++ {
		num := randDigits(r, 10)
		text := "Order reference " + num + " was shipped yesterday."
		for _, e := range testEngine().Detect(text, detect.Options{Threshold: 0.35}) {
			if !ours[e.Type] {
				continue
			}
			reported++
			for _, sp := range Specs() {
				if sp.Type == e.Type && sp.Score < 0.35 && sp.accepts(e.Text, compact(e.Text)) {
					t.Errorf("%q reported as low-confidence %s at %.2f", e.Text, e.Type, e.Score)
				}
			}
		}
	}
	// Strong checks (a date plus a check digit) may still fire now and then.
	if reported > 5 {
		t.Errorf("%d of 500 random 10-digit numbers reported above 0.35", reported)
	}
}
