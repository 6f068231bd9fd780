package vocab

// de is the German vocabulary.
var de = Lexicon{
	Months: [12]string{"Januar", "Februar", "März", "April", "Mai", "Juni",
		"Juli", "August", "September", "Oktober", "November", "Dezember"},
	MonthsAbbr:      [12]string{"Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"},
	Weekdays:        [7]string{"Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"},
	WeekdaysVariant: [7]string{5: "Sonnabend"}, // northern and eastern Saturday
	MonthsVariant:   [12]string{"Jänner", "Feber", "Maerz"},
	MonthsAbbrWords: []string{"Mär"}, // a tale
	TitlesFemale:    []string{"frau", "fr"},
	TitlesMale:      []string{"herr", "hr"},
	TitlesOther:     []string{"dr", "prof", "dipl", "mag"},
	NotApplicable: map[string]string{
		"MonthsGen": "German does not decline month names",
	},
}
