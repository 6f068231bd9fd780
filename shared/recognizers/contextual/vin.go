package contextual

import "github.com/piiguard/piiguard/shared/detect"

// vinRecognizer finds 17-character vehicle identification numbers (ISO 3779).
// North American VINs carry a check digit at position 9; European ones often do
// not, so those score low and need a context word.
type vinRecognizer struct{}

var vinContext = &detect.Context{Boost: []string{
	"vin", "vehicle", "chassis", // en, fr "numéro de châssis"
	"fahrgestell", "fahrzeug", "fin", // de
	"châssis", "véhicule", // fr
	"bastidor", "vehículo", "vehiculo", // es
	"telaio", "veicolo", // it
	"nadwozi", "pojazd", // pl "numer nadwozia", "pojazdu"
	"karoser", "podvoz", "vozidl", // cs/sk "číslo karoserie", "podvozku", "vozidla"
}}

const (
	vinScoreChecked   = 0.8
	vinScoreUnchecked = 0.2
)

func (vinRecognizer) Name() string       { return "vin" }
func (vinRecognizer) Types() []string    { return []string{"VIN"} }
func (vinRecognizer) Needs() detect.Need { return detect.NeedDigit | detect.NeedUpper }

func (vinRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	for _, g := range d.AlnumGroups() {
		for _, tok := range g.Tokens {
			if tok.End-tok.Start != 17 {
				continue
			}
			v := d.Text[tok.Start:tok.End]
			score, ok := scoreVIN(v)
			if ok {
				out = append(out, detect.Match{Type: "VIN", Start: tok.Start, End: tok.End, Score: score, Context: vinContext})
			}
		}
	}
	return out
}

// vinValue is the ISO 3779 transliteration of a character (0 for I, O, Q and
// anything outside A-Z0-9, which never occur in a VIN).
var vinValue = func() (t [256]int8) {
	for i := range t {
		t[i] = -1
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = int8(c - '0')
	}
	letters := "ABCDEFGH" + "JKLMN" + "P" + "R" + "STUVWXYZ"
	values := []int8{1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9}
	for i := 0; i < len(letters); i++ {
		t[letters[i]] = values[i]
	}
	return t
}()

var vinWeights = [17]int{8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2}

// scoreVIN checks the alphabet and shape of a 17-character token and returns
// its base score: high with a valid check digit, low without.
func scoreVIN(v string) (float64, bool) {
	if len(v) != 17 {
		return 0, false
	}
	letters, digits, sum := 0, 0, 0
	for i := 0; i < 17; i++ {
		c := v[i]
		val := vinValue[c]
		if val < 0 {
			return 0, false // lower case, I, O, Q
		}
		if isDigit(c) {
			digits++
		} else {
			letters++
		}
		sum += int(val) * vinWeights[i]
	}
	if letters < 2 || digits < 3 {
		return 0, false
	}
	check := byte('0' + sum%11)
	if sum%11 == 10 {
		check = 'X'
	}
	if v[8] == check {
		return vinScoreChecked, true
	}
	// Without a check digit only the usual shape: a serial that ends in digits.
	if !allDigits(v[13:]) {
		return 0, false
	}
	return vinScoreUnchecked, true
}
