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
	FunctionWords:   []string{"il", "lo", "gli", "e", "è", "di", "che", "un", "una", "mio", "mia", "per", "con", "non", "sono", "del", "della", "grazie", "al", "ho", "ha", "mi"},
	Letters:         "ìò",
	StreetLead:      []string{"via", "viale", "piazza", "piazzale", "corso", "largo", "vicolo", "strada"},
	AddressWords:    []string{"indirizzo", "residen", "via"},
	PostalWords:     []string{"cap", "c.a.p"},
	ConditionWords:  []string{"diagnos", "pazient", "terap", "malattia", "soffre", "trattamento", "sintom", "cronic", "medico", "ospedale"},
	MedicationWords: []string{"capsula", "dosi", "ricetta", "farmaco", "prende", "giorno"},
	InsurerWords:    []string{"assicur", "polizza"},
	BloodWords:      []string{"sangue", "sanguigno", "gruppo"},
	BirthWords:      []string{"nato", "nata", "nascita"},
	YearWords:       []string{"in", "a", "del", "nel", "dal", "anno", "circa"},
	PhoneWords:      []string{"cellulare", "contatto", "chiamare"},
	CardWords:       []string{"carta"},
	WebWords:        []string{"pagina"},
	PassportWords:   []string{"passaporto"},
	NotApplicable: map[string]string{
		"StreetTrail":     "the street type comes before the name (StreetLead)",
		"WeekdaysVariant": "no other name of a day in use",
		"MonthsGen":       "Italian does not decline month names",
		"MonthsVariant":   "no other spelling of a month in use",
	},
}
