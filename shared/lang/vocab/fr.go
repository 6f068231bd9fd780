package vocab

// fr is the French vocabulary.
var fr = Lexicon{
	Months: [12]string{"janvier", "février", "mars", "avril", "mai", "juin",
		"juillet", "août", "septembre", "octobre", "novembre", "décembre"},
	MonthsAbbr:    [12]string{"janv", "févr", "mars", "avr", "mai", "juin", "juil", "août", "sept", "oct", "nov", "déc"},
	Weekdays:      [7]string{"lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"},
	MonthsVariant: [12]string{1: "fevrier", 7: "aout", 11: "decembre"},
	TitlesFemale:  []string{"mme", "madame", "mlle", "mademoiselle"},
	TitlesMale:    []string{"m", "monsieur"},
	TitlesOther:   []string{"dr", "prof"},
	NotApplicable: map[string]string{
		"WeekdaysVariant": "no other name of a day in use",
		"MonthsGen":       "French does not decline month names",
		"MonthsAbbrWords": "\"mars\" and \"mai\" are the months themselves: no abbreviation is left out",
	},
}
