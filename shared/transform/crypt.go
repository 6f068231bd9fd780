package transform

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/pbkdf2"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"runtime"
	"strings"
	"sync/atomic"

	"github.com/piiguard/piiguard/shared/detect"
)

// Envelope versions. Each encrypted entity is EnvelopePrefix + base64
// (standard alphabet, padded) of: version byte | [salt, for passwords] | nonce |
// AES-256-GCM ciphertext+tag + EnvelopeSuffix. The version byte and, for tenant
// keys, the tenant id are authenticated as additional data, so an envelope
// can't be moved between versions or tenants.
const (
	VersionPassword  byte = 1 // key = PBKDF2-HMAC-SHA256(encryption_key, salt, PBKDF2Iterations)
	VersionTenantKey byte = 2 // key = the tenant's 32-byte data key
)

// The delimiters hold characters outside the base64 alphabet, so an envelope
// is found by an exact scan whatever stands around it ("card=<pgenc:…>",
// "see/<pgenc:…>/inbox"). Envelopes written before the delimiters existed
// (bare base64) are still opened where they stand alone in a run of base64
// characters.
const (
	EnvelopePrefix = "<pgenc:"
	EnvelopeSuffix = ">"
)

const (
	// PBKDF2Iterations follows OWASP's 2023 guidance for PBKDF2-HMAC-SHA256.
	PBKDF2Iterations = 600_000
	saltLen          = 16
	nonceLen         = 12
	tagLen           = 16
	// MinKeyLength is the shortest encryption_key accepted (in characters).
	MinKeyLength = 16
)

// ErrDecrypt: envelopes were present but none authenticated under the key.
var ErrDecrypt = errors.New("decryption failed")

// Sealer encrypts entities under one key derived once per request.
type Sealer struct {
	aead    cipher.AEAD
	version byte
	salt    []byte
	aad     []byte
}

// NewPasswordSealer derives the AES key from password with a fresh random salt.
// It costs PBKDF2Iterations hashes: call it once per request, never per entity.
func NewPasswordSealer(password string) (*Sealer, error) {
	salt := make([]byte, saltLen)
	if _, err := rand.Read(salt); err != nil {
		return nil, err
	}
	key, err := deriveKey(password, salt)
	if err != nil {
		return nil, err
	}
	aead, err := newGCM(key)
	if err != nil {
		return nil, err
	}
	return &Sealer{aead: aead, version: VersionPassword, salt: salt, aad: []byte{VersionPassword}}, nil
}

// NewTenantSealer uses the tenant's data key; tenantID is bound into the
// ciphertext so another tenant's key or id can't open it.
func NewTenantSealer(key []byte, tenantID string) (*Sealer, error) {
	aead, err := newGCM(key)
	if err != nil {
		return nil, err
	}
	return &Sealer{aead: aead, version: VersionTenantKey, aad: append([]byte{VersionTenantKey}, tenantID...)}, nil
}

// derivationSlots bounds the PBKDF2 derivations running at once in the
// process to all CPUs but one, so that a burst of password requests (each
// ~0.1-0.2 s of CPU) queues behind itself instead of taking every core from
// the other calls of a shared server (the local server; a Lambda instance
// serves one call at a time).
var derivationSlots = make(chan struct{}, max(1, runtime.GOMAXPROCS(0)-1))

// derivingNow counts the derivations running, for tests.
var derivingNow, derivingPeak atomic.Int32

// deriveKey is the envelope key of a password and salt.
func deriveKey(password string, salt []byte) ([]byte, error) {
	derivationSlots <- struct{}{}
	defer func() { <-derivationSlots }()
	n := derivingNow.Add(1)
	defer derivingNow.Add(-1)
	for p := derivingPeak.Load(); n > p && !derivingPeak.CompareAndSwap(p, n); p = derivingPeak.Load() {
	}
	return pbkdf2.Key(sha256.New, password, salt, PBKDF2Iterations, 32)
}

func newGCM(key []byte) (cipher.AEAD, error) {
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}

// Seal returns the delimited envelope of plaintext.
func (s *Sealer) Seal(plaintext string) (string, error) {
	head := append([]byte{s.version}, s.salt...)
	nonce := make([]byte, nonceLen)
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	out := append(head, nonce...)
	out = s.aead.Seal(out, nonce, []byte(plaintext), s.aad)
	return EnvelopePrefix + base64.StdEncoding.EncodeToString(out) + EnvelopeSuffix, nil
}

// Encrypt replaces every entity by its envelope.
func Encrypt(text string, ents []detect.Entity, s *Sealer) (string, error) {
	var err error
	out := Rewrite(text, ents, func(e detect.Entity) string {
		env, e2 := s.Seal(e.Text)
		if e2 != nil && err == nil {
			err = e2
		}
		return env
	})
	return out, err
}

// Opener decrypts envelopes under one key: a password (deriving once per
// distinct salt, at most MaxSalts times) or a tenant data key.
type Opener struct {
	password string
	tenant   cipher.AEAD // nil without a tenant key
	tenantAD []byte
	derived  map[string]cipher.AEAD // by salt: one derivation per salt and request
	// MaxSalts bounds the PBKDF2 derivations this opener may make; past it
	// Decrypt returns ErrTooManySalts.
	MaxSalts int
}

// DefaultMaxSalts is NewPasswordOpener's MaxSalts.
const DefaultMaxSalts = 16

// NewPasswordOpener opens VersionPassword envelopes.
func NewPasswordOpener(password string) *Opener {
	return &Opener{password: password, derived: map[string]cipher.AEAD{}, MaxSalts: DefaultMaxSalts}
}

// NewTenantOpener opens VersionTenantKey envelopes of one tenant. A key that
// is not a valid AES-256 key opens nothing.
func NewTenantOpener(key []byte, tenantID string) *Opener {
	aead, err := newGCM(key)
	if err != nil {
		return &Opener{}
	}
	return &Opener{tenant: aead, tenantAD: append([]byte{VersionTenantKey}, tenantID...)}
}

// Derivations is the number of PBKDF2 derivations the opener has made.
func (o *Opener) Derivations() int { return len(o.derived) }

// ErrTooManySalts: the text holds envelopes from more distinct encrypt requests
// than one decrypt may derive keys for.
var ErrTooManySalts = errors.New("too many distinct encryption requests in one text")

func (o *Opener) open(raw []byte) (string, bool, error) {
	switch raw[0] {
	case VersionPassword:
		if o.password == "" {
			return "", false, nil
		}
		salt := raw[1 : 1+saltLen]
		aead, ok := o.derived[string(salt)]
		if !ok {
			if len(o.derived) >= o.MaxSalts {
				return "", false, ErrTooManySalts
			}
			key, err := deriveKey(o.password, salt)
			if err != nil {
				return "", false, err
			}
			if aead, err = newGCM(key); err != nil {
				return "", false, err
			}
			o.derived[string(salt)] = aead
		}
		rest := raw[1+saltLen:]
		pt, err := aead.Open(nil, rest[:nonceLen], rest[nonceLen:], []byte{VersionPassword})
		return string(pt), err == nil, nil
	case VersionTenantKey:
		if o.tenant == nil {
			return "", false, nil
		}
		rest := raw[1:]
		pt, err := o.tenant.Open(nil, rest[:nonceLen], rest[nonceLen:], o.tenantAD)
		return string(pt), err == nil, nil
	}
	return "", false, nil
}

// envelopeRaw decodes one envelope body: base64 of a known version, long
// enough for its layout. ok is false for anything else.
func envelopeRaw(b64 string) ([]byte, bool) {
	// the shortest envelope, 1+12+16 bytes, is 40 base64 characters
	if len(b64) < 40 || len(b64)%4 != 0 {
		return nil, false
	}
	raw, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		return nil, false
	}
	switch {
	case raw[0] == VersionTenantKey && len(raw) >= 1+nonceLen+tagLen,
		raw[0] == VersionPassword && len(raw) >= 1+saltLen+nonceLen+tagLen:
		return raw, true
	}
	return nil, false
}

// scanEnvelopes calls f for every envelope of text, left to right: delimited
// ones (found whatever surrounds them) and, elsewhere, bare base64 runs that
// decode as one (the format before the delimiters). [start, end) is the byte
// range the envelope's plaintext replaces. f returning an error stops the scan.
func scanEnvelopes(text string, f func(start, end int, raw []byte) error) error {
	for i := 0; i < len(text); {
		c := text[i]
		if c == EnvelopePrefix[0] && strings.HasPrefix(text[i:], EnvelopePrefix) {
			j := i + len(EnvelopePrefix)
			k := j
			for k < len(text) && isB64(text[k]) {
				k++
			}
			if strings.HasPrefix(text[k:], EnvelopeSuffix) {
				if raw, ok := envelopeRaw(text[j:k]); ok {
					if err := f(i, k+len(EnvelopeSuffix), raw); err != nil {
						return err
					}
					i = k + len(EnvelopeSuffix)
					continue
				}
			}
			i++ // not an envelope: what follows is scanned as ordinary text
			continue
		}
		if !isB64(c) {
			i++
			continue
		}
		j := i
		for j < len(text) && isB64(text[j]) {
			j++
		}
		if raw, ok := envelopeRaw(text[i:j]); ok {
			if err := f(i, j, raw); err != nil {
				return err
			}
		}
		i = j
	}
	return nil
}

// PasswordSalts counts the distinct salts of the password envelopes in text:
// the PBKDF2 derivations decrypting it with a password costs at most. It does
// no derivation, so a caller can bound and charge them first.
func PasswordSalts(text string) int {
	seen := map[string]bool{}
	_ = scanEnvelopes(text, func(_, _ int, raw []byte) error {
		if raw[0] == VersionPassword {
			seen[string(raw[1:1+saltLen])] = true
		}
		return nil
	})
	return len(seen)
}

// Decrypt replaces every envelope in text that authenticates under the opener's
// key by its plaintext; envelopes that don't are left as they are. It returns
// ErrDecrypt when envelopes were present but none authenticated, and
// ErrTooManySalts when opening them would take more than o.MaxSalts
// derivations.
func Decrypt(text string, o *Opener) (string, int, error) {
	var out []byte
	last, n, seen := 0, 0, 0
	err := scanEnvelopes(text, func(start, end int, raw []byte) error {
		seen++
		pt, ok, err := o.open(raw)
		if err != nil {
			return err
		}
		if ok {
			out = append(out, text[last:start]...)
			out = append(out, pt...)
			last = end
			n++
		}
		return nil
	})
	if err != nil {
		return "", 0, err
	}
	if seen > 0 && n == 0 {
		return "", 0, ErrDecrypt
	}
	if n == 0 {
		return text, 0, nil
	}
	out = append(out, text[last:]...)
	return string(out), n, nil
}

func isB64(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '/' || c == '='
}
