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

var expiryStems = detect.NewStemSet(
	"exp", "expiry", "expir", "expires", "valid", "thru", "through", "good", "gültig", "ablauf", "ablaufdatum",
	"échéance", "validité", "caducidad", "caduca", "vencimiento", "vence", "validez", "scadenza", "scade",
	"validità", "ważna", "ważność", "wazna", "termin", "platnost", "platná", "platnosť", "platí", "mm", "yy",
)

var cvvStems = detect.NewStemSet(
	"cvv", "cvc", "cvv2", "cvc2", "cid", "csc", "cvn", "cav2", "security", "securit", "prüfnummer", "prüfziffer",
	"kartenprüfnummer", "cryptogramme", "crypto", "seguridad", "sicurezza", "bezpieczeństwa", "bezpečnostní",
	"bezpečnostný", "bezpečnostn",
)

var cardWordStems = detect.NewStemSet(
	"card", "cards", "karte", "kreditkarte", "carte", "tarjeta", "carta", "karta", "kartou", "karty",
	"kartę", "credit", "debit", "kredit", "pay", "paid", "payment", "zahlung", "paiement", "pago", "pagamento",
	"płatność", "platba", "platobn", "platebn", "issuer", "brand",
)

// cardBrandNames as written in text; lower-case "visa" (travel visa) is left out.
var cardBrandNames = []string{
	"Visa", "VISA", "Mastercard", "MasterCard", "MASTERCARD", "American Express", "AMERICAN EXPRESS",
	"Amex", "AMEX", "Discover", "DISCOVER", "Maestro", "MAESTRO", "JCB", "Diners Club", "DINERS CLUB",
	"UnionPay", "Union Pay", "UNIONPAY",
}

var brandFirst = func() (t [256]bool) {
	for _, n := range cardBrandNames {
		t[n[0]] = true
	}
	return
}()

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
		// every name starts with a capital and none can overlap itself, so
		// trying the names at each capital finds what a search for each
		// name would
		for s := detect.IndexUpper(t, 0); s < len(t); s = detect.IndexUpper(t, s+1) {
			if !brandFirst[t[s]] {
				continue
			}
			for _, name := range cardBrandNames {
				if name[0] != t[s] || !strings.HasPrefix(t[s:], name) {
					continue
				}
				e := s + len(name)
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
