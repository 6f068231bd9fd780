package contextual

import (
	"math/rand"
	"reflect"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
)

// refFind is Find as first written: every keyword of the two-letter bucket
// compared in full.
func (r *keyedRecognizer) refFind(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	valueEnd := 0
	for i := 0; i < len(t); {
		c := t[i]
		if !(detect.IsWordByte(c) || c >= utf8.RuneSelf) {
			i++
			continue
		}
		start := i
		for i < len(t) && (detect.IsWordByte(t[i]) || t[i] >= utf8.RuneSelf) {
			i++
		}
		if isDigit(c) || start < valueEnd {
			continue
		}
		word := t[start:i]
		var cands []keyword
		if idx, ok := bucketOf(word); ok {
			cands = r.ascii[idx]
		} else if c >= utf8.RuneSelf && len(r.other) > 0 {
			first, _ := utf8.DecodeRuneInString(word)
			cands = r.other[unicode.ToLower(first)]
		}
		for _, k := range cands {
			if !stemMatchFast(word, k.words[0]) {
				continue
			}
			underscored := start > 0 && t[start-1] == '_' && len(word) == len(k.words[0])
			if !underscored && !d.BoundaryBefore(start) {
				continue
			}
			end, ok := matchRest(t, i, k.words[1:])
			if !ok || underscored && !configKeyEnd(t, end, k.spec) {
				continue
			}
			if m, ok := r.valueAfter(d, start, end, k, word); ok && notSpeakerLabel(t, start, k.spec, word, m) && confirmed(d, start, k.spec, word) {
				out = append(out, m)
				valueEnd = max(valueEnd, m.End)
				break
			}
			if m, ok := answerMatch(t, end, k.spec); ok {
				out = append(out, m)
				valueEnd = max(valueEnd, m.End)
				break
			}
		}
	}
	return out
}

func TestKeyedFindAsReference(t *testing.T) {
	var r *keyedRecognizer
	for _, x := range All() {
		if k, ok := x.(*keyedRecognizer); ok {
			r = k
		}
	}
	var kws []string
	for _, sp := range r.specs {
		kws = append(kws, sp.Keywords...)
	}
	parts := []string{" ", ": ", "#", "AB12CD", "jdoe", "XK-2231-B", "12345678", "é", "Ü", "the", "number", "is", "\n", "-", ".", "Reservation", "RESERVATION", "id", "ID", "no.", "K", "ſ", "_", "=", "patient"}
	rng := rand.New(rand.NewSource(12))
	for n := 0; n < 50000; n++ {
		var b strings.Builder
		for k := rng.Intn(8); k >= 0; k-- {
			if rng.Intn(3) == 0 {
				w := kws[rng.Intn(len(kws))]
				switch rng.Intn(3) {
				case 1:
					w = strings.ToUpper(w)
				case 2:
					w = strings.Title(w)
				}
				b.WriteString(w)
			} else {
				b.WriteString(parts[rng.Intn(len(parts))])
			}
		}
		s := b.String()
		d := detect.NewDoc(s, "")
		a := r.Find(d, nil)
		o := r.refFind(d, nil)
		if !reflect.DeepEqual(a, o) {
			t.Fatalf("%q:\nnew %v\nold %v", s, a, o)
		}
	}
}
