package ner

import (
	_ "embed"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/piiguard/piiguard/shared/detect"
)

// Well-known firms that customers' documents name: banks, insurers, telecom
// operators and postal or courier firms of the countries of the eight
// languages (firms.txt). The model types them as places or persons ("en
// Digi", "Lloyds") or misses them in lower-case chat ("pko bp"); the firm
// stage makes each listed name an ORGANIZATION. A model ORGANIZATION that
// holds the name whole ("Bank Pekao S.A.") stays as it is, and so does any
// longer span of the model around it ("Deutsche Bank Park"); a model span
// inside the name or crossing it gives way.
//
// firms.txt: one name a line as people write it, '#' a comment, "## sector"
// starts a sector (its context words: sectorContext). Matching folds case
// and Latin diacritics, but a word written with a capital must be written
// with one (or the name in capitals) unless the line is marked:
//
//	~name   any case: the lower-case form is no common word ("pko bp")
//	?name   also an ordinary word or a place: needs a word of its sector
//	        within the sentence ("Orange" beside "tarifa")
//	word*   a stem: a case ending of at most five letters may follow
//	        ("Komerční bank*": banky, bance, bankou)
//	name +  one or more capitalised words follow as part of the name
//	        ("Sparkasse +": Sparkasse KölnBonn; "Sparkasse" alone is not)
//
//go:embed firms.txt
var firmsData string

type firmTerm struct {
	toks    []firmTok
	anyCase bool
	ctx     bool // '?': needs a sector word nearby
	more    bool // '+': capitalised words follow
	sector  uint8
}

type firmTok struct {
	fold  string // folded (lower case, no diacritics)
	stem  bool
	upper bool // written with a capital first letter
	caps  bool // an acronym of two letters or more: written in capitals
	glued bool // no blank before it (J&T, 365.bank)
}

type firmLexicon struct {
	first map[string][]int32 // folded first token -> terms
	stems map[string][]int32 // folded stem of a first token -> terms
	terms []firmTerm
	// sectors' context stems, folded
	sectorWords [][]string
}

var (
	firmOnce sync.Once
	firmLex  *firmLexicon
)

func loadFirms() *firmLexicon {
	firmOnce.Do(func() { firmLex = parseFirms(firmsData) })
	return firmLex
}

// sectorContext: folded stems of words that show a sector ("tarif" for
// telecoms); a '?' name needs one in its sentence.
var sectorContext = map[string][]string{
	"bank": {"bank", "banc", "banq", "iban", "bic", "swift", "konto", "kont", "ucet", "uctu", "uctem", "account", "cuenta", "conto",
		"compte", "uberweis", "prevod", "przelew", "platb", "platnos", "payment", "pago", "pagamento", "paiement", "zahlung", "karta", "karte", "card", "tarjeta", "carta", "carte",
		"kredit", "credit", "hypot", "mortgage", "loan", "pujck", "uver", "prestamo", "prestito", "pret"},
	"telecom": {"tarif", "fibra", "fibre", "fiber", "sim", "mobil", "movil", "handy", "operator", "operador", "operatore", "operateur", "internet", "linea", "lini",
		"forfait", "abbonament", "vertrag", "smlouv", "umow", "zmluv", "portab", "roaming", "datov", "gigas", "gb", "telefon", "phone", "contract", "contrat", "contrato", "contratto", "factur", "fattur", "faktur", "rechnung", "bill"},
	"post": {"paket", "paczk", "balik", "colis", "pacco", "paquete", "parcel", "package", "zasilk", "przesylk", "sendung", "envio", "spedizion", "livraison", "tracking",
		"lieferung", "delivery", "dorucen", "doruc", "kurier", "courier", "corriere", "mensajer", "zustell", "doprav"},
	"insurer": {"versicher", "insur", "assur", "seguro", "assicura", "ubezpiecz", "pojist", "poist", "polic", "polizz", "poliza", "schaden", "claim", "sinistr", "skod"},
}

func parseFirms(data string) *firmLexicon {
	l := &firmLexicon{first: map[string][]int32{}, stems: map[string][]int32{}}
	sectors := map[string]uint8{}
	var sector uint8
	for _, line := range strings.Split(data, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "## ") {
			name := strings.TrimSpace(line[3:])
			id, ok := sectors[name]
			if !ok {
				id = uint8(len(l.sectorWords))
				sectors[name] = id
				l.sectorWords = append(l.sectorWords, sectorContext[name])
			}
			sector = id
			continue
		}
		if line == "" || line[0] == '#' {
			continue
		}
		t := firmTerm{sector: sector}
	markers:
		for line != "" {
			switch line[0] {
			case '~':
				t.anyCase = true
			case '?':
				t.ctx = true
			default:
				break markers
			}
			line = line[1:]
		}
		if strings.HasSuffix(line, " +") {
			t.more = true
			line = strings.TrimSpace(strings.TrimSuffix(line, " +"))
		}
		t.toks = firmTokens(line)
		if len(t.toks) == 0 {
			continue
		}
		id := int32(len(l.terms))
		l.terms = append(l.terms, t)
		if f := t.toks[0]; f.stem {
			l.stems[f.fold] = append(l.stems[f.fold], id)
		} else {
			l.first[f.fold] = append(l.first[f.fold], id)
		}
	}
	return l
}

// firmTokens splits a lexicon name into tokens: runs of word runes, and each
// other non-blank rune alone; a trailing '*' makes the word before it a stem.
func firmTokens(s string) []firmTok {
	var toks []firmTok
	blank := true
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == ' ':
			blank = true
			i += size
			continue
		case r == '*' && len(toks) > 0:
			toks[len(toks)-1].stem = true
			i += size
			continue
		}
		j := i + size
		if isWordRune(r) {
			for j < len(s) {
				r2, sz := utf8.DecodeRuneInString(s[j:])
				if !isWordRune(r2) {
					break
				}
				j += sz
			}
		}
		w := s[i:j]
		caps := utf8.RuneCountInString(w) > 1 && strings.ToUpper(w) == w && strings.ToLower(w) != w
		toks = append(toks, firmTok{fold: firmFold(nil, w), upper: unicode.IsUpper(r), caps: caps, glued: !blank && len(toks) > 0})
		blank = false
		i = j
	}
	return toks
}

// firmFold appends the folded form of s to buf: lower case, Latin
// diacritics removed, typographic apostrophes as "'".
func firmFold(buf []byte, s string) string {
	for _, r := range s {
		if r < utf8.RuneSelf {
			c := byte(r)
			if c >= 'A' && c <= 'Z' {
				c += 32
			}
			buf = append(buf, c)
			continue
		}
		r = unicode.ToLower(r)
		if b, ok := firmFoldTable[r]; ok {
			buf = append(buf, b...)
			continue
		}
		buf = utf8.AppendRune(buf, r)
	}
	return string(buf)
}

var firmFoldTable = func() map[rune]string {
	m := map[rune]string{}
	for base, letters := range map[string]string{
		"a": "àáâãäåāăą", "c": "çćĉċč", "d": "ďđ", "e": "èéêëēĕėęě", "g": "ĝğġģ", "h": "ĥħ",
		"i": "ìíîïĩīĭįı", "j": "ĵ", "k": "ķ", "l": "ĺļľŀł", "n": "ñńņňŉ", "o": "òóôõöøōŏő",
		"r": "ŕŗř", "s": "śŝşš", "t": "ţťŧ", "u": "ùúûüũūŭůűų", "w": "ŵ", "y": "ýÿŷ", "z": "źżž",
		"ss": "ß", "ae": "æ", "oe": "œ", "'": "’‘ʼ`",
	} {
		for _, r := range letters {
			m[r] = base
		}
	}
	return m
}()

// textTok is a token of the text: a run of word runes or one other rune.
type textTok struct {
	start, end int
	fold       string
	word       bool
	upper      bool // starts with a capital
	caps       bool // every letter a capital
}

// firmLegalForms may follow a firm's name as part of it ("Bank Pekao S.A.").
var firmLegalForms = []string{"s.a.", "sa", "s.p.a.", "spa", "ag", "se", "plc", "n.a.", "a.s.", "eg", "ltd", "ltd.", "inc.", "inc", "s.a.u."}

// firms makes each listed firm's name in the text an ORGANIZATION.
func firms(text string, out []detect.Match, from int) []detect.Match {
	l := loadFirms()
	sc := firmPool.Get().(*firmScratch)
	defer firmPool.Put(sc)
	sc.arena = sc.arena[:0]
	toks := sc.tokens(text)
	if len(toks) == 0 {
		return out
	}
	hits := sc.hits[:0]
	defer func() { sc.hits = hits[:0] }()
	for i := 0; i < len(toks); i++ {
		if !toks[i].word {
			continue
		}
		// a name starts at a word's start: not right after a letter-glued
		// token ("X-Bank" is another name)
		if i > 0 && toks[i-1].end == toks[i].start && (toks[i-1].word || text[toks[i-1].start] == '-' || text[toks[i-1].start] == '&') {
			continue
		}
		best, bestEnd := int32(-1), -1
		try := func(ids []int32) {
			for _, id := range ids {
				if end, ok := l.matchAt(text, toks, i, id); ok && end > bestEnd {
					best, bestEnd = id, end
				}
			}
		}
		try(l.first[toks[i].fold])
		if len(l.stems) > 0 {
			f := toks[i].fold
			for cut, n := len(f), 0; cut > 0 && n <= maxFirmEnding; n++ {
				if ids, ok := l.stems[f[:cut]]; ok {
					try(ids)
				}
				_, sz := utf8.DecodeLastRuneInString(f[:cut])
				cut -= sz
			}
		}
		if best < 0 {
			continue
		}
		t := &l.terms[best]
		k := bestEnd // tokens toks[i:k]
		if t.more {
			// one or more capitalised words, hyphens joining more, a
			// linking word before them ("Caja Rural de Navarra")
			n := k
			if c := connectiveAt(text, toks, n); c > n {
				n = c
			}
			start := n
			for n < len(toks) && toks[n].word && toks[n].upper && blankBetween(text, toks[n-1].end, toks[n].start) {
				n++
				for n+1 < len(toks) && text[toks[n].start] == '-' && toks[n].start == toks[n-1].end && toks[n+1].start == toks[n].end && toks[n+1].word {
					n += 2
				}
			}
			if n == start {
				continue
			}
			k = n
		} else if k < len(toks) && toks[k].start > toks[k-1].end && blankBetween(text, toks[k-1].end, toks[k].start) &&
			(toks[k].word && toks[k].upper && !isLegalFormAt(text, toks, k) || connectiveAt(text, toks, k) > k) {
			// a capitalised word after it, or a linking word and one: a
			// longer name ("Commerzbank Arena", "Banca Popolare di Sondrio")
			// unless it is a legal form
			continue
		} else if k < len(toks) && k == i+1 && toks[i].caps && toks[k].start == toks[i].end && text[toks[k].start] == '.' {
			continue // an abbreviation ("ING." is a title)
		}
		if k < len(toks) && k+1 < len(toks) && text[toks[k].start] == '-' && toks[k].start == toks[k-1].end && toks[k+1].start == toks[k].end && toks[k+1].word {
			continue // the first part of a compound ("Allianz-Versicherung")
		}
		if t.ctx && midNameAfter(text, toks, i) {
			continue // a capitalised word before it, inside a sentence ("Mój Orange")
		}
		if e := legalFormEnd(text, toks, k); e > k {
			k = e
		}
		if t.ctx && !l.sectorNear(text, toks, i, k, t.sector) {
			continue
		}
		hits = append(hits, detect.Match{Type: "ORGANIZATION", Start: toks[i].start, End: toks[k-1].end, Score: firmScore, Model: true})
		i = k - 1
	}
	if len(hits) == 0 {
		return out
	}
	return mergeFirms(out, from, hits)
}

// firmScratch is a call's tokens and their folded forms (arena: the folded
// words are strings over it, alive only during the call).
type firmScratch struct {
	toks  []textTok
	arena []byte
	hits  []detect.Match
}

var firmPool = sync.Pool{New: func() any { return &firmScratch{arena: make([]byte, 0, 1024)} }}

// firmScore is a listed firm's score: a sure reading.
const firmScore = 0.9

// maxFirmEnding bounds a stem's case ending (runes).
const maxFirmEnding = 5

// matchAt reports whether term id's tokens match the text's from toks[i],
// and the end (exclusive token index) if so.
func (l *firmLexicon) matchAt(text string, toks []textTok, i int, id int32) (int, bool) {
	t := &l.terms[id]
	if i+len(t.toks) > len(toks) {
		return 0, false
	}
	allCaps := true
	for k, ft := range t.toks {
		tt := &toks[i+k]
		if k > 0 {
			prev := &toks[i+k-1]
			if ft.glued != (prev.end == tt.start) {
				return 0, false
			}
			if !ft.glued && !blankBetween(text, prev.end, tt.start) {
				return 0, false
			}
		}
		if ft.stem {
			if !strings.HasPrefix(tt.fold, ft.fold) || utf8.RuneCountInString(tt.fold)-utf8.RuneCountInString(ft.fold) > maxFirmEnding {
				return 0, false
			}
		} else if tt.fold != ft.fold {
			return 0, false
		}
		if tt.word && !tt.caps {
			allCaps = false
		}
	}
	if !t.anyCase && !allCaps {
		for k, ft := range t.toks {
			if ft.upper && !toks[i+k].upper || ft.caps && !toks[i+k].caps {
				return 0, false
			}
		}
	}
	return i + len(t.toks), true
}

// blankBetween reports a run of spaces or tabs (no line break) from a to b.
func blankBetween(text string, a, b int) bool {
	if a >= b || b-a > 3 {
		return false
	}
	for _, c := range []byte(text[a:b]) {
		if c != ' ' && c != '\t' && c != 0xc2 && c != 0xa0 {
			return false
		}
	}
	return true
}

// midNameAfter reports a capitalised word right before toks[i] that does
// not start its sentence or line: toks[i] may be the end of a longer name.
func midNameAfter(text string, toks []textTok, i int) bool {
	if i == 0 || !toks[i-1].word || !toks[i-1].upper || !blankBetween(text, toks[i-1].end, toks[i].start) {
		return false
	}
	if i == 1 {
		return false
	}
	p := &toks[i-2]
	if p.word {
		return true
	}
	switch r, _ := utf8.DecodeRuneInString(text[p.start:]); r {
	case '.', '!', '?', '\n', ':', '-', '*', '(', '[', '"', '»', '«', '„', '“', '•', '·':
		return false
	}
	return true
}

// firmLinks are the linking words inside a name ("Banco de España").
var firmLinks = []string{"di", "de", "del", "della", "dei", "du", "des", "of", "von", "der", "la", "d", "dell"}

// connectiveAt returns the token index after a linking word at toks[k] and
// before a capitalised word, or k.
func connectiveAt(text string, toks []textTok, k int) int {
	if k >= len(toks) || !toks[k].word || toks[k].upper {
		return k
	}
	n := k + 1
	if n < len(toks) && !toks[n].word && toks[n].start == toks[k].end && (toks[n].fold == "'") {
		n++ // d', dell'
	} else if n < len(toks) && !blankBetween(text, toks[k].end, toks[n].start) {
		return k
	}
	if n >= len(toks) || !toks[n].word || !toks[n].upper {
		return k
	}
	for _, w := range firmLinks {
		if toks[k].fold == w {
			return n
		}
	}
	return k
}

func isLegalFormAt(text string, toks []textTok, k int) bool {
	return legalFormEnd(text, toks, k) > k
}

// legalFormEnd returns the token end of a legal form that starts at toks[k]
// after a blank ("S.A.", "AG"), or k.
func legalFormEnd(text string, toks []textTok, k int) int {
	if k == 0 || k >= len(toks) || !toks[k].word || !blankBetween(text, toks[k-1].end, toks[k].start) {
		return k
	}
	best := k
	var buf [16]byte
	s := buf[:0]
	for n := k; n < len(toks) && n < k+6; n++ {
		if n > k && toks[n].start != toks[n-1].end {
			break
		}
		s = append(s, toks[n].fold...)
		for _, f := range firmLegalForms {
			if string(s) == f {
				best = n + 1
			}
		}
	}
	// a legal form ends the word: no letter right after it
	if best < len(toks) && best > k && toks[best].start == toks[best-1].end && toks[best].word {
		return k
	}
	return best
}

// sectorNear reports a context word of the sector in the sentence around
// toks[i:k] (up to twelve tokens either side, no sentence end between).
func (l *firmLexicon) sectorNear(text string, toks []textTok, i, k int, sector uint8) bool {
	if int(sector) >= len(l.sectorWords) {
		return false
	}
	words := l.sectorWords[sector]
	look := func(n int) bool {
		f := toks[n].fold
		for _, w := range words {
			if strings.HasPrefix(f, w) {
				return true
			}
		}
		return false
	}
	for n, seen := i-1, 0; n >= 0 && seen < 12; n-- {
		if !toks[n].word {
			if c := text[toks[n].start]; c == '.' || c == '\n' || c == '!' || c == '?' {
				break
			}
			continue
		}
		seen++
		if look(n) {
			return true
		}
	}
	for n, seen := k, 0; n < len(toks) && seen < 12; n++ {
		if !toks[n].word {
			if c := text[toks[n].start]; c == '.' || c == '\n' || c == '!' || c == '?' {
				break
			}
			continue
		}
		seen++
		if look(n) {
			return true
		}
	}
	return false
}

// tokens splits the text into tokens; a line break is a token of its own
// (it ends sentences for sectorNear).
func (sc *firmScratch) tokens(text string) []textTok {
	toks := sc.toks[:0]
	defer func() { sc.toks = toks[:0] }()
	for i := 0; i < len(text); {
		r, size := rune(text[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(text[i:])
		}
		if r == ' ' || r == '\t' || r == '\r' || r == '\u00a0' {
			i += size
			continue
		}
		j := i + size
		if !isWordRune(r) {
			f := text[i:j]
			if r >= utf8.RuneSelf {
				f = sc.fold(f)
			}
			toks = append(toks, textTok{start: i, end: j, fold: f})
			i = j
			continue
		}
		upper, caps := unicode.IsUpper(r), unicode.IsUpper(r) || unicode.IsDigit(r)
		plain := r < utf8.RuneSelf && !upper // folds to itself so far
		for j < len(text) {
			r2, sz := rune(text[j]), 1
			if r2 >= utf8.RuneSelf {
				r2, sz = utf8.DecodeRuneInString(text[j:])
				plain = false
			}
			if !isWordRune(r2) {
				break
			}
			if unicode.IsLower(r2) {
				caps = false
			} else if r2 >= 'A' && r2 <= 'Z' {
				plain = false
			}
			j += sz
		}
		f := text[i:j]
		if !plain {
			f = sc.fold(f)
		}
		toks = append(toks, textTok{start: i, end: j, fold: f, word: true, upper: upper, caps: caps})
		i = j
	}
	return toks
}

// fold returns the folded form of w, written to the arena.
func (sc *firmScratch) fold(w string) string {
	a := len(sc.arena)
	for _, r := range w {
		if r < utf8.RuneSelf {
			c := byte(r)
			if c >= 'A' && c <= 'Z' {
				c += 32
			}
			sc.arena = append(sc.arena, c)
			continue
		}
		r = unicode.ToLower(r)
		if b, ok := firmFoldTable[r]; ok {
			sc.arena = append(sc.arena, b...)
			continue
		}
		sc.arena = utf8.AppendRune(sc.arena, r)
	}
	b := sc.arena[a:]
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

// mergeFirms puts the hits among the model's matches (out[from:]): a hit
// inside a model ORGANIZATION, or strictly inside any longer model span,
// leaves it; otherwise the model's spans it overlaps give way. A hit that
// overlaps another recognizer's match is dropped (rules win).
func mergeFirms(out []detect.Match, from int, hits []detect.Match) []detect.Match {
	var add []detect.Match
	drop := map[int]bool{}
next:
	for _, h := range hits {
		for j := 0; j < from; j++ {
			if out[j].Start < h.End && h.Start < out[j].End {
				continue next
			}
		}
		var over []int
		for j := from; j < len(out); j++ {
			m := out[j]
			if m.Start >= h.End || h.Start >= m.End {
				continue
			}
			if m.Start <= h.Start && h.End <= m.End && (m.Type == "ORGANIZATION" || m.End-m.Start > h.End-h.Start) {
				continue next // the model's name holds it
			}
			if m.Type == "ORGANIZATION" && (m.Start < h.Start || m.End > h.End) {
				continue next // the model's organisation crosses it: keep it whole
			}
			over = append(over, j)
		}
		for _, j := range over {
			drop[j] = true
		}
		add = append(add, h)
	}
	if len(drop) > 0 {
		k := from
		for j := from; j < len(out); j++ {
			if !drop[j] {
				out[k] = out[j]
				k++
			}
		}
		out = out[:k]
	}
	return append(out, add...)
}
