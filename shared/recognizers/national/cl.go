package national

import (
	"math/rand/v2"
	"regexp"
)

// Chile: the RUT/RUN, one number for persons (the RUN of the identity card,
// CL_RUN) and companies (whose RUTs are numbered from 50.000.000 up:
// CL_VAT_NUMBER), with a mod-11 check character (0-9 or K).

var stemsCL = []string{"chile", "chilen"}

// addCL adds CL's specs (countries, in national.go, lists it).
func addCL() {
	runCtx := ctx([]string{"rut", "run", "r.u.t", "r.u.n", "rol", "cédula", "cedula", "identidad"}, stemsPersonalID, stemsCL)
	rutCtx := ctx([]string{"rut", "r.u.t", "rol", "tributari", "empresa", "razón", "razon"}, stemsTaxID, stemsCL)
	// The check character is a digit or K; the digit forms are numbers
	// of digits only, lowered in a text of another country like any
	// (see foreign), the K forms keep their score.
	dotted := regexp.MustCompile(`^\d{1,2}\.\d{3}\.\d{3}-\d$`)
	dottedK := regexp.MustCompile(`^\d{1,2}\.\d{3}\.\d{3}-[kK]$`)
	// without dots "12345678-5" is also how references are numbered
	dashed := regexp.MustCompile(`^\d{7,8}-\d$`)
	dashedK := regexp.MustCompile(`^\d{7,8}-[kK]$`)
	person, company := clGen(5000000, 30000000), clGen(50000000, 99999999)
	add(
		Spec{Type: "CL_RUN", Country: "CL", MinLen: 8, MaxLen: 9, DigitsOnly: true,
			Format: dotted, Valid: clPersonRUT, Score: 0.7, Context: runCtx, Generate: person},
		Spec{Type: "CL_RUN", Country: "CL", MinLen: 8, MaxLen: 9,
			Format: dottedK, Valid: clPersonRUT, Score: 0.7, Context: runCtx},
		Spec{Type: "CL_RUN", Country: "CL", MinLen: 8, MaxLen: 9, DigitsOnly: true,
			Format: dashed, Valid: clPersonRUT, Score: 0.3, Context: runCtx},
		Spec{Type: "CL_RUN", Country: "CL", MinLen: 8, MaxLen: 9,
			Format: dashedK, Valid: clPersonRUT, Score: 0.3, Context: runCtx},
		Spec{Type: "CL_VAT_NUMBER", Country: "CL", MinLen: 9, MaxLen: 9, DigitsOnly: true,
			Format: dotted, Valid: clCompanyRUT, Score: 0.7, Context: rutCtx, Generate: company},
		Spec{Type: "CL_VAT_NUMBER", Country: "CL", MinLen: 9, MaxLen: 9,
			Format: dottedK, Valid: clCompanyRUT, Score: 0.7, Context: rutCtx},
		Spec{Type: "CL_VAT_NUMBER", Country: "CL", MinLen: 9, MaxLen: 9, DigitsOnly: true,
			Format: dashed, Valid: clCompanyRUT, Score: 0.3, Context: rutCtx},
		Spec{Type: "CL_VAT_NUMBER", Country: "CL", MinLen: 9, MaxLen: 9,
			Format: dashedK, Valid: clCompanyRUT, Score: 0.3, Context: rutCtx},
	)
}

// clRUTCheck: the body's digits from the right times 2, 3, 4, 5, 6, 7
// repeated; 11 - the sum mod 11, 11 read as 0 and 10 as K.
func clRUTCheck(body string) byte {
	sum, w := 0, 2
	for i := len(body) - 1; i >= 0; i-- {
		sum += int(body[i]-'0') * w
		if w++; w > 7 {
			w = 2
		}
	}
	return "0123456789K0"[11-sum%11]
}

// clRUT returns the body of a valid RUT, -1 when it is none.
func clRUT(c string) int {
	body := c[:len(c)-1]
	if len(c) < 8 || !allDigits(body) || clRUTCheck(body) != c[len(c)-1] {
		return -1
	}
	return digitsValue(body)
}

func clPersonRUT(c string) bool { n := clRUT(c); return n >= 1000000 && n < 50000000 }

func clCompanyRUT(c string) bool { return clRUT(c) >= 50000000 }

func clGen(lo, hi int) func(r *rand.Rand) string {
	return func(r *rand.Rand) string {
		body := padN(lo+r.IntN(hi-lo), 7)
		c := string(clRUTCheck(body))
		return groupDigits(body, ".", len(body)-6, 3) + "-" + c
	}
}
