package transform

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
)

// FuzzDecrypt: Decrypt never panics on any text; what Encrypt wrote under a
// tenant key decrypts back to the original whatever surrounds the entity, and
// another tenant's opener never opens it.
func FuzzDecrypt(f *testing.F) {
	f.Add("Call Jana at jana@example.cz today", 5, 9)
	f.Add("AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==", 0, 3)
	f.Add("ščř 😀 x", 0, 6)
	f.Add("card=4111111111111111", 5, 21)
	f.Add("see/jane.doe@example.com/inbox", 4, 24)
	key := make([]byte, 32)
	for i := range key {
		key[i] = byte(i)
	}
	f.Fuzz(func(t *testing.T, text string, a, b int) {
		if _, _, err := Decrypt(text, NewTenantOpener(key, "tenant-a")); err != nil && err != ErrDecrypt {
			t.Fatalf("Decrypt error %v", err)
		}
		if !utf8.ValidString(text) || a < 0 || b > len(text) || a >= b || !utf8.RuneStart(text[a]) || b < len(text) && !utf8.RuneStart(text[b]) {
			return
		}
		// no pre-existing envelope-like runs: those are decrypted too, by design
		if _, _, err := Decrypt(text, NewTenantOpener(key, "tenant-a")); err == ErrDecrypt {
			return
		}
		s, err := NewTenantSealer(key, "tenant-a")
		if err != nil {
			t.Fatal(err)
		}
		enc, err := Encrypt(text, []detect.Entity{{Type: "X", Text: text[a:b], ByteStart: a, ByteEnd: b}}, s)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(enc, text[a:b]) && len(text[a:b]) > 8 && !strings.Contains(text[:a]+text[b:], text[a:b]) {
			t.Fatalf("plaintext left in the output")
		}
		got, n, err := Decrypt(enc, NewTenantOpener(key, "tenant-a"))
		if err != nil || got != text || n < 1 {
			t.Fatalf("round trip: %q -> %q -> %q (%d, %v)", text, enc, got, n, err)
		}
		if _, _, err := Decrypt(enc, NewTenantOpener(key, "tenant-b")); err != ErrDecrypt {
			t.Fatalf("another tenant's opener: %v", err)
		}
	})
}
