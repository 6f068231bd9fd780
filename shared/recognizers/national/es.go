package national

import (
	"math/rand/v2"
	"regexp"

	"github.com/piiguard/piiguard/shared/detect"
)

// Spanish identifiers: DNI, NIE, the social security number (NSS, also the
// health affiliation number), NIF-IVA (VAT) and passport.

var stemsES = []string{"españ", "espan", "spanish", "spanisch", "espagnol", "spagnol", "hiszpańsk", "hiszpansk", "španěl", "španiel"}

const dniLetters = "TRWAGMYFPDXBNJZSQVHLCKE"

// addES adds ES's specs (countries, in national.go, lists it).
func addES() {
	// A person's NIF is the DNI or NIE number used as a tax id: after "NIF"
	// it is reported as ES_TAX_ID, after "DNI"/"NIE" or alone as the
	// identity number (the dev set guide: NATIONAL_ID after "DNI", TAX_ID
	// after "NIF"). "nif" lowers the identity reading below the tax one; a
	// driving licence's words below the licence's (a Spanish licence
	// carries its holder's DNI number: "permiso de conducir 12345678Z").
	idCtx := &detect.Context{Boost: join([]string{"dni", "nie", "documento", "identidad", "extranjero", "identif", "national",
		"personal", "ausweis", "identité", "identita", "dowód"}, stemsES), Penalty: []string{"nif", "conducir", "conducción", "conduccion"}, PenaltyBy: 0.45}
	nifCtx := &detect.Context{Boost: []string{"nif"}, BoostBy: 0.85}
	dni := Spec{Type: "ES_DNI", Country: "ES", MinLen: 9, MaxLen: 9,
		Format: regexp.MustCompile(`^\d{8}[- ]?[A-Za-z]$|^\d{2}\.\d{3}\.\d{3}[- ]?[A-Za-z]$`), Valid: validDNI, Score: 0.8,
		Context: idCtx, Generate: func(r *rand.Rand) string { return genDNI(r) }}
	nie := Spec{Type: "ES_NIE", Country: "ES", MinLen: 9, MaxLen: 9,
		Format: regexp.MustCompile(`^[XYZxyz][- ]?\d{7}[- ]?[A-Za-z]$`), Valid: validNIE, Score: 0.85,
		Context: idCtx, Generate: genNIE}
	nifDNI, nifNIE := dni, nie
	nifDNI.Type, nifDNI.Score, nifDNI.Context = "ES_TAX_ID", 0.05, nifCtx
	nifNIE.Type, nifNIE.Score, nifNIE.Context = "ES_TAX_ID", 0.05, nifCtx
	add(
		// Eight digits and a mod-23 letter: a rare shape with a check.
		dni, nie, nifDNI, nifNIE,
		// Province (2 digits), number, and two control digits mod 97: one
		// 12-digit number in 97 passes, so context is needed.
		Spec{Type: "ES_SOCIAL_SECURITY_NUMBER", Country: "ES", MinLen: 12, MaxLen: 12, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{12}$|^\d{2}[ /-]?\d{8}[ /-]?\d{2}$`), Valid: validNSS, Score: 0.3,
			Context: ctx([]string{"seguridad", "social", "nss", "nuss", "nass", "naf", "afiliación", "afiliacion", "afiliado", "s.s.", // "Nº S.S."
				"sozialversicherung", "sécurité", "previdenza", "ubezpiecz"}, stemsHealth, stemsES),
			Generate: genNSS},
		Spec{Type: "ES_VAT_NUMBER", Country: "ES", MinLen: 11, MaxLen: 11,
			Format: regexp.MustCompile(`^(?i:es)[ -]?[A-Za-z0-9]\d{7}[A-Za-z0-9]$|^(?i:es)[ -]?[A-Za-z0-9][ -]?\d{7}[ -]?[A-Za-z0-9]$`),
			Valid:  validESVAT, Score: 0.9, Context: ctx(stemsVAT, stemsTax, stemsES),
			Generate: func(r *rand.Rand) string {
				if r.IntN(2) == 0 {
					return "ES" + genCIF(r)
				}
				return "ES" + genDNI(r)
			}},
		// A company's CIF without the ES prefix ("CIF B95733119"): entity
		// letter, seven digits, control; the control is one digit in ten, so
		// a tax word lifts it.
		Spec{Type: "ES_VAT_NUMBER", Country: "ES", MinLen: 9, MaxLen: 9,
			Format: regexp.MustCompile(`^[ABCDEFGHJNPQRSUVW][- ]?\d{7}[- ]?[0-9A-J]$`), Valid: validCIF, Score: 0.4,
			Context: ctx(stemsVAT, stemsTax, stemsES), Generate: genCIF}, // after the ES form: Generate takes a type's first spec
		// Passports: three letters and six digits, no check digit.
		Spec{Type: "ES_PASSPORT", Country: "ES", MinLen: 9, MaxLen: 9,
			Format: regexp.MustCompile(`^[A-Z]{3}\d{6}$`), Score: 0.05, Context: passportCtx(stemsES, nil, "es"),
			Generate: func(r *rand.Rand) string { return randFrom(r, upper, 3) + randDigits(r, 6) }},
	)
}

func validDNI(c string) bool {
	return len(c) == 9 && allDigits(c[:8]) && dniLetters[digitsValue(c[:8])%23] == c[8]
}

func genDNI(r *rand.Rand) string {
	n := randDigits(r, 8)
	return n + string(dniLetters[digitsValue(n)%23])
}

// validNIE: X, Y or Z (read as 0, 1, 2) then the DNI rule.
func validNIE(c string) bool {
	if len(c) != 9 || c[0] < 'X' || c[0] > 'Z' {
		return false
	}
	return validDNI(string('0'+c[0]-'X') + c[1:])
}

func genNIE(r *rand.Rand) string {
	p := r.IntN(3)
	n := randDigits(r, 7)
	return string(byte('X'+p)) + n + string(dniLetters[digitsValue(string(byte('0'+p))+n)%23])
}

// validNSS: the control is (province and number) mod 97, the number read
// without leading zeros when it is under 10 million.
func validNSS(c string) bool {
	if len(c) != 12 {
		return false
	}
	return nssControl(c[:10]) == digitsValue(c[10:])
}

func nssControl(s string) int {
	prov, num := digitsValue(s[:2]), digitsValue(s[2:])
	if num < 10000000 {
		return (prov*10000000 + num) % 97
	}
	return digitsValue(s) % 97
}

func genNSS(r *rand.Rand) string {
	s := pad2(1+r.IntN(52)) + randDigits(r, 8)
	return s[:2] + "/" + s[2:] + "/" + pad2(nssControl(s))
}

// validESVAT: ES and a NIF: DNI, NIE, or a CIF (entity letter, seven digits,
// control digit or letter).
func validESVAT(c string) bool {
	if len(c) != 11 || c[:2] != "ES" {
		return false
	}
	n := c[2:]
	switch {
	case n[0] >= '0' && n[0] <= '9':
		return validDNI(n)
	case n[0] >= 'X' && n[0] <= 'Z':
		return validNIE(n)
	case n[0] == 'K' || n[0] == 'L' || n[0] == 'M':
		return validDNI("0" + n[1:]) // Spaniards without DNI: DNI rule on the digits
	}
	return validCIF(n)
}

const cifLetters = "JABCDEFGHI"

func cifControl(digits string) int {
	sum := 0
	for i := 0; i < 7; i++ {
		d := int(digits[i] - '0')
		if i%2 == 0 {
			d *= 2
			d = d/10 + d%10
		}
		sum += d
	}
	return (10 - sum%10) % 10
}

func validCIF(n string) bool {
	if len(n) != 9 || n[0] < 'A' || n[0] > 'W' || !allDigits(n[1:8]) {
		return false
	}
	k := cifControl(n[1:8])
	switch n[0] {
	case 'A', 'B', 'E', 'H': // always a digit
		return n[8] == byte('0'+k)
	case 'K', 'P', 'Q', 'S', 'N', 'W': // always a letter
		return n[8] == cifLetters[k]
	}
	return n[8] == byte('0'+k) || n[8] == cifLetters[k]
}

func genCIF(r *rand.Rand) string {
	d := randDigits(r, 7)
	return "AB"[r.IntN(2):][:1] + d + string(byte('0'+cifControl(d)))
}
