package synth

import (
	"strings"
	"sync"

	"github.com/piiguard/piiguard/shared/synth/locale"
)

// gcase is a grammatical case of the Slavic languages (cs, sk, pl). Forms that
// coincide (Czech masculine genitive and accusative) are reported as the first.
type gcase int

const (
	nom gcase = iota
	gen
	dat
	acc
	ins
	loc
	numCases
)

// inflect returns name (a nominative from the tables) in case c, and false where
// the language or the name's pattern is not covered.
func inflect(lang, name string, female, surname bool, c gcase) (string, bool) {
	if c == nom {
		return name, true
	}
	switch lang {
	case "cs":
		return inflectCS(name, female, c)
	case "sk":
		return inflectSK(name, female, c)
	case "pl":
		return inflectPL(name, female, surname, c)
	}
	return "", false
}

func lastRune(s string) (string, string) {
	r := []rune(s)
	if len(r) == 0 {
		return "", ""
	}
	return string(r[:len(r)-1]), string(r[len(r)-1])
}

// pick4 selects the ending for gen, dat, acc, ins, loc.
func ending(c gcase, g, d, a, i, l string) string {
	return [...]string{"", g, d, a, i, l}[c]
}

func inflectCS(name string, female bool, c gcase) (string, bool) {
	stem, last := lastRune(name)
	if female {
		switch last {
		case "á":
			return stem + ending(c, "é", "é", "ou", "ou", "é"), true
		case "e":
			return stem + ending(c, "e", "i", "i", "í", "i"), true
		case "a":
			s2, l2 := lastRune(stem)
			soft := strings.Contains("žščřcj", l2)
			gsuf := "y"
			if soft {
				gsuf = "i"
			}
			var dl string
			switch {
			case soft:
				dl = stem + "i"
			case l2 == "k":
				dl = s2 + "ce"
			case l2 == "h" || l2 == "g":
				dl = s2 + "ze"
			case l2 == "r":
				dl = s2 + "ře"
			case strings.Contains("dtnbpmvf", l2):
				dl = stem + "ě"
			default:
				dl = stem + "e"
			}
			switch c {
			case gen:
				return stem + gsuf, true
			case dat, loc:
				return dl, true
			case acc:
				return stem + "u", true
			case ins:
				return stem + "ou", true
			}
		}
		return "", false
	}
	switch last {
	case "ý":
		return stem + ending(c, "ého", "ému", "ého", "ým", "ém"), true
	case "í":
		return stem + "í" + ending(c, "ho", "mu", "ho", "m", "m"), true
	case "a":
		return stem + ending(c, "y", "ovi", "u", "ou", "ovi"), true
	case "e", "ě", "o", "u", "i", "y", "é", "ů":
		return "", false
	}
	switch {
	case name == "Pavel" || name == "Havel":
		stem = strings.TrimSuffix(name, "el") + "l"
	case strings.HasSuffix(name, "ek"):
		stem = strings.TrimSuffix(name, "ek") + "k"
	case strings.HasSuffix(name, "ec"):
		stem = strings.TrimSuffix(name, "ec") + "c"
	default:
		stem = name
	}
	_, l := lastRune(stem)
	ga := "a"
	if strings.Contains("žščřcjďťň", l) {
		ga = "e"
	}
	return stem + ending(c, ga, "ovi", ga, "em", "ovi"), true
}

func inflectSK(name string, female bool, c gcase) (string, bool) {
	stem, last := lastRune(name)
	if female {
		switch {
		case last == "á":
			return stem + ending(c, "ej", "ej", "ú", "ou", "ej"), true
		case strings.HasSuffix(name, "ia"):
			return stem + ending(c, "e", "i", "u", "ou", "i"), true
		case last == "a":
			_, l2 := lastRune(stem)
			if strings.Contains("ňľjčšžc", l2) {
				return stem + ending(c, "e", "i", "u", "ou", "i"), true
			}
			return stem + ending(c, "y", "e", "u", "ou", "e"), true
		}
		return "", false
	}
	switch last {
	case "ý":
		return stem + ending(c, "ého", "ému", "ého", "ým", "om"), true
	case "a":
		return stem + ending(c, "u", "ovi", "u", "om", "ovi"), true
	case "o":
		return stem + ending(c, "a", "ovi", "a", "om", "ovi"), true
	case "e", "i", "í", "y", "u", "é":
		return "", false
	}
	if name == "Pavol" {
		stem = "Pavl"
	} else {
		stem = name
	}
	return stem + ending(c, "a", "ovi", "a", "om", "ovi"), true
}

func inflectPL(name string, female, surname bool, c gcase) (string, bool) {
	stem, last := lastRune(name)
	_, l2 := lastRune(stem)
	if female {
		switch {
		case surname && last == "a" && (l2 == "k"):
			return stem + ending(c, "iej", "iej", "ą", "ą", "iej"), true
		case surname && last != "a":
			return name, true // Pani Nowak: feminine consonant surnames do not decline
		case l2 == "i" || l2 == "j":
			if c == gen || c == dat || c == loc {
				return stem + "i", true
			}
			return stem + ending(c, "", "", "ę", "ą", ""), true
		case last == "a":
			g := "y"
			if l2 == "k" || l2 == "g" || l2 == "l" {
				g = "i"
			}
			switch c {
			case gen:
				return stem + g, true
			case acc:
				return stem + "ę", true
			case ins:
				return stem + "ą", true
			}
		}
		return "", false
	}
	switch last {
	case "i":
		return name + ending(c, "ego", "emu", "ego", "m", "m"), true
	case "y":
		return stem + ending(c, "ego", "emu", "ego", "ym", "ym"), true
	case "a":
		g := "y"
		if l2 == "k" || l2 == "g" {
			g = "i"
		}
		switch c {
		case gen:
			return stem + g, true
		case acc:
			return stem + "ę", true
		case ins:
			return stem + "ą", true
		}
		return "", false
	case "ń", "ć", "ś", "ź", "e", "o", "u":
		return "", false
	}
	switch {
	case strings.HasSuffix(name, "ek"):
		stem = strings.TrimSuffix(name, "ek") + "k"
	case strings.HasSuffix(name, "eł"):
		stem = strings.TrimSuffix(name, "eł") + "ł"
	case name == "Wróbel":
		stem = "Wróbl"
	default:
		stem = name
	}
	_, l := lastRune(stem)
	velar := l == "k" || l == "g"
	ins := "em"
	if velar {
		ins = "iem"
	}
	if c == loc {
		if velar {
			return stem + "u", true
		}
		return "", false
	}
	return stem + ending(c, "a", "owi", "a", ins, ""), true
}

// formInfo is what a known inflected form says about the name behind it.
type formInfo struct {
	base            string // nominative from the tables
	female, surname bool
	c               gcase
}

var (
	formsOnce sync.Once
	forms     map[string]map[string][]formInfo // lang -> lower-case form -> infos
	givenAll  map[string]bool                  // lower-case given name -> female, any language
)

// nameForms indexes every case form of every table name per language, and the
// given names of all languages by gender.
func nameForms() map[string]map[string][]formInfo {
	formsOnce.Do(func() {
		forms = map[string]map[string][]formInfo{}
		givenAll = map[string]bool{}
		for _, l := range locale.All() {
			m := map[string][]formInfo{}
			add := func(base string, female, surname bool) {
				for c := nom; c < numCases; c++ {
					if f, ok := inflect(l.Lang, base, female, surname, c); ok {
						k := strings.ToLower(f)
						m[k] = append(m[k], formInfo{base, female, surname, c})
					}
				}
			}
			for _, n := range l.MaleGiven {
				add(n, false, false)
				givenAll[strings.ToLower(n)] = false
			}
			for _, n := range l.FemaleGiven {
				add(n, true, false)
				givenAll[strings.ToLower(n)] = true
			}
			for _, sn := range l.Surnames {
				add(sn.Male, false, true)
				add(sn.Female, true, true)
			}
			forms[l.Lang] = m
		}
	})
	return forms
}

// caseByEnding guesses the case of an unknown Slavic name from endings that
// only inflected forms have. ok is false when nothing can be told.
func caseByEnding(lang, lower string) (c gcase, female, ok bool) {
	type rule struct {
		suf    string
		c      gcase
		female bool
	}
	var rules []rule
	switch lang {
	case "cs":
		rules = []rule{{"ovou", ins, true}, {"ové", gen, true}, {"ého", gen, false}, {"ému", dat, false},
			{"ým", ins, false}, {"ovi", dat, false}, {"em", ins, false}}
	case "sk":
		rules = []rule{{"ovou", ins, true}, {"ovej", gen, true}, {"ovú", acc, true}, {"ého", gen, false},
			{"ému", dat, false}, {"ým", ins, false}, {"ovi", dat, false}, {"om", ins, false}}
	case "pl":
		rules = []rule{{"skiej", gen, true}, {"ckiej", gen, true}, {"ską", acc, true}, {"cką", acc, true},
			{"skiego", gen, false}, {"ckiego", gen, false}, {"skiemu", dat, false}, {"ckiemu", dat, false},
			{"skim", ins, false}, {"ckim", ins, false}, {"owi", dat, false}, {"iem", ins, false}}
	}
	for _, r := range rules {
		if strings.HasSuffix(lower, r.suf) && len(lower) > len(r.suf)+2 {
			return r.c, r.female, true
		}
	}
	return nom, false, false
}
