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
	FunctionWords:   []string{"der", "die", "das", "und", "ist", "nicht", "ich", "sie", "mit", "für", "ein", "eine", "einen", "meine", "mein", "ihre", "ihr", "bitte", "sehr", "auf", "den", "dem", "wir", "uns", "sind", "lautet", "hat", "habe", "mich", "mir", "unter", "bei", "von", "zu", "im", "am"},
	Letters:         "ßüö",
	StreetTrail:     []string{"straße", "strasse", "str", "gasse", "weg", "platz", "allee", "ring", "damm", "ufer", "chaussee"},
	AddressWords:    []string{"adresse", "anschrift", "wohn", "straße"},
	PostalWords:     []string{"plz", "postleitzahl"},
	ConditionWords:  []string{"diagnos", "patient", "krankheit", "erkrank", "leidet", "befund", "behandl", "chronisch", "symptome", "krankenhaus"},
	MedicationWords: []string{"tablett", "tabletten", "kapsel", "dosis", "rezept", "verschrieb", "verordn", "medikament", "arznei", "nimmt", "täglich"},
	InsurerWords:    []string{"versich", "krankenkasse", "kasse"},
	BloodWords:      []string{"blut", "blutgruppe", "gruppe", "typ", "rhesus"},
	BirthWords:      []string{"geboren", "geburt", "geb"},
	YearWords:       []string{"in", "im", "jahr", "jahre", "seit", "bis"},
	PhoneWords:      []string{"mobil", "handy", "telefax", "kontakt", "anrufen"},
	CardWords:       []string{"karte", "kreditkart"},
	WebWords:        []string{"webseite", "internetseite", "seite", "besuchen"},
	PassportWords:   []string{"reisepass", "passnummer", "passnr"},
	AgeWords:        []string{"alter"},
	AccountWords:    []string{"konto", "kontonummer"},
	PlateWords:      []string{"kennzeichen", "nummernschild", "autokennzeichen", "fahrzeug", "lkw", "anhänger"},
	LabelFillers:    []string{"nummer", "kennung", "der", "die", "das", "ihre", "ihr", "deine"},
	Copulas:         []string{"ist", "lautet", "war"},
	NotApplicable: map[string]string{
		"StreetLead": "German puts the street type after the name or joins it to it (StreetTrail)",
		"MonthsGen":  "German does not decline month names",
	},
}
