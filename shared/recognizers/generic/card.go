package generic

import (
	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
	"github.com/piiguard/piiguard/shared/recognizers/checksum"
)

// Card finds payment card numbers: 12-19 digits, whole or in groups, that pass
// the Luhn check and start with a known issuer prefix (IIN).
type Card struct{}

func (Card) Name() string       { return "credit_card" }
func (Card) Types() []string    { return []string{"CREDIT_CARD"} }
func (Card) Needs() detect.Need { return detect.NeedDigit }

// cardContext lifts the shorter, rarer formats (12-digit Maestro).
var cardContext = &detect.Context{
	// vocab's CardWords, the brands and PAN
	Boost: append([]string{"visa", "mastercard", "amex", "maestro", "pan"},
		vocab.All(func(l *vocab.Lexicon) []string { return l.CardWords })...),
}

func (Card) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	var buf [19]byte
	for _, r := range d.DigitRuns() {
		if r.End-r.Start < 12 || !boundaryBeforeAt(t, r.Start) && !(r.Start > 0 && t[r.Start-1] == '-') {
			continue
		}
		if r.Start > 0 && t[r.Start-1] == '+' {
			continue // "+49 151 23456787": a country code, a phone number
		}
		// try the whole run, then runs of its groups ("card 4111 1111 1111 1111
		// exp"); a run may hold several cards ("5500000000000004 4111111111111111")
		s := t[r.Start:r.End]
		var found [4]detect.Span
		for _, c := range cardsIn(s, buf[:0], found[:0]) {
			if refLabelled(d, r.Start+c.Start) {
				continue // "Order 4471-2231-8812-0091": one reference number in ten passes Luhn
			}
			score := 1.0
			if c.End-c.Start < 13 {
				score = 0.6 // 12-digit Maestro: 1 in 10 random numbers passes Luhn
			}
			out = append(out, detect.Match{Type: "CREDIT_CARD", Start: r.Start + c.Start, End: r.Start + c.End, Score: score, Context: cardContext})
		}
	}
	return out
}

// refLabelled reports a label of an order, invoice, shipment, ticket,
// contract or booking number right before i (over "no", "number", "#"):
// such a number of 12-19 digits that passes Luhn under a card issuer's
// prefix was a card at 1.0. A card word nearer to the number keeps it
// ("Bestellung bezahlt mit Karte 4111 ...").
func refLabelled(d *detect.Doc, i int) bool {
	found := false
	d.LabelWordsBefore(i, 3, func(w string) bool {
		if cardWords.Match(w) {
			return false
		}
		found = refLabels.Match(w) || registerLabels.Match(w)
		return !found && refFillers.Match(w)
	})
	return found
}

var cardWords = detect.NewStemSet(cardContext.Boost...)

// refLabels begin the labels of reference numbers in the eight languages
// (vocab's ReferenceWords).
var refLabels = detect.NewStemSet(vocab.All(func(l *vocab.Lexicon) []string { return l.ReferenceWords })...)

// registerLabels are the labels of a firm's register numbers, which a
// Luhn check may pass: a French SIRET is built to pass it ("SIRET 508 913
// 423 00010" was a card at 1.0).
var registerLabels = detect.NewStemSet("siret", "siren", "rcs", "krs", "regon", "ičo", "ico", "hrb", "hra", "kvk")

// refFillers may stand between such a label and its number.
var refFillers = detect.NewStemSet("no", "nr", "nº", "n°", "n", "num", "number", "nummer", "numéro", "numero", "número", "numer", "číslo", "cislo", "id", "ref", "de", "di", "du")

// cardsIn finds the valid cards inside a digit run, left to right: all of
// it, or contiguous sequences of its separator-delimited groups, the longest
// at each start; the search goes on after each card found.
func cardsIn(s string, buf []byte, out []detect.Span) []detect.Span {
	if n := digitCount(s); n >= 12 && n <= 19 && sameSeparators(s) {
		if validCard(digitsInto(buf, s)) {
			return append(out, detect.Span{Start: 0, End: len(s)})
		}
	}
	// group boundaries
	var starts [24]int
	ns := 0
	starts[ns] = 0
	ns++
	for i := 0; i < len(s) && ns < len(starts); i++ {
		if !isDigit(s[i]) {
			starts[ns] = i + 1
			ns++
		}
	}
	if ns == 1 {
		return out
	}
	for a := 0; a < ns; a++ {
		for b := ns; b > a; b-- {
			e := len(s)
			if b < ns {
				e = starts[b] - 1
			}
			if a == 0 && b == ns {
				continue
			}
			sub := s[starts[a]:e]
			n := digitCount(sub)
			if n < 13 || n > 19 || !sameSeparators(sub) {
				continue
			}
			if validCard(digitsInto(buf, sub)) {
				out = append(out, detect.Span{Start: starts[a], End: e})
				a = b - 1 // the next card starts at group b at the earliest
				break
			}
		}
	}
	return out
}

func digitsInto(b []byte, s string) string {
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) {
			b = append(b, s[i])
		}
	}
	return string(b)
}

// sameSeparators reports one kind of separator (space or '-') in s; dots and
// slashes are dates, versions and phone numbers.
func sameSeparators(s string) bool {
	var sep byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		if isDigit(c) {
			continue
		}
		if c != ' ' && c != '-' || sep != 0 && c != sep {
			return false
		}
		sep = c
	}
	return true
}

// validCard: known issuer, length allowed for it, Luhn.
func validCard(digits string) bool {
	return CardBrand(digits) != "" && checksum.Luhn(digits)
}

// CardBrand returns the issuer of a card number (digits only, as far as they are
// known) by its IIN prefix and length: "Visa", "Mastercard", "American Express",
// "Discover", "JCB", "Diners Club", "UnionPay", "Maestro", or "" when none fits.
func CardBrand(digits string) string {
	n := len(digits)
	if n < 12 || n > 19 {
		return ""
	}
	p2, _ := atoi(digits[:2])
	p3, _ := atoi(digits[:3])
	p4, _ := atoi(digits[:4])
	p6, _ := atoi(digits[:6])
	switch {
	case p2 == 34 || p2 == 37:
		if n == 15 {
			return "American Express"
		}
	case digits[0] == '4':
		if n == 13 || n == 16 || n == 19 {
			return "Visa"
		}
	case p2 >= 51 && p2 <= 55 || p4 >= 2221 && p4 <= 2720:
		if n == 16 {
			return "Mastercard"
		}
	case p4 == 6011 || p3 >= 644 && p3 <= 649 || p2 == 65 || p6 >= 622126 && p6 <= 622925:
		if n >= 16 {
			return "Discover"
		}
	case p2 == 35: // JCB proper is 3528-3589; issuers and test generators use all of 35xx
		if n >= 16 {
			return "JCB"
		}
	case p4 == 1800 || p4 == 2131:
		if n == 15 {
			return "JCB"
		}
	case p3 >= 300 && p3 <= 305 || p4 == 3095 || p2 == 36 || p2 == 38 || p2 == 39:
		if n >= 14 {
			return "Diners Club"
		}
	case p2 == 62 || p2 == 81:
		if n >= 16 {
			return "UnionPay"
		}
	}
	switch {
	case p4 == 5018 || p4 == 5020 || p4 == 5038 || p4 == 5893 || p4 == 6304 || p4 == 6759 ||
		p4 == 6761 || p4 == 6762 || p4 == 6763 || p2 == 50 || p2 >= 56 && p2 <= 58 || p2 == 67:
		return "Maestro"
	}
	return ""
}
