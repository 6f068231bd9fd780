package vocab

// pl is the Polish vocabulary.
var pl = Lexicon{
	Months: [12]string{"styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec",
		"lipiec", "sierpień", "wrzesień", "październik", "listopad", "grudzień"},
	MonthsGen: [12]string{"stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca",
		"lipca", "sierpnia", "września", "października", "listopada", "grudnia"},
	MonthsAbbr:      [12]string{"sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"},
	Weekdays:        [7]string{"poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"},
	MonthsAbbrWords: []string{"cze", "lip", "sie", "lis"},
	TitlesFemale:    []string{"pani"},
	TitlesMale:      []string{"pan"},
	TitlesOther:     []string{"dr", "prof", "mgr"},
	NotApplicable: map[string]string{
		"WeekdaysVariant": "no other name of a day in use",
		"MonthsVariant":   "no other spelling of a month in use",
	},
}
