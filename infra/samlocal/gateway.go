package samlocal

import (
	"errors"
	"fmt"
	"path"
	"strings"

	"github.com/aws/aws-lambda-go/events"
)

// MethodArn is the ARN API Gateway hands the authorizer for a call of r.
func MethodArn(region string, r Route) string {
	return "arn:aws:execute-api:" + region + ":123456789012:local/prod/" + r.Method + r.Path
}

// Matches says whether ev is a call of r: an event of another route would
// test the wrong function.
func (r Route) Matches(ev events.APIGatewayProxyRequest) error {
	method := func(m string) bool { return m == r.Method || r.Method == "ANY" && m != "" }
	proxy, isProxy := strings.CutSuffix(r.Path, "{proxy+}")
	switch {
	case !method(ev.HTTPMethod) || !method(ev.RequestContext.HTTPMethod):
		return fmt.Errorf("event method %s (requestContext %s) is not route %s %s", ev.HTTPMethod, ev.RequestContext.HTTPMethod, r.Method, r.Path)
	case ev.Resource != r.Path || ev.RequestContext.ResourcePath != r.Path:
		return fmt.Errorf("event resource %s (requestContext %s) is not route %s %s", ev.Resource, ev.RequestContext.ResourcePath, r.Method, r.Path)
	case ev.Path != r.Path && !(isProxy && strings.HasPrefix(ev.Path, proxy)):
		return fmt.Errorf("event path %s is not route %s %s", ev.Path, r.Method, r.Path)
	}
	return nil
}

func header(h map[string]string, name string) (string, bool) {
	for k, v := range h {
		if strings.EqualFold(k, name) {
			return v, true
		}
	}
	return "", false
}

// AuthorizerEvent is what API Gateway sends r's REQUEST authorizer for the
// call ev. A call without an identity source header gets 401 without the
// authorizer being called: an error here.
func (r Route) AuthorizerEvent(region string, ev events.APIGatewayProxyRequest) (events.APIGatewayCustomAuthorizerRequestTypeRequest, error) {
	a := r.Authorizer
	if a == nil || a.Type != "REQUEST" {
		return events.APIGatewayCustomAuthorizerRequestTypeRequest{}, fmt.Errorf("route %s %s: no REQUEST authorizer", r.Method, r.Path)
	}
	for _, h := range a.Headers {
		if v, ok := header(ev.Headers, h); !ok || v == "" {
			return events.APIGatewayCustomAuthorizerRequestTypeRequest{}, fmt.Errorf("route %s %s: no %s header: 401 before the authorizer", r.Method, r.Path, h)
		}
	}
	return events.APIGatewayCustomAuthorizerRequestTypeRequest{
		Type: "REQUEST", MethodArn: MethodArn(region, r), Resource: r.Path, Path: ev.Path, HTTPMethod: ev.HTTPMethod,
		Headers: ev.Headers, MultiValueHeaders: ev.MultiValueHeaders, QueryStringParameters: ev.QueryStringParameters,
		PathParameters: ev.PathParameters, StageVariables: ev.StageVariables,
		RequestContext: events.APIGatewayCustomAuthorizerRequestTypeRequestContext{
			AccountID: ev.RequestContext.AccountID, ResourceID: ev.RequestContext.ResourceID, Stage: ev.RequestContext.Stage,
			RequestID: ev.RequestContext.RequestID, ResourcePath: r.Path, HTTPMethod: r.Method, APIID: ev.RequestContext.APIID,
		},
	}, nil
}

// MatchesAuthorizer says whether ev (an authorizer's event) is one the
// authorizer function fn receives: its type, identity headers and a method
// ARN of a route it guards.
func MatchesAuthorizer(ev events.APIGatewayCustomAuthorizerRequestTypeRequest, routes []Route, fn string) error {
	parts := strings.SplitN(ev.MethodArn, "/", 4) // arn...:api/stage/METHOD/path
	if len(parts) != 4 {
		return fmt.Errorf("authorizer event: method ARN %q", ev.MethodArn)
	}
	method, p := parts[2], "/"+parts[3]
	for _, r := range routes {
		if r.Authorizer == nil || r.Authorizer.Function != fn || r.Method != method || r.Path != p {
			continue
		}
		if ev.Type != r.Authorizer.Type {
			return fmt.Errorf("authorizer event type %q, the authorizer is %s", ev.Type, r.Authorizer.Type)
		}
		for _, h := range r.Authorizer.Headers {
			if v, ok := header(ev.Headers, h); !ok || v == "" {
				return fmt.Errorf("authorizer event without its identity source header %s", h)
			}
		}
		return nil
	}
	return fmt.Errorf("authorizer event: %s %s is no route that function %s guards", method, p, fn)
}

// Authorized checks an authorizer's answer for methodArn as API Gateway does
// and returns what goes into the operation's requestContext.authorizer: the
// answer's context and principalId.
func Authorized(resp events.APIGatewayCustomAuthorizerResponse, methodArn string) (map[string]any, error) {
	if resp.PrincipalID == "" {
		return nil, errors.New("authorizer answer without principalId")
	}
	allowed := false
	for _, s := range resp.PolicyDocument.Statement {
		if !invokes(s.Action) || !covers(s.Resource, methodArn) {
			continue
		}
		switch s.Effect {
		case "Deny":
			return nil, fmt.Errorf("authorizer denies %s", methodArn)
		case "Allow":
			allowed = true
		}
	}
	if !allowed {
		return nil, fmt.Errorf("authorizer policy does not allow %s", methodArn)
	}
	out := map[string]any{"principalId": resp.PrincipalID}
	for k, v := range resp.Context {
		switch v.(type) {
		case string, bool, float64, int, int64:
			out[k] = v
		default:
			return nil, fmt.Errorf("authorizer context %q: %T is not a string, number or boolean", k, v)
		}
	}
	return out, nil
}

func invokes(actions []string) bool {
	for _, a := range actions {
		if a == "*" || a == "execute-api:*" || a == "execute-api:Invoke" {
			return true
		}
	}
	return false
}

// covers matches IAM resource patterns (* and ?) against arn.
func covers(resources []string, arn string) bool {
	for _, r := range resources {
		// path.Match's * stops at "/", IAM's does not: compare with "/" swapped out.
		if ok, _ := path.Match(strings.ReplaceAll(r, "/", "\x00"), strings.ReplaceAll(arn, "/", "\x00")); ok {
			return true
		}
	}
	return false
}
