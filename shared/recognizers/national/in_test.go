package national

import "testing"

func TestIndia(t *testing.T) {
	checkValid(t, []validCase{
		{"IN_AADHAAR", "234123412346", true},
		{"IN_AADHAAR", "2341 2341 2346", true},
		{"IN_AADHAAR", "2341-2341-2346", true},
		{"IN_AADHAAR", "234123412347", false}, // Verhoeff
		{"IN_AADHAAR", "134123412346", false}, // never starts with 0 or 1
		{"IN_PAN", "ACUPA7085R", true},
		{"IN_PAN", "ACUZA7085R", false}, // Z is no holder category
		{"IN_PAN", "ACUPA70855", false},
		{"IN_PASSPORT", "J8369854", true},
		{"IN_PASSPORT", "Q8369854", false}, // no Q series
		{"IN_PASSPORT", "J0369854", false},
	})
	checkRoundTrip(t, "IN_AADHAAR", "IN_PAN", "IN_PASSPORT")
	checkEngine(t, []engineCase{
		{text: "Aadhaar: 2341 2341 2346", typ: "IN_AADHAAR", match: "2341 2341 2346"},
		{text: "His PAN is ACUPA7085R.", typ: "IN_PAN", match: "ACUPA7085R"},
		{text: "Indian passport number J8369854", typ: "IN_PASSPORT", match: "J8369854"},
	})
	checkNotDetected(t, "IN_PAN", "code ACUPA7085R here")
	checkNotDetected(t, "IN_PASSPORT", "ticket J8369854 issued")
}
