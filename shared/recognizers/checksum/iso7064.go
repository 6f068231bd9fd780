package checksum

// ISO7064Mod11_10 reports whether the ASCII digits s (at least two) pass ISO
// 7064 MOD 11,10 with the check digit last (HR OIB, DE Steuer-IdNr).
func ISO7064Mod11_10(s string) bool {
	if len(s) < 2 {
		return false
	}
	p := 10
	for i := 0; i < len(s)-1; i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
		x := (int(s[i]-'0') + p) % 10
		if x == 0 {
			x = 10
		}
		p = (2 * x) % 11
	}
	return s[len(s)-1] == byte('0'+(11-p)%10)
}
