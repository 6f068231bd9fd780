package generic

import "testing"

func TestURL(t *testing.T) {
	runCases(t, URL{}, []tcase{
		{"en", "see https://www.example.com/path?q=1.", []string{"URL:https://www.example.com/path?q=1"}},
		{"en", "(http://example.org/a_(b)) and ftp://files.example.net", []string{"URL:http://example.org/a_(b)", "URL:ftp://files.example.net"}},
		{"en", "visit www.example.de, thanks", []string{"URL:www.example.de"}},
		{"en", "docs at example.com/docs/", []string{"URL:example.com/docs/"}},
		{"en", "Website: example.cz", []string{"URL:example.cz"}},
		{"de", "Seite: https://bücher.de/ü 🙂", []string{"URL:https://bücher.de/ü"}},
		{"en", "mail bob@example.com or e.g. this. End.The file report.pdf", nil},
	})
}
