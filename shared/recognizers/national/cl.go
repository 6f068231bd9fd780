package national

import (
	"math/rand/v2"
	"regexp"

	"github.com/piiguard/piiguard/shared/detect"
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
	// each holder's number in the four forms, the generator on its first
	forms := []struct {
		re     *regexp.Regexp
		digits bool
		score  float64
	}{{dotted, true, 0.7}, {dottedK, false, 0.7}, {dashed, true, 0.3}, {dashedK, false, 0.3}}
	holders := []struct {
		typ      string
		minLen   int
		valid    func(string) bool
		context  *detect.Context
		generate func(*rand.Rand) string
	}{
		{"CL_RUN", 8, clPersonRUT, runCtx, clGen(5000000, 30000000)},
		{"CL_VAT_NUMBER", 9, clCompanyRUT, rutCtx, clGen(50000000, 99999999)},
	}
	for _, h := range holders {
		for i, f := range forms {
			sp := Spec{Type: h.typ, Country: "CL", MinLen: h.minLen, MaxLen: 9, DigitsOnly: f.digits,
				Format: f.re, Valid: h.valid, Score: f.score, Context: h.context}
			if i == 0 {
				sp.Generate = h.generate
			}
			add(sp)
		}
	}
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
