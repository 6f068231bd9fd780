package ner

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// A unit of a hospital, laboratory or firm is no organisation: the dev
// set's guide labels no department or unit ("Labor", "Innere Medizin",
// "Yeo Ward"). Letterheads and discharge letters name the unit under the
// hospital's or the firm's name ("Laboratorio di Analisi Cliniche",
// "Oddział Kardiologii z Pododdziałem Intensywnego Nadzoru
// Kardiologicznego"), and the tagger reads it as an organisation.
// unitStage drops an ORGANIZATION span that opens with a unit's head
// (vocab's UnitHeads: "Reparto", "Pododdziałem", "Abteilung"), or with a
// department's head (DepartmentHeads: "Servicio", "Department", "Klinik")
// before a medical specialty ("Servicio de Cardiología", "Klinik für
// Innere Medizin"), or in Czech, Slovak, Polish and German that ends with a
// unit's head ("Interní oddělení", "Personalabteilung"), or is a specialty
// alone ("Innere Medizin") or the firm's functions alone (vocab's
// DepartmentFunctions: "Einkauf & Logistik", "Human Resources"), when no
// word of it names the unit's owner: a legal form
// ("Laboratorio Analisi Rossi S.r.l."), a title or a listed given name,
// surname or city ("Labor Dr. Wisplinghoff"), a kind of
// organisation ("Oddział Szpitala Wojewódzkiego"), an acronym ("Servizio
// ASL"), a capital after a lower-case word of the name ("Laboratoire
// national de Los Alamos"). A department's head alone ("Department of Health", "Servicio de
// Urgencias 061" are labelled in the news corpora) does not make a unit.

// unitWords bounds the words of a span read (a longer one is no unit's
// name the stage knows).
const unitWords = 8

// unitHeads holds a language's heads and medical specialties.
type unitHeads struct {
	unit, dept, fn stemSet
	// single are the first six letters of the one-word specialties
	// ("kardio" for "kardiologia", "Kardiologii"); phrases the others
	// ("innere medizin"), matched as written
	single, phrases []string
	headLast        bool // an adjective before the head: cs, sk, pl, de
	// slavic: cs, pl, sk capitalise a unit's adjectives after its head
	// ("Oddział Chorób Wewnętrznych"), so a capital there names no owner
	slavic bool
}

var unitHeadsByLang = func() map[string]*unitHeads {
	m := map[string]*unitHeads{}
	for _, l := range vocab.Languages() {
		lx, _ := vocab.Of(l)
		// a compound's ending needs three bytes before it: "Personalabteilung", not "abteilung"
		slavic := slices.Contains(slavicLangs, l)
		u := &unitHeads{unit: newStemSet(lx.UnitHeads, 3), dept: newStemSet(lx.DepartmentHeads, 3), fn: newStemSet(lx.DepartmentFunctions, 3),
			headLast: slavic || l == "de", slavic: slavic}
		for _, p := range lx.MedicalSpecialties {
			switch {
			case strings.Contains(p, "urgen") || strings.Contains(p, "emerg"):
				// an emergency service is a public body too ("Servicio de
				// Urgencias 061" in the news)
			case strings.Contains(p, " "):
				u.phrases = append(u.phrases, p)
			default:
				u.single = append(u.single, runePrefix(p, 6))
			}
		}
		m[l] = u
	}
	return m
}()

// runePrefix is w's first n runes.
func runePrefix(w string, n int) string {
	for i := range w {
		if n == 0 {
			return w[:i]
		}
		n--
	}
	return w
}

// specialty reports a word that begins like a one-word medical specialty
// ("kardiologii", "cardiología").
func (u *unitHeads) specialty(w string) bool {
	if len(w) < 6 {
		return false
	}
	for _, p := range u.single {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// phrase reports a specialty of several words in lower.
func (u *unitHeads) phrase(lower string) bool {
	for _, p := range u.phrases {
		if strings.Contains(lower, p) {
			return true
		}
	}
	return false
}

func unitStage(v *vetSpan) verdict {
	if v.sp.Type != "ORGANIZATION" || v.doc == nil {
		return pass
	}
	u := unitHeadsByLang[v.doc.Language()]
	if r, _ := utf8.DecodeRuneInString(v.text[v.start:]); u == nil || !unicode.IsUpper(r) {
		return pass
	}
	head := strings.Trim(v.first, ".,:;–-")
	last := v.lower[strings.LastIndexByte(v.lower, ' ')+1:]
	// a unit's head opens its name, or in the languages that put the
	// adjective first ends it ("Interní oddělení", "Personalabteilung")
	unit := u.unit.has(head) || u.headLast && u.unit.has(strings.Trim(last, ".,:;"))
	dept := !unit && u.dept.has(head)
	// a specialty alone names a unit ("Innere Medizin", "Kardiologie")
	alone := !unit && !dept && (!v.multi && u.specialty(head) || v.multi && u.phrases != nil && slices.Contains(u.phrases, v.lower))
	// or the firm's functions alone ("Einkauf & Logistik", "Human Resources")
	fn := !unit && !dept && !alone && u.fn.has(head)
	if !unit && !dept && !alone && !fn {
		return pass
	}
	opensUnit := u.unit.has(head)
	k := orgKindsByLang[v.doc.Language()]
	n, medical, lower := 0, dept && u.phrase(v.lower), false
	for w := range strings.FieldsSeq(v.text[v.start:v.end]) {
		if n++; n > unitWords {
			return pass
		}
		low := strings.ToLower(strings.Trim(w, ".,:;()„“”\"'"))
		if n == 1 || low == "" {
			continue
		}
		r, _ := utf8.DecodeRuneInString(strings.TrimLeft(w, "(„“\"'"))
		if n == 2 && opensUnit && !u.slavic && unicode.IsUpper(r) && !u.specialty(low) && !u.fn.has(low) && !u.unit.has(low) && !u.dept.has(low) {
			// a proper name right after the head: the owner, a firm
			// ("Labor Limbach", "Laboratorio Echevarne", "Laboratoire
			// Cerba"); cs, pl and sk capitalise a unit's adjectives
			// ("Oddział Chorób Wewnętrznych")
			return pass
		}
		if unicode.IsUpper(r) && lower {
			// a capital after a lower-case word of the name: a proper
			// name ("Laboratoire national de Los Alamos")
			return pass
		}
		if unicode.IsLower(r) && utf8.RuneCountInString(low) > 3 {
			lower = true // not a link ("di", "de la")
		}
		if fn && utf8.RuneCountInString(low) > 3 && !u.fn.has(low) {
			return pass // "Marketing Partners Group"
		}
		if gazetteer.IsLegalForm(low) || firmWords[low] ||
			gazetteer.Class(low)&(gazetteer.GivenName|gazetteer.Surname|gazetteer.Title|gazetteer.City) != 0 {
			return pass // the owner's name: "Labor Dr. Wisplinghoff"
		}
		if utf8.RuneCountInString(w) > 1 && gazetteer.AllCaps(w) {
			return pass // an acronym names the body: "Servizio ASL"
		}
		if k != nil && k.kinds.has(low) {
			return pass // "Oddział Szpitala Wojewódzkiego"
		}
		if dept && u.specialty(low) {
			medical = true
		}
	}
	// a unit's head; a department's before a specialty ("Servicio de
	// Cardiología"); a specialty or the firm's functions alone
	if unit || alone || medical || fn {
		return dropIt
	}
	return pass
}
