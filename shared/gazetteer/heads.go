package gazetteer

import "github.com/piiguard/piiguard/shared/lang/vocab"

// Head nouns that open the name of a place or an organisation ("Condado de
// Jefferson", "Hrabstwo Erie", "Isle of Man", "Federación Georgiana de
// Fútbol"): a span they begin names no person. Lower case, compared with a
// span's first word. Words that are also given names or surnames in some
// language are left out ("Isla", "River", "Sierra", "Valle", "Mar", "Berg"),
// and so are Czech and Slovak "okres", which is "period" in Polish.

// placeHeads begin the names of counties, districts, municipalities,
// islands, lakes, rivers, gulfs and cemeteries. English ones are apart:
// hospitals, colleges and firms are named after places too ("Mount Sinai
// Hospital", "Lake Forest College"), so they only settle a span the model
// took for a person.
// Dutch heads are here: vocab has no Dutch, and Dutch place names reach the
// tagger from Belgian and Dutch texts.
var placeHeads = func() map[string]bool {
	m := WordSet(`graafschap eiland provincie gemeente rivier`)
	for _, l := range vocab.Languages() {
		if lx, _ := vocab.Of(l); l != "en" {
			for _, w := range lx.PlaceHeads {
				m[w] = true
			}
		}
	}
	return m
}()

var englishPlaceHeads = func() map[string]bool {
	en, _ := vocab.Of("en")
	return WordSet(en.PlaceHeads...)
}()

// orgHeads begin the names of federations, universities, ministries,
// parties, churches, botanical gardens and military divisions (Dutch ones
// here, as above).
var orgHeads = conceptSet(func(l *vocab.Lexicon) []string { return l.OrgHeads }, `universiteit ministerie`)

// HeadType returns the type of the entity that a span starting with the
// lower-case word first names by its head noun, "LOCATION" or
// "ORGANIZATION", or "" when first is not such a head. A strong head settles
// the type whatever the tagger said; the others only overrule PERSON.
func HeadType(first string) (typ string, strong bool) {
	switch {
	case placeHeads[first]:
		return "LOCATION", true
	case englishPlaceHeads[first]:
		return "LOCATION", false
	case orgHeads[first]:
		return "ORGANIZATION", false
	}
	return "", false
}

// facilityHeads end the names of buildings, bridges, halls and bases
// (vocab's FacilityHeads).
var facilityHeads = conceptSet(func(l *vocab.Lexicon) []string { return l.FacilityHeads })

// IsFacilityHead reports the lower-case word last as the head that ends a
// facility's name ("hall" in "City Hall"): the span names a place.
func IsFacilityHead(last string) bool { return facilityHeads[last] }
