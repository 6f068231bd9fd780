package vocab

// es is the Spanish vocabulary.
var es = Lexicon{
	Months: [12]string{"enero", "febrero", "marzo", "abril", "mayo", "junio",
		"julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"},
	MonthsAbbr:      [12]string{"ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"},
	Weekdays:        [7]string{"lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"},
	MonthsVariant:   [12]string{8: "setiembre"},
	TitlesFemale:    []string{"sra", "señora", "srta", "doña"},
	TitlesMale:      []string{"sr", "señor", "don"},
	TitlesOther:     []string{"dr", "prof", "lic"},
	FunctionWords:   []string{"el", "la", "los", "las", "y", "es", "un", "una", "mi", "su", "por", "con", "para", "que", "del", "al", "gracias", "está", "muy", "usted", "nos", "mis", "sus"},
	Letters:         "ñ",
	StreetLead:      []string{"ctra", "carretera", "pza", "urb", "urbanización", "colonia", "rambla", "calle", "c", "avenida", "avda", "av", "paseo", "plaza", "camino", "carrera", "ronda", "travesía"},
	AddressWords:    []string{"dirección", "direccion", "domicilio", "calle"},
	PostalWords:     []string{"cp", "código", "codigo", "postal"},
	ConditionWords:  []string{"diagnos", "paciente", "terap", "enfermedad", "padece", "tratamiento", "síntoma", "crónic", "médico", "hospital"},
	MedicationWords: []string{"tableta", "cápsula", "dosis", "receta", "medicamento", "toma", "diario"},
	InsurerWords:    []string{"asegur", "póliza", "mutua"},
	BloodWords:      []string{"sangre", "sanguíneo", "grupo"},
	BirthWords:      []string{"nacido", "nacida", "nacimiento"},
	YearWords:       []string{"en", "año", "desde", "hasta", "del", "el", "a", "principios", "finales", "mediados", "durante", "entre"},
	PhoneWords:      []string{"telé", "tfno", "tlf", "móvil", "movil", "contacto", "llamar"},
	CardWords:       []string{"tarjeta"},
	WebWords:        []string{"sitio", "página", "pagina"},
	PassportWords:   []string{"pasaporte"},
	NotApplicable: map[string]string{
		"StreetTrail":     "the street type comes before the name (StreetLead)",
		"WeekdaysVariant": "no other name of a day in use",
		"MonthsGen":       "Spanish does not decline month names",
		"MonthsAbbrWords": "no abbreviation is an everyday word next to a number",
	},
}
