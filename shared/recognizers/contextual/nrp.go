package contextual

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

// wordLexRecognizer finds nationalities, religious and political groups (the
// Presidio NRP type; in GDPR terms they reveal ethnic origin, religious
// beliefs or political opinions): English demonyms ("Czech", "Brazilians",
// "Englishman"), religions ("Catholic", "Muslims", "Shiite") and party
// labels ("Democrat", "Republicans"), with plural forms. A demonym that
// names a language ("studying English", "written in German") or that begins
// a place name ("Czech Republic", "American Samoa") is not reported.
//
// The same pass over the words finds ages written as words (ageNumberWordAt),
// so that the text is walked once for both word lists.
type wordLexRecognizer struct{}

const (
	nrpScore      = 0.4  // capitalised; below the NER tagger, so "Russian Federation" stays a place
	nrpScoreLower = 0.36 // "we are proud saudis"
)

func (wordLexRecognizer) Name() string       { return "nrp_and_age_words" }
func (wordLexRecognizer) Types() []string    { return []string{"NRP", "AGE"} }
func (wordLexRecognizer) Needs() detect.Need { return detect.NeedLower }

// nrpWords: lower-case singular forms; plurals in -s/-es are derived.
var nrpWords = toSet(strings.Fields(`
afghan albanian algerian american andorran angolan argentine argentinian armenian australian austrian azerbaijani
bahamian bahraini bangladeshi barbadian belarusian belgian belizean belizian beninese bhutanese bolivian bosnian
botswanan brazilian british bruneian bulgarian burkinabe burmese burundian cambodian cameroonian canadian
chadian chilean chinese colombian congolese croatian cuban cypriot czech danish djiboutian
dominican dutch dutchman dutchmen ecuadorean ecuadorian egyptian emirati english englishman englishmen
englishwoman eritrean estonian ethiopian fijian filipino finnish french frenchman frenchmen frenchwoman
gabonese gambian georgian german ghanaian greek greenlander grenadian guatemalan guinean guyanese haitian
honduran hungarian icelandic icelander indian indonesian iranian iraqi irish irishman irishmen israeli italian
ivorian jamaican japanese jordanian kazakh kazakhstani kenyan korean kosovar kuwaiti kyrgyz laotian latvian
lebanese liberian libyan liechtensteiner lithuanian luxembourgish luxembourger macedonian malagasy malawian
malaysian maldivian malian maltese mauritanian mauritian mexican moldovan monegasque mongolian montenegrin
moroccan mozambican namibian nepalese nepali nicaraguan nigerian nigerien norwegian omani pakistani palestinian
panamanian paraguayan peruvian polish portuguese qatari romanian russian rwandan salvadoran samoan saudi
scottish scotsman scotsmen senegalese serbian seychellois singaporean slovak slovakian slovenian slovene
somali somalian spanish spaniard sudanese surinamese swazi swedish swiss syrian taiwanese tajik tanzanian
thai togolese tongan trinidadian tunisian turkish turkmen ugandan ukrainian uruguayan uzbek venezuelan
vietnamese welsh welshman welshmen yemeni zambian zimbabwean
asian african european arab arabian hispanic latino latina caucasian slavic scandinavian chechen kurdish kurd
tatar romani basque catalan flemish walloon bavarian sicilian
christian catholic protestant lutheran methodist baptist anglican evangelical mormon muslim moslem islamic
jewish jew hindu buddhist sikh jain atheist agnostic shia shii shiite sunni sufi rastafarian taoist
democrat republican communist socialist marxist leninist trotskyist maoist fascist nazi anarchist
libertarian tory tories labourite bolshevik zionist islamist jihadist
`))

// nrpFilter rejects most words before the nrpWords lookups (plurals: +2).
var nrpFilter = func() *wordFilter {
	ws := make([]string, 0, len(nrpWords))
	for w := range nrpWords {
		ws = append(ws, w)
	}
	return newWordFilter(ws, 2)
}()

// nrpOrAgeFilter is nrpFilter and ageNumberFilter in one: it passes a word
// when either passes it.
var nrpOrAgeFilter = func() *wordFilter {
	f := *nrpFilter
	for i, p := range ageNumberFilter.pairs {
		f.pairs[i].lens |= p.lens
		f.pairs[i].third |= p.third
	}
	return &f
}()

// nrpPlaceNext are the words that make a demonym part of a place or
// institution name.
var nrpPlaceNext = toSet(strings.Fields(`republic republics samoa islands island guinea guiana channel sea ocean empire union
federation kingdom virgin airlines airways shepherd rite alps riviera`))

// nrpLanguageBefore are the words before a demonym used as a language name.
var nrpLanguageBefore = toSet(strings.Fields(`studying study studied studies learn learning learned learnt teach teaching taught
speak speaks speaking spoke spoken fluent translate translated translation into in native written write
writes subtitles subtitled dubbed read reads`))

// nrpCommonWord are listed words that are also everyday lower-case words;
// nrpFirstName are also given names.
var (
	nrpCommonWord = toSet([]string{"polish", "polishes", "jew"})
	nrpFirstName  = toSet([]string{"christian", "christians"})
)

func nextCapitalised(t string, i int) bool {
	return i+1 < len(t) && t[i] == ' ' && isUpper(t[i+1])
}

func toSet(ws []string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// nrpOrAgeClass is the words nrpAt and ageNumberWordAt may accept (listed
// words, their plurals, age number words), for the Doc's shared word
// pre-filter: Find visits only the runs it tags.
var nrpOrAgeClass = func() detect.WordClass {
	s := &detect.WordSet{}
	for w := range nrpWords {
		s.AddWord(w)
		s.AddWord(w + "s")
		s.AddWord(w + "es")
	}
	for w := range ageNumberWords {
		s.AddWord(w)
	}
	return detect.NewWordClass(s)
}()

func (wordLexRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	// the words: the Doc's word runs (letters, digits, non-ASCII bytes)
	// that start with an ASCII letter; in an ASCII text only those that may
	// be in nrpOrAgeClass
	runs := d.WordRuns()
	for k := d.NextWordIn(nrpOrAgeClass, 0); k < len(runs); k = d.NextWordIn(nrpOrAgeClass, k+1) {
		s, e := runs[k].Start, runs[k].End
		if e-s < 2 || e-s > 24 || t[s]|0x20 < 'a' || t[s]|0x20 > 'z' {
			continue
		}
		if !nrpOrAgeFilter.may(t[s:e]) || !d.BoundaryBefore(s) {
			continue
		}
		if m, ok := nrpAt(d, s, e); ok {
			out = append(out, m)
		} else if m, ok := ageNumberWordAt(d, s, e); ok {
			out = append(out, m)
		}
	}
	return out
}

// nrpAt reports the word at [s, e) when it names a group.
func nrpAt(d *detect.Doc, s, e int) (detect.Match, bool) {
	t := d.Text
	var low [24]byte
	if e-s < 3 || e-s > len(low) || !nrpFilter.may(t[s:e]) {
		return detect.Match{}, false
	}
	w := lowerInto(low[:0], t[s:e])
	if !nrpWord(w) {
		return detect.Match{}, false
	}
	// "Czech Republic", "studying English", "Greenlander 52888": not a group
	if nrpPlaceAfter(t, e) || nrpLanguageUse(d, s) || nrpUsedAsPlace(d, s, e) {
		return detect.Match{}, false
	}
	score := nrpScore
	if !isUpper(t[s]) {
		if nrpCommonWord[string(w)] {
			return detect.Match{}, false // "polish the shoes"
		}
		score = nrpScoreLower
	} else if nrpFirstName[string(w)] && nextCapitalised(t, e) {
		return detect.Match{}, false // "Christian Bale"
	}
	// Model: a lone adjective is a guess of the same grade as the NER
	// tagger's, so a name it predicts around the word ("Scottish Football
	// League", "Russian Federation") keeps precedence when its score is
	// higher, as rules would otherwise always win.
	return detect.Match{Type: "NRP", Start: s, End: e, Score: score, Model: true}, true
}

// nrpWord reports whether w (lower case) is a listed word or its plural.
func nrpWord(w []byte) bool {
	if nrpWords[string(w)] {
		return true
	}
	n := len(w)
	if n > 4 && w[n-1] == 's' && nrpWords[string(w[:n-1])] {
		return true
	}
	return n > 5 && w[n-2] == 'e' && w[n-1] == 's' && nrpWords[string(w[:n-2])]
}

func nrpPlaceAfter(t string, i int) bool {
	if i >= len(t) || t[i] != ' ' {
		return false
	}
	j := i + 1
	k := j
	for k < len(t) && isKeyedWordByte(t[k]) {
		k++
	}
	if k == j || !isUpper(t[j]) {
		return false
	}
	var low [16]byte
	if k-j > len(low) {
		return false
	}
	return nrpPlaceNext[string(lowerInto(low[:0], t[j:k]))]
}

// nrpUsedAsPlace: a demonym written where a country name belongs, as
// generated addresses do: before a postal code ("Greenlander 52888"), in
// brackets after a country ("Cyprus (Greek)"), after "from"/"to".
func nrpUsedAsPlace(d *detect.Doc, s, e int) bool {
	t := d.Text
	if e+1 < len(t) && t[e] == ' ' && isDigit(t[e+1]) {
		return true
	}
	if s > 0 && t[s-1] == '(' && e < len(t) && t[e] == ')' {
		return true
	}
	prep := false
	d.WordsBefore(s, 1, func(w string) bool {
		prep = strings.EqualFold(w, "from") || strings.EqualFold(w, "to")
		return false
	})
	return prep
}

func nrpLanguageUse(d *detect.Doc, s int) bool {
	found := false
	d.WordsBefore(s, 1, func(w string) bool {
		var low [16]byte
		if len(w) <= len(low) {
			found = nrpLanguageBefore[string(lowerInto(low[:0], w))]
		}
		return false
	})
	return found
}
