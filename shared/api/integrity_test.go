package api_test

// Never lose a value, never leak one, bound every request's cost: the
// round-trip and no-leak property of the transforming operations over HTTP
// with the real engine and both key kinds, and the bounds of docs/API.md
// ("Bounds and integrity") and docs/RELIABILITY.md.

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/store"
)

const roundTripKey = "correct horse battery staple"

// roundTripTexts hold values glued to base64 characters, adjacent values and
// tokens or envelope-like text already in the input.
var roundTripTexts = []string{
	"card=4111111111111111",
	"ip=192.168.1.1",
	"tel=+12125550134",
	"see/jane.doe@example.com/inbox",
	"=jane@example.com=",
	"Cards 5500000000000004 4111111111111111",
	"(212) 555-0134 (646) 555-0199",
	"Jane Doe <PERSON_1> wrote to <EMAIL_ADDRESS_1> and jane.doe@example.com",
	"<pgenc:AAAA> jane@example.com <pgenc:",
	"Contact Jane Doe at jane.doe@example.com or +1 415 555 0132, card 4111 1111 1111 1111.",
	"IBAN DE89 3704 0044 0532 0130 00, SSN 123-45-6789, host 10.0.0.1",
}

// TestRoundTripAndNoLeak: for each text, /decrypt(/encrypt(t)) == t with the
// tenant key (the memory store's stand-in for KMS) and with a password, and
// /detokenize(/tokenize(t)) == t; no detected value is left in the encrypted,
// tokenized, redacted or hashed text.
func TestRoundTripAndNoLeak(t *testing.T) {
	e := newRealEnv(t, store.PlanPayAsYouGo)
	for _, text := range roundTripTexts {
		checkRoundTripAndNoLeak(t, e, text, true)
	}
}

// FuzzRoundTripNoLeak is TestRoundTripAndNoLeak for any text; the password
// key (two PBKDF2 derivations an input) is used for one input in four.
func FuzzRoundTripNoLeak(f *testing.F) {
	for _, s := range roundTripTexts {
		f.Add(s, uint8(0))
	}
	f.Fuzz(func(t *testing.T, text string, variant uint8) {
		if !utf8.ValidString(text) || text == "" || strings.ContainsRune(text, utf8.RuneError) {
			return // JSON would carry something else than text
		}
		fuzzEnvOnce.Do(func() { fuzzEnv = newRealEnv(t, store.PlanPayAsYouGo) })
		checkRoundTripAndNoLeak(t, fuzzEnv, text, variant%4 == 0)
	})
}

var (
	envelopeRe = regexp.MustCompile(`^<pgenc:[A-Za-z0-9+/]+=*>`)
	tokenRe    = regexp.MustCompile(`^<[A-Z][A-Z0-9_]*_[0-9]+>`)
	hex16Re    = regexp.MustCompile(`^[0-9a-f]{16}`)
	emptyRe    = regexp.MustCompile(`^`)
)

func checkRoundTripAndNoLeak(t *testing.T, e *realEnv, text string, password bool) {
	t.Helper()
	post := func(op string, body map[string]any) map[string]any {
		t.Helper()
		code, out, raw := e.post(t, op, mustJSON(t, body))
		if code != 200 {
			t.Fatalf("%s %q: %d %s", op, text, code, raw)
		}
		return out
	}
	keys := []map[string]any{{}}
	if password {
		keys = append(keys, map[string]any{"encryption_key": roundTripKey})
	}
	for _, key := range keys {
		body := map[string]any{"text": text}
		for k, v := range key {
			body[k] = v
		}
		enc := post("encrypt", body)
		checkReplaced(t, "encrypt", text, enc, envelopeRe)
		body["text"] = enc["text"]
		dec := post("decrypt", body)
		if dec["text"] != text || int(dec["replacements_made"].(float64)) != len(ents(enc)) {
			t.Fatalf("decrypt(encrypt(%q)) with %v = %q (%v replacements, %d entities)", text, key, dec["text"], dec["replacements_made"], len(ents(enc)))
		}
	}
	tok := post("tokenize", map[string]any{"text": text})
	checkReplaced(t, "tokenize", text, tok, tokenRe)
	back := post("detokenize", map[string]any{"text": tok["text"], "mapping": tok["mapping"]})
	if back["text"] != text {
		t.Fatalf("detokenize(tokenize(%q)) = %q", text, back["text"])
	}
	checkReplaced(t, "redact", text, post("redact", map[string]any{"text": text}), emptyRe)
	checkReplaced(t, "hash", text, post("hash", map[string]any{"text": text, "hash_key": "k"}), hex16Re)
}

// checkReplaced: out["text"] is text with each detected entity (and nothing
// else) replaced by one match of repl, and no detected value of six bytes or
// more (shorter ones can occur by chance in base64 or hex) that occurs in the
// text only where it was detected is left in it.
func checkReplaced(t *testing.T, op, text string, out map[string]any, repl *regexp.Regexp) {
	t.Helper()
	got := out["text"].(string)
	runes := []rune(text)
	pos, o := 0, 0
	for _, en := range ents(out) {
		s, end := int(en["start"].(float64)), int(en["end"].(float64))
		bs, be := len(string(runes[:s])), len(string(runes[:end]))
		seg := text[pos:bs]
		if !strings.HasPrefix(got[o:], seg) {
			t.Fatalf("%s %q: text outside the entities changed: %q", op, text, got)
		}
		o += len(seg)
		loc := repl.FindStringIndex(got[o:])
		if loc == nil {
			t.Fatalf("%s %q: entity %q not replaced as expected in %q", op, text, en["text"], got)
		}
		o += loc[1]
		pos = be
	}
	if got[o:] != text[pos:] {
		t.Fatalf("%s %q: the end of the text changed: %q", op, text, got)
	}
	count := map[string]int{}
	for _, en := range ents(out) {
		count[en["text"].(string)]++
	}
	for v, n := range count {
		if len(v) >= 6 && strings.Count(text, v) == n && strings.Contains(got, v) {
			t.Fatalf("%s %q: detected value %q left in %q", op, text, v, got)
		}
	}
}

// TestDuplicateKeysRefused: a field named twice (also in another case, or
// escaped, or inside mapping) is 400: the last value used to win, while a
// gateway in front may have inspected the first.
func TestDuplicateKeysRefused(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	for _, c := range []struct {
		op, body string
		want     int
	}{
		{"detect", `{"text":"a","text":"b"}`, 400},
		{"detect", `{"text":"a","TEXT":"b"}`, 400},
		{"detect", `{"text":"a","t\u0065xt":"b"}`, 400},
		{"detect", `{"texts":["a"],"textſ":["b"]}`, 400}, // U+017F folds to 's'
		{"detokenize", `{"text":"<A>","mapping":{"<A>":"x","<A>":"y"}}`, 400},
		{"detokenize", `{"text":"<A>","mapping":{"<A>":"x","<a>":"y"}}`, 200}, // tokens are case-sensitive
		{"detect", `{"text":"a","x":{"k":1,"k":2}}`, 400},
		{"detect", `{"text":"a","x":[{"k":1},{"k":2}],"y":{"k":1}}`, 200},
		{"detect", `{"text":"a \"text\": \"b\"","x":"text"}`, 200},
		{"detect", `{"text":"a\\","TEXT":"b"}`, 400},           // an escaped backslash, then the closing quote
		{"detect", `{"text":"a\\\",\"text\":\"b","x":1}`, 200}, // an escaped backslash, then an escaped quote
	} {
		code, out := e.post(c.op, c.body)
		if code != c.want {
			t.Errorf("%s %s: %d %v, want %d", c.op, c.body, code, out, c.want)
		}
		if code == 400 {
			wantError(t, code, out, 400, api.CodeValidation)
		}
	}
}

// TestMaskingCharRefused: digits, controls, format characters (bidi
// overrides), combining marks are refused; letters and symbols stay.
func TestMaskingCharRefused(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	for _, c := range []struct {
		char string
		want int
	}{
		{"4", 400}, {"٤", 400}, {"²", 400}, {"\x00", 400}, {"\u202e", 400}, {"\u200b", 400},
		{"\u0301", 400}, {"\u2028", 400}, {"\n", 400}, {"\ue000", 400},
		{"X", 200}, {"x", 200}, {"*", 200}, {"•", 200}, {"█", 200}, {"é", 200}, {"#", 200},
	} {
		code, out := e.post("mask", map[string]any{"text": "card 4111 1111 1111 1111", "masking_char": c.char})
		if code != c.want {
			t.Errorf("masking_char %U: %d %v, want %d", []rune(c.char)[0], code, out, c.want)
		}
	}
}

// TestHashKeyBounded: a hash_key over transform.MaxHashKeyBytes is 400 (a
// 9 MiB key on 625 e-mails took 11 s of CPU, one HMAC built per entity).
func TestHashKeyBounded(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	text := strings.Repeat("a@b.io ", 10)
	code, out := e.post("hash", map[string]any{"text": text, "hash_key": strings.Repeat("k", 1024)})
	if code != 200 {
		t.Fatalf("1,024-byte key: %d %v", code, out)
	}
	code, out = e.post("hash", map[string]any{"text": text, "hash_key": strings.Repeat("k", 1025)})
	wantError(t, code, out, 400, api.CodeValidation)
}

// fakeEnvelopes is a text of n password envelopes with distinct random salts
// that open under no key: each would cost a PBKDF2 derivation.
func fakeEnvelopes(n int) string {
	var b strings.Builder
	for range n {
		raw := make([]byte, 1+16+12+16+4)
		_, _ = rand.Read(raw)
		raw[0] = 1
		b.WriteString("x <pgenc:" + base64.StdEncoding.EncodeToString(raw) + "> ")
	}
	return b.String()
}

// TestKeyDerivationsBoundedAndCharged: /decrypt with a password counts the
// derivations first, refuses more than api.MaxKeyDerivations, charges
// KeyDerivationChars each before deriving (kept when decryption fails), and a
// tenant over its quota gets 429 before any derivation; /encrypt with a key
// likewise. Before: 16 fake envelopes cost 2-4 s of CPU, uncharged, even over
// quota.
func TestKeyDerivationsBoundedAndCharged(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t, store.PlanPayAsYouGo)
	used := func() int64 {
		n, _ := e.st.Used(ctx, "tenant-a", "2026-11")
		return n
	}
	// too many: refused before any derivation, nothing charged
	text := fakeEnvelopes(api.MaxKeyDerivations + 1)
	t0 := time.Now()
	code, out := e.post("decrypt", map[string]any{"text": text, "encryption_key": roundTripKey})
	wantError(t, code, out, 400, api.CodeValidation)
	if used() != 0 {
		t.Errorf("refused call charged %d", used())
	}
	refused := time.Since(t0)
	// three fakes: three derivations, decryption fails, the derivations stay charged
	text = fakeEnvelopes(3)
	t0 = time.Now()
	code, out = e.post("decrypt", map[string]any{"text": text, "encryption_key": roundTripKey})
	wantError(t, code, out, 400, api.CodeValidation)
	if got := used(); got != 3*api.KeyDerivationChars {
		t.Errorf("failed decrypt with 3 derivations charged %d, want %d", got, 3*api.KeyDerivationChars)
	}
	t.Logf("9 salts refused in %v; 3 derivations in %v", refused, time.Since(t0))
	// /encrypt with a key: one derivation, charged with the text
	before := used()
	code, out = e.post("encrypt", map[string]any{"text": sample, "encryption_key": roundTripKey})
	if code != 200 {
		t.Fatal(out)
	}
	if got := used() - before; got != int64(utf8.RuneCountInString(sample))+api.KeyDerivationChars {
		t.Errorf("encrypt with a key charged %d", got)
	}
	recs, _ := e.st.ListAudit(ctx, "tenant-a", e.now.Add(-time.Hour), e.now.Add(time.Hour))
	var audited int64 = -1
	for _, r := range recs {
		if r.Operation == "encrypt" {
			audited = r.Characters
		}
	}
	if audited != int64(utf8.RuneCountInString(sample))+api.KeyDerivationChars {
		t.Errorf("audit record of encrypt: %d characters", audited)
	}

	// a Free tenant with room for its text but not for one derivation: 429
	// before the work; the tenant key needs no derivation and still works
	f := newEnv(t, store.PlanFree)
	lim := store.LimitsOf(store.PlanFree).Monthly
	if err := f.st.Charge(ctx, "tenant-a", "2026-11", "filler", lim-int64(len(sample))-10, lim); err != nil {
		t.Fatal(err)
	}
	for _, op := range []string{"encrypt", "decrypt"} {
		body := map[string]any{"text": sample, "encryption_key": roundTripKey}
		if op == "decrypt" {
			body["text"] = fakeEnvelopes(1)
		}
		code, out = f.post(op, body)
		wantError(t, code, out, 429, api.CodeRateLimited)
	}
	if n, _ := f.st.Used(ctx, "tenant-a", "2026-11"); n != lim-int64(len(sample))-10 {
		t.Errorf("refused calls charged: used %d", n)
	}
	code, out = f.post("encrypt", map[string]any{"text": sample})
	if code != 200 {
		t.Errorf("tenant-key encrypt near the quota: %d %v", code, out)
	}
}

// TestDetokenizeChargedByAnswer: /detokenize charges the characters of its
// answer when larger than the text, and the plan's per-request cap bounds the
// answer (a 5,000-character Free request could answer 5 MB uncharged).
func TestDetokenizeChargedByAnswer(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t, store.PlanFree)
	value := strings.Repeat("v", 1000)
	code, out := e.post("detokenize", map[string]any{"text": "<A> <A> <A>", "mapping": map[string]string{"<A>": value}})
	if code != 200 {
		t.Fatal(out)
	}
	if n, _ := e.st.Used(ctx, "tenant-a", "2026-11"); n != 3002 {
		t.Errorf("charged %d, want the answer's 3,002 characters", n)
	}
	code, out = e.post("detokenize", map[string]any{"text": strings.Repeat("<A>", 6), "mapping": map[string]string{"<A>": value}})
	wantError(t, code, out, 429, api.CodeRateLimited)
	if n, _ := e.st.Used(ctx, "tenant-a", "2026-11"); n != 3002 {
		t.Errorf("refused call charged: used %d", n)
	}
	// shrinking answers are charged the text, as before
	code, _ = e.post("detokenize", map[string]any{"text": "<LONG_TOKEN_1> x", "mapping": map[string]string{"<LONG_TOKEN_1>": "v"}})
	if n, _ := e.st.Used(ctx, "tenant-a", "2026-11"); code != 200 || n != 3002+16 {
		t.Errorf("shrinking answer: %d, used %d", code, n)
	}
}

// TestDetokenizeFreeStopsEarly: a Free request whose answer would be
// megabytes stops at the plan's cap (4 bytes a character) with 429.
func TestDetokenizeFreeStopsEarly(t *testing.T) {
	e := newEnv(t, store.PlanFree)
	code, out := e.post("detokenize", map[string]any{"text": strings.Repeat("<A>", 1000), "mapping": map[string]string{"<A>": strings.Repeat("v", 5000)}})
	wantError(t, code, out, 429, api.CodeRateLimited)
	if d := out["detail"].(string); !strings.Contains(d, "5000 characters per request") {
		t.Errorf("detail %q", d)
	}
}
