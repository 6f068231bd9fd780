package transform

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
)

func TestTokenizeConsistent(t *testing.T) {
	secret := []byte("tenant secret")
	text := "a@b.org, c@d.org, a@b.org"
	ents := spans(text, "EMAIL_ADDRESS", "a@b.org", "c@d.org", "a@b.org")
	out, m := TokenizeConsistent(text, ents, secret)
	toks := regexp.MustCompile(`<EMAIL_ADDRESS_[0-9a-f]{12}>`).FindAllString(out, -1)
	if len(toks) != 3 || toks[0] != toks[2] || toks[0] == toks[1] || len(m) != 2 {
		t.Fatalf("out %q, mapping %v", out, m)
	}
	// the same value in another text gets the same token; another type or
	// secret another one
	out2, _ := TokenizeConsistent("x a@b.org", spans("x a@b.org", "EMAIL_ADDRESS", "a@b.org"), secret)
	if out2 != "x "+toks[0] {
		t.Errorf("second text %q, want x %s", out2, toks[0])
	}
	out3, _ := TokenizeConsistent("a@b.org", spans("a@b.org", "URL", "a@b.org"), secret)
	out4, _ := TokenizeConsistent("a@b.org", spans("a@b.org", "EMAIL_ADDRESS", "a@b.org"), []byte("other"))
	if strings.TrimPrefix(out3, "<URL_") == strings.TrimPrefix(toks[0], "<EMAIL_ADDRESS_") || out4 == toks[0] {
		t.Errorf("type or secret ignored: %q %q", out3, out4)
	}
	// a text that already holds the token: the value's token is lengthened
	text5 := toks[0] + " a@b.org"
	out5, m5 := TokenizeConsistent(text5, spans(text5, "EMAIL_ADDRESS", "a@b.org"), secret)
	if strings.Count(out5, toks[0]) != 1 || !regexp.MustCompile(`<EMAIL_ADDRESS_[0-9a-f]{16}>$`).MatchString(out5) {
		t.Errorf("token in text: %q", out5)
	}
	if back, _ := Detokenize(out5, m5); back != text5 {
		t.Errorf("round trip %q", back)
	}
}

func FuzzTokenizeConsistentRoundTrip(f *testing.F) {
	f.Add("Jane <PERSON_1> Jane", 0, 4)
	f.Fuzz(func(t *testing.T, text string, a, b int) {
		if !utf8.ValidString(text) || a < 0 || b > len(text) || a >= b || !utf8.RuneStart(text[a]) || b < len(text) && !utf8.RuneStart(text[b]) {
			return
		}
		ents := []detect.Entity{{Type: "PERSON", Text: text[a:b], ByteStart: a, ByteEnd: b}}
		out, m := TokenizeConsistent(text, ents, []byte("k"))
		if back, _ := Detokenize(out, m); back != text {
			t.Fatalf("round trip: %q -> %q -> %q", text, out, back)
		}
	})
}

// TestTokenizeConsistentLongTokenInText: with a 64-character custom type a
// token lengthened five times is longer than the "<...>" substrings the
// text is first searched for; a text that already holds it still gets
// another token, so the mapping restores the text.
func TestTokenizeConsistentLongTokenInText(t *testing.T) {
	secret := []byte("tenant secret")
	typ := "T" + strings.Repeat("_X", 31) + "Y" // 64 bytes, UPPER_SNAKE
	value := "v@example.org"
	sum := hex.EncodeToString(digest(hmac.New(sha256.New, secret), typ, value))
	var lits []string
	for n := ConsistentTokenHex; n <= ConsistentTokenHex+20; n += 4 {
		lits = append(lits, "<"+typ+"_"+sum[:n]+">")
	}
	if l := len(lits[len(lits)-1]); l <= maxTokenLen {
		t.Fatalf("the last literal is %d bytes, not longer than maxTokenLen", l)
	}
	text := strings.Join(lits, " ") + " " + value
	start := len(text) - len(value)
	out, m := TokenizeConsistent(text, []detect.Entity{{Type: typ, Text: value, ByteStart: start, ByteEnd: len(text)}}, secret)
	if back, _ := Detokenize(out, m); back != text {
		t.Fatalf("round trip lost the text:\n got %q\nwant %q", back, text)
	}
}
