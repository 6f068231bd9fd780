package checksum

// Verhoeff tables: multiplication in the dihedral group D5, the position
// permutation and the inverse.
var (
	verhoeffD = [10][10]byte{
		{0, 1, 2, 3, 4, 5, 6, 7, 8, 9},
		{1, 2, 3, 4, 0, 6, 7, 8, 9, 5},
		{2, 3, 4, 0, 1, 7, 8, 9, 5, 6},
		{3, 4, 0, 1, 2, 8, 9, 5, 6, 7},
		{4, 0, 1, 2, 3, 9, 5, 6, 7, 8},
		{5, 9, 8, 7, 6, 0, 4, 3, 2, 1},
		{6, 5, 9, 8, 7, 1, 0, 4, 3, 2},
		{7, 6, 5, 9, 8, 2, 1, 0, 4, 3},
		{8, 7, 6, 5, 9, 3, 2, 1, 0, 4},
		{9, 8, 7, 6, 5, 4, 3, 2, 1, 0},
	}
	verhoeffP = [8][10]byte{
		{0, 1, 2, 3, 4, 5, 6, 7, 8, 9},
		{1, 5, 7, 6, 2, 8, 3, 0, 9, 4},
		{5, 8, 0, 3, 7, 9, 6, 1, 4, 2},
		{8, 9, 1, 6, 0, 4, 3, 5, 2, 7},
		{9, 4, 5, 3, 1, 2, 6, 8, 7, 0},
		{4, 2, 8, 6, 5, 7, 3, 9, 0, 1},
		{2, 7, 9, 3, 8, 0, 6, 4, 1, 5},
		{7, 0, 4, 6, 9, 1, 3, 2, 5, 8},
	}
	verhoeffInv = [10]byte{0, 4, 3, 2, 1, 5, 6, 7, 8, 9}
)

// Verhoeff reports whether the digits s (check digit last, digits only) pass
// the Verhoeff check (Aadhaar, Luxembourg matricule).
func Verhoeff(s string) bool {
	c := byte(0)
	for i := 0; i < len(s); i++ {
		c = verhoeffD[c][verhoeffP[i%8][s[len(s)-1-i]-'0']]
	}
	return c == 0 && s != ""
}

// VerhoeffDigit returns the Verhoeff check digit to append to the digits s.
func VerhoeffDigit(s string) byte {
	c := byte(0)
	for i := 0; i < len(s); i++ {
		c = verhoeffD[c][verhoeffP[(i+1)%8][s[len(s)-1-i]-'0']]
	}
	return '0' + verhoeffInv[c]
}
