package national

import (
	"math/rand/v2"
	"regexp"
)

// Brazil: CPF (persons) and CNPJ (companies); both types are base types.
// addBR adds BR's specs (countries, in national.go, lists it).
func addBR() {
	cpfCtx := ctx([]string{"cpf", "cadastro", "pessoa", "física", "fisica", "contribuinte"}, stemsTaxID, stemsPersonalID)
	cnpjCtx := ctx([]string{"cnpj", "cadastro", "jurídica", "juridica", "empresa"}, stemsTaxID)
	add(
		Spec{Type: "BR_CPF", Country: "BR", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{3}\.\d{3}\.\d{3}-\d{2}$`), Valid: brCPFValid, Score: 0.85,
			Context: cpfCtx, Generate: brGenerateCPF},
		Spec{Type: "BR_CPF", Country: "BR", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{11}$|^\d{9}-\d{2}$`), Valid: brCPFValid, Score: 0.4,
			Context: cpfCtx, Generate: brGenerateCPF},
		// since July 2026 the first twelve characters may be letters
		Spec{Type: "BR_CNPJ", Country: "BR", MinLen: 14, MaxLen: 14,
			Format: regexp.MustCompile(`^[\dA-Z]{2}\.[\dA-Z]{3}\.[\dA-Z]{3}/[\dA-Z]{4}-\d{2}$`), Valid: brCNPJValid,
			Score: 0.9, Context: cnpjCtx, Generate: brGenerateCNPJ},
		Spec{Type: "BR_CNPJ", Country: "BR", MinLen: 14, MaxLen: 14, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{14}$`), Valid: brCNPJValid, Score: 0.5, Context: cnpjCtx, Generate: brGenerateCNPJ},
	)
}

// brMod11 is the CPF/CNPJ check digit of a weighted sum.
func brMod11(sum int) byte {
	r := sum % 11
	if r < 2 {
		return '0'
	}
	return byte('0' + 11 - r)
}

func brCPFValid(c string) bool {
	if len(c) != 11 || brRepeated(c) {
		return false
	}
	return c[9] == brMod11(weightedSum(c, []int{10, 9, 8, 7, 6, 5, 4, 3, 2})) &&
		c[10] == brMod11(weightedSum(c, []int{11, 10, 9, 8, 7, 6, 5, 4, 3, 2}))
}

var (
	brCNPJWeights1 = []int{5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2}
	brCNPJWeights2 = []int{6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2}
)

// brCNPJValid: characters count as their ASCII code minus 48, so digits keep
// their value and letters (new alphanumeric CNPJ) count 17 and up.
func brCNPJValid(c string) bool {
	if len(c) != 14 || brRepeated(c) {
		return false
	}
	sum := func(w []int) int {
		s := 0
		for i, x := range w {
			s += int(c[i]-'0') * x
		}
		return s
	}
	return c[12] == brMod11(sum(brCNPJWeights1)) && c[13] == brMod11(sum(brCNPJWeights2))
}

func brRepeated(c string) bool {
	for i := 1; i < len(c); i++ {
		if c[i] != c[0] {
			return false
		}
	}
	return true
}

func brGenerateCPF(r *rand.Rand) string {
	c := generateWith(r, func(r *rand.Rand) string { return randDigits(r, 9) }, decimal, 2, brCPFValid)
	return c[:3] + "." + c[3:6] + "." + c[6:9] + "-" + c[9:]
}

func brGenerateCNPJ(r *rand.Rand) string {
	c := generateWith(r, func(r *rand.Rand) string { return randDigits(r, 8) + "0001" }, decimal, 2, brCNPJValid)
	return c[:2] + "." + c[2:5] + "." + c[5:8] + "/" + c[8:12] + "-" + c[12:]
}
