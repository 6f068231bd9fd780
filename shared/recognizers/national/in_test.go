package national

import "testing"

func TestIndia(t *testing.T) {
	checkValidateB(t, []validCaseB{
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
	checkGenerateB(t, "IN_AADHAAR", "IN_PAN", "IN_PASSPORT")
	checkDetectB(t, []detectCaseB{
		{"Aadhaar: 2341 2341 2346", "2341 2341 2346", "IN_AADHAAR"},
		{"His PAN is ACUPA7085R.", "ACUPA7085R", "IN_PAN"},
		{"Indian passport number J8369854", "J8369854", "IN_PASSPORT"},
	})
	checkNotDetectedB(t, "IN_PAN", "code ACUPA7085R here")
	checkNotDetectedB(t, "IN_PASSPORT", "ticket J8369854 issued")
}
