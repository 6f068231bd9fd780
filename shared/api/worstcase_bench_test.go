package api_test

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
	"github.com/piiguard/piiguard/shared/transform"
)

// The worst case of each cost lever of docs/RELIABILITY.md ("Cost bounds"),
// through the whole handler with the test recognizer (the engine's cost is
// not what is measured). Run:
//
//	go test ./shared/api -run '^$' -bench WorstCase -benchtime 3x

func worstCaseHandler(b *testing.B, plan store.Plan) (*api.Server, string) {
	st := memory.New()
	secret, _, err := auth.IssueKey(context.Background(), st, "tenant-w", "k", plan, time.Now())
	if err != nil {
		b.Fatal(err)
	}
	return api.New(api.Config{Engine: detect.New(testRecognizer{}), Auth: auth.KeyAuthenticator{Keys: st},
		Usage: st, Audit: st, Policies: st, TenantKeys: st}), secret
}

func benchPost(b *testing.B, h *api.Server, key, op string, body []byte, want int) {
	b.Helper()
	for b.Loop() {
		req := httptest.NewRequest("POST", api.PathPrefix+"/"+op, strings.NewReader(string(body)))
		req.Header.Set("X-API-Key", key)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != want {
			b.Fatalf("%s: %d %.300s", op, rec.Code, rec.Body.String())
		}
	}
}

// BenchmarkWorstCaseHashKey: the largest Free request (4,998 characters:
// 714 e-mails) under the longest hash_key allowed (1,024 bytes), sha512 HMAC.
// Before the bound, a 9 MiB key on 625 e-mails took 11 s (the HMAC's key
// hashed once per entity).
func BenchmarkWorstCaseHashKey(b *testing.B) {
	h, key := worstCaseHandler(b, store.PlanFree)
	text := strings.Repeat("a@b.io ", 714)
	body := mustJSON(b, map[string]any{"text": text, "hash_type": "sha512", "hash_key": strings.Repeat("k", transform.MaxHashKeyBytes)})
	benchPost(b, h, key, "hash", body, 200)
}

// BenchmarkWorstCaseDecryptDerivations: /decrypt with a password on a text of
// api.MaxKeyDerivations envelopes of distinct salts that open under no key:
// the most PBKDF2 work one request can cause (charged 8,000 characters).
func BenchmarkWorstCaseDecryptDerivations(b *testing.B) {
	h, key := worstCaseHandler(b, store.PlanPayAsYouGo)
	body := mustJSON(b, map[string]any{"text": fakeEnvelopes(api.MaxKeyDerivations), "encryption_key": roundTripKey})
	benchPost(b, h, key, "decrypt", body, 400)
}

// BenchmarkWorstCaseDecryptTooMany: one salt more than allowed: refused
// before any derivation.
func BenchmarkWorstCaseDecryptTooMany(b *testing.B) {
	h, key := worstCaseHandler(b, store.PlanPayAsYouGo)
	body := mustJSON(b, map[string]any{"text": fakeEnvelopes(api.MaxKeyDerivations + 1), "encryption_key": roundTripKey})
	benchPost(b, h, key, "decrypt", body, 400)
}

// BenchmarkWorstCaseEncryptKey: /encrypt with a password: one derivation per
// request, whatever the batch holds (100 texts).
func BenchmarkWorstCaseEncryptKey(b *testing.B) {
	h, key := worstCaseHandler(b, store.PlanPayAsYouGo)
	texts := make([]string, api.MaxBatchTexts)
	for i := range texts {
		texts[i] = strings.Repeat("a@b.io ", 50)
	}
	body := mustJSON(b, map[string]any{"texts": texts, "encryption_key": roundTripKey})
	benchPost(b, h, key, "encrypt", body, 200)
}

// BenchmarkWorstCaseDetokenizeFree: a Free /detokenize whose answer would be
// 5 MB: stopped at the plan's cap (20,000 bytes built) with 429.
func BenchmarkWorstCaseDetokenizeFree(b *testing.B) {
	h, key := worstCaseHandler(b, store.PlanFree)
	body := mustJSON(b, map[string]any{"text": strings.Repeat("<A>", 1000), "mapping": map[string]string{"<A>": strings.Repeat("v", 5000)}})
	benchPost(b, h, key, "detokenize", body, 429)
}
