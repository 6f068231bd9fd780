package auth

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// downKeys fails like a throttled or unreachable key table.
type downKeys struct{ store.Keys }

func (downKeys) KeyByHash(context.Context, string) (store.APIKey, error) {
	return store.APIKey{}, errors.Join(store.ErrUnavailable, errors.New("throttled"))
}

func authorizerRequest(secret string) events.APIGatewayCustomAuthorizerRequestTypeRequest {
	return events.APIGatewayCustomAuthorizerRequestTypeRequest{
		Type:      "REQUEST",
		MethodArn: "arn:aws:execute-api:eu-central-1:123456789012:abc123/prod/POST/api/public/v1/detect",
		Headers:   map[string]string{"x-api-key": secret},
	}
}

func TestAuthorizeUsageIdentifierKey(t *testing.T) {
	ctx := context.Background()
	m := memory.New()
	now := time.Date(2026, 11, 3, 10, 0, 0, 0, time.UTC)
	withUsage := store.APIKey{ID: "key_a", TenantID: "acme", Name: "prod", Plan: store.PlanPayAsYouGo,
		Hash: store.HashKey("pg_with"), CreatedAt: now, UsageKey: "pgu_usageusageusageusage01"}
	without := store.APIKey{ID: "key_b", TenantID: "acme", Name: "old", Plan: store.PlanFree, Hash: store.HashKey("pg_without"), CreatedAt: now}
	for _, k := range []store.APIKey{withUsage, without} {
		if err := m.PutKey(ctx, k); err != nil {
			t.Fatal(err)
		}
	}
	a := KeyAuthenticator{Keys: m, Now: func() time.Time { return now }}

	resp, err := Authorize(ctx, a, authorizerRequest("pg_with"))
	if err != nil {
		t.Fatal(err)
	}
	// API Gateway finds the caller's usage plan through this value; it is
	// neither the secret nor the public key id.
	if resp.UsageIdentifierKey != withUsage.UsageKey {
		t.Errorf("usageIdentifierKey %q, want the key's usage key", resp.UsageIdentifierKey)
	}
	if resp.Context[CtxPlan] != "payg" || resp.Context[CtxKeyID] != "key_a" || resp.PrincipalID != "acme" {
		t.Errorf("context %v principal %q", resp.Context, resp.PrincipalID)
	}
	if r := resp.PolicyDocument.Statement[0].Resource[0]; r != "arn:aws:execute-api:eu-central-1:123456789012:abc123/prod/*" {
		t.Errorf("resource %s", r)
	}
	resp, err = Authorize(ctx, a, authorizerRequest("pg_without"))
	if err != nil || resp.UsageIdentifierKey != "" {
		t.Errorf("key without usage key: %q, %v; want none (API Gateway refuses it)", resp.UsageIdentifierKey, err)
	}

	_ = m.RevokeKey(ctx, "acme", "key_a", now)
	for name, secret := range map[string]string{"revoked": "pg_with", "unknown": "pg_nope", "missing": ""} {
		if _, err := Authorize(ctx, a, authorizerRequest(secret)); err == nil || err.Error() != "Unauthorized" {
			t.Errorf("%s key: %v, want Unauthorized (401)", name, err)
		}
	}
	// Fail closed: a key store outage is an error API Gateway answers with
	// 503 (AUTHORIZER_FAILURE), never an Allow and never a 401.
	resp, err = Authorize(ctx, KeyAuthenticator{Keys: downKeys{}}, authorizerRequest("pg_with"))
	if err == nil || err.Error() == "Unauthorized" || len(resp.PolicyDocument.Statement) != 0 {
		t.Errorf("store down: %+v, %v", resp, err)
	}
}
