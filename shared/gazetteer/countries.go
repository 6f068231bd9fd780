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
	for _, lines := range [][]string{countryFormsCS, countryFormsSK, countryFormsPL, countryFormsDE} {
		for _, line := range lines {
			for _, f := range strings.Split(line, ",") {
				m[strings.ToLower(strings.TrimSpace(f))] = true
			}
		}
	}
	return m
}()

// countryLeads are the first words of the countries of more than one word
// ("spojených" of "spojených států"): only after one does a second word
// need a look.
var countryLeads = func() map[string]bool {
	m := map[string]bool{}
	for c := range countries {
		if first, _, ok := strings.Cut(c, " "); ok {
			m[first] = true
		}
	}
	return m
}()

// IsCountryLeadBytes reports whether lower (one lower-case word) starts a
// country name of more than one word.
func IsCountryLeadBytes(lower []byte) bool { return countryLeads[string(lower)] }

// countryForms* are the case forms of the countries written about most, in
// the languages that inflect them ("na Ukrajině", "z Izraele", "w Niemczech",
// "Deutschlands"), comma-separated, nominative first where the lists above
// lack it. Forms that are also a word for the people or an adjective are
// left out ("Niemcy" and "Włochom" are Germans and Italians too, "Polski"
// is Polish, "Czech" English), since a rule takes every form for a place.
var countryFormsCS = []string{
	"Ukrajiny, Ukrajině, Ukrajinu, Ukrajinou", "Ruska, Rusku, Ruskem", "Německa, Německu, Německem",
	"Polska, Polsku, Polskem", "Česka, Česku, Českem", "Slovenska, Slovensku, Slovenskem",
	"Rakouska, Rakousku, Rakouskem", "Maďarska, Maďarsku, Maďarskem", "Francii, Francií", "Itálii, Itálií",
	"Španělska, Španělsku, Španělskem", "Velké Británie, Velkou Británii, Velké Británii, Velkou Británií",
	"Británie, Británii, Británií", "Spojených států, Spojeným státům, Spojených státech, Spojenými státy",
	"Amerika, Ameriky, Americe, Ameriku, Amerikou", "Čína, Číny, Číně, Čínu, Čínou", "Írán, Íránu, Íránem",
	"Izrael, Izraele, Izraeli, Izraelem", "Sýrie, Sýrii, Sýrií", "Turecka, Turecku, Tureckem",
	"Bělorusko, Běloruska, Bělorusku, Běloruskem", "Litva, Litvy, Litvě, Litvu, Litvou",
	"Lotyšsko, Lotyšska, Lotyšsku, Lotyšskem", "Estonsko, Estonska, Estonsku, Estonskem",
	"Finsko, Finska, Finsku, Finskem", "Švédsko, Švédska, Švédsku, Švédskem", "Norsko, Norska, Norsku, Norskem",
	"Dánsko, Dánska, Dánsku, Dánskem", "Nizozemska, Nizozemsku, Nizozemskem", "Belgie, Belgii, Belgií",
	"Švýcarska, Švýcarsku, Švýcarskem", "Rumunska, Rumunsku, Rumunskem", "Bulharsko, Bulharska, Bulharsku, Bulharskem",
	"Řecka, Řecku, Řeckem", "Chorvatsko, Chorvatska, Chorvatsku, Chorvatskem", "Srbsko, Srbska, Srbsku, Srbskem",
	"Japonsko, Japonska, Japonsku, Japonskem", "Indii, Indií", "Gruzie, Gruzii, Gruzií",
	"Moldavsko, Moldavska, Moldavsku, Moldavskem", "Kazachstán, Kazachstánu, Kazachstánem",
}

var countryFormsSK = []string{
	"Ukrajine", "Ruskom", "Nemecka, Nemecku, Nemeckom", "Poľska, Poľsku, Poľskom", "Českom",
	"Slovenskom", "Rakúska, Rakúsku, Rakúskom", "Maďarskom", "Francúzska, Francúzsku, Francúzskom",
	"Talianska, Taliansku, Talianskom", "Španielska, Španielsku, Španielskom",
	"Veľkej Británie, Veľkej Británii, Veľkú Britániu, Veľkou Britániou", "Británia, Británie, Británii, Britániu, Britániou",
	"Spojených štátov, Spojeným štátom, Spojených štátoch, Spojenými štátmi", "Amerike", "Číne",
	"Irán, Iránu, Iráne, Iránom", "Izraela, Izraelu, Izraelom", "Sýria, Sýrie, Sýriu, Sýriou", "Tureckom",
	"Bielorusko, Bieloruska, Bielorusku, Bieloruskom", "Litve", "Lotyšskom", "Estónsko, Estónska, Estónsku, Estónskom",
	"Fínsko, Fínska, Fínsku, Fínskom", "Švédskom", "Nórsko, Nórska, Nórsku, Nórskom", "Dánskom",
	"Holandska, Holandsku, Holandskom", "Belgicko, Belgicka, Belgicku, Belgickom",
	"Švajčiarska, Švajčiarsku, Švajčiarskom", "Rumunskom", "Bulharskom", "Grécka, Grécku, Gréckom",
	"Chorvátsko, Chorvátska, Chorvátsku, Chorvátskom", "Srbskom", "Japonskom", "Indiu, Indiou",
}

var countryFormsPL = []string{
	"Ukrainy, Ukrainie, Ukrainę, Ukrainą", "Rosja, Rosji, Rosję, Rosją", "Niemczech", "Polsce, Polskę, Polską",
	"Czechach", "Słowacji, Słowację, Słowacją", "Austrii, Austrię, Austrią", "Węgrzech",
	"Francji, Francję, Francją", "Włoszech", "Hiszpanii, Hiszpanię, Hiszpanią",
	"Wielkiej Brytanii, Wielką Brytanię, Wielką Brytanią", "Brytanii, Brytanię, Brytanią",
	"Stanów Zjednoczonych, Stanom Zjednoczonym, Stanach Zjednoczonych, Stanami Zjednoczonymi",
	"Ameryka, Ameryki, Ameryce, Amerykę, Ameryką", "Chiny, Chinach", "Iranu, Iranowi, Iranie, Iranem",
	"Izraela, Izraelowi, Izraelu, Izraelem", "Syrii, Syrię, Syrią", "Turcja, Turcji, Turcję, Turcją",
	"Białoruś, Białorusi, Białorusią", "Litwa, Litwy, Litwie, Litwę, Litwą", "Łotwa, Łotwy, Łotwie, Łotwę, Łotwą",
	"Estonii, Estonię, Estonią", "Finlandia, Finlandii, Finlandię, Finlandią", "Szwecja, Szwecji, Szwecję, Szwecją",
	"Norwegia, Norwegii, Norwegię, Norwegią", "Danii, Danię, Danią", "Holandii, Holandię, Holandią",
	"Belgii, Belgię, Belgią", "Szwajcarii, Szwajcarię, Szwajcarią", "Rumunii, Rumunię, Rumunią",
	"Bułgaria, Bułgarii, Bułgarię, Bułgarią", "Grecji, Grecję, Grecją", "Chorwacja, Chorwacji, Chorwację, Chorwacją",
	"Serbii, Serbię, Serbią", "Japonia, Japonii, Japonię, Japonią", "Indii, Indiach", "Gruzja, Gruzji, Gruzję, Gruzją",
	"Mołdawia, Mołdawii, Mołdawię, Mołdawią", "Kazachstanu, Kazachstanie, Kazachstanem",
}

// countryFormsDE are German genitives ("die Politik Russlands").
var countryFormsDE = []string{
	"Deutschlands, Frankreichs, Russlands, Polens, Chinas, Irans, Israels, Italiens, Spaniens, Englands, Amerikas",
	"Österreichs, Tschechiens, Ungarns, Japans, Syriens, Belgiens, Schwedens, Norwegens, Dänemarks, Griechenlands",
}

// IsCountry reports whether lower (lower case, single spaces) names a country.
func IsCountry(lower string) bool { return countries[lower] }

// IsCountryBytes is IsCountry for a byte slice, without allocating.
func IsCountryBytes(lower []byte) bool { return countries[string(lower)] }
