package address

import (
	"math/rand"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// refWordAt, refPrevWord and refKeyOf are wordAt, prevWord and keyOf as
// first written: rune by rune, with no ASCII fast path.
func refWordAt(t string, i int) (word, bool) {
	j := i
	for j < len(t) {
		r, sz := utf8.DecodeRuneInString(t[j:])
		if !isLetterOrDigit(r) && !(r == '-' && j > i && j+1 < len(t) && t[j+1] != ' ') {
			break
		}
		j += sz
	}
	if j == i {
		return word{}, false
	}
	end := j
	key := refKeyOf(t[i:j])
	if end < len(t) && t[end] == '.' && abbreviation(key) {
		end++
	}
	return word{start: i, end: end, text: t[i:end], key: key}, true
}

func refPrevWord(t string, i int) (word, bool) {
	j := i
	for j > 0 && isInlineSpace(t[j-1]) {
		j--
	}
	end := j
	if end > 0 && t[end-1] == '.' {
		j--
	}
	k := j
	for k > 0 {
		r, sz := utf8.DecodeLastRuneInString(t[:k])
		if !isLetterOrDigit(r) && r != '-' {
			break
		}
		k -= sz
	}
	for k < j && t[k] == '-' {
		k++
	}
	if k == j {
		return word{}, false
	}
	w, ok := refWordAt(t, k)
	if ok && w.end+1 == end && t[w.end] == '.' && hasStreetSuffix(w.text) {
		w.end, w.text = end, t[w.start:end]
	}
	if !ok || w.end != end {
		return word{}, false
	}
	return w, true
}

func refKeyOf(w string) string {
	upper := false
	for _, r := range w {
		if unicode.IsUpper(r) {
			upper = true
			break
		}
	}
	if !upper {
		return w
	}
	var buf [32]byte
	n := 0
	for _, r := range w {
		r = unicode.ToLower(r)
		if n+utf8.RuneLen(r) > len(buf) {
			return ""
		}
		n += utf8.EncodeRune(buf[n:], r)
	}
	return intern[string(buf[:n])]
}

// TestWordsAsRuneLoops: the ASCII fast paths of wordAt, prevWord and keyOf
// give what the rune loops give, on random texts of keywords, letters,
// digits, hyphens, dots and non-ASCII letters.
func TestWordsAsRuneLoops(t *testing.T) {
	var keys []string
	for w := range intern {
		keys = append(keys, w, strings.ToUpper(w), strings.ToUpper(w[:1])+w[1:])
	}
	parts := append(keys, " ", "  ", ".", "-", "- ", ",", "12", "7a", "é", "Ö", "ß", "ı", "K", "x", "Q", "\t",
		strings.Repeat("Abcdefgh", 5), strings.Repeat("ab", 17))
	rng := rand.New(rand.NewSource(19))
	for n := 0; n < 50000; n++ {
		var b strings.Builder
		for k := 1 + rng.Intn(6); k > 0; k-- {
			b.WriteString(parts[rng.Intn(len(parts))])
		}
		text := b.String()
		for i := 0; i <= len(text); i++ {
			if i < len(text) && utf8.RuneStart(text[i]) {
				w1, ok1 := wordAt(text, i)
				w2, ok2 := refWordAt(text, i)
				if w1 != w2 || ok1 != ok2 {
					t.Fatalf("wordAt(%q, %d) = %+v %v, want %+v %v", text, i, w1, ok1, w2, ok2)
				}
			}
			if i == len(text) || utf8.RuneStart(text[i]) {
				w1, ok1 := prevWord(text, i)
				w2, ok2 := refPrevWord(text, i)
				if w1 != w2 || ok1 != ok2 {
					t.Fatalf("prevWord(%q, %d) = %+v %v, want %+v %v", text, i, w1, ok1, w2, ok2)
				}
			}
		}
	}
}
