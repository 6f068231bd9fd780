package contextual

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

// flightRecognizer finds flight numbers: an IATA airline designator (two
// characters, at least one a letter) and a 1-4 digit flight number, glued or
// separated by one space ("LH1234", "OK 652", "U2 1234"). Designators of real
// airlines score higher than other letter pairs; both rely on a flight word
// ("flight", "Flug", "vol", "vuelo", "volo", "lot", "let") to pass a threshold,
// since "OK 652" or "AS 400" are as often something else.
type flightRecognizer struct{}

var flightContext = &detect.Context{Boost: []string{
	"flight", "flights", "airline", "boarding", "gate", "departure", "arrival", "depart", "carrier", // en
	"flug", "flugnummer", "abflug", "ankunft", "fluggesellschaft", // de
	"vol", "vols", "départ", "arrivée", "embarquement", // fr
	"vuelo", "vuelos", "salida", "llegada", "embarque", // es
	"volo", "voli", "partenza", "arrivo", "imbarco", // it
	"lot", "lotu", "loty", "odlot", "przylot", // pl
	"let", "letu", "odlet", "přílet", "prilet", "letenk", // cs/sk
}}

const (
	flightScoreKnown   = 0.3
	flightScoreUnknown = 0.1
)

// iataAirlines are designators of airlines that fly in or to Europe and North
// America, plus the largest others.
var iataAirlines = func() map[string]bool {
	codes := strings.Fields(`
LH LX OS SN OK LO AF KL BA IB VY UX AZ FR U2 W6 W4 EW DE TP SK AY EI A3 OA TK PC BT JU RO FB OU QS
X3 HV TO V7 I2 NT WK EN LS BY VS DY D8 FI LY PS JP 4Y XQ XC EZY BJ TB
AA UA DL WN B6 AS NK F9 HA AC WS G4 SY PD TS
EK QR EY SQ CX NH JL KE OZ CA MU CZ HU AI 6E TG MH GA PR VN QF NZ VA JQ SV MS ET KQ SA RJ WY GF KU
UL PK BR CI AT GA FZ G9 J2 HY KC
LA AV CM AM AR G3 AD JJ H2 4O Y4`)
	m := make(map[string]bool, len(codes))
	for _, c := range codes {
		if len(c) == 2 {
			m[c] = true
		}
	}
	return m
}()

func (flightRecognizer) Name() string       { return "flight_number" }
func (flightRecognizer) Types() []string    { return []string{"FLIGHT_NUMBER"} }
func (flightRecognizer) Needs() detect.Need { return detect.NeedDigit | detect.NeedUpper }

func (flightRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	for _, g := range d.AlnumGroups() {
		toks := g.Tokens
		for i, tok := range toks {
			n := tok.End - tok.Start
			s := t[tok.Start:tok.End]
			switch {
			case n >= 3 && n <= 6 && isDesignator(s[:2]) && allDigits(s[2:]):
				out = appendFlight(out, s[:2], tok.Start, tok.End) // "LH1234"
			case n == 2 && isDesignator(s) && i+1 < len(toks):
				num := toks[i+1]
				if num.Start != tok.End+1 || t[tok.End] != ' ' || num.End-num.Start > 4 || !allDigits(t[num.Start:num.End]) {
					continue
				}
				// "AB 123 CD" is an Italian plate, not a flight
				if i+2 < len(toks) && toks[i+2].Start == num.End+1 && toks[i+2].End-toks[i+2].Start == 2 &&
					isUpper(t[toks[i+2].Start]) && isUpper(t[toks[i+2].Start+1]) {
					continue
				}
				out = appendFlight(out, s, tok.Start, num.End)
			}
		}
	}
	return out
}

func appendFlight(out []detect.Match, code string, start, end int) []detect.Match {
	score := flightScoreUnknown
	if iataAirlines[code] {
		score = flightScoreKnown
	}
	return append(out, detect.Match{Type: "FLIGHT_NUMBER", Start: start, End: end, Score: score, Context: flightContext})
}

// isDesignator reports an upper-case two-character code with at least one letter.
func isDesignator(s string) bool {
	a, b := s[0], s[1]
	if !(isUpper(a) || isDigit(a)) || !(isUpper(b) || isDigit(b)) {
		return false
	}
	return isUpper(a) || isUpper(b)
}
