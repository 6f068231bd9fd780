package secrets

import (
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// refFind is Find as first written: tokenStart at every byte, every anchor
// of the pair compared in full.
func (r *recognizer) refFind(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	for i := 0; i+1 < len(t); i++ {
		if !tokenStart(t, i) {
			continue
		}
		idx := r.pairIdx[uint16(t[i])<<8|uint16(t[i+1])]
		if idx == 0 {
			continue
		}
		next := i
		for _, a := range r.byPair[idx-1] {
			var kwEnd int
			if a.rule.Fold {
				n, ok := prefixFold(t[i:], a.lit)
				if !ok {
					continue
				}
				kwEnd = i + n
			} else {
				if !strings.HasPrefix(t[i:], a.lit) {
					continue
				}
				kwEnd = i + len(a.lit)
			}
			s, e, score, ok := a.rule.apply(t, i, kwEnd)
			if !ok {
				continue
			}
			out = emit(out, t, a.rule.Type, s, e, score)
			if s == i && e > next {
				next = e
			}
		}
		if next > i {
			i = next - 1
		}
	}
	return r.findCompounds(d, out, 0)
}

func TestFindAsReference(t *testing.T) {
	r := newRecognizer(rules)
	parts := []string{"password", "Password: ", "hunter2xyz", "api_key=", "AKIA", "IOSFODNN7EXAMPLE", " ", "=", ":", "token", "ghp_", "abcdefghijklmnopqrstuvwxyz0123456789", "dbPassword", "sk_live_", "4eC39HqLyjWDarjtT1zdp7dc", "-----BEGIN RSA PRIVATE KEY-----", "\n", "é", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig_abcdefghijkl", "postgres://user:pa55word@host/db", "x", "Q", "_", "secret", "Kennwort ", "heslo: ",
		". ", "..", "  ", "fooBar", "myApiKey", "X", "9", "-", "--", "'", "\"", "(", "sk-", "SK", "0123456789abcdef0123456789abcdef", "AccountKey=", "sig=", "Server=", "pass=", "ž"}
	rng := rand.New(rand.NewSource(11))
	for n := 0; n < 100000; n++ {
		var b strings.Builder
		for k := rng.Intn(10); k >= 0; k-- {
			b.WriteString(parts[rng.Intn(len(parts))])
		}
		s := b.String()
		d := detect.NewDoc(s, "")
		a := r.Find(d, nil)
		o := r.refFind(d, nil)
		if sc := r.findScan(d, nil); !reflect.DeepEqual(sc, o) {
			t.Fatalf("%q:\nscan %v\nold %v", s, sc, o)
		}
		if !reflect.DeepEqual(a, o) {
			t.Fatalf("%q:\nnew %v\nold %v", s, a, o)
		}
	}
}

// TestFindAsScanAllAnchors: with the word pre-filter (the anchors' word
// class), Find finds what the byte loop finds, on ASCII texts made of every
// anchor (in any case), values and separators.
func TestFindAsScanAllAnchors(t *testing.T) {
	r := newRecognizer(rules)
	var anchors []string
	for _, ru := range rules {
		anchors = append(anchors, ru.Anchors...)
	}
	parts := []string{" ", " ", "=", ": ", "\"", "'", "\n", ".", "-", "_", "hunter2xyz", "IOSFODNN7EXAMPLE", "4eC39HqLyjWDarjtT1zdp7dc",
		"abcdefghijklmnopqrstuvwxyz0123456789", "0123456789abcdef0123456789abcdef", "user:pa55word@host/db", "db", "my", "x", "Q", "9",
		"the", "has", "sky", "key", "Api", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig_abcdefghijkl"}
	rng := rand.New(rand.NewSource(13))
	found := 0
	for n := 0; n < 60000; n++ {
		var b strings.Builder
		for k := rng.Intn(8); k >= 0; k-- {
			if rng.Intn(3) == 0 {
				a := anchors[rng.Intn(len(anchors))]
				switch rng.Intn(4) {
				case 0:
					a = strings.ToUpper(a)
				case 1:
					a = strings.ToUpper(a[:1]) + a[1:]
				}
				b.WriteString(a)
			} else {
				b.WriteString(parts[rng.Intn(len(parts))])
			}
		}
		s := b.String()
		d := detect.NewDoc(s, "")
		got := r.Find(d, nil)
		want := r.findScan(d, nil)
		found += len(want)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%q:\nFind %v\nscan %v", s, got, want)
		}
	}
	if found < 3000 {
		t.Errorf("only %d matches: the texts test little", found)
	}
}

// findScan is Find as the byte loop it replaced: every byte classified, the
// token starts visited in order. Find and findBits must visit the same ones.
func (r *recognizer) findScan(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	// prev is the class of t[i-1]: tokenStart, with one table load a byte
	prev := uint8(classOther)
	for i := 0; i+1 < len(t); i++ {
		cur := byteClass[t[i]]
		start := prev == classOther || prev == classLower && cur == classUpper
		prev = cur
		if !start {
			if cur == classLower {
				// no token starts inside a run of a-z0-9: skip to its end
				// (prev stays classLower)
				for i+1 < len(t) && byteClass[t[i+1]] == classLower {
					i++
				}
			}
			continue
		}
		k := uint16(t[i])<<8 | uint16(t[i+1])
		if r.pairs[k>>6]&(1<<(k&63)) == 0 {
			continue
		}
		next := r.anchorsAt(t, i, i, &out)
		// A found secret is not searched again for secrets inside it.
		if next > i {
			i = next - 1
			prev = byteClass[t[i]]
		}
	}
	return r.findCompounds(d, out, 0)
}
