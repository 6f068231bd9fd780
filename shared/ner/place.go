package ner

import (
	_ "embed"
	"slices"
	"strings"
	"sync"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/gazetteer"
)

// Well-known places (places.txt): capitals and the large cities of the
// world, and the cities, towns and regions of the countries of the eight
// languages, with their exonyms and, in cs, sk and pl, their case forms.
// The list is read by the firm stage's parser and scanner (markers: see
// firm.go); its matches are LOCATIONs. A listed place stands alone: no
// capitalised word right before it inside a sentence, none after it, no
// linking word after a capitalised one before it ("Universität Wien",
// "Paris Hilton", "Bank of London"), no legal form after it.
//
//go:embed places.txt
var placesData string

var (
	placeOnce sync.Once
	placeLex  *firmLexicon
)

func loadPlaces() *firmLexicon {
	placeOnce.Do(func() { placeLex = parseFirms(placesData, "LOCATION") })
	return placeLex
}

// placeLinks are the linking words that tie a place to the name before it
// ("Bank of London", "Universidad de Madrid", "Politecnico di Milano").
var placeLinks = []string{"of", "de", "di", "del", "della", "du", "des", "von", "der", "d", "l", "dell", "la", "na", "nad", "pod", "upon", "sur", "sul", "sobre"}

// placeAlone reports whether the listed place toks[ti:k] (term t) stands
// alone: not inside a longer name, a street ("C/ San Francisco"), a score
// line ("Cardiff 23") or quotation marks, not an adjective or inhabitant
// made from a stem, and, if it is a one-word place that is also a given
// name or surname, after a place preposition.
func placeAlone(text string, toks []textTok, ti, k int, t *firmTerm) bool {
	prep := ti > 0 && toks[ti-1].word && blankBetween(text, toks[ti-1].end, toks[ti].start) &&
		gazetteer.Class(toks[ti-1].fold)&gazetteer.PlacePreposition != 0
	if len(t.toks) == 1 && !prep {
		if gazetteer.Class(toks[ti].fold)&(gazetteer.GivenName|gazetteer.Surname) != 0 ||
			gazetteer.ListedClass(toks[ti].fold)&(gazetteer.ListedGiven|gazetteer.ListedSurname) != 0 {
			return false
		}
	}
	// a stem's ending that makes an adjective or an inhabitant
	// ("Pardubické nemocnice", "Krakowski", "Ateńczycy")
	for n, ft := range t.toks {
		if ft.stem {
			e := strings.TrimPrefix(toks[ti+n].fold, ft.fold)
			if strings.HasPrefix(e, "k") || strings.Contains(e, "sk") || strings.Contains(e, "ck") || strings.Contains(e, "cz") {
				return false
			}
		}
	}
	if isLegalFormAt(text, toks, k) || midNameAfter(text, toks, ti) || scoreAfter(text, toks, k) || quoted(text, toks, ti, k) {
		return false
	}
	// a linking word after a capitalised word ("Bank of London")
	if ti >= 2 && toks[ti-1].word && !toks[ti-1].upper && slices.Contains(placeLinks, toks[ti-1].fold) {
		p := ti - 2
		if p >= 0 && !toks[p].word && toks[p].fold == "'" && p > 0 {
			p--
		}
		if p >= 0 && toks[p].word && toks[p].upper {
			return false
		}
	}
	// a street's abbreviation before it ("C/ San Francisco")
	if ti >= 1 && !toks[ti-1].word && toks[ti-1].fold == "/" {
		return false
	}
	// a kind of club or firm right before it ("FC Barcelona", "AC Milan")
	if ti >= 1 && toks[ti-1].word && placeOrgCue(toks[ti-1].fold) {
		return false
	}
	return true
}

// placeOrgCues are words before a place that make it a club's or a firm's
// name.
var placeOrgCues = map[string]bool{"fc": true, "ac": true, "sc": true, "sv": true, "vfb": true, "vfl": true, "tsv": true, "as": true, "ss": true, "us": true, "cf": true, "cd": true,
	"ud": true, "rc": true, "real": true, "atletico": true, "sporting": true, "olympique": true, "dynamo": true, "dinamo": true, "inter": true, "bank": true, "banca": true, "banco": true, "club": true}

func placeOrgCue(f string) bool { return placeOrgCues[f] }

// places makes a listed place a LOCATION where the model tagged nothing
// over it, or typed its whole text a person, or an organisation after a
// place preposition.
func places(text string, out []detect.Match, from int) []detect.Match {
	l := loadPlaces()
	sc := firmPool.Get().(*firmScratch)
	defer firmPool.Put(sc)
	hits := l.scan(sc, text)
	defer func() { sc.hits = hits[:0] }()
	if len(hits) == 0 {
		return out
	}
	model := out[from:]
	order := sc.order[:0]
	for j := range model {
		order = append(order, int32(j))
	}
	slices.SortFunc(order, func(a, b int32) int { return model[a].Start - model[b].Start })
	maxEnd := sc.maxEnd[:0]
	end := 0
	for _, j := range order {
		end = max(end, model[j].End)
		maxEnd = append(maxEnd, int32(end))
	}
	add := sc.add[:0]
	defer func() { sc.order, sc.maxEnd, sc.add = order[:0], maxEnd[:0], add[:0] }()
	for _, h := range hits {
		n, _ := slices.BinarySearchFunc(order, h.End, func(j int32, t int) int {
			if model[j].Start < t {
				return -1
			}
			return 1
		})
		first := n
		for first > 0 && int(maxEnd[first-1]) > h.Start {
			first--
		}
		over, same := 0, -1
		for _, j := range order[first:n] {
			m := model[j]
			if m.End <= h.Start {
				continue
			}
			over++
			if m.Start == h.Start && m.End == h.End {
				same = int(j)
			}
		}
		switch {
		case over == 0:
			add = append(add, h)
		case over == 1 && same >= 0 && (model[same].Type == "PERSON" || model[same].Type == "ORGANIZATION" && afterPlacePrep(text, h.Start)):
			// a person, or an organisation after a place preposition
			// ("à Fès"): elsewhere a city names its club or its
			// government as often ("Milan beat Roma", "Pekin domagał się")
			model[same].Type = "LOCATION"
		}
	}
	return append(out, add...)
}

// afterPlacePrep reports a place preposition right before text[i:]
// ("in Venlo", "à Fès").
func afterPlacePrep(text string, i int) bool {
	j := i
	for j > 0 && text[j-1] == ' ' {
		j--
	}
	if j == i || j == 0 {
		return false
	}
	k := j
	for k > 0 && asciiWord[text[k-1]] {
		k--
	}
	if k == j || k > 0 && text[k-1] >= 0x80 || j-k > 6 {
		if !(k > 0 && strings.HasSuffix(text[:j], "à")) {
			return false
		}
		return true
	}
	var buf [8]byte
	return gazetteer.Class(string(gazetteer.LowerAppend(buf[:0], text[k:j])))&gazetteer.PlacePreposition != 0
}

// scoreAfter reports a number of one to three digits after the place on its
// line: a team's score or a table's row ("Cardiff 23", "Ourense 86 -
// Menorca 69").
func scoreAfter(text string, toks []textTok, k int) bool {
	if k >= len(toks) || !blankBetween(text, toks[k-1].end, toks[k].start) {
		return false
	}
	w := text[toks[k].start:toks[k].end]
	if len(w) > 3 {
		return false
	}
	for i := 0; i < len(w); i++ {
		if w[i] < '0' || w[i] > '9' {
			return false
		}
	}
	return k+1 >= len(toks) || toks[k+1].start > toks[k].end || text[toks[k+1].start] != '-'
}

// quoted reports a place alone between quotation marks: a ship's, a
// balloon's or a work's name ("der Luftballon „ Tirol “").
func quoted(text string, toks []textTok, ti, k int) bool {
	if ti == 0 || k >= len(toks) || toks[ti-1].word || toks[k].word {
		return false
	}
	open, close := toks[ti-1].fold, toks[k].fold
	return strings.ContainsAny(open, "\"„“«»‚‘'`") && strings.ContainsAny(close, "\"“”«»‘’'")
}
