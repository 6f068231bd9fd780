// Package auth checks API keys. Secrets are never stored: a key is looked up by
// the SHA-256 of the presented secret and the stored hash is compared in
// constant time. The same check runs in the local server's middleware and in the
// API Gateway Lambda authorizer; behind the authorizer, functions read the
// identity it put in the request context (GatewayAuthenticator).
package auth

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"errors"
	"math/big"
	"net/http"
	"time"

	"github.com/piiguard/piiguard/shared/store"
)

// Header carries the API key.
const Header = "X-API-Key"

// Principal is who is calling.
type Principal struct {
	TenantID string
	KeyID    string
	Plan     store.Plan
	// UsageKey is the key's API Gateway API key value (usage plans); empty
	// for keys without one and behind GatewayAuthenticator.
	UsageKey string
}

var (
	// ErrUnauthorized: missing, unknown or revoked key. Callers answer 401 and
	// never say which.
	ErrUnauthorized = errors.New("missing or invalid API key")
)

// Authenticator identifies the caller of a request. It returns ErrUnauthorized
// or an error wrapping store.ErrUnavailable (answer 503: fail closed).
type Authenticator interface {
	Authenticate(r *http.Request) (Principal, error)
}

// KeyAuthenticator checks X-API-Key against a key store.
type KeyAuthenticator struct {
	Keys store.Keys
	Now  func() time.Time
}

func (a KeyAuthenticator) Authenticate(r *http.Request) (Principal, error) {
	return a.Check(r.Context(), r.Header.Get(Header))
}

// Check validates one presented secret.
func (a KeyAuthenticator) Check(ctx context.Context, secret string) (Principal, error) {
	if secret == "" || len(secret) > 256 {
		return Principal{}, ErrUnauthorized
	}
	hash := store.HashKey(secret)
	k, err := a.Keys.KeyByHash(ctx, hash)
	if errors.Is(err, store.ErrNotFound) {
		return Principal{}, ErrUnauthorized
	}
	if err != nil {
		return Principal{}, err
	}
	// The lookup is by hash already; the constant-time compare makes sure a
	// store that matched loosely (prefix, case) can't let a wrong key through,
	// without a timing signal.
	if subtle.ConstantTimeCompare([]byte(k.Hash), []byte(hash)) != 1 {
		return Principal{}, ErrUnauthorized
	}
	now := time.Now
	if a.Now != nil {
		now = a.Now
	}
	if k.RevokedAt != nil && !k.RevokedAt.After(now()) {
		return Principal{}, ErrUnauthorized
	}
	return Principal{TenantID: k.TenantID, KeyID: k.ID, Plan: k.Plan, UsageKey: k.UsageKey}, nil
}

// SecretPrefix starts every API key, so scanners (and our own secrets
// recognizer) can spot leaked keys.
const SecretPrefix = "pg_"

const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// NewSecret returns a fresh API key secret: "pg_" and 40 base62 characters
// (238 bits from crypto/rand).
func NewSecret() string { return SecretPrefix + randomString(40) }

// NewKeyID returns a public key identifier ("key_" and 16 base62 characters).
func NewKeyID() string { return "key_" + randomString(16) }

func randomString(n int) string {
	b := make([]byte, n)
	max := big.NewInt(int64(len(base62)))
	for i := range b {
		v, err := rand.Int(rand.Reader, max)
		if err != nil {
			panic(err) // crypto/rand never fails on supported platforms
		}
		b[i] = base62[v.Int64()]
	}
	return string(b)
}

// IssueKey creates, stores and returns a key; the secret is returned once and
// only its hash is kept.
func IssueKey(ctx context.Context, keys store.Keys, tenantID, name string, plan store.Plan, now time.Time) (secret string, k store.APIKey, err error) {
	secret = NewSecret()
	k, err = RegisterSecret(ctx, keys, secret, tenantID, name, plan, now)
	return secret, k, err
}

// RegisterSecret stores a key for a secret chosen elsewhere (the
// development key, see RegisterDevKey).
func RegisterSecret(ctx context.Context, keys store.Keys, secret, tenantID, name string, plan store.Plan, now time.Time) (store.APIKey, error) {
	k := store.APIKey{ID: NewKeyID(), TenantID: tenantID, Name: name, Plan: plan, Hash: store.HashKey(secret), CreatedAt: now.UTC()}
	return k, keys.PutKey(ctx, k)
}

// EnvDevKey names the development key: the local server registers it, and so
// does the authorizer under `sam local`, but only with an in-memory key store
// (shared/app refuses it otherwise, so a deployed authorizer never knows it).
const EnvDevKey = "PIIGUARD_DEV_API_KEY"

// DevTenant is the tenant of the development key.
const DevTenant = "dev"

// RegisterDevKey stores secret as the development key (tenant DevTenant, Pay-as-you-go)
// unless a key with that secret is already there (a DynamoDB table outlives
// the local server).
func RegisterDevKey(ctx context.Context, keys store.Keys, secret string, now time.Time) error {
	if secret == "" || len(secret) > 256 { // Check would never accept it
		return errors.New("development key: empty or longer than 256 characters")
	}
	if _, err := keys.KeyByHash(ctx, store.HashKey(secret)); err == nil {
		return nil
	}
	_, err := RegisterSecret(ctx, keys, secret, DevTenant, "development key", store.PlanPayAsYouGo, now)
	return err
}
