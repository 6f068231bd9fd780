package detect

import (
	"strings"

	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// LangCountries are the countries (ISO 3166 alpha-2) whose national formats a
// language implies: phone numbers without a country code and identifiers whose
// formats collide between countries are read as these countries' first.
var LangCountries = map[string][]string{
	"en": {"US", "GB"}, "de": {"DE", "AT", "CH"}, "fr": {"FR", "BE", "CH"}, "es": {"ES"}, "it": {"IT"},
	"pl": {"PL"}, "cs": {"CZ"}, "sk": {"SK"},
}

// Local reports whether country is one of the language's countries.
func Local(lang, country string) bool {
	for _, c := range LangCountries[lang] {
		if c == country {
			return true
		}
	}
	return false
}

// Language is the language hint, or when there is none, the language the
// text's function words point to (see guessLang); empty when neither says.
// The guess is made once per Doc, on first use.
func (d *Doc) Language() string {
	if d.Lang != "" {
		return d.Lang
	}
	if !d.guessDone {
		d.guessDone = true
		d.guess = guessLang(d.Text)
	}
	return d.guess
}

// guessMaxWords bounds the words a guess reads: the first few hundred words
// decide, a long text costs no more.
const guessMaxWords = 200

// guessLang counts the text's function words of each language (see
// functionWords) and returns the language with most, when it has at least two
// and more than any other, together with the words that hold a letter only
// one of the languages writes; otherwise (no evidence, or a tie) "".
func guessLang(t string) string {
	var counts [len(guessLangs)]int
	var buf [16]byte
	words := 0
	for i := 0; words < guessMaxWords; {
		start, end, ascii := nextWord(t, i)
		if start == end {
			break
		}
		i = end
		words++
		if words&15 == 0 && clearLead(&counts) {
			break // a long text is decided by its first sentences
		}
		w := t[start:i]
		if ascii {
			if len(w) > len(buf) {
				continue // function words are short
			}
			for k := 0; k < len(w); k++ {
				buf[k] = lowerTab[w[k]]
			}
			for _, k := range functionWords[string(buf[:len(w)])] { // no allocation
				counts[k]++
			}
			continue
		}
		lw := strings.ToLower(w) // allocates only when w has a capital
		for _, k := range functionWords[lw] {
			counts[k]++
		}
		// a letter only one language writes ("ř", "ł", "ß", "ñ") counts once a word
		seen := [len(guessLangs)]bool{}
		for _, r := range lw {
			if k, ok := letterLang[r]; ok && !seen[k] {
				seen[k] = true
				counts[k]++
			}
		}
	}
	best, second := -1, 0
	for k, n := range counts {
		if best < 0 || n > counts[best] {
			if best >= 0 {
				second = max(second, counts[best])
			}
			best = k
		} else {
			second = max(second, n)
		}
	}
	if counts[best] == 0 || counts[best] <= second {
		return ""
	}
	return guessLangs[best]
}

// clearLead reports a language with at least six function words and three
// times as many as any other.
func clearLead(counts *[len(guessLangs)]int) bool {
	best, second := 0, 0
	for _, n := range counts {
		if n > best {
			best, second = n, best
		} else if n > second {
			second = n
		}
	}
	return best >= 6 && best >= 3*second
}

var guessLangs = [...]string{"en", "de", "fr", "es", "it", "pl", "cs", "sk"}

// letterLang maps the letters only one of the eight languages writes
// (vocab's Letters) to it.
var letterLang = func() map[rune]int {
	m := map[rune]int{}
	for k, l := range guessLangs {
		lx, _ := vocab.Of(l)
		for _, r := range lx.Letters {
			m[r] = k
		}
	}
	return m
}()

// functionWords maps a lower-case function word (vocab's FunctionWords) to
// the languages (indexes of guessLangs) it is frequent in. A word shared by
// several languages counts for each; the words only one language has decide.
var functionWords = func() map[string][]int {
	m := map[string][]int{}
	for k, l := range guessLangs {
		lx, _ := vocab.Of(l)
		for _, w := range lx.FunctionWords {
			if len(m[w]) > 0 && m[w][len(m[w])-1] == k {
				continue // listed twice in one language
			}
			m[w] = append(m[w], k)
		}
	}
	return m
}()
