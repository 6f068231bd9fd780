package ner

import (
	"bytes"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/gazetteer"
)

// Czech, Slovak and Polish write an institution's name as adjectives around
// a common noun, declined like any phrase and often with its town after "v"
// or "w": "Fakultnej nemocnice v Nitre", "ve Fakultní nemocnici v Motole",
// "Szpitala Uniwersyteckiego w Krakowie", "Krajský soud v Brně". The tagger
// reads the capitalised adjective alone (LOCATION "Fakultnej") or the town
// alone; the dev set's guide labels the whole official name with its place
// one ORGANIZATION. institutionCue finds the head noun and claims the name.

// institutionStems begin the head nouns of institutions' names in every
// case form (lower case): hospitals, polyclinics, universities, schools,
// insurers ("klinika" is mostly a hospital's department: "Interní
// klinika"). institutionForms are the singular forms of the heads whose
// stems begin other words too ("sądzę", "urządzili", "soudní",
// "Akademischer"): courts, offices, academies.
var institutionStems = [][]byte{
	[]byte("nemocnic"), []byte("szpital"), []byte("poliklinik"), []byte("przychodni"),
	[]byte("univerzit"), []byte("uniwersyt"), []byte("politechnik"), []byte("gymnázi"), []byte("instytut"),
	[]byte("pojišťovn"), []byte("poisťovn"),
}

var institutionForms = map[string]bool{
	"soud": true, "soudu": true, "soudem": true, "súd": true, "súdu": true, "súde": true, "súdom": true,
	"sąd": true, "sądu": true, "sądzie": true, "sądem": true,
	"úřad": true, "úřadu": true, "úřadem": true, "úrad": true, "úradu": true, "úrade": true, "úradom": true,
	"urząd": true, "urzędu": true, "urzędzie": true, "urzędem": true,
	// the academies of cs, sk and pl (not German "Akademischer")
	"akademie": true, "akademii": true, "akademií": true, "akademia": true, "akademię": true, "akademią": true,
	"akadémia": true, "akadémie": true, "akadémii": true, "akadémiu": true, "akadémiou": true,
}

// stemsByFirst and formFirst index the heads by their first byte: most
// tokens are rejected by one look-up, and the rest compare with the few
// stems of their first byte (the stage asks at every token).
var stemsByFirst, headPair = func() (m [256][][]byte, pair [256][4]uint64) {
	for _, s := range institutionStems {
		m[s[0]] = append(m[s[0]], s)
		pair[s[0]][s[1]>>6] |= 1 << (s[1] & 63) // the first two bytes
	}
	for w := range institutionForms {
		pair[w[0]][w[1]>>6] |= 1 << (w[1] & 63)
	}
	return m, pair
}()

// mayHead reports whether some head starts with the bytes b0 b1 (headPair).
func mayHead(b0, b1 byte) bool { return headPair[b0][b1>>6]&(1<<(b1&63)) != 0 }

// institutionHead reports a head noun of an institution's name. The first
// two bytes of every head are in headPair: a token whose pair is not (all
// but a few) costs one look-up.
func institutionHead(k []byte) bool {
	if len(k) < 3 || !mayHead(k[0], k[1]) {
		return false
	}
	for _, s := range stemsByFirst[k[0]] {
		if bytes.HasPrefix(k, s) {
			return true
		}
	}
	return len(k) <= 10 && institutionForms[string(k)]
}

// labelLocB and labelOrgB are the B-LOCATION and B-ORGANIZATION labels
// (entityTypes).
const (
	labelLocB = 3
	labelOrgB = 5
)

// placePreps put an institution's town after its name (lower case).
var placePreps = map[string]bool{"v": true, "ve": true, "vo": true, "w": true, "we": true}

// goesOn are the prepositions after which an institution's name goes on in
// lower case ("Spolkový úřad pro lodní dopravu", "Urząd do Spraw
// Cudzoziemców", "Úrad pre reguláciu"): the cue does not cut such a name.
var goesOn = map[string]bool{"pro": true, "pre": true, "dla": true, "do": true, "ds.": true, "ds": true}

// withPreps join a second head noun ("nemocnice s poliklinikou").
var withPreps = map[string]bool{"s": true, "se": true, "so": true, "z": true, "ze": true, "a": true, "i": true}

// institutionCue claims "[Adj]... head [Adj|Name]... [v Town]" as one
// ORGANIZATION: a lower-case head after a capitalised word, or a
// capitalised head inside a sentence or followed by a capitalised word.
func institutionCue(s *scratch, text string, toks []Token, out []Span) []Span {
	n := len(toks)
	for h := 0; h < n; h++ {
		// the first two bytes as written, in ASCII lower case, before the
		// token's key is sliced: most tokens stop here
		if tw := text[toks[h].Start:toks[h].End]; len(tw) < 3 ||
			tw[0] < utf8.RuneSelf && tw[1] < utf8.RuneSelf && !mayHead(tw[0]|0x20, tw[1]|0x20) {
			continue
		}
		if !institutionHead(s.key(h)) {
			continue
		}
		capital := func(k int) bool {
			return s.info[k].upperFirst && nameWord(text[toks[k].Start:toks[k].End]) && s.info[k].gaz&gazetteer.Title == 0
		}
		// capitalised adjectives before the head ("Fakultní", "Okresního"):
		// not "Rozsudek Okresního soudu", "Jak úřad uvedl", "na Ukrainie urząd"
		start, left := h, 0
		for left < 2 && start > 0 && !lineBreak(text, toks, start) && capital(start-1) && adjectiveEnd(s.key(start-1)) {
			start--
			left++
		}
		headCap := s.info[h].upperFirst
		if headCap && left > 0 {
			continue // "Wojewódzki Szpital ...": a name in title case, the tagger's to read
		}
		if !headCap && left == 0 {
			continue // "v nemocnici v Brně": no name
		}
		end, right := h+1, 0
		for end < n && !lineBreak(text, toks, end) {
			switch w := text[toks[end].Start:toks[end].End]; {
			case right < 3 && capital(end) && entityTypes[s.path[end]] != "PERSON":
				// not over a person named after it: "prezes Instytutu
				// Jagiellońskiego Marcin Roszkowski"
				end++
				right++
				continue
			case withPreps[w] && end+1 < n && !lineBreak(text, toks, end+1) && institutionHead(s.key(end+1)) && !s.info[end+1].upperFirst:
				end += 2 // "nemocnice s poliklinikou"
				continue
			}
			break
		}
		if headCap && left == 0 && right == 0 && (h == 0 || sentencePunct(text[toks[h-1].Start:toks[h-1].End])) {
			continue // "Nemocnice v Brně nám poslala ...": a sentence's first word
		}
		// the town: "v Nitre", "we Wrocławiu", "v Ústí nad Labem" (two words at most)
		place := false
		if end+1 < n && placePreps[text[toks[end].Start:toks[end].End]] && !lineBreak(text, toks, end+1) && capital(end+1) {
			end += 2
			place = true
			if end < n && !lineBreak(text, toks, end) && capital(end) {
				end++
			}
		}
		if left == 1 && right == 0 && !place && (start == 0 || sentencePunct(text[toks[start-1].Start:toks[start-1].End])) {
			continue // "Niemiecki sąd konstytucyjny ...", "Zdaniem Urzędu ...": a sentence's first word
		}
		if end-start < 2 {
			continue
		}
		// a span of the model's that reaches into the name: an organisation
		// joins it ("Urząd Górniczy miasta Stralsund" stays whole), any other
		// gives way (cleared once the name is claimed)
		clearFrom, clearTo := start, end // the model's other spans reaching in
		if isI(s.path[start]) {
			b := start
			for b > 0 && isI(s.path[b]) {
				b--
			}
			if entityTypes[s.path[b]] == "ORGANIZATION" {
				start = b
			}
			clearFrom = b
		}
		if end < n && isI(s.path[end]) {
			e := end
			for e < n && isI(s.path[e]) {
				e++
			}
			if entityTypes[s.path[end]] == "ORGANIZATION" {
				end = e
				// "Sądu Rejonowego dla Krakowa-Śródmieścia w Krakowie": the
				// town after the model's longer name
				if !place && end+1 < n && placePreps[text[toks[end].Start:toks[end].End]] && !lineBreak(text, toks, end+1) && capital(end+1) {
					end += 2
				}
			}
			clearTo = max(e, end)
		}
		if end < n && goesOn[text[toks[end].Start:toks[end].End]] {
			continue // "Spolkový úřad pro lodní dopravu a hydrografii": a longer name
		}
		if s.path[start] == labelOrgB && spanEnd(s.path[:n], start) == end {
			h = end - 1
			continue // the model has it
		}
		for k := min(start, clearFrom); k < max(end, clearTo); k++ {
			s.path[k] = labelO
		}
		out = append(out, Span{Start: toks[start].Start, End: toks[end-1].End, Type: "ORGANIZATION", Score: cueScore})
		h = end - 1
	}
	return out
}

// adjectiveEnds end Czech, Slovak and Polish adjectives (lower case).
var adjectiveEnds = []string{"í", "ý", "á", "é", "ą", "ej", "ou", "ho", "mu", "ch", "ém", "ím", "ým", "ego", "emu", "ym", "im",
	"ki", "ka", "kie", "ny", "na", "ne", "wy", "wa", "we", "ov", "ova", "ově", "ovu", "ovo"}

// adjectiveEnd reports a word with an adjective's ending ("Fakultní",
// "Okresního", "Wojewódzki", "Masarykově").
func adjectiveEnd(k []byte) bool {
	for _, e := range adjectiveEnds {
		if bytes.HasSuffix(k, []byte(e)) {
			return true
		}
	}
	return false
}
