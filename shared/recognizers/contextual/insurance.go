package contextual

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// insuranceRecognizer finds health insurance numbers written after an
// insurance word in any of the eight languages, whatever the country's
// layout: "NASS: 28 23748589 45", "Versichertennummer A123456789", "numéro de
// sécurité sociale 1 85 05 78 006 084 36", "číslo pojištěnce 7801011234".
// Numbers whose country format has a check digit are also found by the
// national recognizers; this one covers the numbers as written in forms and
// clinical notes, where a number without a valid check digit is still the
// patient's number. The keyword must stand within three words before the
// number.
type insuranceRecognizer struct{}

const insuranceScore = 0.6

// insuranceStems are the words that name a health insurance number.
var insuranceStems = []string{
	// en ("member ID"; not "policy": a policy number is no member's, and
	// the dev set's guide leaves policy numbers unlabelled)
	"insurance", "insured", "medicare", "medicaid", "member",
	"ohip", "hcn", // en, Canada: Ontario's plan and a health card number ("OHIP HCN: 5847-192-035")
	"versicherungsnummer", "versichertennummer", "versicherten", "krankenversicherung", "krankenkasse", "svnr", "kvnr", // de
	"mitglied",                                                                                               // de "Mitgliedsnummer" of a health insurer
	"sécurité", "securite", "sécu", "secu", "vitale", "assuré", "assure", "mutuelle", "adhérent", "adherent", // fr
	"nass", "naf", "nss", "afiliación", "afiliacion", "afiliado", "sanitaria", "asegurado", "aseguramiento", "sip", "cip", // es (SIP, CIP: regional health card codes)
	"miembro",                                   // es a US insurer's "ID de miembro"
	"tessera", "sanitari", "assicurat", "mutua", // it
	"ubezpieczenia", "ubezpieczeni", "ubezpieczon", "nfz", // pl
	// cs/sk: the insured person's number and the health insurer; not
	// "pojistná smlouva" / "poistná zmluva" or "pojištění odpovědnosti",
	// whose numbers are policy numbers
	"pojištěnce", "pojistěnce", "pojištěnec", "pojištěnci", "pojištěného", "pojišťovn", // cs
	"poistenca", "poistenec", "poistencovi", "poisteného", "poisťovn", // sk
}

func (insuranceRecognizer) Name() string       { return "health_insurance_number" }
func (insuranceRecognizer) Types() []string    { return []string{"HEALTH_INSURANCE_NUMBER"} }
func (insuranceRecognizer) Needs() detect.Need { return detect.NeedDigit }

func (insuranceRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	var buf [32]byte
	// the text's cues, read once when a member's label is met
	var health, club, read bool
	for _, run := range d.DigitRuns() {
		start := run.Start
		// capital letters glued in front: one ("A123456780", a German
		// KVNR) or up to four (a Spanish regional CIP, "ARGN620905119012")
		if l := capsBefore(t, run.Start); l > 0 && d.BoundaryBefore(run.Start-l) {
			start -= l
		} else if !d.BoundaryBefore(start) {
			continue
		} else if l := spacedCapsBefore(t, run.Start); l > 0 && d.BoundaryBefore(run.Start-l) {
			start -= l // "adhérent n° HM 30418872": the insurer's letters, a blank, the number
		}
		if !d.BoundaryAfter(run.End) {
			continue
		}
		n := len(digitsOf(buf[:0], t[run.Start:run.End]))
		if n < 6 || n > 20 {
			continue
		}
		if run.Start-start == 5 && t[run.Start-1] == ' ' && n < 12 {
			start = run.Start // four capitals apart: a CIP's, before its 12 digits only
		}
		if p := prevByte(t, start); p == '+' || p == '(' || p == '$' {
			continue // phone numbers and amounts
		}
		if yearRange(t[run.Start:run.End]) {
			continue // "1792-1839"
		}
		label := insuranceLabelBefore(d, start)
		if label >= labelMember && !read {
			health, club, read = mentions(d, healthCues), mentions(d, clubCues), true
		}
		if label == labelNone || label == labelMember && club && !health || label == labelMembership && (club || !health) {
			continue
		}
		out = append(out, detect.Match{Type: "HEALTH_INSURANCE_NUMBER", Start: start, End: run.End, Score: insuranceScore})
	}
	return out
}

// spanishCardCodes are the Spanish abbreviations of the individual health
// card, "TIS" / "TSI" (tarjeta individual sanitaria, tarjeta sanitaria
// individual): in Spanish text only, other languages' acronyms elsewhere.
var spanishCardCodes = detect.NewStemSet("tis", "tsi")

// The labels insuranceLabelBefore tells apart.
const (
	labelNone       = iota
	labelHealth     // an insurance word as such ("Versichertennummer", "NASS")
	labelMember     // a member's word (memberStems)
	labelMembership // a membership's word (membershipWords)
)

// memberStems name a member of any club, union or scheme: "Member ID:
// W284719330" alone is a health insurer's (a US card's label), but in a
// text about a club, a loyalty scheme or a union (clubCues) only where it
// names health care or insurance too (healthCues). The words for the
// membership itself are a club's more often: a health insurer's in a text
// about health and no club only ("Laya Healthcare membership no. LH
// 40572281", not "British Tennis membership no.").
var memberStems = detect.NewStemSet("member", "miembro", "mitglied", "adhérent", "adherent")

var membershipWords = detect.NewStemSet("membership", "mitgliedschaft", "adhésion", "adhesion", "membresía", "membresia")

// healthCues name health care or its insurance in the eight languages.
var healthCues = detect.NewStemSet(
	"health", "insur", "medical", "medicare", "medicaid", "dental", "copay", "deductible", "pharmac", "clinic", "hospital", "patient", "physician", "doctor", // en
	"kranken", "versich", "gesundheit", "arzt", "ärzt", "klinik", "aok", "tk", // de
	"santé", "sante", "mutuelle", "assur", "médecin", "medecin", "médical", "cpam", "vitale", // fr
	"seguro", "salud", "aseguradora", "médico", "medico", "paciente", "sanitari", // es
	"sanità", "sanita", "assicura", "salute", "mutua", "paziente", "ospedal", // it
	"ubezpiecz", "zdrow", "nfz", "pacjent", "lekarz", "szpital", // pl
	"pojišť", "pojist", "pojišt", "poisť", "poist", "zdravot", "pacient", "lékař", "lekár", "nemocnic") // cs, sk

// clubCues name the other schemes that number their members: clubs,
// sports, gyms, loyalty and frequent-flyer schemes, unions, associations,
// libraries.
var clubCues = detect.NewStemSet(clubWords...)

var clubWords = []string{
	"club", "klub", "tennis", "golf", "sport", "gym", "fitness", "loyalty", "reward", "miles", "frequent", "union", "association", "society", "library", // en
	"verein", "gewerkschaft", "bibliothek", "bücherei", // de
	"syndicat", "bibliothèque", "fidélité", "fidelite", // fr
	"sindicat", "asociación", "asociacion", "biblioteca", "socio", // es, it
	"associazione", "fedeltà", "fedelta", // it
	"stowarzysz", "związek", "zwiazek", "biblioteka", // pl
	"spolek", "spolok", "odborov", "knihovn", "knižnic", "kniznic", // cs, sk
}

// insuranceLabelBefore reports the kind of the insurance word within three
// words before the number at i (contextBefore), labelNone without one;
// "TIS" and "TSI" count in Spanish text only (spanishCardCodes). The
// English "Social Security" is none: its number is the US SSN, a national
// id (the French stems "sécu" and "secu" would read "Security" as "sécurité
// sociale").
func insuranceLabelBefore(d *detect.Doc, i int) int {
	if o := remarkBefore(d.Text, i); o >= 0 {
		// a form's remark between the label and the value: "Číslo
		// škodné události (vyplní pojišťovna): 4261-3390-25" is the
		// claim's number, which the insurer fills in
		policy := false
		d.LabelWordsBefore(o, 3, func(w string) bool {
			policy = policyWords.Match(w)
			return !policy
		})
		if policy {
			return labelNone
		}
	}
	found := labelNone
	d.LabelWordsBefore(i, 3, func(w string) bool {
		if len(w) >= 8 && strings.EqualFold(w[:7], "securit") && !strings.EqualFold(w[:8], "securite") {
			return false
		}
		if policyWords.Match(w) {
			return false // "pojišťovna, č. smlouvy 6170448903": the contract's number, nearer than the insurer
		}
		if membershipWords.Match(w) {
			found = labelMembership
			return false
		}
		if spanishCardCodes.Match(w) && d.Language() == "es" {
			found = labelHealth
			return false
		}
		for _, s := range insuranceStems {
			if detect.StemMatch(w, s) {
				found = labelHealth
				if memberStems.Match(w) {
					found = labelMember
				}
				return false
			}
		}
		return true
	})
	return found
}

// remarkBefore returns the start of a bracketed remark of at most 40 bytes
// that ends right before byte i, a colon and blanks between ("... (vyplní
// pojišťovna): "), else -1.
func remarkBefore(t string, i int) int {
	j := i
	for j > 0 && i-j < 4 && (t[j-1] == ' ' || t[j-1] == ':') {
		j--
	}
	if j == 0 || t[j-1] != ')' {
		return -1
	}
	for k := j - 2; k >= 0 && j-k <= 40; k-- {
		switch t[k] {
		case '(':
			return k
		case '\n', ')':
			return -1
		}
	}
	return -1
}

// policyWords label a contract's, a policy's or a claim's number, which an
// insurer's name before them does not make an insured person's: vocab's
// ReferenceWords (contract, Vertrag, smlouva, póliza, polizza, umowa, ...)
// and the claim words.
var policyWords = detect.NewStemSet(append(vocab.All(func(l *vocab.Lexicon) []string { return l.ReferenceWords }),
	"claim", "schaden", "sinistre", "siniestro", "sinistro", "szkod", "škod", "škôd")...)

// capsBefore counts the capital letters (at most four) glued before offset i.
func capsBefore(t string, i int) int {
	n := 0
	for n < 4 && i-n > 0 && isUpper(t[i-n-1]) {
		n++
	}
	if n == 4 && i-n > 0 && isUpper(t[i-n-1]) {
		return 0 // a longer word
	}
	return n
}

// spacedCapsBefore returns the length of two to four capital letters and
// one blank before offset i ("HM 30418872", a Spanish CIP written spaced
// "BBBB 1234 5678 9012": Find keeps four only before twelve digits or
// more), 0 when there are none or they are an insurance label themselves
// ("NSS 28...", "CIP ...").
func spacedCapsBefore(t string, i int) int {
	if i < 2 || t[i-1] != ' ' {
		return 0
	}
	n := capsBefore(t, i-1)
	if n < 2 {
		return 0
	}
	w := strings.ToLower(t[i-1-n : i-1])
	for _, st := range insuranceStems {
		if st == w {
			return 0
		}
	}
	return n + 1
}

// yearRange reports "1792-1839", "1998/2004": two years joined by one
// separator.
func yearRange(s string) bool {
	if len(s) != 9 || !allDigits(s[:4]) || !allDigits(s[5:]) {
		return false
	}
	a, b := atoiSmall(s[:4]), atoiSmall(s[5:])
	return a >= 1000 && a <= 2100 && b >= 1000 && b <= 2100
}
