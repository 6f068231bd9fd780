// Package health recognizes health information: medical conditions and
// medications from curated lexicons in en, de, fr, es, it, pl, cs and sk, health
// insurers, and blood types.
//
// The lexicons (lexicon/*.txt, embedded) are compiled once into one
// case-insensitive, diacritic-folding trie over words; the text is walked word
// start by word start, and stems cover Czech, Slovak and Polish inflection.
package health

import (
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
)

// All returns the group's recognizers.
func All() []detect.Recognizer {
	return []detect.Recognizer{&lexiconRecognizer{lex: loadLexicon()}, bloodType{}}
}

// Context words (lower-case stems, 8 languages).
var (
	conditionContext = &detect.Context{Boost: []string{
		"diagnos", "diagnoz", "patient", "pacient", "pacjent", "pazient", "paciente", "condition", "disease", "disorder",
		"suffer", "symptom", "treat", "therap", "terap", "chronic", "history", "illness", "medical",
		"krankheit", "erkrank", "leidet", "befund", "behandl", "chronisch", "symptome",
		"maladie", "malade", "souffre", "traitement", "antécédent", "médical",
		"enfermedad", "padece", "tratamiento", "síntoma", "crónic", "médico",
		"malattia", "soffre", "trattamento", "sintom", "cronic", "medico",
		"choroba", "chorob", "cierpi", "leczen", "objaw", "przewlek", "lekarz",
		"nemoc", "onemocn", "trpí", "léčb", "léčen", "příznak", "chronick", "lékař",
		"ochoren", "liečb", "príznak", "lekár", "hospital", "krankenhaus", "hôpital", "ospedale", "szpital", "nemocnic",
	}}
	medicationContext = &detect.Context{Boost: []string{
		"mg", "mcg", "µg", "ml", "tablet", "tablett", "tableta", "tabletk", "tabletten", "capsule", "kapsel", "kapsl", "kapsul", "cápsula", "capsula",
		"dose", "dosis", "dosage", "dávk", "dawk", "dávka", "dosi", "posolog",
		"prescri", "rezept", "verschrieb", "verordn", "ordonnance", "receta", "ricetta", "recept", "předeps", "predpís", "przepis",
		"medication", "medicine", "drug", "medikament", "arznei", "médicament", "medicamento", "farmaco", "farmak", "lek", "leki", "leku", "lék", "léky", "léku", "liek", "lieky", "lieku",
		"takes", "taking", "nimmt", "prend", "toma", "prende", "przyjmuje", "užívá", "užív", "užíva", "bere",
		"daily", "täglich", "par jour", "diario", "giorno", "dziennie", "denně", "denne",
	}}
	insurerContext = &detect.Context{Boost: []string{
		"insur", "insured", "coverage", "versich", "krankenkasse", "kasse", "assur", "mutuel", "caisse",
		"asegur", "póliza", "mutua", "assicur", "polizza", "ubezpiec", "pojišť", "pojist", "pojiš", "poisť", "poist", "member",
	}}
)

var contextOf = [...]*detect.Context{conditionContext, medicationContext, insurerContext}

type lexiconRecognizer struct{ lex *lexicon }

func (r *lexiconRecognizer) Name() string { return "health-lexicon" }
func (r *lexiconRecognizer) Types() []string {
	return []string{"MEDICAL_CONDITION", "MEDICATION", "INSURANCE_COMPANY"}
}
func (r *lexiconRecognizer) Needs() detect.Need { return 0 }

func (r *lexiconRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	s := d.Text
	t := r.lex.trie
	var langBit uint16
	for i, lg := range languages {
		if lg == d.Lang {
			langBit = 1 << i
		}
	}
	for i := 0; i < len(s); {
		// skip to the next word start
		c := s[i]
		if c < utf8.RuneSelf {
			if lowerWord[c] == 0 && c != '_' {
				i++
				continue
			}
		} else if ru, sz := utf8.DecodeRuneInString(s[i:]); !isWordRune(ru) {
			i += sz
			continue
		}
		may, read, wend := r.lex.filter.mayStartEnd(s, i)
		if may {
			if end, id := t.longest(s, i); id >= 0 {
				e := r.lex.entries[id]
				if !e.upperOnly || allUpper(s[i:end]) {
					score := e.score
					if e.kind == kindCondition && langBit != 0 && e.langs != 0 && e.langs&langBit == 0 {
						score -= foreignPenalty
					}
					out = append(out, detect.Match{Type: kindType[e.kind], Start: i, End: end, Score: score, Context: contextOf[e.kind]})
					i = end
					continue
				}
			}
		}
		if wend >= 0 {
			i = wend // what wordEnd would return
			continue
		}
		i = wordEnd(s, i+read) // the bytes mayStart read are word bytes
	}
	return out
}

func allUpper(s string) bool {
	for _, r := range s {
		if r >= 'a' && r <= 'z' || r >= utf8.RuneSelf && isWordRune(r) && r != unicode.ToUpper(r) {
			return false
		}
	}
	return true
}

// wordEnd returns the end of the word that starts at i ('_' joins words, as in
// detect.Doc's boundaries).
func wordEnd(s string, i int) int {
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if lowerWord[c] == 0 && c != '_' {
				return i
			}
			i++
			continue
		}
		r, sz := utf8.DecodeRuneInString(s[i:])
		if !isWordRune(r) {
			return i
		}
		i += sz
	}
	return i
}
