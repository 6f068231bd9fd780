package vocab

// en is the English vocabulary.
var en = Lexicon{
	Months: [12]string{"January", "February", "March", "April", "May", "June",
		"July", "August", "September", "October", "November", "December"},
	MonthsAbbr:    [12]string{"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"},
	Weekdays:      [7]string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"},
	MonthsVariant: [12]string{8: "sept"},
	TitlesFemale:  []string{"mrs", "ms", "miss"},
	TitlesMale:    []string{"mr"},
	TitlesOther:   []string{"dr", "prof"},
	NotApplicable: map[string]string{
		"WeekdaysVariant": "no other name of a day in use",
		"MonthsGen":       "English does not decline month names",
		"MonthsAbbrWords": "the dates read \"may\" and \"mar\" as months: no abbreviation is left out",
	},
}
