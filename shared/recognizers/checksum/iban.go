package checksum

// ibanLengths is the total IBAN length (country code and check digits included)
// of every country in the SWIFT IBAN registry, plus the widely used partial
// adopters (Algeria, Angola, ... use their national length).
var ibanLengths = map[string]int{
	"AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22,
	"BH": 22, "BI": 27, "BR": 29, "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24,
	"DE": 22, "DJ": 27, "DK": 18, "DO": 28, "EE": 20, "EG": 29, "ES": 24, "FI": 18,
	"FK": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27,
	"GT": 28, "HN": 28, "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IQ": 23, "IS": 26,
	"IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LB": 28, "LC": 32, "LI": 21, "LT": 20,
	"LU": 20, "LV": 21, "LY": 25, "MC": 27, "MD": 24, "ME": 22, "MK": 19, "MN": 20,
	"MR": 27, "MT": 31, "MU": 30, "NI": 28, "NL": 18, "NO": 15, "OM": 23, "PK": 24,
	"PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "RU": 33, "SA": 24,
	"SC": 31, "SD": 18, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "SO": 23, "ST": 25,
	"SV": 28, "TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20,
	"YE": 30,
	// partial adopters (not in the registry, national standards)
	"AO": 25, "BF": 28, "BJ": 28, "CF": 27, "CG": 27, "CI": 28, "CM": 27, "CV": 25,
	"DZ": 26, "GA": 27, "GQ": 27, "GW": 25, "IR": 26, "KM": 27, "MA": 28, "MG": 27,
	"ML": 28, "MZ": 25, "NE": 28, "SN": 28, "TD": 27, "TG": 28,
}

// IBANLength returns the IBAN length of a country (upper-case ISO 3166 alpha-2)
// and false when the country has no IBAN.
func IBANLength(country string) (int, bool) {
	n, ok := ibanLengths[country]
	return n, ok
}

// ValidIBAN reports whether compact (no separators, either case) is an IBAN of
// its country's length whose mod 97-10 check holds.
func ValidIBAN(compact string) bool {
	if len(compact) < 5 {
		return false
	}
	var cc [2]byte
	for i := 0; i < 2; i++ {
		c := compact[i]
		if c >= 'a' && c <= 'z' {
			c -= 32
		}
		if c < 'A' || c > 'Z' {
			return false
		}
		cc[i] = c
	}
	if compact[2] < '0' || compact[2] > '9' || compact[3] < '0' || compact[3] > '9' {
		return false
	}
	n, ok := ibanLengths[string(cc[:])]
	if !ok || n != len(compact) {
		return false
	}
	for i := 4; i < len(compact); i++ {
		c := compact[i]
		if !(c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z') {
			return false
		}
	}
	// Mod97 of BBAN + first four characters, computed without building the string.
	r := Mod97(compact[4:])
	for i := 0; i < 4; i++ {
		c := compact[i]
		switch {
		case c >= '0' && c <= '9':
			r = (r*10 + int(c-'0')) % 97
		case c >= 'A' && c <= 'Z':
			r = (r*100 + int(c-'A'+10)) % 97
		default:
			r = (r*100 + int(c-'a'+10)) % 97
		}
	}
	return r == 1
}
