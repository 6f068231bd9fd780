package transform

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"hash"
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

// ConsistentTokenHex is the length of a consistent token's digest part: 48
// bits, so two distinct values of one type and tenant share a token with
// probability about n²/2⁴⁹ (n = 100,000 values: 1 in 11,000); inside one
// text a clash is resolved by lengthening (see TokenizeConsistent).
const ConsistentTokenHex = 12

// TokenizeConsistent is Tokenize with tokens derived from secret (the
// tenant's, see store.TokenSecrets), the type and the value:
// <TYPE_hhhhhhhhhhhh>, HMAC-SHA-256 in hex. The same value and type get the
// same token in every call with the same secret. Within one text, a token
// that already occurs in it or that a different value took (a 48-bit clash)
// is lengthened four hex digits at a time, so the mapping always restores
// the text.
func TokenizeConsistent(text string, ents []detect.Entity, secret []byte) (string, map[string]string) {
	mapping := make(map[string]string, len(ents))
	byValue := make(map[string]string, len(ents))
	taken := bracketed(text)
	mac := hmac.New(sha256.New, secret)
	out := Rewrite(text, ents, func(e detect.Entity) string {
		key := e.Type + "\x00" + e.Text
		if tok, ok := byValue[key]; ok {
			return tok
		}
		sum := hex.EncodeToString(digest(mac, e.Type, e.Text))
		var tok string
		for n := ConsistentTokenHex; ; n += 4 {
			if n > len(sum) { // every prefix taken: count on (never seen in practice)
				sum += hex.EncodeToString(digest(mac, e.Type, sum))
			}
			tok = "<" + e.Type + "_" + sum[:n] + ">"
			// bracketed collects only "<...>" up to maxTokenLen bytes; a
			// longer token (a 64-byte custom type, lengthened) is looked for
			if _, clash := mapping[tok]; !clash && !taken[tok] && (len(tok) <= maxTokenLen || !strings.Contains(text, tok)) {
				break
			}
		}
		byValue[key] = tok
		mapping[tok] = e.Text
		return tok
	})
	return out, mapping
}

func digest(mac hash.Hash, typ, value string) []byte {
	mac.Reset()
	mac.Write([]byte(typ))
	mac.Write([]byte{0})
	mac.Write([]byte(value))
	return mac.Sum(nil)
}
