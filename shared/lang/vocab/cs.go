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
	FunctionWords:   []string{"a", "je", "se", "na", "v", "z", "že", "to", "jsem", "můj", "moje", "pro", "prosím", "není", "s", "do", "jak", "od", "pan", "paní", "jsou", "mám", "jeho"},
	Letters:         "řůě",
	StreetLead:      []string{"náměstí", "nám", "třída", "tř", "nábřeží", "nábř"},
	AddressWords:    []string{"adresa", "bydli", "bydliště", "trvalé", "bytem", "sídl"},
	PostalWords:     []string{"psč", "psc", "směrovací"},
	ConditionWords:  []string{"pacient", "terap", "nemoc", "onemocn", "trpí", "léčb", "léčen", "příznak", "chronick", "lékař", "nemocnic"},
	MedicationWords: []string{"tableta", "kapsl", "dávk", "dávka", "předeps", "recept", "farmak", "lék", "léky", "léku", "užívá", "užív", "bere", "denně"},
	InsurerWords:    []string{"pojišť", "pojist", "pojiš"},
	BloodWords:      []string{"krev", "krevní", "krve", "skupin", "typ"},
	BirthWords:      []string{"narozen", "narození", "narodil", "narodila", "nar"},
	YearWords:       []string{"v", "roce", "rok", "od", "do"},
	PhoneWords:      []string{"mobil", "kontakt", "zavolat", "linka"},
	CardWords:       []string{"karta", "kartu", "kartou", "platební", "kreditn"},
	WebWords:        []string{"stránka", "stránky", "adresa"},
	PassportWords:   []string{"cestovn", "pas", "pasu", "pasem"},
	AgeWords:        []string{"věk", "věku"},
	AccountWords:    []string{"účet", "účt", "ucet", "uctu"},
	PlateWords:      []string{"spz", "rz", "registrační", "registracni", "evidenčn", "evidencn", "značk", "znack", "vozidl", "auta", "návěs"},
	NotApplicable: map[string]string{
		"StreetTrail":     "the street type comes before the name (StreetLead)",
		"WeekdaysVariant": "no other name of a day in use",
		"MonthsVariant":   "no other spelling of a month in use",
	},
}
