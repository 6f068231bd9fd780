package generic

import "testing"

func TestSSN(t *testing.T) {
	runCases(t, SSN{}, []tcase{
		{"en", "SSN 536-90-4399.", []string{"US_SSN:536-90-4399"}},
		{"en", "ssn: 078 05 1120 ✓", []string{"US_SSN:078 05 1120"}},
		{"en", "bad 000-12-3456 666-12-3456 912-12-3456 123-00-4567 123-45-0000", nil},
		{"en", "not 1234-56-7890 or 123-45-67890 or 123-45 6789", nil},
	})
}
