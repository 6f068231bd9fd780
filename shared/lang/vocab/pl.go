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
	FunctionWords:   []string{"i", "w", "z", "na", "się", "jest", "nie", "to", "że", "do", "mój", "moja", "moje", "dla", "proszę", "jak", "od", "pan", "pani", "jestem", "są", "mam"},
	Letters:         "łąęśźżńć",
	StreetLead:      []string{"ul", "ulica", "ulice", "al", "aleja", "aleje", "pl", "plac", "os", "osiedle"},
	AddressWords:    []string{"adres", "zamieszk", "ulica"},
	PostalWords:     []string{"kod", "pocztowy"},
	ConditionWords:  []string{"diagnoz", "pacjent", "terap", "choroba", "chorob", "cierpi", "leczen", "objaw", "przewlek", "lekarz", "szpital"},
	MedicationWords: []string{"tabletk", "kapsul", "dawk", "przepis", "lek", "leki", "leku", "przyjmuje", "dziennie"},
	InsurerWords:    []string{"ubezpiec"},
	BloodWords:      []string{"krew", "krwi", "grupa", "typ"},
	BirthWords:      []string{"urodzon", "urodzin", "urodzenia"},
	YearWords:       []string{"w", "roku", "od", "do"},
	PhoneWords:      []string{"mobil", "komórk", "komork", "faks", "kontakt", "zadzwoń", "numer"},
	CardWords:       []string{"karta", "płatnicz"},
	WebWords:        []string{"strona"},
	NotApplicable: map[string]string{
		"StreetTrail":     "the street type comes before the name (StreetLead)",
		"WeekdaysVariant": "no other name of a day in use",
		"MonthsVariant":   "no other spelling of a month in use",
	},
}
