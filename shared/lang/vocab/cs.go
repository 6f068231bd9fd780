package vocab

// cs is the Czech vocabulary.
var cs = Lexicon{
	Months: [12]string{"leden", "únor", "březen", "duben", "květen", "červen",
		"červenec", "srpen", "září", "říjen", "listopad", "prosinec"},
	MonthsGen: [12]string{"ledna", "února", "března", "dubna", "května", "června",
		"července", "srpna", "září", "října", "listopadu", "prosince"},
	MonthsAbbr: [12]string{"led", "úno", "bře", "dub", "kvě", "čvn", "čvc", "srp", "zář", "říj", "lis", "pro"},
	Weekdays:   [7]string{"pondělí", "úterý", "středa", "čtvrtek", "pátek", "sobota", "neděle"},
	// led, dub, lis, srp ... are words (ice, oak, fox, sickle)
	MonthsAbbrWords: []string{"led", "úno", "bře", "dub", "kvě", "čvn", "čvc", "srp", "zář", "říj", "lis", "pro"},
	TitlesFemale:    []string{"paní", "slečna"},
	TitlesMale:      []string{"pan"},
	TitlesOther:     []string{"dr", "prof", "ing", "mgr", "bc", "phdr", "mudr", "judr", "rndr", "doc"},
	NotApplicable: map[string]string{
		"WeekdaysVariant": "no other name of a day in use",
		"MonthsVariant":   "no other spelling of a month in use",
	},
}
