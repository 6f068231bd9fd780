package secrets

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
)

// FuzzPasswordsAndKeys: the readers of passwords near their word (before
// it, after an entry verb, listed) and of vendor keys never panic, report
// spans inside the text, and a password found without a separator or a
// vendor key is one that the rules accept.
func FuzzPasswordsAndKeys(f *testing.F) {
	for _, s := range []string{
		"I typed Winter-Harbour-47 but the password is wrong.", "Heslo nefunguje, skúšal som Kovacik1962 aj kovacik62!, nič.",
		"Ho provato Roma!2023 come password", "nmb_live_4f9Qx7TzR2kLw8VbY3cJpA6s", "x_test_", "live_", "hasło, a aj ,",
		"password\n\n\nzadal X1y2z3!!", "\xffpassword\xfe", strings.Repeat("password Ab1! ", 40),
	} {
		f.Add(s)
	}
	r := newRecognizer(rules)
	f.Fuzz(func(t *testing.T, s string) {
		d := detect.NewDoc(s, "")
		for _, m := range r.Find(d, nil) {
			if m.Start < 0 || m.End > len(s) || m.Start >= m.End {
				t.Fatalf("%s: span %d-%d outside %d bytes", m.Type, m.Start, m.End, len(s))
			}
			if m.Type == "PASSWORD" && m.Score == nearbyPasswordScore && !strongPassword(s[m.Start:m.End]) && !looksLikePassword(s[m.Start:m.End]) {
				t.Fatalf("password %q has no password's shape", s[m.Start:m.End])
			}
		}
		for at := 0; at < len(s); at++ {
			if !strings.HasPrefix(s[at:], "live_") && !strings.HasPrefix(s[at:], "test_") {
				continue
			}
			if vs, ve, _, ok := vendorModeKey(s, at, at+5); ok && (vs < 0 || ve > len(s) || vs >= at || !utf8.ValidString(s[vs:ve])) {
				t.Fatalf("vendor key %d-%d at %d", vs, ve, at)
			}
		}
	})
}
