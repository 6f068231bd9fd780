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
	})
	checkGenerateB(t, "IN_AADHAAR", "IN_PAN")
	checkDetectB(t, []detectCaseB{
		{"Aadhaar: 2341 2341 2346", "2341 2341 2346", "IN_AADHAAR"},
		{"His PAN is ACUPA7085R.", "ACUPA7085R", "IN_PAN"},
	})
	checkNotDetectedB(t, "IN_PAN", "code ACUPA7085R here")
}
