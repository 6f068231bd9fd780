package transform

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/pbkdf2"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"

	"github.com/piiguard/piiguard/shared/detect"
)

// Envelope versions. Each encrypted entity is base64 (standard alphabet, padded)
// of: version byte | [salt, for passwords] | nonce | AES-256-GCM ciphertext+tag.
// The version byte and, for tenant keys, the tenant id are authenticated as
// additional data, so an envelope can't be moved between versions or tenants.
const (
	VersionPassword  byte = 1 // key = PBKDF2-HMAC-SHA256(encryption_key, salt, PBKDF2Iterations)
	VersionTenantKey byte = 2 // key = the tenant's 32-byte data key
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
	key, err := pbkdf2.Key(sha256.New, password, salt, PBKDF2Iterations, 32)
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

func newGCM(key []byte) (cipher.AEAD, error) {
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}

// Seal returns the base64 envelope of plaintext.
func (s *Sealer) Seal(plaintext string) (string, error) {
	head := append([]byte{s.version}, s.salt...)
	nonce := make([]byte, nonceLen)
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	out := append(head, nonce...)
	out = s.aead.Seal(out, nonce, []byte(plaintext), s.aad)
	return base64.StdEncoding.EncodeToString(out), nil
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
// distinct salt) or a tenant data key.
type Opener struct {
	password  string
	tenantKey []byte
	tenantID  string
	derived   map[string]cipher.AEAD // by salt
	// MaxSalts bounds the PBKDF2 derivations one request may cause.
	MaxSalts int
}

// NewPasswordOpener opens VersionPassword envelopes.
func NewPasswordOpener(password string) *Opener {
	return &Opener{password: password, derived: map[string]cipher.AEAD{}, MaxSalts: 16}
}

// NewTenantOpener opens VersionTenantKey envelopes of one tenant.
func NewTenantOpener(key []byte, tenantID string) *Opener {
	return &Opener{tenantKey: key, tenantID: tenantID}
}

// ErrTooManySalts: the text holds envelopes from more distinct encrypt requests
// than one decrypt may derive keys for.
var ErrTooManySalts = errors.New("too many distinct encryption requests in one text")

func (o *Opener) open(raw []byte) (string, bool, error) {
	if len(raw) < 1+nonceLen+tagLen {
		return "", false, nil
	}
	switch raw[0] {
	case VersionPassword:
		if o.password == "" || len(raw) < 1+saltLen+nonceLen+tagLen {
			return "", false, nil
		}
		salt := raw[1 : 1+saltLen]
		aead, ok := o.derived[string(salt)]
		if !ok {
			if len(o.derived) >= o.MaxSalts {
				return "", false, ErrTooManySalts
			}
			key, err := pbkdf2.Key(sha256.New, o.password, salt, PBKDF2Iterations, 32)
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
		if o.tenantKey == nil {
			return "", false, nil
		}
		aead, err := newGCM(o.tenantKey)
		if err != nil {
			return "", false, err
		}
		rest := raw[1:]
		pt, err := aead.Open(nil, rest[:nonceLen], rest[nonceLen:], append([]byte{VersionTenantKey}, o.tenantID...))
		return string(pt), err == nil, nil
	}
	return "", false, nil
}

// Decrypt replaces every envelope in text that authenticates under the opener's
// key by its plaintext. It returns ErrDecrypt when envelopes were present but
// none authenticated.
func Decrypt(text string, o *Opener) (string, int, error) {
	var out []byte
	last, n, seen := 0, 0, 0
	for i := 0; i < len(text); {
		if !isB64(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && isB64(text[j]) {
			j++
		}
		run := text[i:j]
		// minimum envelope: 1+12+16 bytes = 40 base64 chars
		if len(run) >= 40 && len(run)%4 == 0 {
			if raw, err := base64.StdEncoding.DecodeString(run); err == nil && (raw[0] == VersionPassword || raw[0] == VersionTenantKey) {
				seen++
				pt, ok, err := o.open(raw)
				if err != nil {
					return "", 0, err
				}
				if ok {
					out = append(out, text[last:i]...)
					out = append(out, pt...)
					last = j
					n++
				}
			}
		}
		i = j
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
