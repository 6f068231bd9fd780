package cognito

import (
	"context"
	"crypto"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"
)

// Limits of what is parsed at all: a Cognito ID token is 1-2 KB and a pool's
// JWKS two keys.
const (
	maxTokenBytes = 8 << 10
	maxJWKSBytes  = 64 << 10
	minRSABits    = 2048
	// Skew is the clock difference tolerated on exp and iat.
	Skew = 2 * time.Minute
)

var (
	errMalformed = errors.New("malformed token")
	errAlg       = errors.New("token not signed with RS256")
	errKey       = errors.New("token signed with an unknown key")
	errSignature = errors.New("token signature does not verify")
	errClaims    = errors.New("token claims rejected")
	errExpired   = errors.New("token expired")
)

// Claims are the ID token claims the dashboard uses.
type Claims struct {
	Issuer   string   `json:"iss"`
	Subject  string   `json:"sub"`
	Audience audience `json:"aud"`
	TokenUse string   `json:"token_use"`
	Expires  int64    `json:"exp"`
	IssuedAt int64    `json:"iat"`
	Nonce    string   `json:"nonce"`
	Email    string   `json:"email"`
	Tenant   string   `json:"-"` // the TenantClaim
	Groups   []string `json:"cognito:groups"`
}

// audience is a JWT "aud": one string (what Cognito sends) or a list.
type audience []string

func (a *audience) UnmarshalJSON(b []byte) error {
	var one string
	if err := json.Unmarshal(b, &one); err == nil {
		*a = audience{one}
		return nil
	}
	var many []string
	if err := json.Unmarshal(b, &many); err != nil {
		return err
	}
	*a = many
	return nil
}

// splitToken decodes a compact JWS into its header and claims JSON, the
// signed input and the signature, without verifying anything.
func splitToken(token string) (header, payload, signed, sig []byte, err error) {
	if len(token) == 0 || len(token) > maxTokenBytes {
		return nil, nil, nil, nil, errMalformed
	}
	parts := strings.Split(token, ".")
	if len(parts) != 3 {
		return nil, nil, nil, nil, errMalformed
	}
	dec := base64.RawURLEncoding.Strict()
	if header, err = dec.DecodeString(parts[0]); err != nil {
		return nil, nil, nil, nil, errMalformed
	}
	if payload, err = dec.DecodeString(parts[1]); err != nil {
		return nil, nil, nil, nil, errMalformed
	}
	if sig, err = dec.DecodeString(parts[2]); err != nil || len(sig) == 0 {
		return nil, nil, nil, nil, errMalformed
	}
	return header, payload, []byte(parts[0] + "." + parts[1]), sig, nil
}

// verifier checks Cognito ID tokens of one pool and app client.
type verifier struct {
	issuer, clientID string
	keys             *keySet
	now              func() time.Time
}

// verify checks the signature (RS256 only, with a key of the pool's JWKS)
// and the claims: issuer, audience, token_use id, exp and iat within Skew,
// and nonce when one is expected.
func (v *verifier) verify(ctx context.Context, token, nonce string) (Claims, error) {
	rawHeader, rawClaims, signed, sig, err := splitToken(token)
	if err != nil {
		return Claims{}, err
	}
	var h struct {
		Alg string `json:"alg"`
		Kid string `json:"kid"`
	}
	if err := json.Unmarshal(rawHeader, &h); err != nil {
		return Claims{}, errMalformed
	}
	// Only the algorithm Cognito uses: no "none", no HMAC keyed with the
	// public key, whatever the token says.
	if h.Alg != "RS256" {
		return Claims{}, errAlg
	}
	key, err := v.keys.get(ctx, h.Kid)
	if err != nil {
		return Claims{}, err
	}
	sum := sha256.Sum256(signed)
	if rsa.VerifyPKCS1v15(key, crypto.SHA256, sum[:], sig) != nil {
		return Claims{}, errSignature
	}
	var c Claims
	all := map[string]json.RawMessage{}
	if json.Unmarshal(rawClaims, &c) != nil || json.Unmarshal(rawClaims, &all) != nil {
		return Claims{}, errMalformed
	}
	if raw, ok := all[TenantClaim]; ok && json.Unmarshal(raw, &c.Tenant) != nil {
		return Claims{}, fmt.Errorf("%w: %s is not a string", errClaims, TenantClaim)
	}
	now := v.now()
	switch {
	case c.Issuer != v.issuer:
		return Claims{}, fmt.Errorf("%w: issuer", errClaims)
	case !slices.Contains(c.Audience, v.clientID):
		return Claims{}, fmt.Errorf("%w: audience", errClaims)
	case c.TokenUse != "id":
		return Claims{}, fmt.Errorf("%w: token_use", errClaims)
	case c.Subject == "":
		return Claims{}, fmt.Errorf("%w: subject", errClaims)
	case c.Expires == 0 || c.IssuedAt == 0:
		return Claims{}, fmt.Errorf("%w: exp and iat are required", errClaims)
	case now.After(time.Unix(c.Expires, 0).Add(Skew)):
		return Claims{}, errExpired
	case time.Unix(c.IssuedAt, 0).After(now.Add(Skew)):
		return Claims{}, fmt.Errorf("%w: issued in the future", errClaims)
	case nonce != "" && c.Nonce != nonce:
		return Claims{}, fmt.Errorf("%w: nonce", errClaims)
	}
	return c, nil
}

// keySet is a pool's JWKS, fetched when first needed and again when a token
// names a key it does not hold (Cognito rotating its keys), at most once per
// MinRefresh, and after MaxAge in any case.
type keySet struct {
	url        string
	client     *http.Client
	now        func() time.Time
	minRefresh time.Duration
	maxAge     time.Duration

	mu      sync.Mutex
	keys    map[string]*rsa.PublicKey
	fetched time.Time // last attempt, successful or not
	loaded  time.Time // last successful fetch
}

func (s *keySet) get(ctx context.Context, kid string) (*rsa.PublicKey, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	now := s.now()
	stale := s.keys == nil || now.Sub(s.loaded) > s.maxAge
	if k, ok := s.keys[kid]; ok && !stale {
		return k, nil
	}
	if s.fetched.IsZero() || now.Sub(s.fetched) >= s.minRefresh {
		s.fetched = now
		keys, err := s.fetch(ctx)
		if err == nil {
			s.keys, s.loaded = keys, now
		} else if s.keys == nil {
			return nil, err
		}
	}
	if k, ok := s.keys[kid]; ok {
		return k, nil
	}
	return nil, errKey
}

func (s *keySet) fetch(ctx context.Context) (map[string]*rsa.PublicKey, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.url, nil)
	if err != nil {
		return nil, err
	}
	resp, err := s.client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("cognito: jwks: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("cognito: jwks: status %d", resp.StatusCode)
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxJWKSBytes+1))
	if err != nil {
		return nil, fmt.Errorf("cognito: jwks: %w", err)
	}
	if len(body) > maxJWKSBytes {
		return nil, errors.New("cognito: jwks: too large")
	}
	return parseJWKS(body)
}

// parseJWKS keeps the RSA signing keys of a JWKS document.
func parseJWKS(body []byte) (map[string]*rsa.PublicKey, error) {
	var doc struct {
		Keys []struct {
			Kty, Kid, Use, Alg, N, E string
		} `json:"keys"`
	}
	if err := json.Unmarshal(body, &doc); err != nil {
		return nil, fmt.Errorf("cognito: jwks: %w", err)
	}
	keys := map[string]*rsa.PublicKey{}
	dec := base64.RawURLEncoding
	for _, k := range doc.Keys {
		if k.Kty != "RSA" || k.Kid == "" || (k.Use != "" && k.Use != "sig") || (k.Alg != "" && k.Alg != "RS256") {
			continue
		}
		n, err1 := dec.DecodeString(k.N)
		e, err2 := dec.DecodeString(k.E)
		if err1 != nil || err2 != nil || len(e) == 0 || len(e) > 4 {
			continue
		}
		pub := &rsa.PublicKey{N: new(big.Int).SetBytes(n), E: int(new(big.Int).SetBytes(e).Int64())}
		if pub.N.BitLen() < minRSABits || pub.E < 3 || pub.E%2 == 0 {
			continue
		}
		keys[k.Kid] = pub
	}
	if len(keys) == 0 {
		return nil, errors.New("cognito: jwks: no RSA signing key")
	}
	return keys, nil
}
