package transform

import (
	"crypto/hmac"
	"encoding/base64"
	"encoding/hex"
	"runtime"
	"strings"
	"sync"
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
		// tokens already in the input are skipped, so the property holds for any text
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
	if !strings.HasPrefix(parts[1], EnvelopePrefix) || !strings.HasSuffix(parts[1], EnvelopeSuffix) {
		t.Fatalf("envelope not delimited: %q", parts[1])
	}
	body := strings.TrimSuffix(strings.TrimPrefix(parts[1], EnvelopePrefix), EnvelopeSuffix)
	env, _ := base64.StdEncoding.DecodeString(body)
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
	tampered := strings.Replace(enc, body, base64.StdEncoding.EncodeToString(env), 1)
	if _, n, _ := Decrypt(tampered, NewPasswordOpener("a sixteen+ char key")); n != 1 {
		t.Errorf("tampered envelope opened: %d replacements", n)
	}
}

// TestTokenizeSkipsTokensInText: a token the text already holds is not
// reused, so detokenize gives the text back (it gave "Jane Jane Jane").
func TestTokenizeSkipsTokensInText(t *testing.T) {
	text := "Jane <PERSON_1> <PERSON_2>x Jane"
	ents := []detect.Entity{{Type: "PERSON", Text: "Jane", ByteStart: 0, ByteEnd: 4}, {Type: "PERSON", Text: "Jane", ByteStart: 28, ByteEnd: 32}}
	out, m := Tokenize(text, ents)
	if out != "<PERSON_3> <PERSON_1> <PERSON_2>x <PERSON_3>" || len(m) != 1 {
		t.Fatalf("tokenized %q %v", out, m)
	}
	if back, _ := Detokenize(out, m); back != text {
		t.Fatalf("round trip %q", back)
	}
}

// TestEnvelopeFoundWhateverSurroundsIt: an entity glued to base64 characters
// ('=', '/', letters, digits) was encrypted into a run that no longer decoded
// as base64, so Decrypt never found it (replacements_made 0): data loss.
func TestEnvelopeFoundWhateverSurroundsIt(t *testing.T) {
	key := make([]byte, 32)
	for _, c := range []struct{ text, value string }{
		{"card=4111111111111111", "4111111111111111"},
		{"ip=192.168.1.1", "192.168.1.1"},
		{"tel=+12125550134", "+12125550134"},
		{"see/jane.doe@example.com/inbox", "jane.doe@example.com"},
		{"=jane@example.com=", "jane@example.com"},
		{"x<pgenc:jane@example.com>", "jane@example.com"},
		{"AAAA" + "jane@example.com" + "AAAA", "jane@example.com"},
	} {
		ents := spans(c.text, "X", c.value)
		for name, kind := range map[string]struct {
			seal func() (*Sealer, error)
			open func() *Opener
		}{
			"tenant":   {func() (*Sealer, error) { return NewTenantSealer(key, "t") }, func() *Opener { return NewTenantOpener(key, "t") }},
			"password": {func() (*Sealer, error) { return NewPasswordSealer("sixteen chars or more") }, func() *Opener { return NewPasswordOpener("sixteen chars or more") }},
		} {
			s, err := kind.seal()
			if err != nil {
				t.Fatal(err)
			}
			enc, err := Encrypt(c.text, ents, s)
			if err != nil || strings.Contains(enc, c.value) {
				t.Fatalf("%s %q: encrypted %q %v", name, c.text, enc, err)
			}
			got, n, err := Decrypt(enc, kind.open())
			if err != nil || got != c.text || n != 1 {
				t.Errorf("%s %q: decrypt %q -> %q (%d, %v)", name, c.text, enc, got, n, err)
			}
		}
	}
}

// TestLegacyEnvelopesStillOpen: bare base64 envelopes (the format before the
// delimiters) open where they stand apart from other base64 characters.
func TestLegacyEnvelopesStillOpen(t *testing.T) {
	key := make([]byte, 32)
	s, _ := NewTenantSealer(key, "t")
	env, _ := s.Seal("jane@example.com")
	bare := strings.TrimSuffix(strings.TrimPrefix(env, EnvelopePrefix), EnvelopeSuffix)
	env2, _ := s.Seal("4111111111111111")
	text := "mail " + bare + ", card: " + env2 + " (" + bare + ")"
	got, n, err := Decrypt(text, NewTenantOpener(key, "t"))
	if err != nil || n != 3 || got != "mail jane@example.com, card: 4111111111111111 (jane@example.com)" {
		t.Fatalf("legacy: %q %d %v", got, n, err)
	}
}

// TestPasswordSaltsBoundsDerivations: the salts are counted without deriving,
// one request's envelopes share one salt, and an opener stops at MaxSalts.
func TestPasswordSaltsBoundsDerivations(t *testing.T) {
	text := "a@b.io c@d.io"
	ents := spans(text, "X", "a@b.io", "c@d.io")
	var parts []string
	for range 3 {
		s, err := NewPasswordSealer("sixteen chars or more")
		if err != nil {
			t.Fatal(err)
		}
		enc, _ := Encrypt(text, ents, s)
		parts = append(parts, enc)
	}
	all := strings.Join(parts, " | ")
	if n := PasswordSalts(parts[0]); n != 1 {
		t.Errorf("one request's envelopes: %d salts, want 1", n)
	}
	if n := PasswordSalts(all); n != 3 {
		t.Errorf("three requests: %d salts, want 3", n)
	}
	o := NewPasswordOpener("sixteen chars or more")
	o.MaxSalts = 2
	if _, _, err := Decrypt(all, o); err != ErrTooManySalts || o.Derivations() != 2 {
		t.Errorf("MaxSalts 2: %v after %d derivations", err, o.Derivations())
	}
	o = NewPasswordOpener("sixteen chars or more")
	got, n, err := Decrypt(all, o)
	if err != nil || n != 6 || o.Derivations() != 3 || got != strings.Join([]string{text, text, text}, " | ") {
		t.Errorf("decrypt all: %q %d %v, %d derivations", got, n, err, o.Derivations())
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

// TestHashBuiltOnceMatchesFreshMAC: the MAC reused across entities (reset per
// entity) gives each entity the digest a fresh HMAC gives it.
func TestHashBuiltOnceMatchesFreshMAC(t *testing.T) {
	text := "a@b.io x c@d.io y a@b.io"
	ents := spans(text, "X", "a@b.io", "c@d.io", "a@b.io")
	for alg, a := range HashAlgorithms {
		got := Hash(text, ents, HashOptions{Algorithm: alg, Length: a.HexLen, Key: "k"})
		var want []string
		for _, v := range []string{"a@b.io", "c@d.io", "a@b.io"} {
			m := hmac.New(a.New, []byte("k"))
			m.Write([]byte(v))
			want = append(want, hex.EncodeToString(m.Sum(nil)))
		}
		if exp := want[0] + " x " + want[1] + " y " + want[2]; got != exp {
			t.Errorf("%s: %q, want %q", alg, got, exp)
		}
	}
}

// TestDerivationsShareTheCPUs: concurrent password requests run at most
// cap(derivationSlots) derivations at once (all CPUs but one), leaving a CPU
// to every other call.
func TestDerivationsShareTheCPUs(t *testing.T) {
	derivingPeak.Store(0)
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := NewPasswordSealer("sixteen chars or more"); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if p, want := int(derivingPeak.Load()), max(1, runtime.GOMAXPROCS(0)-1); p < 1 || p > want {
		t.Errorf("%d derivations ran at once, bound %d", p, want)
	}
}
