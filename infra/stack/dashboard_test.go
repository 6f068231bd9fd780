package stack

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/aws/aws-cdk-go/awscdk/v2"

	"github.com/piiguard/piiguard/shared/dashboard/cognito"
)

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// one returns the only resource of typ in tp (logical id and properties).
func one(t *testing.T, name string, tp template, typ string) (string, map[string]any) {
	t.Helper()
	all := tp.ofType(typ)
	if len(all) != 1 {
		t.Fatalf("%s: %d %s, want 1", name, len(all), typ)
	}
	for id, p := range all {
		return id, p
	}
	return "", nil
}

// TestDashboardSignIn: the primary stack has the dashboard's user pool
// (invited users only, strong passwords, TOTP required, immutable tenant
// attribute), its operators group, hosted UI domain and public code-flow
// client whose URLs are the dashboard's, and the dashboard function is
// configured with them; the other regions have none of it.
func TestDashboardSignIn(t *testing.T) {
	def, cust := stacks(t)
	for _, tp := range def.all[1:] {
		for _, typ := range []string{"AWS::Cognito::UserPool", "AWS::Cognito::UserPoolClient", "AWS::Cognito::UserPoolDomain", "AWS::Cognito::UserPoolGroup"} {
			if n := len(tp.ofType(typ)); n != 0 {
				t.Errorf("a secondary region has %d %s", n, typ)
			}
		}
		if _, ok := functionIDs(tp)["dashboard"]; ok {
			t.Error("a secondary region has a dashboard function")
		}
	}
	for _, tc := range []struct {
		name, prefix string
		tp           template
		url          []string // fragments of the dashboard URL's JSON, in order
		protected    bool
		endpoints    map[string][]string // PIIGUARD_<LABEL>_URL: fragments of its JSON
	}{
		{"default", "piiguard", def.eu, []string{`"https://"`, `{"Ref":"Api`, `".execute-api.eu-central-1."`, `{"Ref":"AWS::URLSuffix"}`, `"/prod/dashboard`}, false,
			map[string][]string{"PIIGUARD_EU_URL": {`"https://"`, `{"Ref":"Api`, `".execute-api.eu-central-1."`, `"/prod/api/public/v1"`}}},
		{"custom domain", "staging", cust.eu, []string{`https://api.example.com/dashboard`}, true,
			map[string][]string{"PIIGUARD_EU_URL": {`"https://eu-api.example.com/api/public/v1"`}, "PIIGUARD_US_URL": {`"https://us-api.example.com/api/public/v1"`}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			poolID, pool := one(t, tc.name, tc.tp, "AWS::Cognito::UserPool")
			checks := map[string]string{
				"UserPoolName":           tc.prefix + "-dashboard",
				"AdminCreateUserConfig":  "AllowAdminCreateUserOnly\":true",
				"MfaConfiguration":       "ON",
				"EnabledMfas":            `["SOFTWARE_TOKEN_MFA"]`,
				"UsernameAttributes":     `["email"]`,
				"UserPoolTier":           "ESSENTIALS",
				"Policies":               `"PasswordPolicy":{"MinimumLength":14,"RequireLowercase":true,"RequireNumbers":true,"RequireSymbols":true,"RequireUppercase":true,"TemporaryPasswordValidityDays":3}`,
				"Schema":                 `{"AttributeDataType":"String","Mutable":false,"Name":"` + cognito.TenantAttribute + `","StringAttributeConstraints":{"MaxLength":"100","MinLength":"1"}}`,
				"AccountRecoverySetting": `"Name":"verified_email"`,
				"DeletionProtection":     map[bool]string{true: "ACTIVE", false: "INACTIVE"}[tc.protected],
			}
			for k, want := range checks {
				if got := jsonOf(pool[k]); !strings.Contains(got, want) {
					t.Errorf("user pool %s = %s, want %s", k, got, want)
				}
			}
			if pool["UserPoolAddOns"] != nil || strings.Contains(jsonOf(pool), "SMS") {
				t.Errorf("user pool add-ons or SMS: %v", jsonOf(pool))
			}
			if tc.tp.resources()[poolID]["DeletionPolicy"] != "RetainExceptOnCreate" {
				t.Errorf("user pool deletion policy %v", tc.tp.resources()[poolID]["DeletionPolicy"])
			}

			_, group := one(t, tc.name, tc.tp, "AWS::Cognito::UserPoolGroup")
			if group["GroupName"] != cognito.OperatorGroup || ref(group["UserPoolId"]) != poolID {
				t.Errorf("operators group %v", group)
			}

			_, domain := one(t, tc.name, tc.tp, "AWS::Cognito::UserPoolDomain")
			if got, want := jsonOf(domain["Domain"]), `{"Fn::Join":["-",["`+tc.prefix+`",{"Ref":"AWS::AccountId"}]]}`; got != want || ref(domain["UserPoolId"]) != poolID {
				t.Errorf("hosted UI domain %s, want %s", got, want)
			}

			clientID, client := one(t, tc.name, tc.tp, "AWS::Cognito::UserPoolClient")
			if client["GenerateSecret"] != false || jsonOf(client["AllowedOAuthFlows"]) != `["code"]` || client["AllowedOAuthFlowsUserPoolClient"] != true ||
				jsonOf(client["SupportedIdentityProviders"]) != `["COGNITO"]` || ref(client["UserPoolId"]) != poolID ||
				client["PreventUserExistenceErrors"] != "ENABLED" {
				t.Errorf("app client %s", jsonOf(client))
			}
			scopes := toStrings(client["AllowedOAuthScopes"])
			slices.Sort(scopes)
			if !reflect.DeepEqual(scopes, []string{"email", "openid"}) {
				t.Errorf("app client scopes %v", scopes)
			}
			for _, f := range toStrings(client["ExplicitAuthFlows"]) {
				if f != "ALLOW_USER_SRP_AUTH" && f != "ALLOW_REFRESH_TOKEN_AUTH" {
					t.Errorf("app client allows %s", f)
				}
			}
			for field, suffix := range map[string]string{"CallbackURLs": "/auth/callback", "LogoutURLs": "/"} {
				urls, _ := client[field].([]any)
				if len(urls) != 1 || !inOrder(jsonOf(urls[0]), append(slices.Clone(tc.url), suffix)) {
					t.Errorf("app client %s %s", field, jsonOf(client[field]))
				}
			}

			env := envOf(tc.tp)["dashboard"]
			if ref(env[cognito.EnvPoolID]) != poolID || ref(env[cognito.EnvClientID]) != clientID ||
				!strings.Contains(jsonOf(env[cognito.EnvDomain]), ".auth.") || !inOrder(jsonOf(env[cognito.EnvURL]), tc.url) {
				t.Errorf("dashboard function env %s", jsonOf(env))
			}
			if strings.HasSuffix(jsonOf(env[cognito.EnvURL]), `/"]]}`) || strings.HasSuffix(jsonOf(env[cognito.EnvURL]), `/"`) {
				t.Errorf("dashboard URL ends in a slash: %s", jsonOf(env[cognito.EnvURL]))
			}
			// The Endpoints section's URLs: this region's API, and another
			// region's only where it has a custom domain.
			for k, v := range env {
				if strings.HasSuffix(k, "_URL") && k != cognito.EnvURL && tc.endpoints[k] == nil {
					t.Errorf("dashboard env %s = %s", k, jsonOf(v))
				}
			}
			for k, want := range tc.endpoints {
				if !inOrder(jsonOf(env[k]), want) {
					t.Errorf("dashboard env %s = %s, want %v", k, jsonOf(env[k]), want)
				}
			}
			outputs, _ := tc.tp["Outputs"].(map[string]any)
			for _, o := range []string{"DashboardUrl", "DashboardUserPoolId", "DashboardSignInDomain"} {
				if outputs[o] == nil {
					t.Errorf("no output %s", o)
				}
			}

			// Both routes invoke the dashboard function.
			pathOf := paths(tc.tp)
			fnID := functionIDs(tc.tp)["dashboard"]
			for _, m := range tc.tp.ofType("AWS::ApiGateway::Method") {
				p := pathOf[ref(m["ResourceId"])]
				if p == "/dashboard" || strings.HasPrefix(p, "/dashboard/") {
					if !strings.Contains(jsonOf(m["Integration"]), fnID) {
						t.Errorf("%s does not invoke the dashboard function: %s", p, jsonOf(m["Integration"]))
					}
				}
			}
		})
	}
}

// inOrder reports whether s holds each fragment, in order.
func inOrder(s string, fragments []string) bool {
	for _, f := range fragments {
		i := strings.Index(s, f)
		if i < 0 {
			return false
		}
		s = s[i+len(f):]
	}
	return true
}

func TestDashboardDomainPrefix(t *testing.T) {
	for _, tc := range []struct {
		name string
		ctx  map[string]any
		ok   bool
	}{
		{"default prefix", map[string]any{}, true},
		{"prefix with a reserved word", map[string]any{"prefix": "awsprod"}, false},
		{"override", map[string]any{"prefix": "awsprod", "dashboardDomainPrefix": "acme-pii"}, true},
		{"override with a reserved word", map[string]any{"dashboardDomainPrefix": "acme-cognito"}, false},
		{"override not a domain label", map[string]any{"dashboardDomainPrefix": "Acme_PII"}, false},
		{"override ending in a hyphen", map[string]any{"dashboardDomainPrefix": "acme-"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx := map[string]any{}
			for k, v := range tc.ctx {
				ctx[k] = v
			}
			app := awscdk.NewApp(&awscdk.AppProps{Context: &ctx})
			cfg, err := ConfigFromContext(app.Node(), "")
			if (err == nil) != tc.ok {
				t.Fatalf("err %v", err)
			}
			if err == nil && tc.ctx["dashboardDomainPrefix"] != nil && cfg.DashboardDomainPrefix != tc.ctx["dashboardDomainPrefix"] {
				t.Errorf("DashboardDomainPrefix %q", cfg.DashboardDomainPrefix)
			}
		})
	}
}
