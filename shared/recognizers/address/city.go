package address

import (
	"strings"

	"github.com/piiguard/piiguard/shared/gazetteer"
)

// City names after a street line:
//
//	Hauptstraße 5, Berlin                 641 Dašická 688, Turkovice u Prelouce
//	67952 Höfðagata 39, Keflavíkurflugvöllur   Vinohradská 12, Praha 2
//	Via Roma 10, Sesto San Giovanni       Calle Mayor 5, Castellón de la Plana
//
// A city is one to three capitalised words; lower-case connectors ("u",
// "nad", "am", "an der", "sur", "de la", "upon", "in der", "bei") may stand
// between them, never at either end. Words that are no place (weekdays,
// months, greetings, labels, function words) end or refuse it.

// cityConnectors may stand between the capitalised words of a city name:
// "Ústí nad Labem", "Frankfurt an der Oder", "Freiburg im Breisgau",
// "Stratford upon Avon", "Nové Město na Moravě", "Castellón de la Plana".
var cityConnectors = set(`u nad pod na v ve am an der im in bei ob vor sur sous en lès upon on
	de la del della delle dei degli di da do dos das du des le les los las el y i e von zu of the`)

// notCityNames are capitalised words that follow a comma without being a
// place: weekdays, months, times of day and courtesy words in the supported
// languages (lower case). Labels, greetings and function words come from
// gazetteer.NotEntity.
var notCityNames = set(`monday tuesday wednesday thursday friday saturday sunday today tomorrow tonight yesterday
	january february march april may june july august september october november december
	morning afternoon evening night noon weekend week month year please thank thanks cheers best sincerely kind bye see
	montag dienstag mittwoch donnerstag freitag samstag sonnabend sonntag heute morgen gestern abend mittag nachmittag
	vormittag nacht wochenende woche monat jahr januar februar märz mai juni juli oktober dezember
	sommer winter herbst frühling frühjahr ende anfang bitte danke vielen gruß grüße
	lundi mardi mercredi jeudi vendredi samedi dimanche aujourd demain hier soir matin janvier février mars avril juin
	juillet août septembre octobre novembre décembre merci cordialement
	lunes martes miércoles jueves viernes sábado domingo hoy mañana ayer tarde noche enero febrero marzo abril mayo junio
	julio agosto septiembre octubre noviembre diciembre gracias saludos atentamente
	lunedì martedì mercoledì giovedì venerdì sabato domenica oggi domani ieri sera mattina gennaio febbraio aprile maggio
	giugno luglio settembre ottobre dicembre grazie cordiali distinti
	poniedziałek wtorek środa czwartek piątek sobota niedziela dziś dzisiaj jutro wczoraj styczeń luty marzec kwiecień
	maj czerwiec lipiec sierpień wrzesień październik listopad grudzień dziękuję pozdrawiam
	pondělí úterý středa čtvrtek pátek neděle dnes zítra včera leden únor březen duben květen červen červenec srpen
	září říjen prosinec děkuji
	pondelok utorok streda štvrtok piatok nedeľa zajtra január február marec apríl máj jún júl október
	ďakujem
	laden geschäft büro erdgeschoss obergeschoss dachgeschoss hinterhaus vorderhaus seitenflügel hof eingang etage stock
	parterre souterrain zimmer tür basement ground rear entrance building block level office shop
	bâtiment bat escalier étage entrée rez bajo entresuelo piso puerta escalera local ático planta portal
	scala piano interno int palazzina lokal piętro mieszkanie klatka patro byt přízemí vchod poschodie prízemie`)

// notCity reports a capitalised word that is no part of a city name after
// a street: see notCityNames; also labels and function words
// (gazetteer.NotEntity), pronouns, titles ("Mr"), street keywords and
// units, and the words that name a number ("Room", "Floor").
func notCity(t string, w word) bool {
	if w.end < len(t) && t[w.end] == ':' {
		return true // the label of the next field: "Tel:"
	}
	k := strings.ToLower(strings.TrimSuffix(w.text, "."))
	if i := strings.IndexAny(k, "'’"); i > 0 {
		k = k[:i] // "Aujourd'hui"
	}
	return notCityNames[k] || gazetteer.NotEntity(k) || gazetteer.IsLeadWord(k) || gazetteer.IsPronoun(k) ||
		gazetteer.IsAuxiliary(k) || gazetteer.IsTitle(k) || gazetteer.IsCommonAcronym(k) || notCityBefore[k] ||
		units[k] || kinds[k]&(kLead|kTrail) != 0 || hasStreetSuffix(w.text)
}

// saint may begin a city name: "St. Gallen", "Ste-Foy" is one word.
var saint = set(`st ste`)

// cityWord reports a capitalised word that may be part of a city name.
func cityWord(t string, w word) bool {
	return capitalized(w.text) && !allDigits(w.key) && !strings.HasSuffix(w.text, ".") && !notCity(t, w)
}

// connectedCityWord reads one or two city connectors after end and the
// capitalised word that follows them ("nad Labem", "an der Oder", "de la
// Plana"); it returns the end of that word.
func connectedCityWord(t string, end int) (int, bool) {
	e := end
	for n := 0; n < 2; n++ {
		x, ok := nextWord(t, e, false)
		if !ok || !cityConnectors[x.text] {
			break
		}
		e = x.end
		// a function word may name a river here: "Frankfurt an der Oder"
		if y, ok := nextWord(t, e, false); ok && capitalized(y.text) && !allDigits(y.key) &&
			!notCityNames[strings.ToLower(y.text)] && !strings.HasSuffix(y.text, ".") {
			if _, c := countryAt(t, y.start); c && x.text != "de" {
				return end, false // "Berlin in Germany", not "Ciudad de México"
			}
			return y.end, true
		}
	}
	return end, false
}

// cityAfterComma extends a street line over ", City" on the same line: one
// to three capitalised words (connectors between them), an optional
// district number or letter ("Praha 2", "København V"), an optional US state
// code or postal code ("Springfield, IL", "Berlin 10115"), then the end of
// the line or the sentence. A given name first ("Main St 5, Peter Smith")
// reads as a person, not a city; after a street line that is an item of a
// list (see listBefore), only a known city or a postal code is taken.
// start is the start of the street line.
func cityAfterComma(t string, start, end int) (int, bool) {
	j := end
	if j < len(t) && t[j] == ' ' {
		j++ // "Hauptstraße 5 , Berlin"
	}
	if j >= len(t) || t[j] != ',' {
		return end, false
	}
	j++
	for k := 0; j < len(t) && isInlineSpace(t[j]) && k < 2; k++ {
		j++
	}
	first, e, ok := cityRun(t, j)
	if !ok {
		return end, false
	}
	// a locality, then its post town: "27 Hinckley Road, Leicester Forest
	// East, Leicester" (the line's end below confirms them, not a postal
	// code: ", Danmarkshavn, Greenlander 35940" is a made-up block)
	extra := false
	for n := 0; n < 2 && e+2 < len(t) && t[e] == ','; n++ {
		k := e + 1
		for k < len(t) && isInlineSpace(t[k]) && k-e < 3 {
			k++
		}
		next, ne, ok := cityRun(t, k)
		if !ok || isStateCode(next.text) {
			break
		}
		e, extra = ne, true
	}
	postal := false
	// "Springfield, IL", "Berlin 10115", "Warszawa 00-238"
	k := e
	if k < len(t) && t[k] == ',' {
		k++
	}
	if x, ok := nextWord(t, k, false); ok && !extra {
		if k > e && gazetteer.IsUSState(x.text) {
			e = x.end
		} else if k == e && x.end == len(t) || k == e && !isLetterByte(t[x.end]) {
			q := x.start
			for q < len(t) && (isDigit(t[q]) || (t[q] == ' ' || t[q] == '-') && q+1 < len(t) && isDigit(t[q+1]) && q-x.start < 6) {
				q++
			}
			if sh := shapeOf(t[x.start:q]); sh == fiveDigits || sh == threeTwo || sh == twoDashThree {
				e, postal = q, true
			}
		}
	}
	// the end of the line or of the sentence
	k = e
	for k < len(t) && isInlineSpace(t[k]) {
		k++
	}
	if k < len(t) && strings.IndexByte("\r\n.?!;", t[k]) < 0 && !(k == e && (t[k] == ')' || t[k] == '"')) {
		return end, false // a closing bracket or quote only right after the name
	}
	if k < len(t) && t[k] == '.' && k+1 < len(t) && !isInlineSpace(t[k+1]) && t[k+1] != '\n' && t[k+1] != '\r' && t[k+1] != '"' && t[k+1] != ')' {
		return end, false // "Ed.ICA", "Berlin.de"
	}
	// an item of a list ("Neubau, Burggasse 33, Wassersucht."): the
	// words after the comma are the next item unless a known city or a
	// postal code
	if !postal && listBefore(t, start) && gazetteer.Class(strings.ToLower(first.text))&gazetteer.City == 0 {
		return end, false
	}
	return e, true
}

// cityRun reads the name of a city at j: one to three capitalised words
// (connectors between them) and a district number ("Praha 2"). It returns
// the name's first word (with "St." before it) and the name's end.
func cityRun(t string, j int) (word, int, bool) {
	first, ok := wordAt(t, j)
	if !ok {
		return word{}, 0, false
	}
	if saint[first.key] {
		// "St. Gallen", "St Albans"
		x, ok := nextWord(t, first.end, false)
		if !ok || !cityWord(t, x) {
			return word{}, 0, false
		}
		first = word{start: first.start, end: x.end, text: t[first.start:x.end]}
	} else if !cityWord(t, first) {
		return word{}, 0, false
	}
	if c := gazetteer.Class(strings.ToLower(first.text)); c&(gazetteer.GivenName|gazetteer.Title) != 0 && c&gazetteer.City == 0 {
		return word{}, 0, false
	}
	e, caps := first.end, 1
	for caps < 3 {
		if x, ok := nextWord(t, e, false); ok && cityWord(t, x) {
			e, caps = x.end, caps+1
			continue
		}
		if ce, ok := connectedCityWord(t, e); ok {
			e, caps = ce, caps+1
			continue
		}
		break
	}
	// "Praha 2"
	if x, ok := nextWord(t, e, false); ok && caps == 1 && allDigits(x.key) && len(x.key) <= 2 {
		e = x.end
	}
	return first, e, true
}

// listBefore reports two commas before i in its sentence (at most 100 bytes
// back): the street line is an item of a list.
func listBefore(t string, i int) bool {
	commas := 0
	for k := i - 1; k >= 0 && k >= i-100; k-- {
		switch t[k] {
		case '\n':
			return false
		case ',':
			if commas++; commas == 2 {
				return true
			}
		case '.', '!', '?':
			if k+1 < len(t) && t[k+1] == ' ' {
				return false // the end of the sentence before
			}
		}
	}
	return false
}
