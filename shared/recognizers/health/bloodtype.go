package health

import (
	"strings"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// bloodType recognizes ABO groups with an Rh factor: "AB+", "0 Rh+", "A Rh
// negative", "Blutgruppe A positiv", "krevní skupina 0+". "A+" alone is also a
// school grade, so a bare sign scores low and needs context; a written Rh
// factor or sign word is stronger; a bare group ("blood type O") counts only
// right after a blood-group word.
type bloodType struct{}

func (bloodType) Name() string       { return "health-blood-type" }
func (bloodType) Types() []string    { return []string{"BLOOD_TYPE"} }
func (bloodType) Needs() detect.Need { return 0 }

// bloodContext: words near a blood group (vocab's BloodWords).
var bloodContext = &detect.Context{Boost: vocab.All(func(l *vocab.Lexicon) []string { return l.BloodWords })}

// bloodWords: one of them among the three words before a bare group ("blood
// type O", "Blutgruppe 0", "grupa krwi A"); "group" or "type" alone is not
// enough ("Group A" in sport).
var bloodWords = []string{"blood", "blutgruppe", "blutgr", "sanguin", "sanguíneo", "sanguínea", "sanguigno",
	"krwi", "krevní", "krevni", "krvná", "krvna", "krvnej"}

// Rh sign words; the longest that ends a word wins ("positivo" over "positiv").
var (
	positiveWords = []string{"positive", "positiv", "positif", "positivo", "positiva", "pozitivní", "pozitivny", "pozitívny",
		"pozitívna", "pozitivna", "pozytywna", "pozytywny", "pozytywne", "plus", "pos"}
	negativeWords = []string{"negative", "negativ", "négatif", "negatif", "negativo", "negativa", "negativní", "negativny",
		"negatívny", "negatívna", "negatywna", "negatywny", "negatywne", "minus", "neg"}
)

const (
	scoreBloodRh      = 0.7  // "AB Rh negative", "0 Rh+"
	scoreBloodWord    = 0.3  // "A positive": also ordinary English
	scoreBloodSignAB  = 0.3  // "AB+", "O-"
	scoreBloodSignA   = 0.15 // "A+", "B-", "0+": grades, ratings, arithmetic
	scoreBloodKeyword = 0.5  // "blood type O" with no Rh
)

// groupStarts are the bytes a group starts with; each is found with
// strings.IndexByte (vectorised), so text without them costs a few scans.
const groupStarts = "ABO0"

func (bloodType) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	s := d.Text
	var next [len(groupStarts)]int
	for k := range next {
		next[k] = indexFrom(s, groupStarts[k], 0)
	}
	for {
		k := 0
		for j := 1; j < len(next); j++ {
			if next[j] < next[k] {
				k = j
			}
		}
		i := next[k]
		if i >= len(s) {
			return out
		}
		next[k] = indexFrom(s, groupStarts[k], i+1)
		c := s[i]
		if !d.BoundaryBefore(i) {
			continue
		}
		if c == '0' && i > 0 && (s[i-1] == '.' || s[i-1] == ',') { // "1.0+"
			continue
		}
		g := i + 1
		if c == 'A' && g < len(s) && s[g] == 'B' {
			g++
		}
		if end, score, ok := rhAfter(s, g); ok {
			if score == scoreBloodSignA && (c == 'O' || g-i == 2) { // AB and O are rarer as grades
				score = scoreBloodSignAB
			}
			out = append(out, detect.Match{Type: "BLOOD_TYPE", Start: i, End: end, Score: score, Context: bloodContext})
			for j := range next {
				if next[j] < end {
					next[j] = indexFrom(s, groupStarts[j], end)
				}
			}
			continue
		}
		if d.BoundaryAfter(g) && (g >= len(s) || s[g] != '-' && s[g] != '+') && keywordBefore(d, i) {
			out = append(out, detect.Match{Type: "BLOOD_TYPE", Start: i, End: g, Score: scoreBloodKeyword})
		}
	}
}

// indexFrom is the index of c in s at or after from, or len(s).
func indexFrom(s string, c byte, from int) int {
	if from >= len(s) {
		return len(s)
	}
	if k := strings.IndexByte(s[from:], c); k >= 0 {
		return from + k
	}
	return len(s)
}

// rhAfter reads an optional "Rh"/"RhD" and a sign after the group ending at g.
func rhAfter(s string, g int) (end int, score float64, ok bool) {
	p := g
	if p < len(s) && s[p] == ' ' {
		p++
	}
	rh := false
	if strings.HasPrefix(s[p:], "Rh") || strings.HasPrefix(s[p:], "RH") {
		rh = true
		p += 2
		if p < len(s) && s[p] == 'D' {
			p++
		}
		if p < len(s) && s[p] == ' ' {
			p++
		}
	} else if p > g && p < len(s) && (s[p] == '+' || s[p] == '-') {
		return 0, 0, false // "A -" or "B +": a list or arithmetic
	}
	if p >= len(s) {
		return 0, 0, false
	}
	switch {
	case s[p] == '+' || s[p] == '-':
		p++
	case strings.HasPrefix(s[p:], "\u2212"): // minus sign
		p += len("\u2212")
	default:
		n := signWord(s[p:])
		if n == 0 {
			return 0, 0, false
		}
		if rh {
			return p + n, scoreBloodRh, true
		}
		return p + n, scoreBloodWord, true
	}
	// after a sign symbol nothing word-like may follow ("B-52", "A+B", "0+1")
	if p < len(s) && (detect.IsWordByte(s[p]) || s[p] == '+' || s[p] == '-') {
		return 0, 0, false
	}
	if rh {
		return p, scoreBloodRh, true
	}
	return p, scoreBloodSignA, true
}

// signWord returns the length of the longest sign word at the start of s that
// ends on a word boundary, or 0.
func signWord(s string) int {
	best := 0
	for _, list := range [][]string{positiveWords, negativeWords} {
		for _, w := range list {
			if len(w) > best && len(s) >= len(w) && strings.EqualFold(s[:len(w)], w) && boundaryAt(s, len(w)) {
				best = len(w)
			}
		}
	}
	return best
}

func boundaryAt(s string, i int) bool {
	if i >= len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return !isWordRune(r)
}

// keywordBefore reports a blood word among the three words before i.
func keywordBefore(d *detect.Doc, i int) bool {
	found := false
	d.WordsBefore(i, 3, func(w string) bool {
		for _, k := range bloodWords {
			if detect.StemMatch(w, k) {
				found = true
				return false
			}
		}
		return true
	})
	return found
}
