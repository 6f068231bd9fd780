package health

import (
	"strings"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
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

var bloodContext = &detect.Context{Boost: []string{
	"blood", "blut", "blutgruppe", "sang", "sanguin", "sangre", "sanguíneo", "sangue", "sanguigno",
	"krew", "krwi", "krev", "krevní", "krve", "krvná", "krvi", "krvn",
	"group", "gruppe", "groupe", "grupo", "gruppo", "grupa", "skupin", "type", "typ", "rhesus", "transfus",
}}

// bloodWords directly before a bare group ("blood type O", "Blutgruppe 0").
var bloodWords = []string{"type", "group", "blutgruppe", "gruppe", "groupe", "sanguin", "sanguíneo", "sanguigno",
	"grupo", "gruppo", "grupa", "krwi", "skupina", "skupiny", "skupinu", "skupinou", "typ"}

// Rh sign words, longest first within a stem so "positive" wins over "pos".
var (
	positiveWords = []string{"positive", "positiv", "positif", "positivo", "positiva", "pozitivní", "pozitivny", "pozitívny",
		"pozitívna", "pozitivna", "pozytywna", "pozytywny", "pozytywne", "plus", "pos"}
	negativeWords = []string{"negative", "negativ", "négatif", "negatif", "negativo", "negativa", "negativní", "negativny",
		"negatívny", "negatívna", "negatywna", "negatywny", "negatywne", "minus", "neg"}
)

const (
	scoreBloodRh      = 0.7  // "AB Rh negative", "0 Rh+"
	scoreBloodWord    = 0.35 // "A positive": also ordinary English
	scoreBloodSignAB  = 0.3  // "AB+", "O-"
	scoreBloodSignA   = 0.15 // "A+", "B-", "0+": grades, ratings, arithmetic
	scoreBloodKeyword = 0.5  // "blood type O" with no Rh
)

func (bloodType) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	s := d.Text
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != 'A' && c != 'B' && c != 'O' && c != '0' || !d.BoundaryBefore(i) {
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
			if score < scoreBloodRh && (c == 'O' || g-i == 2) && score == scoreBloodSignA {
				score = scoreBloodSignAB
			}
			out = append(out, detect.Match{Type: "BLOOD_TYPE", Start: i, End: end, Score: score, Context: bloodContext})
			i = end - 1
			continue
		}
		if d.BoundaryAfter(g) && (g >= len(s) || s[g] != '-' && s[g] != '+') && keywordBefore(d, i) {
			out = append(out, detect.Match{Type: "BLOOD_TYPE", Start: i, End: g, Score: scoreBloodKeyword})
		}
	}
	return out
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
		if n == 0 || !boundaryAt(s, p+n) {
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

func signWord(s string) int {
	for _, list := range [][]string{positiveWords, negativeWords} {
		for _, w := range list {
			if len(s) >= len(w) && strings.EqualFold(s[:len(w)], w) {
				return len(w)
			}
		}
	}
	return 0
}

func boundaryAt(s string, i int) bool {
	if i >= len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return !isWordRune(r)
}

// keywordBefore reports a blood-group word among the two words before i.
func keywordBefore(d *detect.Doc, i int) bool {
	found := false
	d.WordsBefore(i, 2, func(w string) bool {
		for _, k := range bloodWords {
			if strings.EqualFold(w, k) {
				found = true
				return false
			}
		}
		return true
	})
	return found
}
