package vocab

// es is the Spanish vocabulary.
var es = Lexicon{
	Months: [12]string{"enero", "febrero", "marzo", "abril", "mayo", "junio",
		"julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"},
	MonthsAbbr:    [12]string{"ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"},
	Weekdays:      [7]string{"lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"},
	MonthsVariant: [12]string{8: "setiembre"},
	TitlesFemale:  []string{"sra", "señora", "srta", "doña"},
	TitlesMale:    []string{"sr", "señor", "don"},
	TitlesOther:   []string{"dr", "prof", "lic"},
	NotApplicable: map[string]string{
		"WeekdaysVariant": "no other name of a day in use",
		"MonthsGen":       "Spanish does not decline month names",
		"MonthsAbbrWords": "no abbreviation is an everyday word next to a number",
	},
}
