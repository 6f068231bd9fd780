package contextual

import (
	"regexp"
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// plateRecognizer finds vehicle licence plates in the formats of the covered
// countries. No format carries a check, and many look like other codes, so a
// bare format scores low and a plate word ("plate", "Kennzeichen", "SPZ",
// "immatriculation", "matrícula", "targa", "tablica rejestracyjna") lifts it.
// US plates have no common format and are reported only after a plate word.
type plateRecognizer struct{}

// plateContext: vocab's PlateWords, and a make named next to the plate.
var plateContext = &detect.Context{Boost: append(vocab.All(func(l *vocab.Lexicon) []string { return l.PlateWords }),
	// a make named next to the plate: "PO 7K419, Skoda Octavia 2019"
	"škoda", "skoda", "volkswagen", "vw", "toyota", "ford", "opel", "renault", "peugeot", "citroën", "citroen",
	"fiat", "bmw", "audi", "mercedes", "kia", "hyundai", "dacia", "seat", "nissan", "volvo", "honda", "mazda",
	// the vehicle's driver, or the car, named next to it in an account of
	// an accident ("der andere hatte OHZ-KL 514, Fahrer heißt ..."); not
	// English "driver", a printer's too, nor words for a postal code's text
	"fahrer", "pkw", "wagen", "conducteur", "conductor", "conducente", "autista", "kierowc", "řidič", "ridic", "vodič", "vodic",
),
	// "auto" is a stem, so words built on the prefix would lift a plate
	// shape: "autorizzazione n. AB 123 CD", "Autor", "automatico"
	Penalty: []string{"autoriz", "autoris", "automat", "autor", "autostrad", "autonom", "autocert", "autoc"},
}

// usPlateWords must precede a US-style plate; the shape alone means
// nothing.
var usPlateWords = []string{"plate", "plates", "tag", "tags", "license", "licence"}

// latamPlateWords are Latin America's words for the plate ("placas
// JKT482", "camión de placa BKR-742"), read right before it only: the
// word names a board too ("una placa base ASUS B550M").
var latamPlateWords = []string{"placa", "placas"}

type plateFormat struct {
	country string
	re      *regexp.Regexp
	score   float64
	// lift: the format is distinct enough to be reported in a text about
	// vehicles without a plate word next to it (vehicleTextLift)
	lift bool
}

// Letters excluded from Italian and French plates: I, O, Q, U.
var plateFormats = []plateFormat{
	{"FR", regexp.MustCompile(`^[A-HJ-NPR-TV-Z]{2}-[0-9]{3}-[A-HJ-NPR-TV-Z]{2}$`), 0.3, true},
	{"GB", regexp.MustCompile(`^[A-Z]{2}[0-9]{2} ?[A-Z]{3}$`), 0.25, true},
	{"ES", regexp.MustCompile(`^[0-9]{4}[ -]?[BCDFGHJKLMNPRSTVWXYZ]{3}$`), 0.25, true},
	{"IT", regexp.MustCompile(`^[A-HJ-NPR-TV-Z]{2} ?[0-9]{3} ?[A-HJ-NPR-TV-Z]{2}$`), 0.2, true},
	{"SK", regexp.MustCompile(`^[A-Z]{2}[- ]?[0-9]{3}[A-Z]{2}$`), 0.2, true},
	{"CZ", regexp.MustCompile(`^[0-9][A-Z][A-Z0-9] ?[0-9]{4}$`), 0.2, true},
	// Germany: blanks between the parts name cars as well ("VW ID 3");
	// the district joined by a hyphen ("OHZ-KL 514") is a plate's alone
	{"DE", regexp.MustCompile(`^[A-Z]{1,3}-[A-Z]{1,2} ?[0-9]{1,4}[EH]?$`), 0.2, true},
	{"DE", regexp.MustCompile(`^[A-Z]{1,3} [A-Z]{1,2} ?[0-9]{1,4}[EH]?$`), 0.2, false},
	// Switzerland: a canton's code and up to six digits, the last three
	// apart ("ZH 418 327", "GE 12345"); Austria: a district of one or two
	// letters, digits, then letters ("G 384 KT", "W 12345 X", "GU 1 AB").
	// Neither is distinct enough to stand without a plate word.
	{"CH", regexp.MustCompile(`^(?:AG|AI|AR|BE|BL|BS|FR|GE|GL|GR|JU|LU|NE|NW|OW|SG|SH|SO|SZ|TG|TI|UR|VD|VS|ZG|ZH)[ -]?(?:[0-9]{1,3} [0-9]{3}|[0-9]{1,6})$`), 0.2, false},
	{"AT", regexp.MustCompile(`^[A-Z]{1,2}[ -][0-9]{1,5} ?[A-Z]{1,3}$`), 0.15, false},
	// Poland: a district of two letters and five characters ("WA 12345",
	// "KR 1AB23"), or of three and four or five ("PO 7K419" is two and
	// five; "KRA 12AB", "WPI A123", "GD 1234A", "TOP 62K41")
	{"PL", regexp.MustCompile(`^[A-Z]{2,3} ?(?:[0-9]{4,5}|[0-9]{3,4}[A-Z]{1,2}|[0-9][A-Z][0-9]{3}|[0-9]{2}[A-Z][0-9]{2})$` +
		`|^[A-Z]{2} ?[0-9][A-Z]{2}[0-9]{2}$` +
		`|^[A-Z]{3} ?(?:[0-9]{2}[A-Z]{2}|[0-9][A-Z][0-9]{2}|[0-9]{2}[A-Z][0-9]|[0-9][A-Z]{2}[0-9]|[A-Z][0-9]{3}|[A-Z]{2}[0-9]{2})$`), 0.15, true},
	// Ireland: the year (and since 2013 its half, "192"), the county's
	// letters and a serial, apart by hyphens ("221-C-4837", "192-KY-1108")
	{"IE", regexp.MustCompile(`^[0-9]{2,3}-(?:C|CE|CN|CW|D|DL|G|KE|KK|KY|L|LD|LH|LK|LM|LS|MH|MN|MO|OY|RN|SO|T|TN|TS|W|WD|WH|WX)-[0-9]{1,6}$`), 0.2, true},
	// Ontario: four letters and three digits ("CKRV418"; apart, see
	// fourLettersBefore); a code's shape too, so only a plate word lifts it
	{"CA", regexp.MustCompile(`^[A-Z]{4} ?[0-9]{3}$`), 0.15, false},
}

// fourLettersBefore returns the start of four capitals and a blank right
// before byte i, a word of their own ("CKRV 418"): a letter-only token of
// more than three letters joins no alphanumeric group (detect.AlnumGroups),
// so Ontario's plate written apart is read from its digits back; -1 when
// there are none.
func fourLettersBefore(t string, i int) int {
	s := i - 5
	if s < 0 || t[i-1] != ' ' || s > 0 && (isLetterByte(t[s-1]) || isDigit(t[s-1])) {
		return -1
	}
	for k := s; k < i-1; k++ {
		if !isUpper(t[k]) {
			return -1
		}
	}
	return s
}

// plateMaxLen is the longest plate read: Ireland's "192-KY-123456".
const plateMaxLen = 13

// vehicleTextLift lifts a plate format (lift) in a text that names a
// vehicle's registration or a vehicle (vehicleCues): a motor claim's
// chat names the plate word once and the other party's plate bare ("der
// andere hatte OHZ-KL 514").
const vehicleTextLift = 0.15

// vehicleCues name a plate or a vehicle in every language, unlike some of
// PlateWords: not "auto" (Italian "autorizzazione"), "reg", "registration"
// or "matrícula" (a student's), nor a make ("Seat", "Ford").
var vehicleCues = detect.NewStemSet("kennzeichen", "kfz", "nummernschild", "fahrzeug", "pkw", "lkw",
	"vehicle", "numberplate", "véhicule", "vehicule", "immatricul", "vehículo", "vehiculo", "veicolo", "targa",
	"pojazd", "rejestracyj", "samochod", "samochód", "vozidl", "spz", "ečv", "ecv",
	// the traffic authorities, named in every fine and registration:
	// Spain's DGT and its Jefatura de Tráfico, Italy's Motorizzazione
	"dgt", "tráfico", "trafico", "motorizzazion",
	// a parking space or garage, where a plate is the car's ("la plaza de
	// garaje ... doy de baja la 7731 LKF"); not English "parking", a
	// word of every event's page
	"garaje", "aparcamiento", "parcheggio", "parkplatz", "stellplatz", "tiefgarage", "parkovac", "parkovis", "parkovisk",
	"stationnement", "parkingow")

// usPlate are the US shapes, and Mexico's three parts ("JKS-482-A").
var usPlate = regexp.MustCompile(`^(?:[A-Z0-9]{2,4}[ -]?[A-Z0-9]{2,4}|[A-Z0-9]{5,8}|[A-Z]{3}-[0-9]{2,3}-[A-Z0-9]{1,2})$`)

const usPlateScore = 0.5

func (plateRecognizer) Name() string       { return "license_plate" }
func (plateRecognizer) Types() []string    { return []string{"LICENSE_PLATE"} }
func (plateRecognizer) Needs() detect.Need { return detect.NeedDigit } // a chat types the plate in lower case too

func (plateRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	vehicleText := 0 // 1: the text names a vehicle (vehicleCues), 2: not; 0: not read yet
	for _, g := range d.AlnumGroups() {
		toks := g.Tokens
		if s := fourLettersBefore(t, toks[0].Start); s >= 0 && toks[0].End-toks[0].Start == 3 {
			// "CKRV 418": read with the digits, as one token of the group
			toks = append([]detect.Span{{Start: s, End: s + 4}}, toks...)
		}
		for i := range toks {
			for j := i; j < len(toks) && j-i < 4; j++ {
				start, end := toks[i].Start, toks[j].End
				n := end - start
				if n > plateMaxLen {
					break
				}
				if n < 5 {
					continue
				}
				raw := t[start:end]
				lowered := false
				if !plateAlphabet(raw, false) {
					// a chat types the plate in lower case right after its
					// word: "matricula 4827lkt", "ecv pk417dm", "spz je 1ab
					// 2345"; only a country's format, not the free US shapes
					if !plateAlphabet(raw, true) || !plateWordRightBefore(d, start) {
						continue
					}
					raw, lowered = strings.ToUpper(raw), true
				}
				best, lift := 0.0, false
				for _, f := range plateFormats {
					if f.score > best && f.re.MatchString(raw) {
						best, lift = f.score, f.lift
					}
				}
				if best > 0 && unitAfter(t, end) {
					continue // "LDL-C 148 mg/dl", "VW-TD 110 kW": a measured value
				}
				if best > 0 && end+1 < len(t) && t[end] == '/' && isDigit(t[end+1]) {
					continue // "Naša značka: FR-0973/2026", "Unser Zeichen: KA 1234/25": a file's number and its year
				}
				if best > 0 && hyphenGlued(t, start, end) {
					continue // "Č. karty: RPK-B2-01873": a card's or a file's code, the plate's shape only a part of it
				}
				if best > 0 && (statePostcode(d, start, end) || itemCodeCell(t, start, end) || referenceBefore(d, start)) {
					continue
				}
				if lift {
					if vehicleText == 0 {
						vehicleText = 2
						if mentions(d, vehicleCues) {
							vehicleText = 1
						}
					}
					if vehicleText == 1 {
						best += vehicleTextLift
					}
				}
				if best > 0 {
					if askedBefore(t, start, plateContext.Boost) {
						best += plateAnswerBoost // "numer rejestracyjny pojazdu.\n10:33 Klient: PO 7K419"
					}
					out = append(out, detect.Match{Type: "LICENSE_PLATE", Start: start, End: end, Score: best, Context: plateContext})
					continue
				}
				if lowered {
					continue
				}
				// the US shapes are free: one of two parts or more that the
				// group runs on after with more digits is a longer code's
				// head ("tag 0724 LX 518203", a baggage tag); a state, a
				// year or a word may follow a plate ("7ABC123 CA", "placa
				// BKR-742 sin")
				if !(i < j && j+1 < len(toks) && allDigits(t[toks[j+1].Start:toks[j+1].End])) && usPlate.MatchString(raw) && (contextBefore(d, start, 4, usPlateWords) || contextBefore(d, start, 1, latamPlateWords)) && !contextBefore(d, start, 5, driverWords) &&
					!(licenceNumberLabel(t, start) && drivingText(d, "licence")) {
					out = append(out, detect.Match{Type: "LICENSE_PLATE", Start: start, End: end, Score: usPlateScore})
				}
			}
		}
	}
	return out
}

// plateNumberWords name the plate itself, not the vehicle, as whole words:
// a plate in lower case counts right after one, or after one and a copula
// ("moje spz je 1ab 2345", "mi matricula es 4827lkt").
var plateNumberWords = map[string]bool{"matrícula": true, "matricula": true, "placa": true, "placas": true, "spz": true,
	"ečv": true, "ecv": true, "targa": true, "immatriculation": true, "plaque": true, "kennzeichen": true, "plate": true,
	"rejestracyjny": true, "tablica": true, "tablice": true, "rz": true}

// plateCopulas may stand between the plate's word and a plate in lower case.
var plateCopulas = map[string]bool{"je": true, "es": true, "est": true, "ist": true, "is": true, "è": true, "jest": true, "to": true}

// plateWordRightBefore reports one of plateNumberWords as the label word
// right before byte i, or before a copula there.
func plateWordRightBefore(d *detect.Doc, i int) bool {
	found, words := false, 0
	d.LabelWordsBefore(i, 2, func(w string) bool {
		w = strings.ToLower(w)
		found = plateNumberWords[w]
		words++
		return !found && words == 1 && plateCopulas[w]
	})
	return found
}

// plateRefStems label a reference: vocab's ReferenceWords (order, invoice,
// booking, Auftrag, pedido, ...) and the words for a reference or receipt.
var plateRefStems = detect.NewStemSet(append(vocab.All(func(l *vocab.Lexicon) []string { return l.ReferenceWords }),
	"ref", "referenc", "référence", "riferiment", "referencj", "recibo", "receipt", "quittung", "beleg")...)

// plateBoostStems are plateContext's words, as a set to test one word.
var plateBoostStems = detect.NewStemSet(plateContext.Boost...)

// referenceBefore reports a reference's label among the three words before
// byte i, nearer than any plate word: "El pedido 4821 LKS" and "Referencia
// del recibo: 2024 BCN" name an order and a receipt in a text that may name
// a garage, "Vertrag für Kennzeichen B-AB 1234" names the plate.
func referenceBefore(d *detect.Doc, i int) bool {
	ref := false
	d.LabelWordsBefore(i, 3, func(w string) bool {
		if plateBoostStems.Match(w) {
			return false
		}
		ref = plateRefStems.Match(w)
		return !ref
	})
	return ref
}

// plateUnits are the units a measured value's number is followed by.
// Not single letters: a German plate may end in "H" or "E" apart.
var plateUnits = []string{"mg", "kg", "µg", "ug", "ng", "ml", "dl", "mmol", "µmol", "umol", "nmol", "pmol", "iu",
	"mm", "cm", "km", "kw", "ps", "kwh", "min", "ms", "mmhg", "bpm", "eur", "euro", "%", "°c", "€"}

// unitAfter reports one of plateUnits as the word after byte end, one blank
// between or none ("148 mg/dl", "514%").
func unitAfter(t string, end int) bool {
	i := end
	if i < len(t) && t[i] == ' ' {
		i++
	}
	j := i
	// the longest unit is six bytes: a long word after is read no further
	for j < len(t) && j-i <= 6 && t[j] != ' ' && t[j] != '/' && t[j] != ',' && t[j] != '.' && t[j] != ')' && t[j] != '\n' {
		j++
	}
	w := t[i:j]
	for _, u := range plateUnits {
		if strings.EqualFold(w, u) {
			return true
		}
	}
	return false
}

// plateAnswerBoost lifts a plate shape that opens a chat turn answering a
// request for the plate on the line before, as a plate word next to it does.
const plateAnswerBoost = 0.35

// plateAlphabet is the cheap filter before the formats: letters and
// digits with at least one of each, and ' ' or '-' between; the letters in
// upper case, or (lower) in lower case with a letter and a digit in the
// first part, as a chat types a plate ("4827lkt", "pk417dm", "1ab 2345"),
// so that no word before a year or a size reads as one ("en 2019", "de 60
// cm"; "b-ab 1234" aside).
func plateAlphabet(s string, lower bool) bool {
	letters, digits := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case isDigit(c):
			digits++
		case !lower && isUpper(c), lower && c >= 'a' && c <= 'z':
			letters++
		case c == ' ' || c == '-':
			if lower && (letters == 0 || digits == 0) {
				return false
			}
		default:
			return false
		}
	}
	return letters > 0 && digits > 0
}

// licenceNumberLabel reports a bare "Licence number:" or "License No." right
// before byte i: in a text about driving it labels the driver's licence
// (drivingText), not a plate, which has its own word ("plate", "tag").
func licenceNumberLabel(t string, i int) bool {
	w := strings.ToLower(strings.TrimRight(t[max(0, i-20):i], " \t:.#"))
	for _, suf := range [...]string{" number", " no", " nr", " num"} {
		if strings.HasSuffix(w, suf) {
			w = strings.TrimRight(w[:len(w)-len(suf)], " ")
			return strings.HasSuffix(w, "licence") || strings.HasSuffix(w, "license")
		}
	}
	return false
}

// statePostcode reports a US state's or an Australian state's code and its
// postcode after a town and a comma: "Milwaukee, WI 53207", "Sydney, NSW
// 2000" are an address's last part, though Poland's plates are written
// alike ("WI 53207"). Polish text keeps the plate's reading.
func statePostcode(d *detect.Doc, start, end int) bool {
	t := d.Text
	sp := strings.IndexByte(t[start:end], ' ')
	if sp < 0 || start < 3 || t[start-1] != ' ' || t[start-2] != ',' || !isLetterByte(t[start-3]) {
		return false
	}
	code, digits := t[start:start+sp], t[start+sp+1:end]
	for i := 0; i < len(digits); i++ {
		if !isDigit(digits[i]) {
			return false
		}
	}
	us := len(digits) == 5 && gazetteer.IsUSState(code)
	au := len(digits) == 4 && gazetteer.IsAUState(code)
	return (us || au) && d.Language() != "pl"
}

func isLetterByte(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' || c >= 0x80 }

// itemCodeCell reports a plate shape in the first column of an invoice's
// table of items: it opens its line, a column's gap follows it, and the
// line ends with an amount ("F-OC988   Olejový filtr MAHLE OC 988   1 ks
// 312,00   312,00", "FDB4871     Plaquettes de frein AV   1   68,40"): a
// part's number. A table whose first column's heading is a plate's
// ("Kennzeichen   Fahrzeug   Betrag") lists plates.
func itemCodeCell(t string, start, end int) bool {
	ls, ok := detect.LineBreakBefore(t, start, itemLineMax)
	if !ok || strings.TrimLeft(t[ls+1:start], " \t") != "" {
		return false
	}
	if end+1 >= len(t) || t[end] != '\t' && (t[end] != ' ' || t[end+1] != ' ') {
		return false
	}
	le := strings.IndexByte(t[end:min(len(t), end+itemLineMax)], '\n')
	if le < 0 {
		if len(t)-end > itemLineMax {
			return false
		}
		le = len(t) - end
	}
	if !endsWithAmount(t[end : end+le]) {
		return false
	}
	return !plateHeading(t, ls)
}

// itemLineMax bounds the line of a table's row read around a match.
const itemLineMax = 200

// endsWithAmount reports a line that ends with an amount with its two
// decimals ("312,00", "1 140.50"), a currency after it or not.
func endsWithAmount(line string) bool {
	line = strings.TrimRight(line, " \t\r")
	for _, c := range [...]string{"€", "EUR", "Kč", "CZK", "zł", "PLN", "CHF", "£", "$", "Sk"} {
		if strings.HasSuffix(line, c) {
			line = strings.TrimRight(line[:len(line)-len(c)], " ")
			break
		}
	}
	n := len(line)
	return n >= 4 && isDigit(line[n-1]) && isDigit(line[n-2]) && (line[n-3] == ',' || line[n-3] == '.') && isDigit(line[n-4])
}

// plateHeadingLines bounds the rows read up to a table's heading.
const plateHeadingLines = 40

// plateHeading reports a plate word opening the heading of the table
// whose row starts after the line break at ls: the first line above that
// ends with no amount, as the rows do, read up to a blank line.
func plateHeading(t string, ls int) bool {
	for k := 0; k < plateHeadingLines && ls > 0; k++ {
		ps, ok := detect.LineBreakBefore(t, ls, itemLineMax)
		if !ok {
			return false
		}
		line := strings.TrimLeft(t[ps+1:ls], " \t")
		if strings.TrimSpace(line) == "" {
			return false
		}
		if !endsWithAmount(line) {
			w := line
			if i := strings.IndexAny(w, " \t"); i >= 0 {
				w = w[:i]
			}
			return plateHeadStems.Match(strings.TrimRight(w, ".:"))
		}
		ls = ps
	}
	return false
}

// plateHeadStems: vocab's PlateWords and the vehicle cues, as a table's
// heading names the column.
var plateHeadStems = detect.NewStemSet(append(vocab.All(func(l *vocab.Lexicon) []string { return l.PlateWords }),
	"kennzeichen", "kfz", "fahrzeug", "vehicle", "véhicule", "vehículo", "veicolo", "pojazd", "vozidlo", "spz", "ečv")...)

// hyphenGlued reports a hyphen that glues [start, end) to a letter or digit
// before or after it: the span is a part of a longer code.
func hyphenGlued(t string, start, end int) bool {
	return end+1 < len(t) && t[end] == '-' && isAlnumByte(t[end+1]) || start >= 2 && t[start-1] == '-' && isAlnumByte(t[start-2])
}
