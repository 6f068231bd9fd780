package vocab

// sk is the Slovak vocabulary.
var sk = Lexicon{
	Months: [12]string{"január", "február", "marec", "apríl", "máj", "jún",
		"júl", "august", "september", "október", "november", "december"},
	MonthsGen: [12]string{"januára", "februára", "marca", "apríla", "mája", "júna",
		"júla", "augusta", "septembra", "októbra", "novembra", "decembra"},
	MonthsAbbr:      [12]string{"jan", "feb", "mar", "apr", "máj", "jún", "júl", "aug", "sep", "okt", "nov", "dec"},
	Weekdays:        [7]string{"pondelok", "utorok", "streda", "štvrtok", "piatok", "sobota", "nedeľa"},
	TitlesFemale:    []string{"pani"},
	TitlesMale:      []string{"pán"},
	TitlesOther:     []string{"dr", "prof", "ing", "mgr", "bc", "phdr", "mudr", "judr", "rndr", "doc"},
	FunctionWords:   []string{"a", "je", "sa", "na", "v", "z", "že", "to", "som", "môj", "moje", "pre", "prosím", "nie", "s", "do", "ako", "od", "pán", "pani", "sú", "mám", "jeho"},
	Letters:         "ôľĺŕ",
	StreetLead:      []string{"námestie", "trieda", "nábrežie"},
	AddressWords:    []string{"adresa", "bydli", "trvalé", "sídl"},
	PostalWords:     []string{"psč", "psc", "smerovacie"},
	ConditionWords:  []string{"pacient", "terap", "ochoren", "liečb", "príznak", "chronick", "lekár", "nemocnic"},
	MedicationWords: []string{"tableta", "kapsul", "dávk", "dávka", "predpís", "recept", "liek", "lieky", "lieku", "užíva", "denne"},
	InsurerWords:    []string{"poisť", "poist"},
	BloodWords:      []string{"krvná", "krvi", "krvn", "skupin", "typ"},
	BirthWords:      []string{"narodený", "narodená", "narodenia", "narodil", "narodila", "nar"},
	YearWords:       []string{"v", "roku", "rok", "od", "do"},
	PhoneWords:      []string{"mobil", "kontakt", "zavolajte", "linka"},
	CardWords:       []string{"karta", "kartu", "kartou", "kreditn"},
	WebWords:        []string{"stránka", "adresa"},
	NotApplicable: map[string]string{
		"StreetTrail":     "the street type comes before the name (StreetLead)",
		"WeekdaysVariant": "no other name of a day in use",
		"MonthsVariant":   "no other spelling of a month in use",
		"MonthsAbbrWords": "the abbreviations that are words (máj, jún, júl) are the months themselves",
	},
}
