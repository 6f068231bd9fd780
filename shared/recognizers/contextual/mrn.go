package contextual

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

// mrnSpec: medical record and patient numbers after a record word ("MRN:
// 0048213", "NHC: 2569870", "numero cartella 88213"). Health insurance numbers
// ("číslo pojištěnce", NASS) are HEALTH_INSURANCE_NUMBER, found elsewhere.
var mrnSpec = keyedSpec{
	Type: "MEDICAL_RECORD_NUMBER",
	// The labels of clinical letters and lab reports, abbreviated as
	// written: "Fall-Nr.", "Pat.-ID", "Hospital No", "n° de dossier".
	Keywords: []string{
		"mrn", "medical record", "patient", "chart", "encounter", "hospital number", "hospital no", "hospital nr", "hosp no", "unit no", // en
		"patienten", "fallnummer", "fall nr", "fallnr", "fall nummer", "pat id", "pat nr", "krankenakte", "aufnahmenummer", "aufnahme nr", "aufnahmezahl", // de (Austria: "Aufnahmezahl")
		"dossier", "ipp", "nda", "séjour", // fr "n° de dossier", "numéro de séjour"
		"nhc", "hc", "historia", "hist clín", "hist clin", "cipa", "episodio", "paciente", // es "número de historia clínica", "n.º hist. clín."
		"cartella", "paziente", "nosologico", "ricovero", // it "numero cartella clinica", "n. nosologico"
		"pacjent", "historii choroby", "hist chor", // pl "nr historii choroby", "Nr hist. chor."
		// pl the main, the ward's and the admissions book, declined: "Nr
		// księgi głównej", "Nr w księdze oddziałowej"
		"księ główn", "księ oddział", "księ przyj",
		"pacient", "chorobopis", // cs/sk "číslo chorobopisu"
		"ambulantn kart",                                    // cs/sk an outpatient's record: "Č. ambulantnej karty"
		"hospitalizace", "hospitalizácie", "hospitalizacji", // cs/sk/pl "Č. hospitalizace: H2026/118437", a stay's number
		"dokumentace", "dokumentácie", // cs/sk a patient's file in a practice: "Č. dokumentace: ZP-2014/0612" (clinical texts only)
	},
	Fillers:   []string{"clínica", "clinica", "clinique", "médical", "medical", "record", "records", "klinisch", "chart", "pacjenta", "choroby", "pacienta", "patient", "hospitalisation", "ricovero"},
	Inner:     "-/",
	Qualified: true,
	Value:     scoreMRN,
	Confirm:   clinicalDossier,
}

// clinicalDossier: French "dossier" labels any file, a claim's, a tax
// office's or a supplier's ("Dossier n° 2026-7781 concernant votre
// facture"), Czech and Slovak "dokumentace" a building's or a project's
// too; its number is a patient's record only in a text that names a
// patient, a doctor or a hospital. The other keywords are clinical as such.
// The text's words are read only when a "dossier" label has a value.
func clinicalDossier(d *detect.Doc, kw string) bool {
	if !strings.EqualFold(kw, "dossier") && !strings.HasPrefix(strings.ToLower(kw), "dokument") {
		return true
	}
	return mentions(d, clinicalCues)
}

// mentions reports a word of the text that one of cues' stems begins: the
// kind of text a bare keyword stands in ("dossier" in a clinical letter,
// "licence" in one about driving).
func mentions(d *detect.Doc, cues *detect.StemSet) bool {
	t := d.Text
	for _, r := range d.WordRuns() {
		if cues.Match(t[r.Start:r.End]) {
			return true
		}
	}
	return false
}

// clinicalCues name a patient, a carer or a place of care (French, and the
// forms other languages share); not "traitement", "consultation" or
// "séjour", which a file's processing, its online view and a residence
// permit are too.
var clinicalCues = detect.NewStemSet("patient", "hôpital", "hopital", "hospitali", "clinique", "médecin", "medecin", "docteur", "dr",
	"chu", "chru", "aphp", "diagnostic", "ordonnance", "urgences", "ipp", "infirmi", "chirurgi", "soignant", "pathologi", "antécédent", "antecedent",
	// cs, sk ("dokumentace")
	"pacient", "mudr", "ordinac", "ordinác", "lékař", "lekár", "nemocnic", "diagnóz", "ambulanc")

const mrnScore = 0.6

func scoreMRN(_, v string) float64 {
	s := shapeOf(v)
	alnum := s.n - s.other
	if alnum < 5 || s.n > 15 || s.digits < 3 {
		return 0
	}
	return mrnScore
}
