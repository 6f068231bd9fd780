package auth

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/aws/aws-lambda-go/events"
	"github.com/awslabs/aws-lambda-go-api-proxy/core"

	"github.com/piiguard/piiguard/shared/store"
)

// Context keys the authorizer returns and the functions read.
const (
	CtxTenant = "tenant_id"
	CtxKeyID  = "key_id"
	CtxPlan   = "plan"
)

// GatewayAuthenticator trusts the identity the API Gateway Lambda authorizer
// placed in the request context. A request without it is refused: the function
// fails closed if it is ever exposed without the authorizer.
type GatewayAuthenticator struct{}

func (GatewayAuthenticator) Authenticate(r *http.Request) (Principal, error) {
	rc, ok := core.GetAPIGatewayContextFromContext(r.Context())
	if !ok {
		return Principal{}, ErrUnauthorized
	}
	str := func(k string) string {
		v, _ := rc.Authorizer[k].(string)
		return v
	}
	p := Principal{TenantID: str(CtxTenant), KeyID: str(CtxKeyID), Plan: store.Plan(str(CtxPlan))}
	if p.TenantID == "" || p.KeyID == "" {
		return Principal{}, ErrUnauthorized
	}
	return p, nil
}

// Authorize is the Lambda REQUEST authorizer: it checks X-API-Key and returns an
// Allow policy for the whole API with the principal in the context, or the
// "Unauthorized" error that API Gateway turns into 401. A store failure is
// returned as another error, so API Gateway answers 503 (AUTHORIZER_FAILURE)
// and never allows: it fails closed.
//
// usageIdentifierKey is the key's UsageKey, the value of the API Gateway API
// key the admin service made for it in the usage plan of its plan (the API's
// key source is AUTHORIZER and its methods require an API key), so API
// Gateway throttles each key at its plan's rate and burst. A key without one
// is left without: API Gateway then refuses the call (401 from our
// INVALID_API_KEY gateway response) until `admin sync-usage-keys` gives it one.
func Authorize(ctx context.Context, a KeyAuthenticator, req events.APIGatewayCustomAuthorizerRequestTypeRequest) (events.APIGatewayCustomAuthorizerResponse, error) {
	secret := ""
	for k, v := range req.Headers {
		if strings.EqualFold(k, Header) {
			secret = v
			break
		}
	}
	p, err := a.Check(ctx, secret)
	if errors.Is(err, ErrUnauthorized) {
		return events.APIGatewayCustomAuthorizerResponse{}, errors.New("Unauthorized")
	}
	if err != nil {
		return events.APIGatewayCustomAuthorizerResponse{}, fmt.Errorf("authorizer: key store unavailable: %w", err)
	}
	return events.APIGatewayCustomAuthorizerResponse{
		PrincipalID: p.TenantID,
		PolicyDocument: events.APIGatewayCustomAuthorizerPolicy{
			Version: "2012-10-17",
			Statement: []events.IAMPolicyStatement{{
				Action: []string{"execute-api:Invoke"}, Effect: "Allow",
				Resource: []string{apiWildcard(req.MethodArn)},
			}},
		},
		Context:            map[string]any{CtxTenant: p.TenantID, CtxKeyID: p.KeyID, CtxPlan: string(p.Plan)},
		UsageIdentifierKey: p.UsageKey,
	}, nil
}

// apiWildcard widens arn:...:api/stage/METHOD/path to every method and path of
// the stage, so a cached Allow covers the caller's other operations.
func apiWildcard(methodArn string) string {
	parts := strings.SplitN(methodArn, "/", 3)
	if len(parts) < 2 {
		return methodArn
	}
	return parts[0] + "/" + parts[1] + "/*"
}
