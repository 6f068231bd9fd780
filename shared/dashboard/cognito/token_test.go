package cognito

import (
	"context"
	"crypto/hmac"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/x509"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/dashboard"
)

func TestVerifyIDToken(t *testing.T) {
	k, otherKey := testKeys(t)
	f := newFakeCognito(t)
	rs := map[string]any{"alg": "RS256", "kid": testKid}
	with := func(change map[string]any) map[string]any {
		c := f.claims(epoch)
		for key, v := range change {
			if v == nil {
				delete(c, key)
			} else {
				c[key] = v
			}
		}
		return c
	}
	hs256 := func() string { // HS256 keyed with the pool's public key, the classic confusion
		der, _ := x509.MarshalPKIXPublicKey(&k.PublicKey)
		in := b64json(map[string]any{"alg": "HS256", "kid": testKid}) + "." + b64json(with(nil))
		m := hmac.New(sha256.New, der)
		m.Write([]byte(in))
		return in + "." + b64(m.Sum(nil))
	}
	good := signRS256(k, rs, with(nil))
	parts := strings.Split(good, ".")
	cases := []struct {
		name  string
		token string
		want  error // nil: accepted
		id    dashboard.Identity
	}{
		{"good token", good, nil, dashboard.Identity{Subject: "user-1", Email: "admin@acme.example", Tenant: "acme"}},
		{"operator group", signRS256(k, rs, with(map[string]any{"cognito:groups": []string{"readers", OperatorGroup}})), nil,
			dashboard.Identity{Subject: "user-1", Email: "admin@acme.example", Tenant: "acme", Operator: true}},
		{"operator without tenant", signRS256(k, rs, with(map[string]any{TenantClaim: nil, "cognito:groups": []string{OperatorGroup}})), nil,
			dashboard.Identity{Subject: "user-1", Email: "admin@acme.example", Operator: true}},
		{"other groups are no operator", signRS256(k, rs, with(map[string]any{TenantClaim: nil, "cognito:groups": []string{"Operators", "admins"}})), errNoTenant, dashboard.Identity{}},
		{"missing tenant", signRS256(k, rs, with(map[string]any{TenantClaim: nil})), errNoTenant, dashboard.Identity{}},
		{"empty tenant", signRS256(k, rs, with(map[string]any{TenantClaim: ""})), errNoTenant, dashboard.Identity{}},
		{"tenant not a string", signRS256(k, rs, with(map[string]any{TenantClaim: 7})), errClaims, dashboard.Identity{}},
		{"tenant with a slash", signRS256(k, rs, with(map[string]any{TenantClaim: "a/b"})), errClaims, dashboard.Identity{}},
		{"audience list", signRS256(k, rs, with(map[string]any{"aud": []string{"x", testClient}})), nil,
			dashboard.Identity{Subject: "user-1", Email: "admin@acme.example", Tenant: "acme"}},
		{"wrong issuer", signRS256(k, rs, with(map[string]any{"iss": "https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_Other"})), errClaims, dashboard.Identity{}},
		{"wrong audience", signRS256(k, rs, with(map[string]any{"aud": "another-client"})), errClaims, dashboard.Identity{}},
		{"no audience", signRS256(k, rs, with(map[string]any{"aud": nil})), errClaims, dashboard.Identity{}},
		{"access token", signRS256(k, rs, with(map[string]any{"token_use": "access"})), errClaims, dashboard.Identity{}},
		{"no subject", signRS256(k, rs, with(map[string]any{"sub": nil})), errClaims, dashboard.Identity{}},
		{"expired", signRS256(k, rs, with(map[string]any{"exp": epoch.Add(-Skew - time.Second).Unix()})), errExpired, dashboard.Identity{}},
		{"expired within skew", signRS256(k, rs, with(map[string]any{"exp": epoch.Add(-Skew + time.Second).Unix()})), nil,
			dashboard.Identity{Subject: "user-1", Email: "admin@acme.example", Tenant: "acme"}},
		{"no exp", signRS256(k, rs, with(map[string]any{"exp": nil})), errClaims, dashboard.Identity{}},
		{"issued in the future", signRS256(k, rs, with(map[string]any{"iat": epoch.Add(Skew + time.Minute).Unix()})), errClaims, dashboard.Identity{}},
		{"alg none", b64json(map[string]any{"alg": "none"}) + "." + parts[1] + ".", errMalformed, dashboard.Identity{}},
		{"alg none with a signature", b64json(map[string]any{"alg": "none", "kid": testKid}) + "." + parts[1] + "." + parts[2], errAlg, dashboard.Identity{}},
		{"HS256 with the public key", hs256(), errAlg, dashboard.Identity{}},
		{"RS512", signRS256(k, map[string]any{"alg": "RS512", "kid": testKid}, with(nil)), errAlg, dashboard.Identity{}},
		{"unknown kid", signRS256(k, map[string]any{"alg": "RS256", "kid": "kid-9"}, with(nil)), errKey, dashboard.Identity{}},
		{"signed by another key", signRS256(otherKey, rs, with(nil)), errSignature, dashboard.Identity{}},
		{"tampered claims", parts[0] + "." + b64json(with(map[string]any{TenantClaim: "globex"})) + "." + parts[2], errSignature, dashboard.Identity{}},
		{"tampered signature", parts[0] + "." + parts[1] + "." + b64([]byte("not a signature at all")), errSignature, dashboard.Identity{}},
		{"two parts", parts[0] + "." + parts[1], errMalformed, dashboard.Identity{}},
		{"padded base64", parts[0] + "=." + parts[1] + "." + parts[2], errMalformed, dashboard.Identity{}},
		{"too long", good + strings.Repeat("A", maxTokenBytes), errMalformed, dashboard.Identity{}},
		{"empty", "", errMalformed, dashboard.Identity{}},
	}
	s := f.signIn(t, "https://dash.example/dashboard", func() time.Time { return epoch })
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			id, err := s.identity(context.Background(), tc.token, "")
			if tc.want == nil {
				if err != nil || id != tc.id {
					t.Fatalf("got %+v, %v; want %+v", id, err, tc.id)
				}
			} else if !errors.Is(err, tc.want) {
				t.Fatalf("got %+v, %v; want error %v", id, err, tc.want)
			}
			// The same through the session cookie.
			r := httptest.NewRequest(http.MethodGet, "/dashboard/", nil)
			r.AddCookie(&http.Cookie{Name: SessionCookie, Value: tc.token})
			if id, ok := s.Identify(r); ok != (tc.want == nil) || id != tc.id {
				t.Errorf("Identify: %+v %v", id, ok)
			}
		})
	}
	if f.jwksHits != 1 {
		t.Errorf("JWKS fetched %d times for %d tokens (unknown kids included), want once: refreshes are at most one a minute", f.jwksHits, len(cases))
	}
}

func TestVerifyNonce(t *testing.T) {
	k, _ := testKeys(t)
	f := newFakeCognito(t)
	s := f.signIn(t, "https://dash.example/dashboard", func() time.Time { return epoch })
	c := f.claims(epoch)
	c["nonce"] = "n-1"
	tok := signRS256(k, map[string]any{"alg": "RS256", "kid": testKid}, c)
	if _, err := s.verifier.verify(context.Background(), tok, "n-1"); err != nil {
		t.Errorf("matching nonce: %v", err)
	}
	if _, err := s.verifier.verify(context.Background(), tok, "n-2"); !errors.Is(err, errClaims) {
		t.Errorf("other nonce: %v", err)
	}
}

// The JWKS is fetched again for a new kid (a rotation) after MinRefresh,
// not before, and after maxAge in any case; a failed refresh keeps the keys.
func TestKeySetRefresh(t *testing.T) {
	k, otherKey := testKeys(t)
	f := newFakeCognito(t)
	now := epoch
	s := f.signIn(t, "https://dash.example/dashboard", func() time.Time { return now })
	tok := func(kid string, key any) string {
		c := f.claims(now)
		if key == otherKey {
			return signRS256(otherKey, map[string]any{"alg": "RS256", "kid": kid}, c)
		}
		return signRS256(k, map[string]any{"alg": "RS256", "kid": kid}, c)
	}
	check := func(step string, token string, wantErr error, wantHits int) {
		t.Helper()
		_, err := s.identity(context.Background(), token, "")
		if !errors.Is(err, wantErr) || f.jwksHits != wantHits {
			t.Fatalf("%s: err %v (want %v), JWKS fetched %d times (want %d)", step, err, wantErr, f.jwksHits, wantHits)
		}
	}
	check("first", tok(testKid, k), nil, 1)
	check("known kid", tok(testKid, k), nil, 1)
	check("unknown kid within the minute: no fetch", tok("kid-2", otherKey), errKey, 1)
	now = now.Add(61 * time.Second)
	check("unknown kid: fetched", tok("kid-2", otherKey), errKey, 2)
	f.mu.Lock()
	f.keys["kid-2"] = &otherKey.PublicKey // Cognito adds a key
	f.mu.Unlock()
	check("new kid at once", tok("kid-2", otherKey), errKey, 2)
	now = now.Add(30 * time.Second)
	check("still within the minute", tok("kid-2", otherKey), errKey, 2)
	now = now.Add(31 * time.Second)
	check("after a minute", tok("kid-2", otherKey), nil, 3)
	check("then cached", tok("kid-2", otherKey), nil, 3)
	now = now.Add(25 * time.Hour)
	f.srv.Config.Handler = http.NotFoundHandler() // the JWKS endpoint fails
	check("stale keys, failed refresh: kept", tok(testKid, k), nil, 3)
}

func TestParseJWKS(t *testing.T) {
	k, _ := testKeys(t)
	good := jwks(map[string]*rsa.PublicKey{testKid: &k.PublicKey})
	cases := []struct {
		name string
		doc  string
		n    int
	}{
		{"pool keys", string(good), 1},
		{"not JSON", "<html>", -1},
		{"no keys", `{"keys":[]}`, -1},
		{"EC key only", `{"keys":[{"kty":"EC","kid":"e","crv":"P-256","x":"AA","y":"AA"}]}`, -1},
		{"small RSA key", `{"keys":[{"kty":"RSA","kid":"s","n":"` + b64([]byte{0xc3, 0x01}) + `","e":"AQAB"}]}`, -1},
		{"encryption key", strings.Replace(string(good), `"use":"sig"`, `"use":"enc"`, 1), -1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			keys, err := parseJWKS([]byte(tc.doc))
			if tc.n < 0 {
				if err == nil {
					t.Fatalf("accepted: %v", keys)
				}
				return
			}
			if err != nil || len(keys) != tc.n {
				t.Fatalf("%d keys, %v", len(keys), err)
			}
		})
	}
}
