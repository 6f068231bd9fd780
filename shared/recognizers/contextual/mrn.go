package contextual

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// mrnSpec: medical record and patient numbers after a record word ("MRN:
// 0048213", "NHC: 2569870", "numero cartella 88213"). Health insurance numbers
// ("číslo pojištěnce", NASS) are HEALTH_INSURANCE_NUMBER, found elsewhere.
var mrnSpec = keyedSpec{
	Type: "MEDICAL_RECORD_NUMBER",
	// The labels of clinical letters and lab reports, abbreviated as
	// written: "Fall-Nr.", "Pat.-ID", "Hospital No", "n° de dossier".
	Keywords: append([]string{
		"mrn", "medical record", "patient", "chart", "encounter", "hospital number", "hospital no", "hospital nr", "hosp no", "unit no", // en
		"patienten", "fallnummer", "fall nr", "fallnr", "fall nummer", "pat id", "pat nr", "krankenakte", "aufnahmenummer", "aufnahme nr", "aufnahmezahl", "pat zahl", "patientenzahl", "fall zahl", "fallzahl", // de (Austria: "Aufnahmezahl", "Pat.-Zahl", "Fall-Zahl")
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
		// a hospital visit's, case's or admission's number (an episode of
		// care: the emergency department's "N. accesso: PS-2026-0078341",
		// "N° de venue", "Č. případu"), and a trust's patient system id
		// ("RiO ID 1208457"); in clinical texts only (clinicalText)
		"rio", "case note", "case notes", "visit no", "visit number", "visit nr", "visit id", "episode", // en
		"admission no", "admission number", "admission nr", "admission id", "attendance no", "attendance number",
		"hospitalisation", "hospitalization", "fall id", // en, fr; de "Fall-ID"
		"venue", "admission", "passage", "épisode", // fr
		"ingreso", "admisión", "admision", "visita", // es
		"accesso", "caso", // it (not "accettazione", a lab order's number); "N. caso" (Ticino)
		"wizyty", "przyjęcia", "przyjecia", "pobytu", // pl
		"případu", "pripadu", "návštěvy", "navstevy", "příjmu", "prijmu", "epizody", // cs
		"prípadu", "návštevy", "príjmu", "epizódy", // sk
	}, expedienteLabels...),
	Fillers:   []string{"clínica", "clinica", "ambulatoriale", "clinique", "médical", "medical", "record", "records", "klinisch", "chart", "pacjenta", "choroby", "pacienta", "patient", "hospitalisation", "ricovero"},
	Inner:     "-/.", // "N. paziente: 40.118.562" (Switzerland groups by dots; dateLike drops "03.11.2025")
	Qualified: true,
	Value:     scoreMRN,
	Confirm:   clinicalText,
	NotAfter:  otherCase,
}

// clinicalText: French "dossier" labels any file, a claim's, a tax
// office's or a supplier's ("Dossier n° 2026-7781 concernant votre
// facture"), Czech and Slovak "dokumentace" a building's or a project's
// too, and the words of a visit, a case, an admission or an access any
// kind's (a school's admission number, a support ticket's "číslo
// případu"); their number is a patient's only in a text that names a
// patient, a doctor or a hospital. The other keywords are clinical as such.
// The text's words are read only when such a label has a value. The
// French "venue" and "passage" are English words too ("Venue: Hall 4"):
// they count in French text only.
func clinicalText(d *detect.Doc, kw string) bool {
	if strings.EqualFold(kw, "hc") {
		// Spanish "HC" (historia clínica); in a text of another language
		// the letters open other codes ("policy HC-4418207"); a label
		// alone ("Nº HC: 1234567") names no language
		l := d.Language()
		return l == "" || l == "es"
	}
	if !anyCaseWords.Match(kw) {
		return true
	}
	if frenchOnlyCaseWords.Match(kw) && d.Language() != "fr" {
		return false
	}
	return mentions(d, clinicalCues)
}

var frenchOnlyCaseWords = detect.NewStemSet("venue", "passage")

// anyCaseWords are the keywords' first words that clinicalText reads the
// text for.
var anyCaseWords = detect.NewStemSet(append([]string{"dossier", "dokument", "rio", "case", "visit", "episode", "admission", "attendance",
	"venue", "passage", "épisode", "ingreso", "admisión", "admision", "accesso", "caso",
	"wizyty", "przyjęcia", "przyjecia", "pobytu", "případu", "pripadu", "prípadu", "návštěvy", "navstevy", "návštevy",
	"příjmu", "prijmu", "príjmu", "epizody", "epizódy"}, expedienteLabels...)...)

// expedienteLabels label Mexico's clinical record ("No. de expediente:
// 0784512"), in a clinical text only (anyCaseWords); not the word alone,
// a claim's file too ("te hemos abierto el expediente SN-26-448107").
var expedienteLabels = []string{"no de expediente", "nº de expediente", "n de expediente", "número de expediente",
	"numero de expediente", "expediente clínico", "expediente clinico"}

// otherCase reports a word w before a visit's, case's or admission's
// keyword kw (anyCaseWords) that makes it another's label: an access
// code's ("codice di accesso"), a claim's or a contract's ("číslo
// škodního případu"), a date's ("Fecha de ingreso: 14/03/2014").
func otherCase(kw, w string) bool {
	return anyCaseWords.Match(kw) && otherCaseWords.Match(w)
}

// otherCaseWords: vocab's ReferenceWords, a claim's, a code's and a
// date's or a time's words.
var otherCaseWords = func() *detect.StemSet {
	words := append(vocab.All(func(l *vocab.Lexicon) []string { return l.ReferenceWords }),
		"claim", "schaden", "sinistre", "siniestro", "sinistro", "szkod", "škod", "škôd",
		"codice", "chiave", "password", "credenziali", "code", "kód", "kod", "heslo", "pin", "clave", "código", "codigo", "passwort",
		"date", "datum", "dátum", "fecha", "data", "daty", "dnia", "hour", "heure", "hora", "ora", "uhrzeit", "time")
	return detect.NewStemSet(words...)
}()

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
	"pacient", "mudr", "ordinac", "ordinác", "lékař", "lekár", "nemocnic", "diagnóz", "ambulanc", "urgentn",
	// en, de, es, it, pl (the visit's words; "pacient" begins the
	// Spanish "paciente" too)
	"hospital", "clinic", "diagnos", "psychiatr", "nhs", "krankenhaus", "klinik", "arzt", "ärzt", "médico", "medico", "urgencias",
	"paziente", "ospedal", "soccorso", "pacjent", "szpital", "lekarz")

const mrnScore = 0.6

// mrnMaxLen bounds a record number: a ward's prefix, a year and slashes
// make Polish ones 16 long and more ("KS/KARD/11652/25").
const mrnMaxLen = 20

func scoreMRN(_, v string) float64 {
	s := shapeOf(v)
	alnum := s.n - s.other
	if alnum < 5 || s.n > mrnMaxLen || s.digits < 3 || dateLike(v) {
		return 0
	}
	return mrnScore
}

// dateLike reports a day, a month and a year written with slashes, valid
// or not ("27/011/2014" in "Fecha de Ingreso: 27/011/2014"), or a date
// with hyphens, the year first or last ("2015-03-12", "12-03-2015"), which
// no record's or licence's number is.
func dateLike(v string) bool {
	sep := "/"
	if strings.IndexByte(v, '-') >= 0 {
		sep = "-"
	} else if strings.IndexByte(v, '.') >= 0 {
		sep = "." // "03.11.2025" (not "40.118.562": three digits in the middle)
	}
	g := strings.Split(v, sep)
	if len(g) != 3 || !allDigits(g[0]) || !allDigits(g[1]) || !allDigits(g[2]) {
		return false
	}
	mid := 2
	if sep == "/" {
		mid = 3 // "27/011/2014": a month mistyped
	}
	return len(g[0]) <= 2 && len(g[1]) <= mid && (len(g[2]) == 4 || len(g[2]) == 2) ||
		len(g[0]) == 4 && len(g[1]) <= 2 && len(g[2]) <= 2
}
