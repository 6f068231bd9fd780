package contextual

// mrnSpec: medical record and patient numbers after a record word ("MRN:
// 0048213", "NHC: 2569870", "numero cartella 88213"). Health insurance numbers
// ("číslo pojištěnce", NASS) are HEALTH_INSURANCE_NUMBER, found elsewhere.
var mrnSpec = keyedSpec{
	Type: "MEDICAL_RECORD_NUMBER",
	// The labels of clinical letters and lab reports, abbreviated as
	// written: "Fall-Nr.", "Pat.-ID", "Hospital No", "n° de dossier".
	Keywords: []string{
		"mrn", "medical record", "patient", "chart", "hospital number", "hospital no", "hospital nr", "hosp no", "unit no", // en
		"patienten", "fallnummer", "fall nr", "fallnr", "fall nummer", "pat id", "pat nr", "krankenakte", "aufnahmenummer", "aufnahme nr", // de
		"dossier", "ipp", "nda", "séjour", // fr "n° de dossier", "numéro de séjour"
		"nhc", "hc", "historia", "cipa", "episodio", "paciente", // es "número de historia clínica"
		"cartella", "paziente", "nosologico", "ricovero", // it "numero cartella clinica", "n. nosologico"
		"pacjent", "historii choroby", "księg główn", // pl "nr księgi głównej"
		"pacient", "chorobopis", // cs/sk "číslo chorobopisu"
	},
	Fillers: []string{"clínica", "clinica", "clinique", "médical", "medical", "record", "records", "klinisch", "chart", "pacjenta", "choroby", "pacienta", "patient", "hospitalisation", "ricovero"},
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
