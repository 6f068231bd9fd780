package vocab

// fr is the French vocabulary.
var fr = Lexicon{
	Months: [12]string{"janvier", "février", "mars", "avril", "mai", "juin",
		"juillet", "août", "septembre", "octobre", "novembre", "décembre"},
	MonthsAbbr:      [12]string{"janv", "févr", "mars", "avr", "mai", "juin", "juil", "août", "sept", "oct", "nov", "déc"},
	Weekdays:        [7]string{"lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"},
	MonthsVariant:   [12]string{1: "fevrier", 7: "aout", 11: "decembre"},
	TitlesFemale:    []string{"mme", "madame", "mlle", "mademoiselle"},
	TitlesMale:      []string{"m", "monsieur"},
	TitlesOther:     []string{"dr", "prof"},
	FunctionWords:   []string{"le", "la", "les", "et", "est", "un", "une", "des", "je", "vous", "mon", "ma", "mes", "votre", "vos", "pour", "avec", "pas", "du", "au", "merci", "sur", "nous", "sont"},
	Letters:         "çœêîûâë",
	StreetLead:      []string{"rue", "avenue", "boulevard", "bd", "chemin", "allée", "place", "impasse", "quai", "route", "cours", "passage", "villa", "cité", "ruelle", "sentier", "hameau", "esplanade", "faubourg", "promenade"},
	AddressWords:    []string{"adresse"},
	PostalWords:     []string{"cp", "code", "postal"},
	ConditionWords:  []string{"diagnos", "patient", "maladie", "malade", "souffre", "traitement", "antécédent", "médical", "hôpital"},
	MedicationWords: []string{"capsule", "dose", "posolog", "ordonnance", "médicament", "prend", "par jour"},
	InsurerWords:    []string{"assur", "mutuel", "caisse"},
	BloodWords:      []string{"sang", "sanguin", "groupe", "transfus"},
	BirthWords:      []string{"né", "née", "naissance"},
	YearWords:       []string{"en", "depuis", "année"},
	PhoneWords:      []string{"tél", "télé", "portable", "contact", "appeler"},
	CardWords:       []string{"carte"},
	WebWords:        []string{"site", "visitez"},
	PassportWords:   []string{"passeport"},
	NotApplicable: map[string]string{
		"StreetTrail":     "the street type comes before the name (StreetLead)",
		"WeekdaysVariant": "no other name of a day in use",
		"MonthsGen":       "French does not decline month names",
		"MonthsAbbrWords": "\"mars\" and \"mai\" are the months themselves: no abbreviation is left out",
	},
}
