package ner

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/piiguard/piiguard/shared/eval"
)

// formsTagger is a tagger of the embedded model with its form table; the
// test fails, saying why the table was refused, without one.
func formsTagger(t testing.TB) *Tagger {
	t.Helper()
	tg := tagger(t)
	if tg.forms == nil {
		// UseForms says why: another model's CRC, or a PGNERF1 table
		t.Fatalf("the embedded form table was refused (%v): run go run ./scripts/train -pack", tg.m.UseForms([]byte(formsData)))
	}
	return tg
}

// slowTagger is a tagger of the embedded model without its form table.
func slowTagger(t testing.TB) *Tagger {
	formsTagger(t)
	slow := tagger(t)
	slow.forms = nil
	return slow
}

// sameTags fails when the tagger with the form table and the one without
// tag text differently.
func sameTags(t testing.TB, fast, slow *Tagger, text string) {
	t.Helper()
	got, want := fast.Tag(text, nil), slow.Tag(text, nil)
	if !slices.Equal(got, want) {
		t.Fatalf("with the form table %v, without %v, in %q", got, want, text)
	}
}

// TestFormsMatchSlowPath: the tagger with the form table finds the same
// spans with the same scores as without it on every text of the dev set and
// of the dev corpora (when ../shared/data has them), scoring cold tokens or
// not, sentence by sentence and in texts of 40 sentences.
func TestFormsMatchSlowPath(t *testing.T) {
	step := 1
	if testing.Short() {
		step = 10
	}
	formsMatchSlowPath(t, step)
}

// formsMatchSlowPath is TestFormsMatchSlowPath over every step-th text of
// each set.
func formsMatchSlowPath(t *testing.T, step int) {
	sets, err := eval.LoadDevset("")
	if err != nil {
		t.Fatal(err)
	}
	if more, err := eval.LoadDir("../../../shared/data", ""); err == nil {
		sets = append(sets, more...)
	} else {
		t.Log("dev corpora not available: the dev set only")
	}
	for _, exhaustive := range []bool{false, true} {
		fast, slow := tagger(t), slowTagger(t)
		fast.Exhaustive, slow.Exhaustive = exhaustive, exhaustive
		texts := 0
		for _, set := range sets {
			var joined strings.Builder
			for i, ex := range set.Examples {
				if i%step != 0 {
					continue
				}
				sameTags(t, fast, slow, ex.Text)
				joined.WriteString(ex.Text)
				joined.WriteByte('\n')
				if i%40 == 39 {
					sameTags(t, fast, slow, joined.String())
					joined.Reset()
				}
				texts++
			}
			sameTags(t, fast, slow, joined.String())
		}
		t.Logf("exhaustive %v: %d texts of %d sets the same", exhaustive, texts, len(sets))
	}
}

// FuzzFormsMatchSlowPath: on any text, with the form table and without it
// the tagger finds the same spans.
func FuzzFormsMatchSlowPath(f *testing.F) {
	for _, s := range []string{
		"", "The", "THE", "the", "U.S. President Bill Clinton met Mr. Smith in New York .",
		"LONDON 1996-08-30", "ANNA SMITH WAS IN PARIS AND BERLIN", "Name:\tJan  Novák", "ahoj petře, zavolej mi",
		"Jan Novák met Angela Merkel in Berlin and then flew to Praha with Siemens AG staff.", "the the the The THE",
	} {
		f.Add(s)
	}
	fast, slow := tagger(f), slowTagger(f)
	f.Fuzz(func(t *testing.T, text string) {
		sameTags(t, fast, slow, text)
		// the same words in other cases, as a headline and in lower case
		sameTags(t, fast, slow, strings.ToUpper(text))
		sameTags(t, fast, slow, strings.ToLower(text))
	})
}

// TestFormsUpToDate: the embedded form table is PackForms of the embedded
// model over its own forms, so it holds what the code and the gazetteers
// compute now. It fails after a change to either that changes a record: run
// go run ./scripts/train -pack (or a training run, which writes both files).
func TestFormsUpToDate(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if m.forms == nil {
		// UseForms says why (another model's CRC, or a PGNERF1 table)
		t.Fatalf("the embedded form table was refused (%v): run go run ./scripts/train -pack", m.UseForms([]byte(formsData)))
	}
	data := []byte(formsData)
	forms, err := Forms(data)
	if err != nil {
		t.Fatal(err)
	}
	got, err := PackForms(m, forms)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, data) {
		t.Errorf("the form table packed again (%d bytes) differs from model/forms.bin (%d bytes): run go run ./scripts/train -pack", len(got), len(data))
	}
}

// TestUseForms: a table loads into the model it was packed for, which then
// finds its forms, and another model, or a damaged table, refuses it.
func TestUseForms(t *testing.T) {
	var buf bytes.Buffer
	if _, err := Train(tinyCorpus(), TrainConfig{Bits: 10, Epochs: 1, Seed: 1}).WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	m, err := ReadModel(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	forms := []string{"the", "The", "Berlin", "Anna", "the", "Novák", "x234567890123456", "x2345678901234567"}
	b, err := PackForms(m, forms)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := Forms(b); err != nil || !slices.Equal(got, []string{"the", "The", "Berlin", "Anna", "Novák", "x234567890123456"}) {
		t.Errorf("Forms = %q, %v: want each form of at most %d bytes once", got, err, maxForm)
	}
	other, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if err := other.UseForms(b); err == nil {
		t.Error("the embedded model took the form table of another model")
	}
	for _, bad := range [][]byte{nil, b[:len(b)-1], append([]byte("XXXXXXXX"), b[8:]...)} {
		if err := m.UseForms(bad); err == nil {
			t.Errorf("a damaged table of %d bytes loaded", len(bad))
		}
	}
	if err := m.UseForms(b); err != nil {
		t.Fatal(err)
	}
	for _, w := range forms[:4] {
		if r := m.forms.find(w); r == 0 || string(m.forms.recs[r].form[:m.forms.recs[r].n]) != w {
			t.Errorf("find(%q) = record %d", w, r)
		}
	}
	for _, w := range []string{"THE", "berlin", "Anna.", "", "x2345678901234567"} {
		if r := m.forms.find(w); r != 0 {
			t.Errorf("find(%q) = record %d, want none", w, r)
		}
	}
}

// TestEmissionsWithForms: with the form table every scored token's scores
// are the plain sum of the NumFeatures rows featurize writes without it.
func TestEmissionsWithForms(t *testing.T) { emissionsWithForms(t) }

func emissionsWithForms(t *testing.T) {
	tg := formsTagger(t)
	m := tg.m
	for _, text := range []string{
		"Jan Novák met Angela Merkel in Berlin and then flew to Praha with Siemens AG staff.",
		"THE QUICK BROWN FOX, SAID MR. SMITH OF ACME LTD IN LONDON",
		"the quick brown fox jumps over the lazy dog, said Mr. Smith of ACME Ltd in London.",
		"Name:\tJan  Novák\tDatum: 12. 3. 2024", "The", "the the",
	} {
		toks := Tokenize(text, nil)
		n := len(toks)
		fast := &scratch{lexT: m.lexTable(), memoLex: true, ft: tg.forms}
		slow := &scratch{lexT: m.lexTable(), memoLex: true}
		hits := 0
		for _, s := range []*scratch{fast, slow} {
			s.describe(text, toks, 0)
			s.cold = nil
			s.lookLex(n)
			s.featurize(n, m.Bits, m.Salt)
			m.emissions(s, n)
		}
		for i := 0; i < n; i++ {
			if fast.rec[i] != 0 {
				hits++
			}
			var want [NumLabels]int32
			for _, b := range slow.feats[i*NumFeatures : (i+1)*NumFeatures] {
				for l := range want {
					want[l] += m.weight(b, l)
				}
			}
			if got := [NumLabels]int32(fast.emit[i*NumLabels:]); got != want {
				t.Errorf("%q token %d: emissions %v, want %v", text, i, got, want)
			}
		}
		if n > 1 && hits == 0 {
			t.Errorf("%q: no token's form in the table", text)
		}
	}
}

// TestFormRecordLayout: the sums' offsets (sumOwn, sumPrev, sumNext) are
// those of the record's fields.
func TestFormRecordLayout(t *testing.T) {
	recs := make([]formRec, 3)
	base := uintptr(unsafe.Pointer(&recs[0]))
	for cs := range 2 {
		if got, want := uintptr(sumOwn(2, uint64(cs)))*4, uintptr(unsafe.Pointer(&recs[2].own[cs]))-base; got != want {
			t.Errorf("sumOwn(2, %d) at byte %d, want %d", cs, got, want)
		}
	}
	if got, want := uintptr(sumPrev(2))*4, uintptr(unsafe.Pointer(&recs[2].prev))-base; got != want {
		t.Errorf("sumPrev at byte %d, want %d", got, want)
	}
	if got, want := uintptr(sumNext(1))*4, uintptr(unsafe.Pointer(&recs[1].next))-base; got != want {
		t.Errorf("sumNext at byte %d, want %d", got, want)
	}
}

// TestFormWords: a form's words are its bytes, zero past its end, whether
// the text goes on after it or not, and those of the same form in a record.
func TestFormWords(t *testing.T) {
	text := "Berlin, Jan Nováková-Dvořáková x Abcdefghijklmnop."
	for _, w := range []string{"B", "Berlin", "Berlin,", "Berlin, ", "Berlin, J", "Nováková", "Abcdefghijklmnop", "p."} {
		start := strings.Index(text, w)
		lo, hi := formWords(text, start, start+len(w))
		var r formRec
		copy(r.form[:], w)
		if rl, rh := r.words(); rl != lo || rh != hi {
			t.Errorf("%q in the text: words %x %x, record's %x %x", w, lo, hi, rl, rh)
		}
		if l2, h2 := formWords(w, 0, len(w)); l2 != lo || h2 != hi {
			t.Errorf("%q alone: words %x %x, in the text %x %x", w, l2, h2, lo, hi)
		}
	}
	// every length at every offset, in the text's middle and at its end
	long := "0123456789abcdefghijklmnopqrstuvwxyzÁÉÍÓ"
	for start := 0; start < len(long); start++ {
		for n := 1; n <= maxForm && start+n <= len(long); n++ {
			lo, hi := formWords(long, start, start+n)
			var r formRec
			copy(r.form[:], long[start:start+n])
			if rl, rh := r.words(); rl != lo || rh != hi {
				t.Errorf("%q at %d: words %x %x, record's %x %x", long[start:start+n], start, lo, hi, rl, rh)
			}
		}
	}
}

// TestFindFormsMatchesReference: findForms gives each token the record of
// the first slot along its probe sequence whose hash is the form's (0 at an
// empty slot first, or for a form of no or more than maxForm bytes), as a
// plain probe loop does; on the forms of the table itself, the table's
// record, and on the text's other forms, on a table squeezed so that most
// probes go past the first slot.
func TestFindFormsMatchesReference(t *testing.T) {
	ft := formsTagger(t).forms
	ref := func(ft *formTable, w string) uint32 {
		if len(w) == 0 || len(w) > maxForm {
			return 0
		}
		lo, hi := formWords(w, 0, len(w))
		h := formHash(lo, hi, len(w))
		for k := h >> ft.shift; ; k = (k + 1) & uint64(len(ft.slots)-1) {
			if v := ft.slots[k]; v == 0 || v>>32 == h>>32 {
				return uint32(v)
			}
		}
	}
	var forms []string
	for r := 1; r < len(ft.recs) && r < 3000; r++ {
		forms = append(forms, string(ft.recs[r].form[:ft.recs[r].n]))
	}
	texts := []string{
		strings.Join(forms, " "),
		"Jan Novák met Angela Merkel in Berlin and then flew to Praha with Siemens AG staff.",
		"x Internationalisation supercalifragilistic 0123456789abcdef 0123456789abcdefg the The THE",
		"", "a", "Berlin",
	}
	// the same records in a table of a quarter of the slots, refilled
	small := &formTable{recs: ft.recs, slots: make([]uint64, 4096), shift: 64 - 12}
	for r := 1; r < 3000; r++ {
		w := forms[r-1]
		lo, hi := formWords(w, 0, len(w))
		h := formHash(lo, hi, len(w))
		k := h >> small.shift
		for small.slots[k] != 0 {
			k = (k + 1) & 4095
		}
		small.slots[k] = h>>32<<32 | uint64(r)
	}
	small.recs16 = ft.recs16
	small.slots16 = unsafe.Slice((*int16)(unsafe.Pointer(unsafe.SliceData(small.slots))), 4*len(small.slots))
	for _, table := range []*formTable{ft, small} {
		s := &scratch{ft: table}
		for _, text := range texts {
			toks := Tokenize(text, nil)
			s.findForms(text, toks)
			for i, tk := range toks {
				w := text[tk.Start:tk.End]
				if got, want := s.rec[i], ref(table, w); got != want {
					t.Errorf("%q: record %d, want %d", w, got, want)
				}
			}
		}
	}
	s := &scratch{ft: ft}
	text := texts[0]
	toks := Tokenize(text, nil)
	s.findForms(text, toks)
	for i, tk := range toks {
		if w := text[tk.Start:tk.End]; s.rec[i] != ft.find(w) {
			t.Errorf("%q: record %d, want the table's %d", w, s.rec[i], ft.find(w))
		}
	}
}

// TestDescribeRefusesAnotherForm: a slot whose hash agrees with a form's but
// whose record is another form's (a collision in the top 32 bits, made up
// here) gives the token no record: describe computes what it does without
// the table, and a form of the table next to it still takes its record.
func TestDescribeRefusesAnotherForm(t *testing.T) {
	ft := formsTagger(t).forms
	the := ft.find("the")
	if the == 0 {
		t.Fatal(`no record for "the"`)
	}
	for _, w := range []string{"Zzyzx", "zz", "Qwertyuiopasdfgh", "Ünïcödé"} {
		if ft.find(w) != 0 {
			t.Fatalf("%q has a record", w)
		}
		lo, hi := formWords(w, 0, len(w))
		h := formHash(lo, hi, len(w))
		bad := &formTable{recs: ft.recs, slots: slices.Clone(ft.slots), shift: ft.shift}
		mask := uint64(len(bad.slots) - 1)
		k := h >> bad.shift
		for bad.slots[k] != 0 {
			k = (k + 1) & mask
		}
		bad.slots[k] = h>>32<<32 | uint64(the)
		bad.recs16, bad.slots16 = ft.recs16, unsafe.Slice((*int16)(unsafe.Pointer(unsafe.SliceData(bad.slots))), 4*len(bad.slots))
		text := "the " + w + " the " + w
		toks := Tokenize(text, nil)
		fast := &scratch{ft: bad}
		slow := &scratch{}
		fast.describe(text, toks, 0)
		slow.describe(text, toks, 0)
		for i := range toks {
			if fast.info[i].lw != slow.info[i].lw || fast.info[i].shape != slow.info[i].shape || fast.info[i].gaz != slow.info[i].gaz ||
				fast.info[i].upperFirst != slow.info[i].upperFirst || fast.info[i].allCaps != slow.info[i].allCaps ||
				!bytes.Equal(fast.key(i), slow.key(i)) {
				t.Errorf("%q token %d: %+v key %q, want %+v key %q", text, i, fast.info[i], fast.key(i), slow.info[i], slow.key(i))
			}
			if want := uint32(0); i%2 == 0 {
				if fast.rec[i] != the {
					t.Errorf("%q token %d: record %d, want %d", text, i, fast.rec[i], the)
				}
			} else if fast.rec[i] != want {
				t.Errorf("%q token %d: record %d, want none", text, i, fast.rec[i])
			}
		}
		if fast.mayValue != slow.mayValue {
			t.Errorf("%q: mayValue %v, want %v", text, fast.mayValue, slow.mayValue)
		}
	}
}
