package eval

import (
	"fmt"
	"io"
	"sort"
	"time"
)

// Detector returns the predicted spans (code points) for one text.
type Detector func(text, lang string) []Span

// SetResult is the outcome of one set.
type SetResult struct {
	Set    *Set
	ByType Tally
	// ByLang holds per-language tallies (PII records carry their own language).
	ByLang map[string]Tally
	// Unscored counts predictions of types the set does not label.
	Unscored int
	Bytes    int
	Elapsed  time.Duration
}

// Evaluate runs det over every example of s. Predicted types are mapped with
// MapType; predictions the set cannot score are counted in Unscored.
func Evaluate(s *Set, det Detector) SetResult {
	r := SetResult{Set: s, ByType: Tally{}, ByLang: map[string]Tally{}}
	start := time.Now()
	var mapped []Span
	for _, ex := range s.Examples {
		r.Bytes += len(ex.Text)
		mapped = mapped[:0]
		for _, p := range det(ex.Text, ex.Lang) {
			t, ok := MapType(p.Type, s.Types)
			if !ok {
				r.Unscored++
				continue
			}
			p.Type = t
			mapped = append(mapped, p)
		}
		per := Score(ex.Spans, mapped)
		r.ByType.Add(per)
		lt := r.ByLang[ex.Lang]
		if lt == nil {
			lt = Tally{}
			r.ByLang[ex.Lang] = lt
		}
		lt.Add(per)
	}
	r.Elapsed = time.Since(start)
	return r
}

// NERType reports the three types the sequence tagger covers.
func NERType(t string) bool { return t == "PERSON" || t == "LOCATION" || t == "ORGANIZATION" }

// AddressType reports the types of the address grammars (street addresses
// and postal codes), measured apart from the identifier and pattern types.
func AddressType(t string) bool { return t == "STREET_ADDRESS" || t == "POSTAL_CODE" }

const header = "| set | lang | type | gold | pred | exact P | exact R | exact F1 | IoU P | IoU R | IoU F1 |\n|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n"

func row(w io.Writer, set, lang, typ string, c Counts) {
	e, o := c.Exact(), c.Overlap()
	fmt.Fprintf(w, "| %s | %s | %s | %d | %d | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f |\n",
		set, lang, typ, c.Gold, c.Pred, e.P, e.R, e.F1, o.P, o.R, o.F1)
}

// WriteMarkdown renders the results: one table per set (WriteSetTable),
// then a summary per language and type over all sets (WriteByLang).
func WriteMarkdown(w io.Writer, rs []SetResult) {
	fmt.Fprintf(w, "Exact: same type, start and end. IoU: same type and IoU >= %.1f, one-to-one greedy. Micro totals.\n\n", MinIoU)
	for _, r := range rs {
		WriteSetTable(w, r, true)
	}
	WriteByLang(w, rs)
}

// WriteSetTable renders one set: per type, micro total, and for PII sets the
// total without PERSON/LOCATION/ORGANIZATION and without those and the
// address types. speed adds the MB/s, which depends on the machine (the
// tables docs/QUALITY.md checks leave it out).
func WriteSetTable(w io.Writer, r SetResult, speed bool) {
	s := r.Set
	if speed {
		mbps := 0.0
		if r.Elapsed > 0 {
			mbps = float64(r.Bytes) / 1e6 / r.Elapsed.Seconds()
		}
		fmt.Fprintf(w, "### %s (%d texts, %.2f MB, %.1f MB/s, %d predictions of unscored types)\n\n",
			s.Name, len(s.Examples), float64(r.Bytes)/1e6, mbps, r.Unscored)
	} else {
		fmt.Fprintf(w, "### %s (%d texts, %.2f MB, %d predictions of unscored types)\n\n",
			s.Name, len(s.Examples), float64(r.Bytes)/1e6, r.Unscored)
	}
	w.Write([]byte(header))
	for _, t := range r.ByType.Types() {
		row(w, s.Name, s.Lang, t, *r.ByType[t])
	}
	row(w, s.Name, s.Lang, "**micro**", r.ByType.Total(nil))
	if s.Kind == "pii" {
		row(w, s.Name, s.Lang, "**micro w/o PER/LOC/ORG**", r.ByType.Total(func(t string) bool { return !NERType(t) }))
		row(w, s.Name, s.Lang, "**micro w/o PER/LOC/ORG, address**", r.ByType.Total(func(t string) bool { return !NERType(t) && !AddressType(t) }))
	}
	if len(r.ByLang) > 1 {
		for _, l := range sortedKeys(r.ByLang) {
			row(w, s.Name, l, "**micro**", r.ByLang[l].Total(nil))
		}
	}
	fmt.Fprintln(w)
}

// WriteByLang renders per language and type over all sets.
func WriteByLang(w io.Writer, rs []SetResult) {
	byLang := map[string]Tally{}
	for _, r := range rs {
		for l, t := range r.ByLang {
			acc := byLang[l]
			if acc == nil {
				acc = Tally{}
				byLang[l] = acc
			}
			for typ, c := range t {
				acc.Add(map[string]Counts{typ: *c})
			}
		}
	}
	fmt.Fprintf(w, "### All sets by language\n\n")
	w.Write([]byte(header))
	all := Tally{}
	for _, l := range sortedKeys(byLang) {
		t := byLang[l]
		for _, typ := range t.Types() {
			row(w, "all", l, typ, *t[typ])
			all.Add(map[string]Counts{typ: *t[typ]})
		}
		row(w, "all", l, "**micro**", t.Total(nil))
	}
	row(w, "all", "all", "**micro**", all.Total(nil))
	row(w, "all", "all", "**micro PER/LOC/ORG**", all.Total(NERType))
	row(w, "all", "all", "**micro w/o PER/LOC/ORG**", all.Total(func(t string) bool { return !NERType(t) }))
	fmt.Fprintln(w)
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
