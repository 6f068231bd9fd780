package detect

import (
	"maps"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"
)

// Entity is a detected span, with code-point offsets (end exclusive) as the API
// reports them and byte offsets for the transforms that rewrite the text.
type Entity struct {
	Type      string
	Text      string
	Start     int // code points
	End       int // code points
	Score     float64
	ByteStart int
	ByteEnd   int
	// Explanation is set when Options.Explain asks for it.
	Explanation *Explanation
}

// Explanation says why an entity was reported: which recognizer (and, for a
// request's custom recognizer, which pattern and validator) produced it, and
// how context moved its score. It names configured words and patterns, never
// text around the entity.
type Explanation struct {
	Recognizer string
	// Pattern is the regular expression of a custom pattern, or "deny_list";
	// empty for built-in recognizers (their rules are named by Recognizer).
	Pattern string
	// Model marks a statistical guess (the NER) rather than a rule.
	Model bool
	// Validator is the checksum a custom recognizer confirmed the match with
	// (matches that fail it are dropped, so it always passed).
	Validator string
	// ContextBoost and ContextPenalty are the configured context words
	// (stems) found near the entity that raised or lowered its score.
	ContextBoost, ContextPenalty []string
	// ScoreBefore is the recognizer's score before context; the entity's
	// Score is the score after it (capped at 1, rounded).
	ScoreBefore float64
	// Repeat marks a value found below the threshold that repeats a match
	// of the same type found above it elsewhere in the text, whose score it
	// takes (see repeatKept).
	Repeat bool
}

// Describer is a recognizer that says more about its matches in explanations
// (a request's custom recognizer: its pattern and validator).
type Describer interface {
	Describe() (pattern, validator string)
}

// Options steer one detection.
type Options struct {
	// Types restricts detection to these ids and the parts of a wanted
	// whole (Match.Within); nil means every type.
	Types map[string]bool
	// Threshold is the minimum score kept (inclusive).
	Threshold float64
	// Lang is a language hint (en, de, fr, es, it, pl, cs, sk); empty: unknown.
	Lang string
	// Extra recognizers run after the engine's own for this call only (a
	// request's custom recognizers) and take part in overlap resolution like
	// them. Their types must be in Types when Types is not nil.
	Extra []Recognizer
	// Allow, when set, drops every resolved entity whose text it accepts (an
	// allow list): such a span is neither reported nor transformed, and the
	// candidates it overlapped stay dropped.
	Allow func(text string) bool
	// Explain fills Entity.Explanation.
	Explain bool
}

// Engine runs a fixed set of recognizers. It is safe for concurrent use.
type Engine struct {
	recognizers []Recognizer
	types       []map[string]bool // per recognizer
	readers     []int             // the recognizers that are Readers
}

// New returns an engine over the given recognizers.
func New(rs ...Recognizer) *Engine {
	e := &Engine{recognizers: rs}
	for i, r := range rs {
		if _, ok := r.(Reader); ok {
			e.readers = append(e.readers, i)
		}
		m := map[string]bool{}
		for _, t := range r.Types() {
			m[t] = true
		}
		e.types = append(e.types, m)
	}
	return e
}

// Recognizers returns the engine's recognizers.
func (e *Engine) Recognizers() []Recognizer { return e.recognizers }

// Detect finds the entities in text, sorted by start.
func (e *Engine) Detect(text string, opt Options) []Entity {
	if text == "" {
		return nil
	}
	d := getDoc(text, opt.Lang)
	ms := d.matches
	run := e.widen(opt.Types)
	for i, r := range e.recognizers {
		if !d.Has(r.Needs()) || !wanted(e.types[i], run) {
			continue
		}
		n := len(ms)
		ms = r.Find(d, ms)
		if opt.Explain {
			tag(ms[n:], i)
		}
	}
	for i, r := range opt.Extra {
		if !d.Has(r.Needs()) || !wantedTypes(r.Types(), opt.Types) {
			continue
		}
		n := len(ms)
		ms = r.Find(d, ms)
		if opt.Explain {
			tag(ms[n:], len(e.recognizers)+i)
		}
	}
	// Score with context, drop unwanted types and low scores.
	var info []matchInfo // Explain: the recognizer and raw score of each kept match
	kept := ms[:0]
	low := d.low[:0] // rule candidates below the threshold, for repeatKept
	for _, m := range ms {
		if m.Start < 0 || m.End > len(text) || m.Start >= m.End ||
			!utf8.RuneStart(text[m.Start]) || m.End < len(text) && !utf8.RuneStart(text[m.End]) {
			continue // a recognizer bug must not corrupt offsets
		}
		if opt.Types != nil && !opt.Types[m.Type] && (m.Within == "" || !opt.Types[m.Within]) {
			continue
		}
		if opt.Explain {
			info = append(info, matchInfo{rec: int(m.rec) - 1, base: m.Score})
			m.rec = int32(len(info))
		}
		if m.Context != nil {
			m.Score, m.labelled = d.contextScore(m, nil)
		}
		if !m.labelled {
			m.Score -= m.Unlabelled
		}
		if m.Score > 1 {
			m.Score = 1
		}
		if m.Score < opt.Threshold || m.Score <= 0 {
			if m.Score > 0 && !m.Model {
				low = append(low, m)
			}
			continue
		}
		kept = append(kept, m)
	}
	kept = settleSameSpan(d, kept)
	kept = resolveOverlaps(kept)
	kept = repeatKept(d, kept, low)
	d.low = low[:0]
	if opt.Allow != nil {
		k := kept[:0]
		for _, m := range kept {
			if !opt.Allow(d.Text[m.Start:m.End]) {
				k = append(k, m)
			}
		}
		kept = k
	}
	ents := toEntities(d, kept)
	if opt.Explain {
		for i := range ents {
			ents[i].Explanation = e.explain(d, kept[i], info[kept[i].rec-1], opt.Extra)
		}
	}
	putDoc(d, ms)
	return ents
}

// repeatKept adds to kept, the resolved matches (sorted by start, disjoint),
// the candidates below the threshold whose type and text are those of a
// kept rule match: a value is the same PII wherever the text repeats it
// ("teraz jest tylko DW 5R803" in a chat that gave "numer rejestracyjny:
// DW 5R803" earlier), and one mention left in clear would give away what the
// others hide. A repeat takes the kept match's score, only where it overlaps
// no kept match (it never takes text from an entity found on its own), and
// its explanation says it is one. The look-up is a scan for a few
// candidates and a map for many, so that the work stays linear in the text.
func repeatKept(d *Doc, kept, low []Match) []Match {
	n := len(kept)
	if len(low) == 0 || n == 0 {
		return kept
	}
	reps := low[:0] // the repeats, in place of the candidates they were
	if n*len(low) <= 1024 {
		for _, l := range low {
			v := d.Text[l.Start:l.End]
			for i := 0; i < n; i++ {
				k := &kept[i]
				if k.Type == l.Type && !k.Model && k.End-k.Start == len(v) && d.Text[k.Start:k.End] == v {
					l.Score, l.repeat = k.Score, true
					reps = append(reps, l)
					break
				}
			}
		}
	} else {
		if d.rep == nil {
			d.rep = map[repKey]float64{}
		}
		for i := 0; i < n; i++ {
			if k := &kept[i]; !k.Model {
				key := repKey{k.Type, d.Text[k.Start:k.End]}
				d.rep[key] = max(d.rep[key], k.Score)
			}
		}
		for _, l := range low {
			if sc, ok := d.rep[repKey{l.Type, d.Text[l.Start:l.End]}]; ok {
				l.Score, l.repeat = sc, true
				reps = append(reps, l)
			}
		}
		clear(d.rep)
		if n > 4096 {
			d.rep = nil // a map grown for many matches is not pooled (maps do not shrink)
		}
	}
	if len(reps) == 0 {
		return kept
	}
	slices.SortFunc(reps, func(a, b Match) int { return a.Start - b.Start })
	last := -1 // the end of the last repeat taken
	for _, r := range reps {
		k := sort.Search(n, func(i int) bool { return kept[i].Start >= r.Start })
		if r.Start < last || k > 0 && kept[k-1].End > r.Start || k < n && kept[k].Start < r.End {
			continue
		}
		kept = append(kept, r)
		last = r.End
	}
	if len(kept) > n {
		slices.SortFunc(kept, func(a, b Match) int { return a.Start - b.Start })
	}
	return kept
}

// repKey is repeatKept's key: a type and a value (a substring of the text).
type repKey struct{ typ, text string }

// matchInfo is what Explain keeps of a candidate before scoring.
type matchInfo struct {
	rec  int // index into the engine's recognizers, then Options.Extra
	base float64
}

// tag marks new matches with their recognizer (index+1) for Explain.
func tag(ms []Match, i int) {
	for k := range ms {
		ms[k].rec = int32(i + 1)
	}
}

func (e *Engine) explain(d *Doc, m Match, mi matchInfo, extra []Recognizer) *Explanation {
	x := &Explanation{Model: m.Model, ScoreBefore: round2(mi.base), Repeat: m.repeat}
	var r Recognizer
	switch {
	case mi.rec >= 0 && mi.rec < len(e.recognizers):
		r = e.recognizers[mi.rec]
	case mi.rec >= len(e.recognizers) && mi.rec-len(e.recognizers) < len(extra):
		r = extra[mi.rec-len(e.recognizers)]
	}
	if r != nil {
		x.Recognizer = r.Name()
		if ds, ok := r.(Describer); ok {
			x.Pattern, x.Validator = ds.Describe()
		}
	}
	if m.Context != nil {
		var found ctxFound
		d.contextScore(m, &found)
		x.ContextBoost, x.ContextPenalty = found.boost, found.penalty
	}
	return x
}

// ctxFound collects the stems that moved a score (Explain).
type ctxFound struct{ boost, penalty []string }

func wantedTypes(types []string, want map[string]bool) bool {
	if want == nil {
		return true
	}
	for _, t := range types {
		if want[t] {
			return true
		}
	}
	return false
}

// widen adds to a type filter the types its wanted Readers read; the
// filter itself is not changed (nil, every type, needs nothing added).
func (e *Engine) widen(want map[string]bool) map[string]bool {
	if want == nil {
		return nil
	}
	out, cloned := want, false
	for _, i := range e.readers {
		if !wanted(e.types[i], want) {
			continue
		}
		for _, t := range e.recognizers[i].(Reader).Reads() {
			if !out[t] {
				if !cloned {
					out, cloned = maps.Clone(want), true
				}
				out[t] = true
			}
		}
	}
	return out
}

func wanted(has, want map[string]bool) bool {
	if want == nil {
		return true
	}
	for t := range has {
		if want[t] {
			return true
		}
	}
	return false
}

// contextScore is m's score lifted or lowered by its context words, and
// whether a boosting word (its label) was found; found, when not nil,
// receives the stems that moved it (Explain).
func (d *Doc) contextScore(m Match, found *ctxFound) (float64, bool) {
	c := m.Context
	before, after := c.Before, c.After
	if before == 0 {
		before = 6
	}
	if after == 0 {
		after = 3
	}
	boostBy, penaltyBy := c.BoostBy, c.PenaltyBy
	if boostBy == 0 {
		boostBy = 0.35
	}
	if penaltyBy == 0 {
		penaltyBy = 0.3
	}
	boost, penalty := false, false
	first := c.starts()
	look := func(w string) bool {
		if !first[w[0]] {
			return true
		}
		for _, cs := range c.candidates(w[0]) {
			if cs.boost {
				if !boost && StemMatch(w, cs.stem) {
					boost = true
					if found != nil {
						found.boost = append(found.boost, cs.stem)
					}
				}
			} else if !penalty && StemMatch(w, cs.stem) {
				penalty = true
				if found != nil {
					found.penalty = append(found.penalty, cs.stem)
				}
			}
		}
		return !(boost && (penalty || len(c.Penalty) == 0))
	}
	// A label names the value it stands next to: the words looked at stop at
	// another value (see valueWord) and at a clause boundary, so that in
	// "Steuer-ID 65 929 970 489, Telefonnummer 0171 2345678" the word
	// "Telefonnummer" does not lift the first number.
	lo := d.labelWordsBefore(m.Start, before, func(s, e int) bool { return look(d.Text[s:e]) })
	hi := d.labelWordsAfter(m.End, after, func(s, e int) bool { return look(d.Text[s:e]) })
	if len(c.compound) > 0 {
		// lower-cased into a buffer on the stack: strings.ToLower allocated
		// twice per candidate of a context with compound stems (every phone
		// candidate since its penalty list has phrases)
		var buf [256]byte
		for _, w := range [2]string{d.Text[lo:m.Start], d.Text[m.End:hi]} {
			lw := appendLower(buf[:0], w)
			w = unsafe.String(unsafe.SliceData(lw), len(lw))
			for _, cs := range c.compound {
				if hasWordPrefix(w, cs.stem) {
					boost, penalty = boost || cs.boost, penalty || !cs.boost
					if found != nil && cs.boost {
						found.boost = append(found.boost, cs.stem)
					} else if found != nil {
						found.penalty = append(found.penalty, cs.stem)
					}
				}
			}
		}
	}
	s := m.Score
	if boost {
		s += boostBy
	}
	if penalty {
		s -= penaltyBy
	}
	return s, boost
}

// settleSameSpan decides between rule candidates of different types that
// take exactly the same span, before the overlap resolution compares scores:
//
//  1. A candidate whose label was found next to the span (a boosting context
//     word) beats one that has context words but none of them there: "sv-
//     nummer: 5108 270697" is the Austrian number, not a phone, although
//     the phone's base score is higher.
//  2. Among the rest, when the text's language (Doc.Language) names the
//     country of some (Match.Country), those beat the other countries': a
//     Czech rodné číslo that is also a valid Swedish personnummer is Czech
//     in Czech text.
//
// The losers are dropped; scores are not changed. Candidates without context
// words (a Luhn-valid card, an e-mail) and model guesses are never dropped.
func settleSameSpan(d *Doc, ms []Match) []Match {
	if len(ms) < 2 {
		return ms
	}
	// candidates that may lose, by span (the index buffer is the pooled Doc's)
	idx := d.spanIdx[:0]
	defer func() { d.spanIdx = idx[:0] }()
	for i := range ms {
		if !ms[i].Model && (ms[i].Context != nil || ms[i].Country != "") {
			idx = append(idx, i)
		}
	}
	if len(idx) < 2 {
		return ms
	}
	slices.SortFunc(idx, func(a, b int) int {
		if ms[a].Start != ms[b].Start {
			return ms[a].Start - ms[b].Start
		}
		return ms[a].End - ms[b].End
	})
	drop := false
	lang := "" // the text's language, guessed only when countries collide
	for g := 0; g < len(idx); {
		h := g + 1
		for h < len(idx) && ms[idx[h]].Start == ms[idx[g]].Start && ms[idx[h]].End == ms[idx[g]].End {
			h++
		}
		if h-g < 2 {
			g = h
			continue
		}
		group := idx[g:h]
		g = h
		labelled := false
		for _, i := range group {
			labelled = labelled || ms[i].labelled
		}
		countries := 0
		for _, i := range group {
			if labelled && ms[i].Context != nil && !ms[i].labelled {
				ms[i].Score, drop = -1, true
			} else if ms[i].Country != "" {
				countries++
			}
		}
		if countries < 2 {
			continue
		}
		if lang == "" {
			lang = d.Language() + "?" // "?" marks it computed, even when empty
		}
		l := strings.TrimSuffix(lang, "?")
		local, localLabelled := false, false
		for _, i := range group {
			if ms[i].Score >= 0 && Local(l, ms[i].Country) {
				local, localLabelled = true, localLabelled || ms[i].labelled
			}
		}
		if !local {
			continue
		}
		for _, i := range group {
			if ms[i].Score >= 0 && ms[i].Country != "" && !Local(l, ms[i].Country) && (localLabelled || !ms[i].labelled) {
				ms[i].Score, drop = -1, true
			}
		}
	}
	if !drop {
		return ms
	}
	out := ms[:0]
	for _, m := range ms {
		if m.Score >= 0 {
			out = append(out, m)
		}
	}
	return out
}

// LabelWordsBefore is WordsBefore for the words that may label the value
// starting at byte offset i: it stops at another value (see valueWord)
// and at a clause boundary (see clauseEndBefore), so that the label of one
// value is not read for the next.
func (d *Doc) LabelWordsBefore(i, n int, f func(w string) bool) {
	d.labelWordsBefore(i, n, func(s, e int) bool { return f(d.Text[s:e]) })
}

// LabelStart is the start of the farthest of the n words LabelWordsBefore
// reads before byte offset i (i when it reads none): the label's text is
// Text[LabelStart(i, n):i].
func (d *Doc) LabelStart(i, n int) int {
	return d.labelWordsBefore(i, n, func(s, e int) bool { return true })
}

// LabelWordsAfter is WordsAfter for the words that may label the value ending
// at byte offset i: it stops at another value and at a clause boundary (see
// clauseGap).
func (d *Doc) LabelWordsAfter(i, n int, f func(w string) bool) {
	d.labelWordsAfter(i, n, func(s, e int) bool { return f(d.Text[s:e]) })
}

// labelWordsBefore is LabelWordsBefore with offsets; it returns the start of
// the farthest word read (i when none).
func (d *Doc) labelWordsBefore(i, n int, f func(s, e int) bool) int {
	edge := i
	d.wordSpansBefore(i, n, func(s, e int) bool {
		if valueWord(d.Text[s:e]) || emailWord(d.Text, s, e) || edge != i && clauseEndBefore(d.Text, s, e, edge) {
			return false
		}
		edge = s
		return f(s, e)
	})
	return edge
}

// labelWordsAfter is LabelWordsAfter with offsets; it returns the end of the
// farthest word read (i when none).
func (d *Doc) labelWordsAfter(i, n int, f func(s, e int) bool) int {
	edge := i
	d.wordSpansAfter(i, n, func(s, e int) bool {
		if valueWord(d.Text[s:e]) || emailWord(d.Text, s, e) || clauseGap(d.Text[edge:s]) || nextFieldLabel(d.Text, e) {
			return false
		}
		edge = e
		return f(s, e)
	})
	return edge
}

// appendLower appends s in lower case to b, rune by rune as strings.ToLower
// maps it (TestAppendLower).
func appendLower(b []byte, s string) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			b = append(b, c)
			i++
			continue
		}
		r, sz := utf8.DecodeRuneInString(s[i:])
		b = utf8.AppendRune(b, unicode.ToLower(r))
		i += sz
	}
	return b
}

// hasWordPrefix reports whether stem occurs in t at the start of a word.
func hasWordPrefix(t, stem string) bool {
	for i := 0; ; {
		k := strings.Index(t[i:], stem)
		if k < 0 {
			return false
		}
		k += i
		if k == 0 {
			return true
		}
		if r, _ := utf8.DecodeLastRuneInString(t[:k]); !isWordRune(r) {
			return true
		}
		i = k + 1
	}
}

// emailWord reports the word t[s:e] glued to an '@': part of an e-mail
// address, another value and no label ("(08) 9434 6120 ·
// accounts@example.com.au" names no account).
func emailWord(t string, s, e int) bool {
	return e < len(t) && t[e] == '@' || s > 0 && t[s-1] == '@'
}

// valueWord reports a word that is (part of) another value rather than a
// label: it starts with a digit or holds three digits ("12:00", "A123456");
// a label may end in one ("CVC2", "ID2").
func valueWord(w string) bool {
	if w == "" {
		return false
	}
	if w[0] >= '0' && w[0] <= '9' {
		return true
	}
	n := 0
	for i := 0; i < len(w); i++ {
		if w[i] >= '0' && w[i] <= '9' {
			n++
		}
	}
	return n >= 3
}

// nextFieldLabel reports a colon right after the word ending at e ("Tel:",
// "Tel.:"): the word labels the value after it, the next field of a form's
// row ("NHS No: 943 476 5919   Tel: 0116 496 0321"), not the one before.
func nextFieldLabel(t string, e int) bool {
	if e < len(t) && t[e] == '.' {
		e++
	}
	return e < len(t) && t[e] == ':'
}

// clauseGap reports a clause boundary in the text between a value and a word
// after it: the word belongs to what follows ("0171 2345678, Fax ...").
func clauseGap(g string) bool {
	return strings.ContainsAny(g, ",;.!?\n")
}

// clauseEndBefore reports a clause boundary between the word t[s:e] and the
// next word, which starts at next, when the words before a value are read:
// a ';', '!' or '?', a blank line, or a full stop that ends a sentence (after a
// word of more than four letters, before a capital: "Telefon hat er keins.
// Die Steuer-ID ..." but not "Tel. Nr. 0171 ..."). The gap next to the value
// itself is never one ("Telefonnr. 0171 ...").
func clauseEndBefore(t string, s, e, next int) bool {
	g := t[e:next]
	if strings.ContainsAny(g, ";!?") || strings.Contains(g, "\n\n") || strings.Contains(g, "\n\r\n") {
		return true
	}
	if g == "" || g[0] != '.' || len(g) < 2 || next >= len(t) || t[next] < 'A' || t[next] > 'Z' && t[next] < 0x80 {
		return false
	}
	return utf8.RuneCountInString(t[s:e]) > 4 && strings.ToUpper(t[s:e]) != t[s:e]
}

// resolveOverlaps keeps, among overlapping candidates, a rule match over a
// model guess (Match.Model), then the one with the highest score, then the
// longest, then the earliest; the order is total so the result is
// deterministic.
func resolveOverlaps(ms []Match) []Match {
	if len(ms) < 2 {
		return ms
	}
	// slices.SortFunc, unlike sort.Slice, does not allocate
	slices.SortFunc(ms, func(a, b Match) int {
		switch {
		case before(&a, &b):
			return -1
		case before(&b, &a):
			return 1
		}
		return 0
	})
	if len(ms) > 32 {
		return acceptByBytes(ms)
	}
	// accepted is kept sorted by Start; accepted spans never overlap, so one
	// binary search finds the only neighbours that could collide. It is
	// built in place: it never holds more matches than were read, so an
	// insert moves only matches already copied out of ms.
	accepted := ms[:0]
	for i := range ms {
		m := ms[i]
		k := sort.Search(len(accepted), func(i int) bool { return accepted[i].Start >= m.Start })
		if k > 0 && accepted[k-1].End > m.Start {
			continue
		}
		if k < len(accepted) && accepted[k].Start < m.End {
			continue
		}
		accepted = append(accepted, Match{})
		copy(accepted[k+1:], accepted[k:])
		accepted[k] = m
	}
	return accepted
}

// acceptByBytes is resolveOverlaps' acceptance for many candidates (a dense
// text): inserting into a sorted slice moves O(n) matches per insert, so here
// the bytes taken by accepted spans are marked instead; a candidate is
// accepted when none of its bytes is taken (the same test: accepted spans
// are disjoint), and the result is sorted by Start at the end.
func acceptByBytes(ms []Match) []Match {
	end := 0
	for _, m := range ms {
		end = max(end, m.End)
	}
	taken := make([]uint64, end/64+1)
	accepted := make([]Match, 0, len(ms))
next:
	for _, m := range ms {
		for i := m.Start; i < m.End; i++ {
			if taken[i>>6]&(1<<(i&63)) != 0 {
				continue next
			}
		}
		for i := m.Start; i < m.End; i++ {
			taken[i>>6] |= 1 << (i & 63)
		}
		accepted = append(accepted, m)
	}
	slices.SortFunc(accepted, func(a, b Match) int { return a.Start - b.Start })
	return accepted
}

// before is resolveOverlaps' order: a is tried before b.
func before(a, b *Match) bool {
	if a.Model != b.Model {
		return b.Model
	}
	if a.Score != b.Score {
		return a.Score > b.Score
	}
	if la, lb := a.End-a.Start, b.End-b.Start; la != lb {
		return la > lb
	}
	if a.Start != b.Start {
		return a.Start < b.Start
	}
	return a.Type < b.Type
}

// toEntities converts sorted byte spans to code-point offsets in one pass.
func toEntities(d *Doc, ms []Match) []Entity {
	if len(ms) == 0 {
		return nil
	}
	out := make([]Entity, len(ms))
	ascii := d.ASCII()
	pos, cp := 0, 0 // byte position and its code-point index
	advance := func(to int) int {
		if ascii {
			return to
		}
		cp += utf8.RuneCountInString(d.Text[pos:to])
		pos = to
		return cp
	}
	for i, m := range ms {
		s := advance(m.Start)
		e := advance(m.End)
		out[i] = Entity{Type: m.Type, Text: d.Text[m.Start:m.End], Start: s, End: e,
			Score: round2(m.Score), ByteStart: m.Start, ByteEnd: m.End}
	}
	return out
}

func round2(f float64) float64 { return float64(int(f*100+0.5)) / 100 }
