// Package vocab holds each supported language's vocabulary in one place: a
// file per language (en.go, de.go, ...) with a Lexicon, whose fields are
// concepts (the months as written in dates, the weekdays, ...). Packages that
// write or read a language's words ask for a concept here rather than keeping
// their own list, so that what synthesis writes and what the recognizers read
// cannot drift apart. A new concept is a field of Lexicon, filled in every
// language's file.
package vocab

// Lexicon is one language's words by concept.
type Lexicon struct {
	// Months as written in a date ("Januar"); MonthsGen in the genitive
	// where the language declines them ("12. ledna"), else empty (Of fills
	// it with Months); MonthsAbbr their short forms.
	Months, MonthsGen, MonthsAbbr [12]string
	// Weekdays, starting on Monday.
	Weekdays [7]string
}

// byLang has a Lexicon for every language of lang.All (words_test.go).
var byLang = map[string]*Lexicon{"cs": &cs, "de": &de, "en": &en, "es": &es, "fr": &fr, "it": &it, "pl": &pl, "sk": &sk}

// Of returns lang's words, and false for a language without them.
func Of(lang string) (Lexicon, bool) {
	lx, ok := byLang[lang]
	if !ok {
		return Lexicon{}, false
	}
	out := *lx
	if out.MonthsGen[0] == "" {
		out.MonthsGen = out.Months
	}
	return out, true
}
