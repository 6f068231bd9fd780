package contextual

// mrnSpec: medical record and patient numbers after a record word ("MRN:
// 0048213", "NHC: 2569870", "numero cartella 88213"). Health insurance numbers
// ("číslo pojištěnce", NASS) are HEALTH_INSURANCE_NUMBER, found elsewhere.
var mrnSpec = keyedSpec{
	Type: "MEDICAL_RECORD_NUMBER",
	Keywords: []string{
		"mrn", "medical record", "patient", "chart", "hospital number", // en
		"patienten", "fallnummer", "krankenakte", // de
		"dossier médical", "dossier patient", "ipp", // fr
		"nhc", "historia", "cipa", "episodio", "paciente", // es "número de historia clínica"
		"cartella", "paziente", // it "numero cartella clinica"
		"pacjent", "historii choroby", // pl
		"pacient", "chorobopis", // cs/sk
	},
	Fillers: []string{"clínica", "clinica", "clinique", "médical", "medical", "record", "records", "klinisch", "chart", "pacjenta", "choroby", "pacienta"},
	Inner:   "-/",
	Value:   scoreMRN,
}

const mrnScore = 0.6

func scoreMRN(_, v string) float64 {
	s := shapeOf(v)
	alnum := s.n - s.other
	if alnum < 5 || s.n > 15 || s.digits < 3 {
		return 0
	}
	return mrnScore
}
