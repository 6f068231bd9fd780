package ner

import (
	"bytes"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// An organisation whose official name ends in its town or region names
// the town after its kind and a link: "Jugendamt der Bundesstadt Bonn",
// "Collegio Notarile di Brescia", "Magistrátu města Olomouce", "Amtsgericht
// Passau", "Městská knihovna Český Brod". The tagger reads the town alone
// as a place; the dev set's guide labels the whole name one ORGANIZATION.
// orgPlaceStage widens such a place leftwards to the capitalised kind
// (vocab's OrgKinds) over the links (OrgPlaceLinks) and the rest of the
// name. The kind must be capitalised ("in der Stadt Bonn", "la mairie de
// Paris" stay places), or, in Czech, Slovak and Polish, lower case after a
// capitalised adjective ("Okresný dopravný inšpektorát Žilina"); place heads
// ("Landkreis", "Provincia") are no kinds (head-noun makes their names
// places).

// orgKinds holds a language's kinds and links.
type orgKinds struct {
	kinds  stemSet // "amtsgericht", "knihovn-", "-gericht"
	slavic bool    // cs, sk, pl: a lower-case kind after a capitalised adjective
	links  map[string]bool
	// linkFirst: the word right before the place must be a link ("Barreau
	// de Paris", "County Court at Bristol"): these languages put no town
	// right after a kind ("Direction Sasebo" is none)
	linkFirst bool
	// nearest: the kind nearest the place names it, links only between
	// ("Amtsgericht Passau", "Jugendamt der Bundesstadt Bonn"): German,
	// whose kinds end compounds; elsewhere the furthest kind read
	nearest bool
}

var orgKindsByLang = func() map[string]*orgKinds {
	m := map[string]*orgKinds{}
	for _, l := range vocab.Languages() {
		lx, _ := vocab.Of(l)
		slavic := slices.Contains(slavicLangs, l)
		m[l] = &orgKinds{kinds: newStemSet(lx.OrgKinds, 0), links: gazetteer.WordSet(lx.OrgPlaceLinks...),
			slavic: slavic, linkFirst: l != "de" && !slavic, nearest: l == "de"}
	}
	return m
}()

// kindFirst reports a span whose first word is a capitalised kind of
// organisation (OrgKinds: "Amtsgericht", "-klinik", "Tribunal") and no head
// of a place's name ("Landkreis", "Provincia"). It reads the lower-case
// first word vet cut at the first blank, so a hyphenated compound counts by
// its tail ("Elisabethen-Krankenhaus").
func kindFirst(k *orgKinds, v *vetSpan) bool {
	w, _, _ := strings.Cut(v.text[v.start:v.end], " ")
	if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) || gazetteer.AllCaps(w) {
		return false
	}
	if t, _ := gazetteer.HeadType(v.first); t == "LOCATION" {
		return false
	}
	return k.kinds.has(v.first)
}

// namesAfter reports a given name or surname among the lower-case words
// rest ("Kammer Thomas", "Rada Kowalska" are persons).
func namesAfter(rest string) bool {
	for w := range strings.FieldsSeq(rest) {
		if gazetteer.Class(w)&(gazetteer.GivenName|gazetteer.Surname) != 0 || gazetteer.ListedClass(w) != 0 {
			return true
		}
	}
	return false
}

// orgPlaceWords bounds the words read before a place: its links and the
// name's other words.
const orgPlaceWords = 8

// orgWord is a word before the place as orgPlaceStage reads it.
type orgWord struct {
	start   int
	capital bool // starts with a capital letter
	kind    bool
	link    bool
	adj     bool // a Czech, Slovak or Polish adjective's ending
}

func orgPlaceStage(v *vetSpan) verdict {
	if v.doc == nil || v.sp.Type == "ORGANIZATION" {
		return pass
	}
	k := orgKindsByLang[v.doc.Language()]
	if k != nil && v.multi && kindFirst(k, v) && !gazetteer.IsTown(v.lower) && !(v.sp.Type == "PERSON" && namesAfter(v.rest)) {
		// the kind opens the span the tagger read as a place or a person:
		// "Rehaklinik Bad Salzschlirf", "Landessparkasse zu Oldenburg",
		// "Polizeirevier Hastedt"
		v.typ = "ORGANIZATION"
		return keepAs
	}
	if v.sp.Type != "LOCATION" {
		return pass
	}
	if r, _ := utf8.DecodeRuneInString(v.text[v.start:]); k == nil || !unicode.IsUpper(r) {
		return pass // "Urzędnicy amerykańscy"
	}
	var words [orgPlaceWords]orgWord
	var buf [64]byte
	n, i := 0, v.start
read:
	for n < orgPlaceWords {
		ws, we, ok := prevWord(v.text, i, v.prev.End)
		if !ok || we-ws > len(buf) {
			break
		}
		w := v.text[ws:we]
		low := gazetteer.LowerAppend(buf[:0], w)
		r, _ := utf8.DecodeRuneInString(w)
		ow := orgWord{start: ws, capital: unicode.IsUpper(r)}
		if ow.capital && utf8.RuneCountInString(w) > 1 && gazetteer.AllCaps(w) {
			break // a heading's or a code's capitals ("JUNTA Córdoba", "USIO")
		}
		if ow.capital || k.slavic {
			ow.kind = k.kinds.hasBytes(low)
		}
		ow.link = !ow.kind && k.links[string(low)]
		switch {
		case ow.kind, ow.link:
		case ow.capital && nameWord(w):
		case k.slavic && adjectiveEnd(low):
		default:
			break read // no word of a name
		}
		ow.adj = k.slavic && !ow.kind && adjectiveEnd(low)
		words[n] = ow
		n++
		i = ws
	}
	if v.prev.Type == "ORGANIZATION" && k.joins(v, words[:n], i) {
		// "[Archivio di Stato] di [Prato]", "[County Court] at [Bristol]":
		// the tagger's organisation of a kind, then links only
		v.start = v.prev.Start
		v.typ = "ORGANIZATION"
		return keepAs
	}
	if n == 0 || k.linkFirst && !words[0].link {
		return pass // "Servicio de Oftalmología Medina del Campo"
	}
	// the kind furthest from the place within the words read, the words
	// between it and the place being a name's; German's nearest, with
	// links only between ("Amtsgericht Passau", "Jugendamt der
	// Bundesstadt Bonn", not "Bauwerke Die Dorfkirche Neu Lübbenau")
	h := -1
	for j := range n {
		if words[j].kind {
			h = j
			if k.nearest {
				break
			}
		} else if k.nearest && !words[j].link {
			break
		}
	}
	if h < 0 {
		return pass
	}
	start := h
	if k.slavic && !words[h].capital {
		// a lower-case kind after the capitalised adjective that opens the
		// name ("Městská knihovna", "Okresný dopravný inšpektorát"); a
		// capitalised kind opens it ("Rozhodnutí Magistrátu města")
		for start+1 < n && start-h < 2 && words[start+1].adj {
			start++
		}
		for start > h && !words[start].capital {
			start--
		}
	}
	if !words[start].capital {
		return pass // "v nemocnici Brno", "knihovna Český Brod": no name
	}
	v.start = words[start].start
	v.typ = "ORGANIZATION"
	return keepAs
}

// prevWord returns the word ending before byte i of t, after blanks, or ok
// false at a line's start, before byte lo, or at a character that is no
// word's. A word holds letters, digits, hyphens, dots and apostrophes
// ("d'", "m.st.", "Baden-Baden").
func prevWord(t string, i, lo int) (start, end int, ok bool) {
	for i > lo && (t[i-1] == ' ' || t[i-1] == '\t') {
		i--
	}
	end = i
	for i > lo {
		r, size := utf8.DecodeLastRuneInString(t[lo:i])
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' && r != '.' && r != '\'' && r != '’' && r != '&' {
			break
		}
		i -= size
	}
	if i == end || end-i > 64 {
		return 0, 0, false
	}
	return i, end, true
}

// joins reports the tagged organisation before v (v.prev) named by a kind
// and the place after it joined by links only (words, read back to byte i):
// one organisation's name. Languages that put a link before the town want
// one ("Archivio di Stato di Prato"); German and the Slavic languages write
// the town right after the name too ("Katastrální pracoviště Pardubice").
func (k *orgKinds) joins(v *vetSpan, words []orgWord, i int) bool {
	for j := range words {
		if !words[j].link {
			return false
		}
	}
	if len(words) == 0 && k.linkFirst || strings.TrimLeft(v.text[v.prev.End:i], " \t") != "" {
		return false
	}
	// a kind among the organisation's words ("Archivio di Stato", "County
	// Court"), its last where no link joins ("Katastrální pracoviště",
	// not "Sąd Rejonowy dla Krakowa Podgórza"); a name that ends in an
	// acronym is whole ("Policie ČR ve Vimperku")
	var buf [64]byte
	name := v.text[v.prev.Start:v.prev.End]
	last := name[strings.LastIndexByte(name, ' ')+1:]
	if utf8.RuneCountInString(last) > 1 && gazetteer.AllCaps(last) {
		return false
	}
	if len(words) == 0 {
		return len(last) <= len(buf) && k.kinds.hasBytes(gazetteer.LowerAppend(buf[:0], last))
	}
	for ws, we := v.prev.Start, v.prev.Start; we < v.prev.End; ws = we + 1 {
		we = strings.IndexByte(v.text[ws:v.prev.End], ' ')
		if we < 0 {
			we = v.prev.End
		} else {
			we += ws
		}
		w := v.text[ws:we]
		if r, _ := utf8.DecodeRuneInString(w); len(w) <= len(buf) && unicode.IsUpper(r) && k.kinds.hasBytes(gazetteer.LowerAppend(buf[:0], w)) {
			return true
		}
	}
	return false
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
