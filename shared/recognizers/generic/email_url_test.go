package generic

import "testing"

// Credentials inside a URL are not an e-mail address; mailto: and an address
// after a label with a colon still are.
func TestEmailNotInURLUserinfo(t *testing.T) {
	runCases(t, Email{}, []tcase{
		{"en", "clone https://deploy:s3cret@git.example.com/repo.git now", nil},
		{"en", "ftp://anonymous@ftp.example.org/pub", nil},
		{"en", "db postgres://app:pw@db.example.com:5432/x", nil},
		{"en", "write to mailto:ana@example.com", []string{"EMAIL_ADDRESS:ana@example.com"}},
		{"en", "E-mail:ana@example.com", []string{"EMAIL_ADDRESS:ana@example.com"}},
		{"en", "see https://example.com/ then mail bob@example.org", []string{"EMAIL_ADDRESS:bob@example.org"}},
	})
}
