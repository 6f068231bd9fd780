package contextual

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// czskAccountRecognizer finds Czech and Slovak domestic account numbers,
// "[prefix-]number/bank code" (19-2000145399/0800), validated with the mod-11
// weights both countries use for the prefix and the number.
type czskAccountRecognizer struct{}

var czskAccountContext = &detect.Context{Boost: []string{
	"účet", "účt", "ucet", "uctu", // cs/sk "účet", "účtu", "na účet"
	"bankovn", "bankov", "spojen", "platb", "převod", "prevod", "konto", // "bankovní spojení", "bankové spojenie"
	"account", "bank", "kontonummer", "compte", "cuenta", "conto", "rachun", "konta",
}}

const (
	czskScoreKnownBank = 0.75
	// A valid mod-11 number with a bank code we do not list, or a very short
	// number, could be a fraction or a reference: context decides.
	czskScoreUnknownBank = 0.3
)

// czskBankCodes are the clearing codes of banks in the Czech (ČNB) and Slovak
// (NBS) registers; a listed code lifts the score.
var czskBankCodes = map[string]bool{
	// CZ
	"0100": true, "0300": true, "0600": true, "0710": true, "0800": true, "2010": true, "2020": true,
	"2060": true, "2070": true, "2100": true, "2200": true, "2220": true, "2250": true, "2260": true,
	"2275": true, "2600": true, "2700": true, "3030": true, "3050": true, "3060": true, "3500": true,
	"4000": true, "4300": true, "5500": true, "5800": true, "6000": true, "6100": true, "6200": true,
	"6210": true, "6300": true, "6363": true, "6700": true, "6800": true, "7910": true, "7950": true, "7960": true,
	"7970": true, "7990": true, "8030": true, "8040": true, "8060": true, "8090": true, "8150": true,
	"8190": true, "8198": true, "8199": true, "8200": true, "8220": true, "8250": true, "8255": true,
	"8265": true, "8500": true,
	// SK
	"0200": true, "0720": true, "0900": true, "1100": true, "1111": true, "3000": true, "3100": true,
	"5200": true, "5600": true, "5900": true, "6500": true, "7300": true, "7500": true, "7930": true,
	"8050": true, "8120": true, "8130": true, "8170": true, "8160": true, "8180": true, "8320": true,
	"8330": true, "8360": true, "8420": true, "8430": true, "9952": true,
}

var (
	czskNumberWeights = [10]int{6, 3, 7, 9, 10, 5, 8, 4, 2, 1}
	czskPrefixWeights = [6]int{10, 5, 8, 4, 2, 1}
)

func (czskAccountRecognizer) Name() string       { return "cz_sk_bank_account" }
func (czskAccountRecognizer) Types() []string    { return []string{"BANK_ACCOUNT"} }
func (czskAccountRecognizer) Needs() detect.Need { return detect.NeedDigit | detect.NeedSlash }

func (czskAccountRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	for _, run := range d.DigitRuns() {
		// A run may hold several space-separated numbers; each piece is a candidate.
		s := run.Start
		for s < run.End {
			e := s
			for e < run.End && d.Text[e] != ' ' {
				e++
			}
			score, ok := scoreCZSKAccount(d.Text[s:e])
			if !ok && czskLabelled(d, s, d.Text[s:e]) {
				score, ok = czskScoreLabelled, true
			}
			if ok && d.BoundaryBefore(s) && d.BoundaryAfter(e) {
				out = append(out, detect.Match{Type: "BANK_ACCOUNT", Start: s, End: e, Score: score, Context: czskAccountContext})
			}
			s = e + 1
		}
	}
	return out
}

// czskScoreLabelled is the score of a number that fails the mod-11 sums
// but is written as an account at a listed bank right after an account's
// label: a typo or a made-up number, an account all the same.
const czskScoreLabelled = 0.5

// czskAccountLabels are vocab's AccountWords ("účet", "Konto", "account"),
// which name the account right before its number ("Číslo účtu:").
var czskAccountLabels = vocab.All(func(l *vocab.Lexicon) []string { return l.AccountWords })

// czskLabelled reports "[prefix-]number/code" of six to ten digits at a
// listed bank, after an account's label (see czskScoreLabelled).
func czskLabelled(d *detect.Doc, start int, s string) bool {
	_, number, code, ok := parseCZSKAccount(s)
	return ok && czskBankCodes[code] && len(number) >= 6 && contextBefore(d, start, 3, czskAccountLabels)
}

// parseCZSKAccount splits "[prefix-]number/code": a prefix of up to six
// digits, a number of two to ten, a bank code of four.
func parseCZSKAccount(s string) (prefix, number, code string, ok bool) {
	slash := strings.IndexByte(s, '/')
	if slash < 0 || len(s)-slash-1 != 4 || !allDigits(s[slash+1:]) {
		return "", "", "", false
	}
	code = s[slash+1:]
	number = s[:slash]
	if dash := strings.IndexByte(number, '-'); dash >= 0 {
		prefix, number = number[:dash], number[dash+1:]
		if len(prefix) < 1 || len(prefix) > 6 || !allDigits(prefix) {
			return "", "", "", false
		}
	}
	if len(number) < 2 || len(number) > 10 || !allDigits(number) {
		return "", "", "", false
	}
	return prefix, number, code, true
}

// scoreCZSKAccount parses "[prefix-]number/code" and checks both mod-11 sums.
func scoreCZSKAccount(s string) (float64, bool) {
	prefix, number, code, ok := parseCZSKAccount(s)
	if !ok {
		return 0, false
	}
	if !mod11Padded(number, czskNumberWeights[:]) || prefix != "" && !mod11Padded(prefix, czskPrefixWeights[:]) {
		return 0, false
	}
	// The standard demands at least two non-zero digits in the number.
	nonZero := 0
	for i := 0; i < len(number); i++ {
		if number[i] != '0' {
			nonZero++
		}
	}
	if nonZero < 2 {
		return 0, false
	}
	if czskBankCodes[code] && (len(number) >= 6 || prefix != "") {
		return czskScoreKnownBank, true
	}
	return czskScoreUnknownBank, true
}

// mod11Padded reports whether digits, right-aligned to len(weights), have a
// weighted sum divisible by 11.
func mod11Padded(digits string, weights []int) bool {
	off := len(weights) - len(digits)
	if off < 0 {
		return false
	}
	sum := 0
	for i := 0; i < len(digits); i++ {
		sum += int(digits[i]-'0') * weights[off+i]
	}
	return sum%11 == 0
}
