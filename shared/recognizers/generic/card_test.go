package generic

import (
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

func TestCard(t *testing.T) {
	runCases(t, Card{}, []tcase{
		{"en", "card 4111111111111111.", []string{"CREDIT_CARD:4111111111111111"}},
		{"en", "Karte: 4111 1111 1111 1111 gültig", []string{"CREDIT_CARD:4111 1111 1111 1111"}},
		{"en", "amex 3782-822463-10005", []string{"CREDIT_CARD:3782-822463-10005"}},
		{"en", "MC 5555555555554444 and 2223003122003222", []string{"CREDIT_CARD:5555555555554444", "CREDIT_CARD:2223003122003222"}},
		{"en", "carte 6011 1111 1111 1117 🙂 ünd", []string{"CREDIT_CARD:6011 1111 1111 1117"}},
		{"en", "Diners 30569309025904, JCB 3530111333300000", []string{"CREDIT_CARD:30569309025904", "CREDIT_CARD:3530111333300000"}},
		{"en", "card number 630427373398 is lost", []string{"CREDIT_CARD:630427373398"}},
		{"en", "Luhn-invalid 4111111111111112", nil},
		// a firm's register number passes Luhn by design: a SIRET is none
		{"fr", "RCS Toulouse 508 913 423 – SIRET 508 913 423 00010", nil},
		{"fr", "SIRET : 73282932000074", nil},
		{"en", "unknown issuer 9111111111111111 and 1234567812345670", nil},
		{"en", "mixed separators 4111 1111-1111.1111", nil},
		{"en", "glued abc4111111111111111", nil},
		// several cards in one digit run: the second was returned in clear
		{"en", "Cards 5500000000000004 4111111111111111", []string{"CREDIT_CARD:5500000000000004", "CREDIT_CARD:4111111111111111"}},
		{"en", "cards 4111 1111 1111 1111 5500 0000 0000 0004", []string{"CREDIT_CARD:4111 1111 1111 1111", "CREDIT_CARD:5500 0000 0000 0004"}},
		{"en", "card 4111-1111-1111-1111 5500-0000-0000-0004 6011111111111117", []string{"CREDIT_CARD:4111-1111-1111-1111", "CREDIT_CARD:5500-0000-0000-0004", "CREDIT_CARD:6011111111111117"}},
		// a reference number right after its label is no card, Luhn or not
		{"en", "Order 4471-2231-8812-0091 has shipped.", nil},
		{"de", "Bestellnummer: 4471 2231 8812 0091", nil},
		{"fr", "Facture n° 4471223188120091", nil},
		{"pl", "Numer przesyłki 4471223188120091", nil},
		{"en", "Tracking number #4471223188120091", nil},
		{"de", "Bestellung bezahlt mit Karte 4471 2231 8812 0091", []string{"CREDIT_CARD:4471 2231 8812 0091"}},
		{"en", "Order paid with card 4111 1111 1111 1111", []string{"CREDIT_CARD:4111 1111 1111 1111"}},
	})
}

func TestCardBrand(t *testing.T) {
	cases := map[string]string{
		"4111111111111111":    "Visa",
		"4222222222222":       "Visa",
		"5555555555554444":    "Mastercard",
		"2720990000000007":    "Mastercard",
		"378282246310005":     "American Express",
		"6011111111111117":    "Discover",
		"3530111333300000":    "JCB",
		"30569309025904":      "Diners Club",
		"6200000000000005":    "UnionPay",
		"6759649826438453":    "Maestro",
		"9111111111111111":    "",
		"41111111":            "",
		"37828224631000512":   "",
		"4111111111111111111": "Visa",
	}
	for in, want := range cases {
		if got := CardBrand(in); got != want {
			t.Errorf("CardBrand(%s) = %q, want %q", in, got, want)
		}
	}
}

func TestCardDetails(t *testing.T) {
	runCases(t, CardDetails{}, []tcase{
		{"en", "exp 12/26, CVV 123", []string{"CREDIT_CARD_EXPIRATION:12/26", "CVV:123"}},
		{"de", "gültig bis 03/2027, Prüfnummer 4321", []string{"CREDIT_CARD_EXPIRATION:03/2027", "CVV:4321"}},
		{"pl", "ważna do 11/25, kod CVC2: 999", []string{"CREDIT_CARD_EXPIRATION:11/25", "CVV:999"}},
		{"en", "Pay with your Visa card or a MasterCard credit card", []string{"CREDIT_CARD_BRAND:Visa", "CREDIT_CARD_BRAND:MasterCard"}},
		{"en", "room 123, 12/26 people, travel visa, Visa requirements", nil},
		{"en", "exp 13/26", nil},
	})
}

// TestCountryCodeIsNotACard: a number after '+' is a phone number even when
// its digits pass Luhn with a card prefix (+49 1... is Visa-shaped); a
// /synthesize fake of a German mobile was reported as a card.
func TestCountryCodeIsNotACard(t *testing.T) {
	for _, n := range []string{"+49 151 23456787", "+49 1512 3456787", "+49 151 23456795"} {
		text := "Meine Handynummer ist " + n + "."
		got := detect.New(Card{}, NewPhone()).Detect(text, detect.Options{Lang: "de", Threshold: 0.35})
		if len(got) != 1 || got[0].Type != "MOBILE_PHONE_NUMBER" || got[0].Text != n {
			t.Errorf("%q: %+v, want the mobile number", text, got)
		}
	}
	// the same digits without the '+' are a card
	if got := detect.New(Card{}).Detect("Karte 4915123456787", detect.Options{Threshold: 0.35}); len(got) != 1 {
		t.Errorf("card without '+': %+v", got)
	}
}
