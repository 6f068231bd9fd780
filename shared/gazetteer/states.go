package gazetteer

// The postal abbreviations of the states, provinces and territories that
// addresses and place names write after the town: "Chicago, IL 60640",
// "Québec, QC G1R 4P5", "Fremantle WA 6160". The address recognizer and the
// NER's state-code stage read these lists.
var (
	// the US states, DC and the territories
	usStates = WordSet(`AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND
		OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR GU VI AS MP`)
	// Canada's provinces and territories
	caProvinces = WordSet(`AB BC MB NB NL NS NT NU ON PE QC SK YT`)
	// Australia's states and territories; the four-digit postcode follows
	// them
	auStates = WordSet(`NSW VIC QLD SA WA TAS NT ACT`)
)

// IsUSState reports the two-letter code of a US state, DC or territory,
// as written (upper case).
func IsUSState(w string) bool { return usStates[w] }

// IsAUState reports the abbreviation of an Australian state or territory,
// as written (upper case: "QLD", "WA").
func IsAUState(w string) bool { return auStates[w] }

// IsStateCode reports the postal abbreviation of a US state, a Canadian
// province or an Australian state, as written (upper case).
func IsStateCode(w string) bool { return usStates[w] || caProvinces[w] || auStates[w] }

// mxStates are the abbreviations of Mexico's states as addresses write
// them after the town ("Monterrey, N.L.", "Zapopan, Jal."), longest first
// where one opens another ("B.C.S." before "B.C."). Colima's "Col." is left
// out: in an address it is the colonia ("Col. Obispado").
var mxStates = []string{"Ags.", "B.C.S.", "B.C.", "Camp.", "Coah.", "Chis.", "Chih.", "CDMX", "Dgo.", "Gto.", "Gro.", "Hgo.",
	"Jal.", "Edo. Méx.", "Edo. de Méx.", "Méx.", "Mich.", "Mor.", "Nay.", "N.L.", "Oax.", "Pue.", "Qro.", "Q. Roo", "S.L.P.",
	"Sin.", "Son.", "Tab.", "Tamps.", "Tlax.", "Ver.", "Yuc.", "Zac."}

// MXStateAt returns the length of the abbreviation of a Mexican state that
// s opens with, as written, when no letter or digit follows it; 0 when
// there is none.
func MXStateAt(s string) int {
	for _, a := range mxStates {
		if len(s) >= len(a) && s[:len(a)] == a && (len(s) == len(a) || !isAlnumByte(s[len(a)])) {
			return len(a)
		}
	}
	return 0
}

func isAlnumByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}
