// Package locale holds the fake-data tables of each supported language: given
// names by gender, surnames with their feminine forms, streets, cities with real
// postal codes and regions, company name parts and legal forms, e-mail domains,
// the phone region and the month and weekday names used to rewrite dates.
//
// Tables are written as Go string literals (one entry per line or separated by
// spaces) and parsed once at start-up, so adding a name is a one-word edit.
package locale

import (
	"strings"

	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// City is a real city with one of its real postal codes.
type City struct {
	Name   string
	Postal string
	Region string
	// Loc is the locative form ("v Praze") where the language inflects city
	// names (cs, sk, pl); empty elsewhere.
	Loc string
}

// Surname is one surname in its masculine and feminine nominative form; they are
// equal where the language has no feminine surnames.
type Surname struct{ Male, Female string }

// Locale is the table set of one language.
type Locale struct {
	Lang string
	// Region is the ISO 3166 country the language's phones, postal codes and
	// IBANs default to.
	Region string

	MaleGiven, FemaleGiven []string
	Surnames               []Surname
	Streets                []string
	Cities                 []City
	// CompanyRoots are words company names are made of; LegalForms the
	// suffixes ("s.r.o.", "GmbH").
	CompanyRoots []string
	LegalForms   []string
	EmailDomains []string
	// WebTLD is the top-level domain of the locale's fake web sites ("cz").
	WebTLD string
	// StreetNumberFirst: the house number precedes the street ("12 Main Street",
	// "12 rue de la Paix").
	StreetNumberFirst bool
	// StreetSep separates street and house number where the number follows
	// (usually a space; Italian and Spanish use ", ").
	StreetSep string

	// The language's month and weekday names (Months, MonthsGen, MonthsAbbr,
	// Weekdays), from shared/lang/vocab: what a date is written with.
	vocab.Lexicon
}

// order is every locale, in a fixed order so that iteration is
// reproducible: a new language adds its locale<LANG> here.
var order = complete(localeCS(), localeDE(), localeEN(), localeES(), localeFR(), localeIT(), localePL(), localeSK())

var byLang = func() map[string]*Locale {
	m := map[string]*Locale{}
	for _, l := range order {
		m[l.Lang] = l
	}
	return m
}()

// complete adds each locale's words; a language without them is a
// programming error found at start-up.
func complete(ls ...*Locale) []*Locale {
	for _, l := range ls {
		lx, ok := vocab.Of(l.Lang)
		if !ok {
			panic("locale: no shared/lang/vocab for " + l.Lang)
		}
		l.Lexicon = lx
		if l.WebTLD == "" {
			panic("locale: " + l.Lang + " has no WebTLD")
		}
	}
	return ls
}

// Get returns the tables of lang and whether they exist.
func Get(lang string) (*Locale, bool) {
	l, ok := byLang[lang]
	return l, ok
}

// All returns every locale in a fixed order.
func All() []*Locale { return append([]*Locale(nil), order...) }

// words splits a table literal on white space.
func words(s string) []string { return strings.Fields(s) }

// lines splits a table literal into trimmed non-empty lines.
func lines(s string) []string {
	var out []string
	for _, ln := range strings.Split(s, "\n") {
		if ln = strings.TrimSpace(ln); ln != "" {
			out = append(out, ln)
		}
	}
	return out
}

// cities parses lines "Name|Postal|Region" or "Name/Locative|Postal|Region".
func cities(s string) []City {
	var out []City
	for _, ln := range lines(s) {
		f := strings.Split(ln, "|")
		c := City{Name: f[0], Postal: f[1], Region: f[2]}
		if n, loc, ok := strings.Cut(c.Name, "/"); ok {
			c.Name, c.Loc = n, loc
		}
		out = append(out, c)
	}
	return out
}

// same builds surnames that have one form for both genders.
func same(s string) []Surname {
	var out []Surname
	for _, w := range words(s) {
		out = append(out, Surname{w, w})
	}
	return out
}

// derived builds surnames whose feminine form a rule derives from the masculine.
func derived(s string, fem func(string) string) []Surname {
	var out []Surname
	for _, w := range words(s) {
		out = append(out, Surname{w, fem(w)})
	}
	return out
}

// CzechFeminine derives the Czech and Slovak feminine surname: Novák → Nováková,
// Novotný → Novotná, Svoboda → Svobodová, Hájek → Hájková, Němec → Němcová.
func CzechFeminine(m string) string {
	switch {
	case strings.HasSuffix(m, "ý"):
		return strings.TrimSuffix(m, "ý") + "á"
	case strings.HasSuffix(m, "í"):
		return m
	case strings.HasSuffix(m, "a"), strings.HasSuffix(m, "o"):
		return m[:len(m)-1] + "ová"
	case strings.HasSuffix(m, "ek"):
		return strings.TrimSuffix(m, "ek") + "ková"
	case strings.HasSuffix(m, "ec"):
		return strings.TrimSuffix(m, "ec") + "cová"
	case strings.HasSuffix(m, "el") && len(m) > 4:
		return strings.TrimSuffix(m, "el") + "lová"
	}
	return m + "ová"
}

// PolishFeminine derives the Polish feminine surname: Kowalski → Kowalska,
// Wiśniewski → Wiśniewska, Nowak → Nowak.
func PolishFeminine(m string) string {
	for _, suf := range []string{"ski", "cki", "dzki"} {
		if strings.HasSuffix(m, suf) {
			return strings.TrimSuffix(m, "i") + "a"
		}
	}
	return m
}
