package api

import (
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
	"unsafe"
)

// commonBodies are bodies decodeCommon takes (want true) or leaves to
// encoding/json (want false).
var commonBodies = []struct {
	body string
	want bool
}{
	{`{"text":"Jane Doe jane.doe@example.com"}`, true},
	{` { "texts" : [ "a" , "b\n" ] , "entities":["EMAIL_ADDRESS"] } ` + "\n", true},
	{`{}`, true},
	{`{"texts":[]}`, true},
	{`{"text":"tab\there \"quoted\" back\\slash \/ \b\f\r\u00e9\u0000 \ud83d\ude00 \uFFFD"}`, true},
	{`{"text":"x","score_threshold":0.35,"chars_to_show":-0,"hash_length":1e1,"threshold":2.5E-3}`, true},
	{`{"text":"x","from_end":false,"explain":true,"consistent_tokens":true}`, true},
	{`{"text":"x","policy":"gdpr","language":"de","masking_char":"#","hash_type":"md5","hash_prefix":"p","hash_key":"k","encryption_key":"0123456789abcdef","allow_list":["a"],"allow_list_match":"exact","samples":["s"]}`, true},
	{`{"text":"é ü 中文 𝄞"}`, true},
	// left to encoding/json: its answer (or error) is the reference
	{`{"Text":"x"}`, false},
	{`{"text":"a","text":"b"}`, false},
	{`{"text":null}`, false},
	{`{"texts":["a",null]}`, false},
	{`{"text":"x","seed":3}`, false},
	{`{"text":"x","mapping":{"a":"b"}}`, false},
	{`{"text":"x","custom_recognizers":[]}`, false},
	{`{"text":"x","other":1}`, false},
	{`{"text":"x"} {}`, false},
	{`{"text":"x",}`, false},
	{`{"text":"x"`, false},
	{`{"text":"a` + "\x01" + `"}`, false},
	{`{"text":"\x"}`, false},
	{`{"text":"\'"}`, false},
	{`{"text":"\u12"}`, false},
	{`{"text":"\ud800"}`, false},
	{`{"score_threshold":01}`, false},
	{`{"score_threshold":1.}`, false},
	{`{"score_threshold":1e999}`, false},
	{`{"score_threshold":"0.5"}`, false},
	{`{"from_end":tru}`, false},
	{`{"te\u0078t":"x"}`, true}, // the key unescaped is "text", as for encoding/json
	{`[]`, false},
	{`null`, false},
	{`"text"`, false},
}

// TestDecodeCommon: the bodies it takes give encoding/json's Request, and
// it leaves the others to encoding/json.
func TestDecodeCommon(t *testing.T) {
	for _, c := range commonBodies {
		req, ok := decodeCommon([]byte(c.body))
		if ok != c.want {
			t.Errorf("%s: taken %v, want %v", c.body, ok, c.want)
			continue
		}
		if ok {
			checkSameAsJSON(t, []byte(c.body), req)
		}
	}
	// escapes in a long text, a batch of them
	long := strings.Repeat(`ab\"c\\d\u00e9 `, 1000)
	body := `{"texts":["` + long + `","` + long + `"]}`
	req, ok := decodeCommon([]byte(body))
	if !ok {
		t.Fatal("a batch with escapes left to encoding/json")
	}
	checkSameAsJSON(t, []byte(body), req)
}

// FuzzDecodeCommon: whenever decodeCommon takes a body, encoding/json
// decodes it to the same Request, and the body names no key twice.
func FuzzDecodeCommon(f *testing.F) {
	for _, c := range commonBodies {
		f.Add([]byte(c.body))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		if !utf8.Valid(body) || hasLoneSurrogate(body) {
			return // decodeRequest refuses them before
		}
		if req, ok := decodeCommon(body); ok {
			checkSameAsJSON(t, body, req)
		}
	})
}

func checkSameAsJSON(t *testing.T, body []byte, got *Request) {
	t.Helper()
	want, e := decodeJSON(body)
	if e != nil {
		t.Fatalf("%q: decodeCommon took a body encoding/json refuses: %s", body, e.Detail)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("%q: decodeCommon gives %+v, encoding/json %+v", body, got, want)
	}
	if e := duplicateKey(body); e != nil {
		t.Fatalf("%q: decodeCommon took a duplicate key", body)
	}
}

// loneSurrogateByteByByte is hasLoneSurrogate as it was written first, byte
// by byte: the reference for the one that jumps from escape to escape.
func loneSurrogateByteByByte(b []byte) bool {
	for i := 0; i+6 <= len(b); i++ {
		if b[i] != '\\' {
			continue
		}
		if b[i+1] != 'u' {
			i++
			continue
		}
		v, ok := hex4(b[i+2 : i+6])
		if !ok {
			continue
		}
		switch {
		case v >= 0xD800 && v < 0xDC00:
			if i+12 <= len(b) && b[i+6] == '\\' && b[i+7] == 'u' {
				if w, ok := hex4(b[i+8 : i+12]); ok && w >= 0xDC00 && w < 0xE000 {
					i += 11
					continue
				}
			}
			return true
		case v >= 0xDC00 && v < 0xE000:
			return true
		}
		i += 5
	}
	return false
}

var surrogateBodies = []struct {
	body string
	want bool
}{
	{`{"text":"plain"}`, false},
	{`{"text":"\ud83d\ude00"}`, false},
	{`{"text":"\ud800"}`, true},
	{`{"text":"\udc00\ud800"}`, true},
	{`{"text":"\\ud800"}`, false},
	{`{"text":"\\\ud800"}`, true},
	{`{"text":"x\ud800\u0041"}`, true},
	{`\ud800`, true},
	{`x\ud80`, false},
	{`\u`, false},
	{`\\`, false},
	{`{"a":"\ud83d\ude00","b":"\uDFFF"}`, true},
}

// hasLoneSurrogate finds what the byte-by-byte scan finds.
func TestHasLoneSurrogate(t *testing.T) {
	for _, c := range surrogateBodies {
		if got := hasLoneSurrogate([]byte(c.body)); got != c.want || got != loneSurrogateByteByByte([]byte(c.body)) {
			t.Errorf("%s: %v, want %v", c.body, got, c.want)
		}
	}
}

func FuzzHasLoneSurrogate(f *testing.F) {
	for _, c := range surrogateBodies {
		f.Add([]byte(c.body))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if got, want := hasLoneSurrogate(b), loneSurrogateByteByByte(b); got != want {
			t.Fatalf("%q: %v, byte by byte %v", b, got, want)
		}
	})
}

// readBody reads the whole body whatever its declared length says, and
// refuses one over MaxBodyBytes.
func TestReadBody(t *testing.T) {
	body := strings.Repeat("x", 100_000)
	for _, cl := range []int64{-1, 0, 10, 100_000, 200_000, MaxBodyBytes + 10} {
		got, e := readBody(strings.NewReader(body), cl)
		if e != nil || string(got) != body {
			t.Errorf("content length %d: %d bytes, %v", cl, len(got), e)
		}
	}
	big := strings.NewReader(strings.Repeat("x", MaxBodyBytes+1))
	if _, e := readBody(big, MaxBodyBytes+1); e == nil || e.Status != 413 {
		t.Errorf("a body over the limit: %v", e)
	}
}

// hasControl and runeCount answer as the byte-by-byte loop and
// utf8.RuneCountInString do.
func TestHasControlAndRuneCount(t *testing.T) {
	for _, s := range []string{"", "a", "abcdefg", "abcdefgh", "abcdefgh\x1f", "\x00bcdefghijk", "abcdefghijklmno\x1f",
		"é", "aaaaaaaé", "aaaaaaaaé中𝄞 x", "\xff\xfe\xfd aaaaaaaaaaa", "aaaaaaa\xe4\xb8", "\x7f\x80\x9f\xa0 \x20\x1f", strings.Repeat("ab\u2028", 40)} {
		checkControlAndCount(t, s)
	}
}

func FuzzHasControlAndRuneCount(f *testing.F) {
	f.Add("abcdefgh\x1fé")
	f.Add("aaaaaaa\xe4\xb8")
	f.Fuzz(func(t *testing.T, s string) { checkControlAndCount(t, s) })
}

func checkControlAndCount(t *testing.T, s string) {
	t.Helper()
	want := false
	for i := 0; i < len(s); i++ {
		want = want || s[i] < ' '
	}
	if got := hasControl(s); got != want {
		t.Errorf("hasControl(%q) = %v, want %v", s, got, want)
	}
	if got, want := runeCount(s), utf8.RuneCountInString(s); got != want {
		t.Errorf("runeCount(%q) = %d, want %d", s, got, want)
	}
}

// The fields that outlive the decoding as parameters (language goes into
// the engine's pooled Doc, which keeps it after the request) own their
// bytes: only text, texts and samples share the one copy of the body, so
// no parameter string keeps a request's submitted text alive.
func TestDecodeCommonParamsOwnMemory(t *testing.T) {
	text := strings.Repeat("Jane Doe jane.doe@example.com ", 4000) // the body copy is a large object of its own
	body := `{"text":"` + text + `","language":"en","policy":"gdpr","masking_char":"#","hash_type":"sha256",` +
		`"hash_prefix":"p","hash_key":"k","encryption_key":"0123456789abcdef","allow_list_match":"exact",` +
		`"entities":["EMAIL_ADDRESS","PERSON"],"allow_list":["Jane"],"texts":["t"],"samples":["s"]}`
	req, ok := decodeCommon([]byte(body))
	if !ok {
		t.Fatal("left to encoding/json")
	}
	// the body copy spans [base, base+len(body)): text starts at byte 9
	base := uintptr(unsafe.Pointer(unsafe.StringData(*req.Text))) - uintptr(strings.Index(body, text))
	shares := func(s string) bool {
		p := uintptr(unsafe.Pointer(unsafe.StringData(s)))
		return len(s) > 0 && p >= base && p < base+uintptr(len(body))
	}
	if !shares(*req.Text) || !shares((*req.Texts)[0]) || !shares((*req.Samples)[0]) {
		t.Fatal("the texts are not substrings of the body copy (the test's premise)")
	}
	params := map[string]string{"language": *req.Language, "policy": *req.Policy, "masking_char": *req.MaskingChar,
		"hash_type": *req.HashType, "hash_prefix": *req.HashPrefix, "hash_key": *req.HashKey,
		"encryption_key": *req.EncryptionKey, "allow_list_match": *req.AllowListMatch,
		"entities[0]": (*req.Entities)[0], "entities[1]": (*req.Entities)[1], "allow_list[0]": (*req.AllowList)[0]}
	for name, v := range params {
		if shares(v) {
			t.Errorf("%s %q shares the body's memory: it keeps the submitted text alive as long as it lives", name, v)
		}
	}
}

// A declared Content-Length sizes the buffer only once the body's bytes
// arrive: a client that claims 10 MB and sends a few bytes (or none, and
// holds the connection) does not pin 10 MB.
func TestReadBodyClaimedLength(t *testing.T) {
	for _, claimed := range []int64{MaxBodyBytes, 4 << 20} {
		got, e := readBody(strings.NewReader(`{"text":"x"}`), claimed)
		if e != nil || string(got) != `{"text":"x"}` {
			t.Fatalf("claimed %d: %q, %v", claimed, got, e)
		}
		if c := cap(got); c > 2*readBodyEager {
			t.Errorf("claimed %d bytes, sent 12: a buffer of %d bytes", claimed, c)
		}
	}
	// a body as long as it claims is read into one buffer of its size
	body := strings.Repeat("x", 3<<20)
	got, e := readBody(strings.NewReader(body), int64(len(body)))
	if e != nil || string(got) != body {
		t.Fatalf("3 MB body: %d bytes, %v", len(got), e)
	}
	if c := cap(got); c > len(body)+readBodyEager {
		t.Errorf("3 MB body declared: a buffer of %d bytes", c)
	}
}
