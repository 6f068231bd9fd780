package national

import "testing"

func TestATValid(t *testing.T) {
	checkValid(t, []validCase{
		{"AT_SOCIAL_SECURITY_NUMBER", "1237 010180", true},
		{"AT_SOCIAL_SECURITY_NUMBER", "1237010180", true},
		{"AT_SOCIAL_SECURITY_NUMBER", "1238 010180", false},
		{"AT_SOCIAL_SECURITY_NUMBER", "7812 23 05 91", true}, // the date in pairs
		{"AT_SOCIAL_SECURITY_NUMBER", "7813 23 05 91", false},
		{"AT_SOCIAL_SECURITY_NUMBER", "0237 010180", false}, // leading 0
		{"AT_SOCIAL_SECURITY_NUMBER", "1234 311380", false}, // check digit (8 fits)
		// replacement birth dates in months 13 and 14 (a day's serials used
		// up, or the date unknown): real numbers
		{"AT_SOCIAL_SECURITY_NUMBER", "1248 011365", true},
		{"AT_SOCIAL_SECURITY_NUMBER", "1256 051447", true},
		{"AT_SOCIAL_SECURITY_NUMBER", "1238 011580", false}, // month 15 (check digit 8 fits)
		{"AT_SOCIAL_SECURITY_NUMBER", "1238 311380", true},
		{"AT_SOCIAL_SECURITY_NUMBER", "1235 321380", false}, // day 32 (check digit 5 fits)
		{"AT_HEALTH_INSURANCE_NUMBER", "1237 010180", true},
		{"AT_TAX_ID", "59-119/9013", true},
		{"AT_TAX_ID", "591199013", true},
		{"AT_TAX_ID", "59-119/9014", false},
		{"AT_TAX_ID", "59 119/9013", true}, // the tax office's number apart
		{"AT_TAX_ID", "59 119/9014", false},
		{"AT_VAT_NUMBER", "ATU13585627", true},
		{"AT_VAT_NUMBER", "ATU 13585627", true},
		{"AT_VAT_NUMBER", "ATU13585626", false},
		{"AT_PASSPORT", "P1234567", true},
		{"AT_PASSPORT", "P123456", false},
	})
}

func TestATRoundTrip(t *testing.T) {
	checkRoundTrip(t, "AT_SOCIAL_SECURITY_NUMBER", "AT_HEALTH_INSURANCE_NUMBER", "AT_TAX_ID", "AT_VAT_NUMBER", "AT_PASSPORT")
}

func TestATEngine(t *testing.T) {
	checkEngine(t, []engineCase{
		{text: "Sozialversicherungsnummer: 1237 010180", typ: "AT_SOCIAL_SECURITY_NUMBER", match: "1237 010180"},
		{text: "Versicherungsnummer auf der e-card 1237 010180, Krankenversicherung ÖGK", typ: "AT_HEALTH_INSURANCE_NUMBER", match: "1237 010180"},
		{text: "SV-Nr. des Lenkers: 7812 230591", typ: "AT_SOCIAL_SECURITY_NUMBER", match: "7812 230591"},
		{text: "SV-Nr.: 7812230591", typ: "AT_SOCIAL_SECURITY_NUMBER", match: "7812230591"},
		{text: "Sozialversicherungsnummer 7812 23 05 91", typ: "AT_SOCIAL_SECURITY_NUMBER", match: "7812 23 05 91"},
		{text: "SVNR: 1248 011365", typ: "AT_SOCIAL_SECURITY_NUMBER", match: "1248 011365"},
		{text: "Steuernummer 59-119/9013 beim Finanzamt", typ: "AT_TAX_ID", match: "59-119/9013"},
		{text: "Steuernummer: 59 119/9013", typ: "AT_TAX_ID", match: "59 119/9013"},
		{text: "UID-Nummer ATU13585627", typ: "AT_VAT_NUMBER", match: "ATU13585627"},
		{text: "Reisepass P1234567", typ: "AT_PASSPORT", match: "P1234567"},
	})
}
