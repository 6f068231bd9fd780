package gazetteer

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
var placeHeads = WordSet(`
	landkreis kreis bezirk gemeinde insel halbinsel provinz kanton grafschaft bundesland regierungsbezirk
	comté île îles lac golfe baie canton commune département arrondissement région presqu'île vallée rivière fleuve détroit
	condado municipio distrito provincia islas lago laguna golfo bahía cabo cordillera río península estrecho comarca cantón diócesis
	contea comune regione isola isole fiume baia penisola distretto frazione
	hrabstwo gmina powiat województwo wyspa wyspy jezioro rzeka zatoka przylądek półwysep cieśnina prowincja okręg dystrykt cmentarz cmentarzu cmentarza
	hrabství ostrov ostrovy jezero řeka záliv poloostrov průliv provincie
	grófstvo jazero rieka polostrov prieliv provincia
	graafschap eiland provincie gemeente rivier`)

var englishPlaceHeads = WordSet(`county isle lake mount gulf strait cape province municipality township borough`)

// orgHeads begin the names of federations, universities, ministries,
// parties, churches, botanical gardens and military divisions.
var orgHeads = WordSet(`
	federation university ministry
	universität ministerium
	fédération université ministère
	federación universidad ministerio partido iglesia catedral jardín
	federazione università ministero
	federacja uniwersytet ministerstwo dywizja partia
	federace univerzita ministerstvo divize
	federácia divízia
	universiteit ministerie`)

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
