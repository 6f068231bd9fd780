package generic

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

// CardDetails finds what travels with a card number: the expiry date (MM/YY,
// MM/YYYY), the CVV/CVC and the brand name. None of them is distinctive on its
// own, so each is reported only next to its keyword.
type CardDetails struct{}

func (CardDetails) Name() string { return "card_details" }
func (CardDetails) Types() []string {
	return []string{"CREDIT_CARD_EXPIRATION", "CVV", "CREDIT_CARD_BRAND"}
}
func (CardDetails) Needs() detect.Need { return 0 } // digits or an upper-case brand name

var expiryStems = []string{
	"exp", "expiry", "expir", "expires", "valid", "thru", "through", "good", "gültig", "ablauf", "ablaufdatum",
	"échéance", "validité", "caducidad", "caduca", "vencimiento", "vence", "validez", "scadenza", "scade",
	"validità", "ważna", "ważność", "wazna", "termin", "platnost", "platná", "platnosť", "platí", "mm", "yy",
}

var cvvStems = []string{
	"cvv", "cvc", "cvv2", "cvc2", "cid", "csc", "cvn", "cav2", "security", "securit", "prüfnummer", "prüfziffer",
	"kartenprüfnummer", "cryptogramme", "crypto", "seguridad", "sicurezza", "bezpieczeństwa", "bezpečnostní",
	"bezpečnostný", "bezpečnostn",
}

var cardWordStems = []string{
	"card", "cards", "karte", "kreditkarte", "carte", "tarjeta", "carta", "karta", "kartou", "karty",
	"kartę", "credit", "debit", "kredit", "pay", "paid", "payment", "zahlung", "paiement", "pago", "pagamento",
	"płatność", "platba", "platobn", "platebn", "issuer", "brand",
}

// cardBrandNames as written in text; lower-case "visa" (travel visa) is left out.
var cardBrandNames = []string{
	"Visa", "VISA", "Mastercard", "MasterCard", "MASTERCARD", "American Express", "AMERICAN EXPRESS",
	"Amex", "AMEX", "Discover", "DISCOVER", "Maestro", "MAESTRO", "JCB", "Diners Club", "DINERS CLUB",
	"UnionPay", "Union Pay", "UNIONPAY",
}

func (CardDetails) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	if d.Has(detect.NeedDigit) {
		for _, r := range d.DigitRuns() {
			if !boundaryBeforeAt(t, r.Start) || !boundaryAt(t, r.End) {
				continue
			}
			s := t[r.Start:r.End]
			switch {
			case expiryShape(s):
				if hasStemBefore(d, r.Start, 4, expiryStems) {
					out = append(out, detect.Match{Type: "CREDIT_CARD_EXPIRATION", Start: r.Start, End: r.End, Score: 0.75})
				}
			case (len(s) == 3 || len(s) == 4) && digitCount(s) == len(s):
				if hasStemBefore(d, r.Start, 3, cvvStems) {
					out = append(out, detect.Match{Type: "CVV", Start: r.Start, End: r.End, Score: 0.7})
				}
			}
		}
	}
	if d.Has(detect.NeedUpper) {
		for _, name := range cardBrandNames {
			from := 0
			for {
				k := strings.Index(t[from:], name)
				if k < 0 {
					break
				}
				s := from + k
				e := s + len(name)
				from = e
				if !boundaryBeforeAt(t, s) && !(s > 0 && t[s-1] == '-') || !boundaryAt(t, e) {
					continue
				}
				if hasStemBefore(d, s, 4, cardWordStems) || hasStemAfter(d, e, 2, cardWordStems) {
					out = append(out, detect.Match{Type: "CREDIT_CARD_BRAND", Start: s, End: e, Score: 0.6})
				}
			}
		}
	}
	return out
}

// expiryShape: MM/YY, MM/YYYY, MM-YY or MM-YYYY with a valid month.
func expiryShape(s string) bool {
	if len(s) != 5 && len(s) != 7 && len(s) != 4 && len(s) != 6 {
		return false
	}
	k := strings.IndexAny(s, "/-")
	if k < 1 || k > 2 {
		return false
	}
	m, ok := atoi(s[:k])
	if !ok || m < 1 || m > 12 {
		return false
	}
	y := s[k+1:]
	if _, ok := atoi(y); !ok || len(y) != 2 && len(y) != 4 {
		return false
	}
	if len(y) == 4 && y[:2] != "20" {
		return false
	}
	return true
}
