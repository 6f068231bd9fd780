package transform

import (
	"crypto/hmac"
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/hex"
	"hash"

	"github.com/piiguard/piiguard/shared/detect"
)

// HashAlgorithms maps each hash_type to its constructor and full hex length.
var HashAlgorithms = map[string]struct {
	New    func() hash.Hash
	HexLen int
}{
	"md5":    {md5.New, 32},
	"sha1":   {sha1.New, 40},
	"sha224": {sha256.New224, 56},
	"sha256": {sha256.New, 64},
	"sha384": {sha512.New384, 96},
	"sha512": {sha512.New, 128},
}

// HashOptions are /hash's parameters; Algorithm must be a key of HashAlgorithms
// and Length between 1 and its HexLen.
type HashOptions struct {
	Algorithm string
	Prefix    string
	Length    int
	// Key, when non-empty, makes the digest an HMAC under Key, so low-entropy
	// values (phone numbers, birth dates) can't be recovered by hashing guesses.
	Key string
}

// MaxHashKeyBytes bounds HashOptions.Key. HMAC hashes a key longer than the
// block (64 or 128 bytes) down to a digest anyway, so a longer key adds no
// strength, only work.
const MaxHashKeyBytes = 1024

// Hash replaces each entity by Prefix + the first Length hex characters of its
// digest (lower-case hex of the entity's UTF-8 bytes). The hash (or HMAC, with
// its keyed pads) is built once per call and reset per entity.
func Hash(text string, ents []detect.Entity, o HashOptions) string {
	alg := HashAlgorithms[o.Algorithm]
	var h hash.Hash
	if o.Key != "" {
		h = hmac.New(alg.New, []byte(o.Key))
	} else {
		h = alg.New()
	}
	sum := make([]byte, 0, h.Size())
	return Rewrite(text, ents, func(e detect.Entity) string {
		h.Reset()
		h.Write([]byte(e.Text))
		sum = h.Sum(sum[:0])
		return o.Prefix + hex.EncodeToString(sum)[:o.Length]
	})
}
