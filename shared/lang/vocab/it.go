package vocab

// it is the Italian vocabulary.
var it = Lexicon{
	Months: [12]string{"gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno",
		"luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"},
	MonthsAbbr:      [12]string{"gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"},
	Weekdays:        [7]string{"lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"},
	MonthsAbbrWords: []string{"gen", "mag", "giu", "set"},
	TitlesFemale:    []string{"sig.ra", "signora"},
	TitlesMale:      []string{"sig", "signor"},
	TitlesOther:     []string{"dr", "prof", "dott", "dottssa", "avv", "arch"},
	NotApplicable: map[string]string{
		"WeekdaysVariant": "no other name of a day in use",
		"MonthsGen":       "Italian does not decline month names",
		"MonthsVariant":   "no other spelling of a month in use",
	},
}
