package vocab

// en is the English vocabulary.
var en = Lexicon{
	Months: [12]string{"January", "February", "March", "April", "May", "June",
		"July", "August", "September", "October", "November", "December"},
	MonthsAbbr:      [12]string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"},
	Weekdays:        [7]string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"},
	MonthsVariant:   [12]string{8: "sept"},
	TitlesFemale:    []string{"mrs", "ms", "miss"},
	TitlesMale:      []string{"mr"},
	TitlesOther:     []string{"dr", "prof"},
	FunctionWords:   []string{"the", "and", "is", "are", "of", "to", "you", "my", "your", "with", "for", "this", "that", "please", "have", "was", "were", "be", "me", "our", "we", "it", "will", "would", "can"},
	StreetTrail:     []string{"street", "st", "avenue", "ave", "road", "rd", "boulevard", "blvd", "lane", "ln", "drive", "dr", "way", "court", "ct", "place", "terrace", "square", "sq", "highway", "hwy", "parkway", "pkwy", "circle", "cir", "close", "crescent", "row"},
	AddressWords:    []string{"address", "addr", "street", "lives", "resid", "ship", "deliver"},
	PostalWords:     []string{"zip", "postal", "postcode", "post"},
	ConditionWords:  []string{"diagnos", "patient", "condition", "disease", "disorder", "suffer", "symptom", "treat", "therap", "chronic", "history", "illness", "medical", "hospital"},
	MedicationWords: []string{"tablet", "capsule", "dose", "dosage", "prescri", "medication", "medicine", "drug", "takes", "taking", "daily"},
	InsurerWords:    []string{"insur", "insured", "coverage", "member"},
	BloodWords:      []string{"blood", "group", "type", "rhesus", "transfus"},
	BirthWords:      []string{"born", "birth", "birthday", "dob"},
	YearWords:       []string{"in", "since", "year", "until", "by", "of", "during", "early", "late", "around", "circa", "before", "after"},
	PhoneWords:      []string{"phone", "telephone", "calls", "calling", "mobil", "cell", "desk", "contact", "reach", "text", "dial", "ring", "messag", "answering"},
	CardWords:       []string{"card", "credit", "debit"},
	WebWords:        []string{"website", "web", "site", "link", "domain", "homepage", "visit"},
	PassportWords:   []string{"passport"},
	NotApplicable: map[string]string{
		"Letters":         "English writes no letter that none of the other languages writes",
		"StreetLead":      "English puts the street type after the name (StreetTrail)",
		"WeekdaysVariant": "no other name of a day in use",
		"MonthsGen":       "English does not decline month names",
		"MonthsAbbrWords": "the dates read \"may\" and \"mar\" as months: no abbreviation is left out",
	},
}
