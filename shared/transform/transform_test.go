package transform

import (
	"encoding/base64"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
)

// spans builds entities for the given substrings of text (first occurrences).
func spans(text string, typ string, subs ...string) []detect.Entity {
	var out []detect.Entity
	from := 0
	for _, s := range subs {
		i := strings.Index(text[from:], s) + from
		out = append(out, detect.Entity{Type: typ, Text: s, ByteStart: i, ByteEnd: i + len(s)})
		from = i + len(s)
	}
	return out
}

func TestMaskKeepsCodePointLength(t *testing.T) {
	text := "Name: Žofie Šťastná, card 4111 1111 1111 1111"
	ents := spans(text, "X", "Žofie Šťastná", "4111 1111 1111 1111")
	cases := []struct {
		o    MaskOptions
		want string
	}{
		{MaskOptions{'*', 4, true}, "Name: *********stná, card ***************1111"},
		{MaskOptions{'*', 4, false}, "Name: Žofi*********, card 4111***************"},
		{MaskOptions{'█', 0, true}, "Name: █████████████, card ███████████████████"},
		{MaskOptions{'*', 19, true}, text},
	}
	for _, c := range cases {
		got := Mask(text, ents, c.o)
		if got != c.want {
			t.Errorf("%+v: got %q, want %q", c.o, got, c.want)
		}
		if utf8.RuneCountInString(got) != utf8.RuneCountInString(text) {
			t.Errorf("%+v: length changed", c.o)
		}
	}
}

func TestHashAlgorithmsAndKey(t *testing.T) {
	text := "x John y"
	ents := spans(text, "PERSON", "John")
	for alg, a := range HashAlgorithms {
		got := Hash(text, ents, HashOptions{Algorithm: alg, Length: a.HexLen})
		if len(got) != len("x  y")+a.HexLen {
			t.Errorf("%s: %q", alg, got)
		}
	}
	plain := Hash(text, ents, HashOptions{Algorithm: "sha256", Length: 64})
	keyed := Hash(text, ents, HashOptions{Algorithm: "sha256", Length: 64, Key: "k"})
	keyed2 := Hash(text, ents, HashOptions{Algorithm: "sha256", Length: 64, Key: "k2"})
	if plain == keyed || keyed == keyed2 {
		t.Error("HMAC key has no effect")
	}
}

func TestTokenizeRoundTripAndCounters(t *testing.T) {
	text := "A met B, then A again; mail a@x.io"
	ents := append(spans(text, "PERSON", "A", "B", "A"), spans(text, "EMAIL_ADDRESS", "a@x.io")...)
	out, m := Tokenize(text, ents)
	if out != "<PERSON_1> met <PERSON_2>, then <PERSON_1> again; mail <EMAIL_ADDRESS_1>" {
		t.Errorf("tokenized %q", out)
	}
	back, n := Detokenize(out, m)
	if back != text || n != 4 {
		t.Errorf("detokenized %q (%d)", back, n)
	}
}

func FuzzTokenizeRoundTrip(f *testing.F) {
	f.Add("Jane <PERSON_1> Jane", 0, 4)
	f.Add("ščř 😀 <x>", 2, 6)
	f.Fuzz(func(t *testing.T, text string, a, b int) {
		if !utf8.ValidString(text) || a < 0 || b > len(text) || a >= b || !utf8.RuneStart(text[a]) || b < len(text) && !utf8.RuneStart(text[b]) {
			return
		}
		ents := []detect.Entity{{Type: "PERSON", Text: text[a:b], ByteStart: a, ByteEnd: b}}
		out, m := Tokenize(text, ents)
		// tokens that already occur in the input would be ambiguous; the API
		// can't tell them apart either, so the property holds for texts without them
		for tok := range m {
			if strings.Contains(text, tok) {
				return
			}
		}
		if back, _ := Detokenize(out, m); back != text {
			t.Fatalf("round trip: %q -> %q -> %q", text, out, back)
		}
	})
}

func TestEncryptDecryptEnvelopes(t *testing.T) {
	text := "Call Jana at jana@example.cz today"
	ents := spans(text, "X", "Jana", "jana@example.cz")
	s, err := NewPasswordSealer("a sixteen+ char key")
	if err != nil {
		t.Fatal(err)
	}
	enc, err := Encrypt(text, ents, s)
	if err != nil {
		t.Fatal(err)
	}
	parts := strings.Fields(enc)
	env, _ := base64.StdEncoding.DecodeString(parts[1])
	if env[0] != VersionPassword || len(env) != 1+16+12+len("Jana")+16 {
		t.Fatalf("envelope layout: version %d, %d bytes", env[0], len(env))
	}
	got, n, err := Decrypt(enc, NewPasswordOpener("a sixteen+ char key"))
	if err != nil || got != text || n != 2 {
		t.Fatalf("decrypt: %q %d %v", got, n, err)
	}
	if _, _, err := Decrypt(enc, NewPasswordOpener("another sixteen+ key")); err != ErrDecrypt {
		t.Errorf("wrong key: %v", err)
	}
	// flip one ciphertext byte: authentication fails
	env[len(env)-1] ^= 1
	tampered := strings.Replace(enc, parts[1], base64.StdEncoding.EncodeToString(env), 1)
	if _, n, _ := Decrypt(tampered, NewPasswordOpener("a sixteen+ char key")); n != 1 {
		t.Errorf("tampered envelope opened: %d replacements", n)
	}
}

func TestTenantEnvelopesBoundToTenant(t *testing.T) {
	key := make([]byte, 32)
	s, _ := NewTenantSealer(key, "tenant-a")
	enc, _ := Encrypt("x secret y", spans("x secret y", "X", "secret"), s)
	if got, n, err := Decrypt(enc, NewTenantOpener(key, "tenant-a")); err != nil || n != 1 || got != "x secret y" {
		t.Errorf("own tenant: %q %d %v", got, n, err)
	}
	// same key bytes, other tenant id: the additional data differs
	if _, _, err := Decrypt(enc, NewTenantOpener(key, "tenant-b")); err != ErrDecrypt {
		t.Errorf("other tenant: %v", err)
	}
}

// FuzzDetokenize: any text and mapping; never panics, output valid UTF-8 when
// inputs are, and a mapping of identity pairs changes nothing.
func FuzzDetokenize(f *testing.F) {
	f.Add("<A_1> and <A_10>", "<A_1>", "x")
	f.Add("ščř", "č", "")
	f.Fuzz(func(t *testing.T, text, key, val string) {
		if key == "" {
			return
		}
		out, n := Detokenize(text, map[string]string{key: val})
		if n < 0 || n > 0 && !strings.Contains(text, key) {
			t.Fatalf("%d replacements of an absent key", n)
		}
		if utf8.ValidString(text) && utf8.ValidString(key) && utf8.ValidString(val) && !utf8.ValidString(out) {
			// a key cut inside a rune could split one; valid inputs can't
			t.Fatalf("invalid UTF-8 out: %q", out)
		}
		if same, _ := Detokenize(text, map[string]string{key: key}); same != text {
			t.Fatalf("identity mapping changed the text")
		}
	})
}
