package ner

import (
	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// A language's name is no place: "spricht Deutsch und Rumänisch",
// "Familiensprache(n): Dari, Deutsch", "Idioma: Español", "mluví česky".
// The tagger reads a capitalised one as the country it comes from; the dev
// set's guide labels no language and the news corpora label languages
// MISC, never LOC. languageNameStage drops a LOCATION of one word that is
// a language's name in vocab's LanguageNames of the text's language, or
// of every language when the text's is not known (a text in a language
// without vocab keeps its spans).

// languageNames are vocab's LanguageNames by language; "" holds them all.
var languageNames = func() map[string]map[string]bool {
	m := map[string]map[string]bool{"": gazetteer.WordSet(vocab.All(func(l *vocab.Lexicon) []string { return l.LanguageNames })...)}
	for _, l := range vocab.Languages() {
		lx, _ := vocab.Of(l)
		m[l] = gazetteer.WordSet(lx.LanguageNames...)
	}
	return m
}()

func languageNameStage(v *vetSpan) verdict {
	if v.sp.Type != "LOCATION" || v.multi {
		return pass
	}
	if v.doc != nil && languageNames[v.doc.Language()][v.lower] {
		return dropIt
	}
	return pass
}
