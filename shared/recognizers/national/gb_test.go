package national

import (
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

func TestGBValid(t *testing.T) {
	checkValid(t, []validCase{
		{"GB_NINO", "AB123456C", true},
		{"GB_NINO", "AB 12 34 56 C", true},
		{"GB_NINO", "ab-12-34-56-c", true}, // lower case, hyphenated
		{"GB_NINO", "AB-12 34-56 C", false},
		{"GB_NINO", "QQ123456C", false}, // Q never first
		{"GB_NINO", "GB123456A", false}, // prefix never issued
		{"GB_NINO", "AB123456E", false},
		{"GB_NHS_NUMBER", "943 476 5919", true},
		{"GB_NHS_NUMBER", "9434765919", true},
		{"GB_NHS_NUMBER", "943-476-5919", true},
		{"GB_NHS_NUMBER", "943 476 5918", false},
		{"GB_UTR", "1955839661", true},
		{"GB_UTR", "19558 39661", true},
		{"GB_UTR", "1955839661K", true},
		{"GB_UTR", "2955839661", false},
		{"GB_VAT_NUMBER", "GB980780684", true},
		{"GB_VAT_NUMBER", "GB 980 7806 84", true},
		{"GB_VAT_NUMBER", "GB980780685", false},
		{"GB_VAT_NUMBER", "980 7806 84", true},
		{"GB_PASSPORT", "123456789", true},
		{"GB_PASSPORT", "12345678", false},
		{"GB_DRIVER_LICENSE", "MORGA657054SM9IJ", true},
		{"GB_DRIVER_LICENSE", "MORGA 657054 SM9IJ", true}, // the card's three fields
		{"GB_DRIVER_LICENSE", "MORGA 657054SM9IJ", false},
		{"GB_DRIVER_LICENSE", "MORGA657354SM9IJ", false}, // day 35
		{"GB_DRIVER_LICENSE", "MORGA613054SM9IJ", false}, // month 13
	})
}

func TestGBRoundTrip(t *testing.T) {
	checkRoundTrip(t, "GB_NINO", "GB_NHS_NUMBER", "GB_UTR", "GB_VAT_NUMBER", "GB_PASSPORT", "GB_DRIVER_LICENSE")
}

func TestGBEngine(t *testing.T) {
	checkEngine(t, []engineCase{
		{text: "National Insurance number AB 12 34 56 C.", typ: "GB_NINO", match: "AB 12 34 56 C"},
		{text: "NHS number 943 476 5919 for the patient", typ: "GB_NHS_NUMBER", match: "943 476 5919"},
		{text: "Your UTR is 19558 39661.", typ: "GB_UTR", match: "19558 39661"},
		{text: "Order reference 1955839661 was shipped.", typ: "GB_UTR", match: "1955839661", absent: true},
		{text: "VAT reg GB 980 7806 84", typ: "GB_VAT_NUMBER", match: "GB 980 7806 84"},
		{text: "UK passport number 123456789", typ: "GB_PASSPORT", match: "123456789"},
		{text: "Invoice 123456789 paid", typ: "GB_PASSPORT", match: "123456789", absent: true},
		// the country's word alone makes no passport
		{text: "British Tennis membership no.: 102448391", typ: "GB_PASSPORT", match: "102448391", absent: true},
		{text: "British passport: 102448391", typ: "GB_PASSPORT", match: "102448391"},
		{text: "Driving licence MORGA657054SM9IJ", typ: "GB_DRIVER_LICENSE", match: "MORGA657054SM9IJ"},
		{text: "Driving licence: MORGA 657054 SM9IJ", typ: "GB_DRIVER_LICENSE", match: "MORGA 657054 SM9IJ"},
		{text: "Licence LI999 657054 SM9IJ", typ: "GB_DRIVER_LICENSE", match: "LI999 657054 SM9IJ"},
		{text: "XMORGA 657054 SM9IJ", typ: "GB_DRIVER_LICENSE", match: "MORGA 657054 SM9IJ", absent: true},
		{text: "NINO ab-12-34-56-c", typ: "GB_NINO", match: "ab-12-34-56-c"},
		// a VAT number written without its GB prefix, after its label
		{text: "Company Reg No. 08123456, VAT No. 980 7806 84", typ: "GB_VAT_NUMBER", match: "980 7806 84"},
		{text: "VAT registration number: 980780684", typ: "GB_VAT_NUMBER", match: "980780684"},
		{text: "Ref 980 7806 84 attached", typ: "GB_VAT_NUMBER", match: "980 7806 84", absent: true},
		{text: "VAT No. 980 7806 85", typ: "GB_VAT_NUMBER", match: "980 7806 85", absent: true},
		// a phone label right before the number: a phone, whatever its digits pass
		{text: "Mobile: 401 023 2137", typ: "GB_NHS_NUMBER", match: "401 023 2137", absent: true},
		{text: "Patient phone: 279 444 0268", typ: "GB_NHS_NUMBER", match: "279 444 0268", absent: true},
		{text: "Patient tel 943 476 5919", typ: "GB_NHS_NUMBER", match: "943 476 5919", absent: true},
		{text: "my mobile number is 943 476 5919", typ: "GB_NHS_NUMBER", match: "943 476 5919", absent: true},
		{text: "Call me on 943 476 5919", typ: "GB_NHS_NUMBER", match: "943 476 5919", absent: true},
		{text: "NHS No: 943 476 5919   Tel: 0116 496 0321", typ: "GB_NHS_NUMBER", match: "943 476 5919"},
		{text: "Patient: J. Smith, NHS 943 476 5919", typ: "GB_NHS_NUMBER", match: "943 476 5919"},
	})
}

// TestPhoneLabelled: the phone labels are read as stems, the verbs of a
// call as whole words only ("Calle", "Ringstraße" are none).
func TestPhoneLabelled(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"Mobile: 943 476 5919", true},
		{"Patient tel 943 476 5919", true},
		{"call me on 943 476 5919", true},
		{"Calle Mayor 943 476 5919", false},
		{"Ringstraße 943 476 5919", false},
		{"NHS No: 943 476 5919", false},
	} {
		d := detect.NewDoc(c.text, "en")
		if got := phoneLabelled(d, strings.Index(c.text, "943"), detect.NewStemSet("nhs")); got != c.want {
			t.Errorf("%q: phoneLabelled = %v, want %v", c.text, got, c.want)
		}
	}
}

// TestUTRForeignLabel: in a text that is not British, a tax word names the
// text's own country's number ("Steuernummer 2181508150" is a German firm's
// Steuernummer, which the guide leaves unlabelled, and was a UK UTR at
// 0.55); only the UTR's own words lift it there. In English text the tax
// words still do.
func TestUTRForeignLabel(t *testing.T) {
	for _, c := range []struct {
		lang, text string
		want       bool
	}{
		{"de", "Steuernummer 2181508150", false},
		{"de", "Die Firma hat die Steuernummer 2181508150 beim Finanzamt.", false},
		{"de", "Steuer-ID 2181508150", false},
		{"fr", "numéro fiscal 2181508150", false},
		{"", "Bitte geben Sie die Steuernummer 2181508150 immer an.", false},
		{"de", "Seine britische UTR lautet 2181508150.", true},
		{"de", "UTR 2181508150", true},
		{"en", "Steuernummer 2181508150", false},
		{"en", "Tax reference 2181508150", true},
		{"en", "Company tax number 2181508150", true},
		{"en", "UTR: 21815 08150", true},
	} {
		found := false
		for _, e := range testEngine().Detect(c.text, detect.Options{Lang: c.lang, Threshold: 0.35}) {
			found = found || e.Type == "GB_UTR"
		}
		if found != c.want {
			t.Errorf("%s %q: GB_UTR found %v, want %v", c.lang, c.text, found, c.want)
		}
	}
}
