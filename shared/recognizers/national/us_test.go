package national

import (
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

func TestUnitedStates(t *testing.T) {
	checkValid(t, []validCase{
		{"US_SSN", "536-90-4399", true},
		{"US_SSN", "536 90 4399", true},
		{"US_SSN", "536904399", true},
		{"US_SSN", "536-904399", false}, // mixed layout
		{"US_SSN", "000-12-3456", false},
		{"US_SSN", "666-12-3456", false},
		{"US_SSN", "900-12-3456", false},
		{"US_SSN", "536-00-4399", false},
		{"US_SSN", "536-90-0000", false},
		{"US_SSN", "078-05-1120", true}, // valid shape, reported only with a low score
		{"US_ITIN", "912-90-3456", true},
		{"US_ITIN", "912-70-3456", true},
		{"US_ITIN", "912-93-3456", false}, // group 93 is not an ITIN range
		{"US_ITIN", "812-90-3456", false},
		{"US_EIN", "04-2103594", true},
		{"US_EIN", "07-2103594", false}, // prefix 07 is not assigned
		{"US_EIN", "042103594", false},  // EINs are written with the dash
		{"US_PASSPORT", "A12345678", true},
		{"US_PASSPORT", "123456789", true},
		{"US_PASSPORT", "AB1234567", false},
		{"US_DRIVERS_LICENSE", "D1234567", true},
		{"US_DRIVERS_LICENSE", "A123-456-78-901-0", true},
		{"US_DRIVERS_LICENSE", "1234567", false},
		{"US_MBI", "1EG4-TE5-MK73", true},
		{"US_MBI", "1EG4TE5MK73", true},
		{"US_MBI", "1EG4-TE5-MK7", false},
		{"US_MBI", "0EG4-TE5-MK73", false}, // first character 1-9
		{"US_MBI", "1SG4-TE5-MK73", false}, // S is never used
	})
	checkRoundTrip(t, "US_SSN", "US_ITIN", "US_EIN", "US_PASSPORT", "US_DRIVERS_LICENSE", "US_MBI")
	checkEngine(t, []engineCase{
		{text: "My SSN is 536-90-4399.", typ: "US_SSN", match: "536-90-4399"},
		{text: "Employee 536-90-4399 joined", typ: "US_SSN", match: "536-90-4399"},
		{text: "social security number 536904399", typ: "US_SSN", match: "536904399"},
		{text: "ITIN: 912-90-3456", typ: "US_ITIN", match: "912-90-3456"},
		{text: "Employer EIN 04-2103594", typ: "US_EIN", match: "04-2103594"},
		{text: "Passport number: A12345678", typ: "US_PASSPORT", match: "A12345678"},
		{text: "driver's license D1234567 expires", typ: "US_DRIVERS_LICENSE", match: "D1234567"},
		{text: "Medicare MBI 1EG4-TE5-MK73", typ: "US_MBI", match: "1EG4-TE5-MK73"},
	})
	checkNotDetected(t, "US_SSN",
		"My SSN is 000-12-3456.",
		"SSN 666-12-3456",
		"ssn: 078-05-1120", // the Woolworth wallet number
		"call 536904399 now",
		"Canadian social insurance number 536904399",
	)
	checkNotDetected(t, "US_DRIVERS_LICENSE", "part D1234567 in stock")
	checkNotDetected(t, "US_PASSPORT", "order 123456789 shipped")
}

// The advertised number scores low even with context, yet stays visible to
// the strict policy.
func TestUSSSNPlaceholderScore(t *testing.T) {
	es := testEngine().Detect("SSN: 078-05-1120", detect.Options{Threshold: 0.01})
	if len(es) != 1 || es[0].Type != "US_SSN" || es[0].Score > 0.25 {
		t.Fatalf("got %+v, want one low-scored US_SSN", es)
	}
}

// TestPassportCountryWord: nine digits are a US and a British passport; a
// country word before or after the number names which.
func TestPassportCountryWord(t *testing.T) {
	checkEngine(t, []engineCase{
		{text: "Passport 123456789 (USA)", typ: "US_PASSPORT", match: "123456789"},
		{text: "Passport 123456789 (USA)", typ: "GB_PASSPORT", match: "123456789", absent: true},
		{text: "Passport no. 123456789 (United States)", typ: "US_PASSPORT", match: "123456789"},
		{text: "Passport no. 123456789 (United States)", typ: "GB_PASSPORT", match: "123456789", absent: true},
		{text: "His American passport 123456789 expires in May.", typ: "US_PASSPORT", match: "123456789"},
		{text: "His American passport 123456789 expires in May.", typ: "GB_PASSPORT", match: "123456789", absent: true},
		{text: "Passport 123456789 (UK)", typ: "GB_PASSPORT", match: "123456789"},
		{text: "Passport 123456789 (UK)", typ: "US_PASSPORT", match: "123456789", absent: true},
		{text: "British passport 123456789", typ: "GB_PASSPORT", match: "123456789"},
		{text: "United Kingdom passport 123456789", typ: "GB_PASSPORT", match: "123456789"},
		{text: "United Kingdom passport 123456789", typ: "US_PASSPORT", match: "123456789", absent: true},
	})
}

// TestPassportCapsQualifier: "US" in capitals before the passport word
// picks the US passport over the UK one of the same nine digits ("US
// passport no. 548213977" was a UK passport); the pronoun "us" does not
// ("give us your passport number 548213977" stays a UK passport in English
// text, as an unqualified "passport no." is).
func TestPassportCapsQualifier(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"US passport no. 548213977", "US_PASSPORT"},
		{"My US passport number is 548213977", "US_PASSPORT"},
		{"US-passport: 548213977", "US_PASSPORT"},
		{"U.S. passport no. 548213977", "US_PASSPORT"},
		{"United States passport number 548213977", "US_PASSPORT"},
		{"Passport (US): 548213977", "US_PASSPORT"},
		{"passport, US, no. 548213977", "US_PASSPORT"},
		{"Tell us passport no. 548213977", "GB_PASSPORT"},
		{"passport for US travel 548213977", "GB_PASSPORT"},
		{"American passport number 548213977", "US_PASSPORT"},
		{"give us your passport number 548213977", "GB_PASSPORT"},
		{"Give US your passport number 548213977", "GB_PASSPORT"},
		{"passport no. 548213977", "GB_PASSPORT"},
		{"UK passport no. 548213977", "GB_PASSPORT"},
	} {
		got := ""
		for _, e := range testEngine().Detect(c.text, detect.Options{Lang: "en", Threshold: 0.35}) {
			if e.Text == "548213977" {
				got = e.Type
			}
		}
		if got != c.want {
			t.Errorf("%q: %s, want %s", c.text, got, c.want)
		}
	}
}
