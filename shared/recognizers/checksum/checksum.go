// Package checksum holds the check-digit algorithms recognizers and fake
// generators share: Luhn, ISO 7064 mod 97-10 (IBAN), and the weighted sums of
// national identifiers.
package checksum

// Luhn reports whether the digits in s (other bytes ignored) pass the Luhn check.
func Luhn(s string) bool {
	sum, n, double := 0, 0, false
	for i := len(s) - 1; i >= 0; i-- {
		c := s[i]
		if c < '0' || c > '9' {
			continue
		}
		d := int(c - '0')
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
		n++
	}
	return n > 1 && sum%10 == 0
}

// LuhnDigit returns the check digit to append to the digits of s.
func LuhnDigit(s string) byte {
	sum, double := 0, true
	for i := len(s) - 1; i >= 0; i-- {
		c := s[i]
		if c < '0' || c > '9' {
			continue
		}
		d := int(c - '0')
		if double {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return byte('0' + (10-sum%10)%10)
}

// Mod97 returns the ISO 7064 mod 97-10 remainder of s, where letters count as
// 10..35 (A/a=10) and other bytes are ignored. An IBAN is valid when Mod97 of
// its BBAN followed by its first four characters is 1.
func Mod97(s string) int {
	r := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			r = (r*10 + int(c-'0')) % 97
		case c >= 'A' && c <= 'Z':
			r = (r*100 + int(c-'A'+10)) % 97
		case c >= 'a' && c <= 'z':
			r = (r*100 + int(c-'a'+10)) % 97
		}
	}
	return r
}

// Weighted returns the sum of digit(i)*weights[i] over the first len(weights)
// digits of s (non-digits skipped) and false when s has fewer digits.
func Weighted(s string, weights []int) (int, bool) {
	sum, k := 0, 0
	for i := 0; i < len(s) && k < len(weights); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			continue
		}
		sum += int(c-'0') * weights[k]
		k++
	}
	return sum, k == len(weights)
}

// Digits returns the ASCII digits of s, in order.
func Digits(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			b = append(b, s[i])
		}
	}
	return string(b)
}
