package national

import "github.com/piiguard/piiguard/shared/detect"

// The identifiers of Spanish-speaking Latin America (ar.go, cl.go, co.go,
// mx.go, pe.go, uy.go) share these.

// spanishAmerica are the countries whose identifiers Spanish text carries as
// its own besides Spain's (detect.LangCountries, which also picks the phone
// regions of a language hint, lists Spain only): a CUIT in a letter from
// Rosario is no foreign number.
var spanishAmerica = []string{"AR", "CL", "CO", "MX", "PE", "UY"}

// alsoLocal are, by language, the countries of spanishAmerica.
var alsoLocal = map[string][]string{"es": spanishAmerica}

// labelOnly is the context of a number without a check digit ("DNI
// 32.458.761", "C.C. 1.020.345.678"): only one of its labels, among the few
// words right before it, lifts its 0.05 above the threshold, and a word of
// penalty (another document's label) drops it again.
func labelOnly(boost, penalty []string) *detect.Context {
	return &detect.Context{Boost: boost, Penalty: penalty, Before: 4, After: 1, BoostBy: 0.6, PenaltyBy: 0.6}
}

// mod10Weighted is the check digit (10 - sum mod 10) mod 10 of the digits
// of s by weights w (Argentine CBU, Uruguayan cédula).
func mod10Weighted(s string, w []int) byte {
	return byte('0' + (10-weightedSum(s, w)%10)%10)
}
