package samlocal_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/aws/aws-lambda-go/events"

	"github.com/piiguard/piiguard/infra/samlocal"
)

// Environment follows SAM: declared variables only; env file (its function's
// entry over Parameters) over shell over template; intrinsics left are errors.
func TestEnvironment(t *testing.T) {
	fn := samlocal.Function{LogicalID: "FndetectABC", ID: "Fn-detect", Env: map[string]any{
		"TABLE": map[string]any{"Ref": "Audit123"}, "PLAIN": "template", "SHELLED": "template", "FLAG": "", "NUM": "",
	}}
	for _, tc := range []struct {
		name  string
		file  samlocal.EnvFile
		shell map[string]string
		want  map[string]string
		err   string
	}{
		{"template values; the intrinsic is an error", nil, nil,
			map[string]string{"PLAIN": "template", "SHELLED": "template", "FLAG": "", "NUM": ""}, "TABLE still name"},
		{"Parameters blank the table; undeclared variables dropped",
			samlocal.EnvFile{"Parameters": {"TABLE": "", "UNDECLARED": "x"}}, nil,
			map[string]string{"TABLE": "", "PLAIN": "template", "SHELLED": "template", "FLAG": "", "NUM": ""}, ""},
		{"shell over template, file over shell",
			samlocal.EnvFile{"Parameters": {"TABLE": "", "PLAIN": "file"}}, map[string]string{"SHELLED": "shell", "PLAIN": "shell", "OTHER": "x"},
			map[string]string{"TABLE": "", "PLAIN": "file", "SHELLED": "shell", "FLAG": "", "NUM": ""}, ""},
		{"the function's entry, by construct id, over Parameters; JSON scalars as SAM prints them",
			samlocal.EnvFile{"Parameters": {"TABLE": "", "PLAIN": "all"}, "Fn-detect": {"PLAIN": "mine", "FLAG": true, "NUM": 2.5}}, nil,
			map[string]string{"TABLE": "", "PLAIN": "mine", "SHELLED": "template", "FLAG": "true", "NUM": "2.5"}, ""},
		{"by logical id", samlocal.EnvFile{"FndetectABC": {"TABLE": nil}}, nil,
			map[string]string{"TABLE": "", "PLAIN": "template", "SHELLED": "template", "FLAG": "", "NUM": ""}, ""},
		{"another function's entry does not apply", samlocal.EnvFile{"Fn-tokenize": {"TABLE": ""}}, nil, nil, "TABLE still name"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := fn.Environment(tc.file, tc.shell)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error %v, want %q", err, tc.err)
				}
				if tc.want == nil {
					return
				}
			} else if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %v, want %v", got, tc.want)
			}
		})
	}
}

func TestAuthorized(t *testing.T) {
	arn := "arn:aws:execute-api:eu-central-1:123456789012:local/prod/POST/api/public/v1/detect"
	answer := func(effect string, resources ...string) events.APIGatewayCustomAuthorizerResponse {
		return events.APIGatewayCustomAuthorizerResponse{PrincipalID: "acme",
			PolicyDocument: events.APIGatewayCustomAuthorizerPolicy{Version: "2012-10-17", Statement: []events.IAMPolicyStatement{
				{Action: []string{"execute-api:Invoke"}, Effect: effect, Resource: resources}}},
			Context: map[string]any{"tenant_id": "acme"}}
	}
	noPrincipal := answer("Allow", arn)
	noPrincipal.PrincipalID = ""
	nested := answer("Allow", arn)
	nested.Context["deep"] = map[string]any{"x": 1}
	for _, tc := range []struct {
		name string
		resp events.APIGatewayCustomAuthorizerResponse
		ok   bool
	}{
		{"exact", answer("Allow", arn), true},
		{"stage wildcard across slashes", answer("Allow", "arn:aws:execute-api:eu-central-1:123456789012:local/prod/*"), true},
		{"another stage", answer("Allow", "arn:aws:execute-api:eu-central-1:123456789012:local/test/*"), false},
		{"deny", answer("Deny", arn), false},
		{"no principal", noPrincipal, false},
		{"nested context", nested, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, err := samlocal.Authorized(tc.resp, arn)
			if (err == nil) != tc.ok {
				t.Fatalf("err %v, want ok %v", err, tc.ok)
			}
			if tc.ok && (ctx["principalId"] != "acme" || ctx["tenant_id"] != "acme") {
				t.Errorf("context %v", ctx)
			}
		})
	}
}

// Routes walks methods to their paths, functions and authorizer.
func TestRoutes(t *testing.T) {
	getAtt := func(id, attr string) map[string]any { return map[string]any{"Fn::GetAtt": []any{id, attr}} }
	uri := func(fn string) any {
		return map[string]any{"Fn::Join": []any{"", []any{"arn:aws:apigateway:eu-central-1:lambda:path/2015-03-31/functions/", getAtt(fn, "Arn"), "/invocations"}}}
	}
	tpl := &samlocal.Template{Resources: map[string]samlocal.Resource{
		"Api":  {Type: "AWS::ApiGateway::RestApi"},
		"Fa":   {Type: "AWS::Lambda::Function"},
		"Fb":   {Type: "AWS::Lambda::Function"},
		"Auth": {Type: "AWS::ApiGateway::Authorizer", Properties: map[string]any{"Type": "REQUEST", "AuthorizerUri": uri("Fa"), "IdentitySource": "method.request.header.X-API-Key"}},
		"R1":   {Type: "AWS::ApiGateway::Resource", Properties: map[string]any{"PathPart": "v1", "ParentId": getAtt("Api", "RootResourceId")}},
		"R2":   {Type: "AWS::ApiGateway::Resource", Properties: map[string]any{"PathPart": "op", "ParentId": map[string]any{"Ref": "R1"}}},
		"M": {Type: "AWS::ApiGateway::Method", Properties: map[string]any{"HttpMethod": "POST", "ResourceId": map[string]any{"Ref": "R2"},
			"AuthorizationType": "CUSTOM", "AuthorizerId": map[string]any{"Ref": "Auth"}, "Integration": map[string]any{"Type": "AWS_PROXY", "Uri": uri("Fb")}}},
		"Mock": {Type: "AWS::ApiGateway::Method", Properties: map[string]any{"HttpMethod": "OPTIONS", "ResourceId": map[string]any{"Ref": "R2"},
			"Integration": map[string]any{"Type": "MOCK"}}},
	}}
	routes, err := tpl.Routes()
	if err != nil {
		t.Fatal(err)
	}
	want := []samlocal.Route{{Method: "POST", Path: "/v1/op", Function: "Fb", AuthorizationType: "CUSTOM",
		Authorizer: &samlocal.Authorizer{LogicalID: "Auth", Function: "Fa", Type: "REQUEST", Headers: []string{"X-API-Key"}}}}
	if !reflect.DeepEqual(routes, want) {
		t.Errorf("routes %+v", routes)
	}
	ev := events.APIGatewayProxyRequest{HTTPMethod: "POST", Resource: "/v1/op", Path: "/v1/op", Headers: map[string]string{"x-api-key": "k"},
		RequestContext: events.APIGatewayProxyRequestContext{HTTPMethod: "POST", ResourcePath: "/v1/op"}}
	if err := routes[0].Matches(ev); err != nil {
		t.Error(err)
	}
	aev, err := routes[0].AuthorizerEvent("eu-central-1", ev)
	if err != nil || samlocal.MatchesAuthorizer(aev, routes, "Fa") != nil || samlocal.MatchesAuthorizer(aev, routes, "Fb") == nil {
		t.Errorf("authorizer event %+v: %v", aev, err)
	}
	ev.Path = "/v1/other"
	if routes[0].Matches(ev) == nil {
		t.Error("an event of another path matches")
	}
}
