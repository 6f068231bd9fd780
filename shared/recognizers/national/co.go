package national

import (
	"math/rand/v2"
	"regexp"
)

// Colombia: the NIT (tax id with its check digit, DV; CO_VAT_NUMBER) and the
// cédula de ciudadanía (CO_CEDULA), which has none.

var stemsCO = []string{"colombia"}

// addCO adds CO's specs (countries, in national.go, lists it).
func addCO() {
	nitCtx := ctx([]string{"nit", "n.i.t", "dian", "tributari", "rut"}, stemsTaxID, stemsCO)
	add(
		// a company's nine digits and the DV: "900.123.456-7" is a rare
		// shape with a check digit
		Spec{Type: "CO_VAT_NUMBER", Country: "CO", MinLen: 10, MaxLen: 10, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{3}\.\d{3}\.\d{3}-\d$`), Valid: coNITValid, Score: 0.6,
			Context: nitCtx, Generate: coGenNIT},
		// without dots, and a person's NIT (the cédula and the DV): after
		// its label only, as the same shapes number orders and Chilean RUTs
		Spec{Type: "CO_VAT_NUMBER", Country: "CO", MinLen: 7, MaxLen: 11, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{6,10}[- ]\d$|^\d{1,3}(?:\.\d{3}){1,3}-\d$`), Valid: coNITValid, Score: 0.05,
			Context: labelOnly([]string{"nit", "n.i.t"}, nil), Generate: coGenNIT},
		// six to ten digits, dotted in thousands or not, no check digit:
		// after its label only ("C.C. 1.020.345.678", "cédula de
		// ciudadanía No. 79456123", "con cédula 52.345.678"); a cédula
		// that is no identity card (a doctor's "cédula profesional", a
		// flat's "cédula de habitabilidad", a court's "cédula de
		// notificación") is none.
		Spec{Type: "CO_CEDULA", Country: "CO", MinLen: 6, MaxLen: 10, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{1,3}(?:\.\d{3}){1,3}$|^\d{6,10}$`), Score: 0.05,
			Context: labelOnly([]string{"c.c", "cc", "ciudadanía", "ciudadania", "cédula", "cedula"},
				join(stemsPassportShort, []string{"profesional", "habitabilidad", "notificación", "notificacion"})),
			Generate: func(r *rand.Rand) string { return groupDigits(padN(1000000000+r.IntN(100000000), 10), ".", 1, 3, 3) }},
	)
}

var coNITWeights = []int{3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71}

// coNITValid: the body's digits from the right times coNITWeights; the sum
// mod 11 is the DV when 0 or 1, else 11 minus it.
func coNITValid(c string) bool {
	return len(c) >= 2 && c[len(c)-1] == coNITCheck(c[:len(c)-1])
}

func coNITCheck(body string) byte {
	sum := 0
	for i := 0; i < len(body) && i < len(coNITWeights); i++ {
		sum += int(body[len(body)-1-i]-'0') * coNITWeights[i]
	}
	return "01987654321"[sum%11]
}

func coGenNIT(r *rand.Rand) string {
	b := "9" + randDigits(r, 8)
	return groupDigits(b, ".", 3, 3) + "-" + string(coNITCheck(b))
}
