package cognito

import (
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/url"
	"sync"
	"testing"
	"time"
)

// The tests' RSA keys, made once: key signs, other is a key the pool does not have.
var (
	keysOnce   sync.Once
	key, other *rsa.PrivateKey
)

func testKeys(t testing.TB) (*rsa.PrivateKey, *rsa.PrivateKey) {
	keysOnce.Do(func() {
		var err error
		if key, err = rsa.GenerateKey(rand.Reader, 2048); err != nil {
			panic(err)
		}
		if other, err = rsa.GenerateKey(rand.Reader, 2048); err != nil {
			panic(err)
		}
	})
	return key, other
}

const (
	testPool   = "eu-central-1_Test0000"
	testClient = "client-abc"
	testKid    = "kid-1"
)

var epoch = time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)

func b64(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

func b64json(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b64(b)
}

// signRS256 makes a compact JWS signed with k.
func signRS256(k *rsa.PrivateKey, header, claims map[string]any) string {
	in := b64json(header) + "." + b64json(claims)
	sum := sha256.Sum256([]byte(in))
	sig, err := rsa.SignPKCS1v15(rand.Reader, k, crypto.SHA256, sum[:])
	if err != nil {
		panic(err)
	}
	return in + "." + b64(sig)
}

func jwks(keys map[string]*rsa.PublicKey) []byte {
	var out []map[string]string
	for kid, k := range keys {
		out = append(out, map[string]string{"kty": "RSA", "kid": kid, "use": "sig", "alg": "RS256",
			"n": b64(k.N.Bytes()), "e": b64(big.NewInt(int64(k.E)).Bytes())})
	}
	b, _ := json.Marshal(map[string]any{"keys": out})
	return b
}

// fakeCognito plays the hosted UI's /oauth2/authorize and /oauth2/token and
// the pool's JWKS: authorize remembers the PKCE challenge and nonce of the
// code it hands out; token checks the verifier against it.
type fakeCognito struct {
	srv  *httptest.Server
	user map[string]any // claims the next ID token adds (custom:tenant, cognito:groups, ...)

	mu         sync.Mutex
	jwksHits   int
	codes      map[string]authz
	tokenForms []url.Values
	keys       map[string]*rsa.PublicKey
}

type authz struct{ challenge, nonce, redirect string }

func newFakeCognito(t *testing.T) *fakeCognito {
	k, _ := testKeys(t)
	f := &fakeCognito{codes: map[string]authz{}, keys: map[string]*rsa.PublicKey{testKid: &k.PublicKey},
		user: map[string]any{TenantClaim: "acme"}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /"+testPool+"/.well-known/jwks.json", func(w http.ResponseWriter, r *http.Request) {
		f.mu.Lock()
		defer f.mu.Unlock()
		f.jwksHits++
		w.Write(jwks(f.keys))
	})
	mux.HandleFunc("GET /oauth2/authorize", func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		if q.Get("client_id") != testClient || q.Get("response_type") != "code" || q.Get("code_challenge_method") != "S256" {
			http.Error(w, "bad authorize request", 400)
			return
		}
		code := "code-" + q.Get("state")[:8]
		f.mu.Lock()
		f.codes[code] = authz{q.Get("code_challenge"), q.Get("nonce"), q.Get("redirect_uri")}
		f.mu.Unlock()
		http.Redirect(w, r, q.Get("redirect_uri")+"?"+url.Values{"code": {code}, "state": {q.Get("state")}}.Encode(), http.StatusFound)
	})
	mux.HandleFunc("POST /oauth2/token", func(w http.ResponseWriter, r *http.Request) {
		r.ParseForm()
		f.mu.Lock()
		f.tokenForms = append(f.tokenForms, r.PostForm)
		a, ok := f.codes[r.PostForm.Get("code")]
		delete(f.codes, r.PostForm.Get("code"))
		f.mu.Unlock()
		sum := sha256.Sum256([]byte(r.PostForm.Get("code_verifier")))
		w.Header().Set("Content-Type", "application/json")
		if !ok || b64(sum[:]) != a.challenge || r.PostForm.Get("redirect_uri") != a.redirect ||
			r.PostForm.Get("client_id") != testClient || r.PostForm.Get("grant_type") != "authorization_code" {
			w.WriteHeader(400)
			w.Write([]byte(`{"error":"invalid_grant"}`))
			return
		}
		claims := f.claims(epoch)
		claims["nonce"] = a.nonce
		json.NewEncoder(w).Encode(map[string]any{
			"id_token":     signRS256(k, map[string]any{"alg": "RS256", "kid": testKid}, claims),
			"access_token": "access", "refresh_token": "refresh", "token_type": "Bearer", "expires_in": 3600,
		})
	})
	f.srv = httptest.NewServer(mux)
	t.Cleanup(f.srv.Close)
	return f
}

func (f *fakeCognito) issuer() string { return f.srv.URL + "/" + testPool }

// claims are a good ID token's claims, issued at iat, plus f.user.
func (f *fakeCognito) claims(iat time.Time) map[string]any {
	c := map[string]any{
		"iss": f.issuer(), "sub": "user-1", "aud": testClient, "token_use": "id",
		"iat": iat.Unix(), "exp": iat.Add(time.Hour).Unix(), "auth_time": iat.Unix(), "email": "admin@acme.example",
	}
	for k, v := range f.user {
		c[k] = v
	}
	return c
}

func (f *fakeCognito) signIn(t *testing.T, dashboardURL string, now func() time.Time) *SignIn {
	t.Helper()
	s, err := New(Config{Issuer: f.issuer(), ClientID: testClient, Domain: f.srv.URL, URL: dashboardURL, Now: now})
	if err != nil {
		t.Fatal(err)
	}
	return s
}
