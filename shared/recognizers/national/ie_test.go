package national

import "testing"

func TestIEValid(t *testing.T) {
	checkValid(t, []validCase{
		{"IE_PPSN", "6433435F", true},
		{"IE_PPSN", "6433435 F", true},
		{"IE_PPSN", "6433435G", false},
		{"IE_VAT_NUMBER", "IE6433435F", true},
		{"IE_VAT_NUMBER", "IE6433435OA", true},
		{"IE_VAT_NUMBER", "IE8D79739I", true}, // old format
		{"IE_VAT_NUMBER", "IE8D79739J", false},
		{"IE_VAT_NUMBER", "IE 6433435 F", true}, // the check letter apart, as the PPS number is written
		{"IE_VAT_NUMBER", "IE 6433435 OA", true},
		{"IE_PASSPORT", "PA1234567", true},
		{"IE_PASSPORT", "P1234567", false},
	})
}

func TestIERoundTrip(t *testing.T) {
	checkRoundTrip(t, "IE_PPSN", "IE_VAT_NUMBER", "IE_PASSPORT")
}

func TestIEEngine(t *testing.T) {
	checkEngine(t, []engineCase{
		{text: "My PPS number is 6433435F.", typ: "IE_PPSN", match: "6433435F"},
		{text: "VAT IE6433435OA", typ: "IE_VAT_NUMBER", match: "IE6433435OA"},
		{text: "VAT reg. no. IE 6433435 F", typ: "IE_VAT_NUMBER", match: "IE 6433435 F"},
		{text: "VAT reg. no. IE 6433435 F", typ: "IE_PPSN", match: "6433435 F", absent: true},
		// without the IE prefix, after a VAT label
		{text: "VAT No: 6433435F", typ: "IE_VAT_NUMBER", match: "6433435F"},
		{text: "VAT No: 6433435F", typ: "IE_PPSN", match: "6433435F", absent: true},
		{text: "PPSN 6433435F", typ: "IE_PPSN", match: "6433435F"},
		{text: "PPSN 6433435F", typ: "IE_VAT_NUMBER", match: "6433435F", absent: true},
		{text: "Irish passport PA1234567", typ: "IE_PASSPORT", match: "PA1234567"},
	})
}
