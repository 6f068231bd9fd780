package gazetteer

import "strings"

// countries are country names in English and in their own language, lower
// case: an address line ends with one (", Tubize, Belgium"), and a span that
// is exactly a country name is a place, whatever the tagger guessed.
var countries = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`afghanistan albania algeria andorra angola argentina armenia australia austria azerbaijan
	bahrain bangladesh belarus belgium belize benin bolivia bosnia botswana brazil brasil bulgaria cambodia cameroon
	canada chile china colombia croatia hrvatska cuba cyprus czechia denmark danmark ecuador egypt estonia eesti
	ethiopia finland suomi france georgia germany deutschland ghana greece greenland guatemala honduras hungary
	magyarország iceland ísland india indonesia iran iraq ireland israel italy italia jamaica japan jordan
	kazakhstan kenya kosovo kuwait latvia lebanon liechtenstein lithuania luxembourg malaysia malta mexico méxico
	moldova monaco mongolia montenegro morocco mozambique namibia nepal netherlands nederland nicaragua nigeria
	norway norge oman pakistan panama paraguay peru philippines poland polska portugal qatar romania russia
	senegal serbia singapore slovakia slovensko slovenia slovenija spain españa sweden sverige switzerland schweiz
	suisse svizzera syria taiwan tanzania thailand tunisia turkey türkiye uganda ukraine uruguay usa uzbekistan
	venezuela vietnam yemen zambia zimbabwe uk`) {
		m[w] = true
	}
	for _, c := range []string{"united kingdom", "united states", "united states of america", "new zealand",
		"south africa", "czech republic", "česká republika", "slovak republic", "south korea", "north macedonia",
		"saudi arabia", "united arab emirates", "costa rica", "el salvador", "dominican republic",
		"sri lanka", "hong kong", "puerto rico", "bosnia and herzegovina", "great britain", "österreich"} {
		m[c] = true
	}
	// The countries most written about in the eight languages, in each of them.
	for _, w := range strings.Fields(`francia frankreich francja francie francúzsko alemania allemagne germania niemcy
	německo nemecko polen pologne polonia polsko poľsko spanien espagne spagna hiszpania španělsko španielsko
	italien italie włochy itálie taliansko rakousko rakúsko autriche österreich česko tschechien tchéquie chequia
	czechy cechia slowakei słowacja slovaquie eslovaquia slovacchia suiza szwajcaria švýcarsko švajčiarsko
	ukrajina ukraina rusko rosja russland russie rusia portugalsko portugalia belgique belgien bélgica belgio
	belgia nizozemsko holandsko holandia niederlande maďarsko węgry ungarn hongrie hungría ungheria
	rumunsko rumunia rumänien roumanie rumanía grecja řecko grécko griechenland grèce grecia`) {
		m[w] = true
	}
	for _, c := range []string{"estados unidos", "états-unis", "vereinigte staaten", "stany zjednoczone",
		"spojené státy", "spojené štáty", "stati uniti", "reino unido", "royaume-uni", "regno unito",
		"vereinigtes königreich", "wielka brytania", "velká británie", "veľká británia", "países bajos",
		"pays-bas", "paesi bassi", "république tchèque", "repubblica ceca", "república checa",
		"czech republic", "slovenská republika", "česká republika"} {
		m[c] = true
	}
	return m
}()

// IsCountry reports whether lower (lower case, single spaces) names a country.
func IsCountry(lower string) bool { return countries[lower] }

// IsCountryBytes is IsCountry for a byte slice, without allocating.
func IsCountryBytes(lower []byte) bool { return countries[string(lower)] }
