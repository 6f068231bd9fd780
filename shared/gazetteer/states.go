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
