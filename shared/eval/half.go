package eval

import (
	"fmt"
	"hash/fnv"
)

// Halves of a dev set. Work (reading errors, choosing rules, weights and
// features) is done on the tune half; the check half is only measured, so
// its figures are the ones that show whether a change generalises. The split
// is fixed: it depends only on the text of a BIO sentence, or on the id of a
// record or document of every other kind of set, never on the model.
const (
	HalfAll   = "all"
	HalfTune  = "tune"
	HalfCheck = "check"
)

// InTune reports whether an example of a set of kind belongs to the tune
// half: the FNV-1a hash of its key is even. The key is the sentence text
// for BIO sets (their ids are line numbers, which shift when a file
// changes), the record or document id otherwise.
func InTune(kind string, ex Example) bool {
	key := ex.ID
	if kind == "ner" {
		key = ex.Text
	}
	h := fnv.New32a()
	h.Write([]byte(key))
	return h.Sum32()%2 == 0
}

// Half returns s restricted to one half ("tune" or "check"), or s itself for
// "all" or "". The returned set shares the examples' storage with s.
func Half(s *Set, half string) (*Set, error) {
	switch half {
	case "", HalfAll:
		return s, nil
	case HalfTune, HalfCheck:
	default:
		return nil, fmt.Errorf("unknown half %q (want tune, check or all)", half)
	}
	out := *s
	out.Examples = nil
	for _, ex := range s.Examples {
		if InTune(s.Kind, ex) == (half == HalfTune) {
			out.Examples = append(out.Examples, ex)
		}
	}
	return &out, nil
}
