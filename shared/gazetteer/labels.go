package gazetteer

import (
	"slices"

	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// Words the tagger likes to capitalise its way into a span but that never are
// a name, place or organisation on their own: form field labels and section
// headings ("Domicilio:", "Localidad/ Provincia:", "Datos del paciente"),
// function words at the start of a sentence ("Ante", "Las", "Asimismo") and
// clinical abbreviations written in capitals ("TAC", "RMN", "PSA"). Lower
// case; compared with the whole span.
var notEntities = withPhrases(conceptSet(func(l *vocab.Lexicon) []string { return slices.Concat(l.FormLabels, l.OpeningWords) },
	// clinical abbreviations (not those that are also given names or
	// places: ANA, EVA, CT)
	`tac tc rm rmn mri pet ecg ekg eeg emg psa vhc vhb vih hiv hcv hbv uci icu lcr csf hb hba1c igg igm
		iga ige pcr mmii mmss tas fc fr sat ap rx orl hta dm epoc copd iam tep tvp avc acv`,
	// "born" opening a sentence before the place ("Nata a Torino il 3
	// marzo 1950, ..."): the participles, never a name alone (not "nato":
	// NATO)
	`nata nacida nacido née né geboren narozen narozena narodený narodená urodzony urodzona`,
	// family members named by their role, as a sentence's first word
	// ("Manželka (tel. 777 888 999) informována", "Ehefrau ist erreichbar"):
	// role words, not names
	`wife husband daughter ehefrau ehemann tochter épouse moglie marito figlia esposa esposo marido hija
		żona mąż córka manželka manžel dcera dcéra`,
	// a form's residence heading or label ("Residenza (estero):",
	// "SEZIONE B – RESIDENZA E DOMICILIO", "Domicile :"), which the
	// tagger, reading a capital before a colon, takes for a name
	`residenza domicilio residencia résidence domicile wohnsitz`,
	// the volume, folio and sheet of a Spanish company's registration
	// ("Registro Mercantil de Madrid, Tomo 12345, Folio 67, Hoja M-123456")
	`tomo folio hoja`,
), "private & confidential", "private and confidential", "strictly confidential", "national insurance")

// withPhrases adds headings and labels of several words, which vocab's
// word lists cannot hold (they are split at spaces) and which the training
// must not read: a letter's "Private & Confidential", the "National
// Insurance" of "National Insurance number".
func withPhrases(m map[string]bool, phrases ...string) map[string]bool {
	for _, p := range phrases {
		m[p] = true
	}
	return m
}

// NotEntity reports whether lower (a span's text, lower case) is a label,
// heading, function word or clinical abbreviation rather than a name.
func NotEntity(lower string) bool { return notEntities[lower] }

// NotEntityBytes is NotEntity for a byte slice, without allocating.
func NotEntityBytes(lower []byte) bool { return notEntities[string(lower)] }
