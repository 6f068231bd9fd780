package stack

import (
	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsapigateway"
	"github.com/aws/aws-cdk-go/awscdk/v2/awscognito"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslambda"
	"github.com/aws/jsii-runtime-go"

	"github.com/piiguard/piiguard/shared/dashboard"
	"github.com/piiguard/piiguard/shared/dashboard/cognito"
	"github.com/piiguard/piiguard/shared/regions"
)

// The account dashboard (shared/dashboard) is served by the primary stack
// only: one user pool and one sign-in per deployment. Its function reads and
// writes the global tables (keys, policies) like the admin function, manages
// the usage plan keys of every region, and exports the audit records of the
// primary region's table (audit records stay in the region that processed
// the call; scripts/admin exports another region's).

// dashboardURL is the dashboard as browsers reach it: the global or the
// primary region's custom domain when configured, else the API's default
// endpoint with its stage.
func dashboardURL(st awscdk.Stack, cfg Config, api awsapigateway.RestApi, region Region) *string {
	if cfg.GlobalDomain != "" && firstNonEmpty(cfg.GlobalCertificateARN, region.CertificateARN) != "" {
		return jsii.String("https://" + cfg.GlobalDomain + dashboard.Prefix)
	}
	return awscdk.Fn_Join(jsii.String(""), &[]*string{apiRoot(st, cfg, api, region), jsii.String(dashboard.Prefix)})
}

// apiRoot is this region's API root (no trailing slash): its custom domain
// when configured, else the default endpoint with the stage. Built from the
// RestApi's id, not api.Url(): the URL of the deployment stage depends
// (through the methods) on the dashboard function, whose environment holds
// these URLs, a dependency cycle.
func apiRoot(st awscdk.Stack, cfg Config, api awsapigateway.RestApi, region Region) *string {
	if region.Domain != "" && region.CertificateARN != "" {
		return jsii.String("https://" + region.Domain)
	}
	return awscdk.Fn_Join(jsii.String(""), &[]*string{
		jsii.String("https://"), api.RestApiId(), jsii.String(".execute-api."), st.Region(), jsii.String("."), st.UrlSuffix(),
		jsii.String("/" + cfg.StageName),
	})
}

// dashboardEndpoints sets PIIGUARD_<LABEL>_URL (regions.Region.URLEnv, as
// the Go client reads them) on the dashboard function for its Endpoints
// section: this region's public API, and another region's when it has a
// custom domain (its default endpoint's id is made by its own stack, after
// this one, and cannot be known here: the function finds it from the API
// stage of that region's usage plans, which it may list already).
func dashboardEndpoints(st awscdk.Stack, cfg Config, api awsapigateway.RestApi, region Region, fn awslambda.Function) {
	for _, r := range cfg.Regions {
		var root *string
		switch {
		case r.Label == region.Label:
			root = apiRoot(st, cfg, api, region)
		case r.Domain != "" && r.CertificateARN != "":
			root = jsii.String("https://" + r.Domain)
		default:
			continue
		}
		fn.AddEnvironment(jsii.String(regions.Region{Label: r.Label}.URLEnv()), awscdk.Fn_Join(jsii.String(""), &[]*string{root, jsii.String("/api/public/v1")}), nil)
	}
}

func firstNonEmpty(s ...string) string {
	for _, v := range s {
		if v != "" {
			return v
		}
	}
	return ""
}

// dashboardDomainPrefix is the hosted UI's domain prefix (unique in the
// region across all AWS accounts): -c dashboardDomainPrefix, else
// <prefix>-<account id>.
func dashboardDomainPrefix(st awscdk.Stack, cfg Config) *string {
	if cfg.DashboardDomainPrefix != "" {
		return jsii.String(cfg.DashboardDomainPrefix)
	}
	return awscdk.Fn_Join(jsii.String("-"), &[]*string{jsii.String(cfg.Prefix), st.Account()})
}

// newSignIn makes the dashboard's user pool: no self sign-up (operators
// invite users by e-mail, each with its immutable tenant attribute), TOTP
// MFA required, the operators group, the hosted UI's domain and a public
// app client for the authorization code flow with PKCE; and gives the
// dashboard function its settings.
func newSignIn(st awscdk.Stack, cfg Config, fn awslambda.Function, url *string) {
	keep := awscdk.RemovalPolicy_RETAIN_ON_UPDATE_OR_DELETE // the users outlive a stack replacement
	pool := awscognito.NewUserPool(st, jsii.String("DashboardUsers"), &awscognito.UserPoolProps{
		UserPoolName:      jsii.String(cfg.Prefix + "-dashboard"),
		SelfSignUpEnabled: jsii.Bool(false),
		SignInAliases:     &awscognito.SignInAliases{Email: jsii.Bool(true)},
		AutoVerify:        &awscognito.AutoVerifiedAttrs{Email: jsii.Bool(true)},
		StandardAttributes: &awscognito.StandardAttributes{
			Email: &awscognito.StandardAttribute{Required: jsii.Bool(true), Mutable: jsii.Bool(true)},
		},
		CustomAttributes: &map[string]awscognito.ICustomAttribute{
			// Immutable: a user's tenant is set when it is invited and no
			// user (nor app client) can change it.
			cognito.TenantAttribute: awscognito.NewStringAttribute(&awscognito.StringAttributeProps{
				MinLen: jsii.Number(1), MaxLen: jsii.Number(100), Mutable: jsii.Bool(false),
			}),
		},
		UserInvitation: &awscognito.UserInvitationConfig{
			EmailSubject: jsii.String("Your piiguard dashboard account"),
			EmailBody: jsii.String("You have been invited to the piiguard dashboard.<br>User name: {username}<br>" +
				"Temporary password: {####}<br>Sign in within 3 days; you will set a password and an authenticator app."),
		},
		PasswordPolicy: &awscognito.PasswordPolicy{
			MinLength: jsii.Number(14), RequireLowercase: jsii.Bool(true), RequireUppercase: jsii.Bool(true),
			RequireDigits: jsii.Bool(true), RequireSymbols: jsii.Bool(true),
			TempPasswordValidity: awscdk.Duration_Days(jsii.Number(3)),
		},
		// Required, TOTP only: the dashboard makes API keys and exports
		// audit records; SMS would need an SNS role and spend limits.
		Mfa:             awscognito.Mfa_REQUIRED,
		MfaSecondFactor: &awscognito.MfaSecondFactor{Otp: jsii.Bool(true), Sms: jsii.Bool(false)},
		AccountRecovery: awscognito.AccountRecovery_EMAIL_ONLY,
		FeaturePlan:     awscognito.FeaturePlan_ESSENTIALS,
		// Like the tables: -c deletionProtection=true once the stacks exist.
		DeletionProtection: jsii.Bool(cfg.DeletionProtection),
		RemovalPolicy:      keep,
	})
	suppress(pool, nagPoolPlus)
	awscognito.NewCfnUserPoolGroup(st, jsii.String("DashboardOperators"), &awscognito.CfnUserPoolGroupProps{
		UserPoolId:  pool.UserPoolId(),
		GroupName:   jsii.String(cognito.OperatorGroup),
		Description: jsii.String("piiguard operators: see and manage every tenant in the dashboard"),
	})
	domain := pool.AddDomain(jsii.String("DashboardDomain"), &awscognito.UserPoolDomainOptions{
		CognitoDomain: &awscognito.CognitoDomainOptions{DomainPrefix: dashboardDomainPrefix(st, cfg)},
	})
	join := func(suffix string) *string {
		return awscdk.Fn_Join(jsii.String(""), &[]*string{url, jsii.String(suffix)})
	}
	client := pool.AddClient(jsii.String("DashboardClient"), &awscognito.UserPoolClientOptions{
		UserPoolClientName: jsii.String(cfg.Prefix + "-dashboard"),
		GenerateSecret:     jsii.Bool(false), // a public client: PKCE, no secret to keep
		// The hosted UI only: no password or custom auth flow through the
		// API (SRP is the least Cognito accepts when any flow is named).
		AuthFlows: &awscognito.AuthFlow{UserSrp: jsii.Bool(true)},
		OAuth: &awscognito.OAuthSettings{
			Flows:        &awscognito.OAuthFlows{AuthorizationCodeGrant: jsii.Bool(true)},
			Scopes:       &[]awscognito.OAuthScope{awscognito.OAuthScope_OPENID(), awscognito.OAuthScope_EMAIL()},
			CallbackUrls: &[]*string{join("/auth/callback")},
			LogoutUrls:   &[]*string{join("/")},
		},
		SupportedIdentityProviders: &[]awscognito.UserPoolClientIdentityProvider{awscognito.UserPoolClientIdentityProvider_COGNITO()},
		PreventUserExistenceErrors: jsii.Bool(true),
		EnableTokenRevocation:      jsii.Bool(true),
		// The session lasts as long as the ID token; refresh tokens are never
		// used (Cognito's shortest).
		IdTokenValidity:      awscdk.Duration_Hours(jsii.Number(1)),
		AccessTokenValidity:  awscdk.Duration_Hours(jsii.Number(1)),
		RefreshTokenValidity: awscdk.Duration_Hours(jsii.Number(1)),
	})
	fn.AddEnvironment(jsii.String(cognito.EnvPoolID), pool.UserPoolId(), nil)
	fn.AddEnvironment(jsii.String(cognito.EnvClientID), client.UserPoolClientId(), nil)
	fn.AddEnvironment(jsii.String(cognito.EnvDomain), domain.BaseUrl(nil), nil)
	fn.AddEnvironment(jsii.String(cognito.EnvURL), url, nil)

	awscdk.NewCfnOutput(st, jsii.String("DashboardUrl"), &awscdk.CfnOutputProps{
		Value: join("/"), Description: jsii.String("the account dashboard (sign in with the user pool below)"),
	})
	awscdk.NewCfnOutput(st, jsii.String("DashboardUserPoolId"), &awscdk.CfnOutputProps{
		Value: pool.UserPoolId(), Description: jsii.String("invite users with aws cognito-idp admin-create-user (README, Dashboard)"),
	})
	awscdk.NewCfnOutput(st, jsii.String("DashboardSignInDomain"), &awscdk.CfnOutputProps{Value: domain.BaseUrl(nil)})
}

// addDashboardRoutes serves the dashboard at /dashboard and below, without
// the API-key authorizer: the dashboard signs its users in itself.
func addDashboardRoutes(api awsapigateway.RestApi, fn awslambda.Function) {
	integration := awsapigateway.NewLambdaIntegration(fn, nil)
	none := &awsapigateway.MethodOptions{AuthorizationType: awsapigateway.AuthorizationType_NONE}
	root := api.Root().AddResource(jsii.String(dashboard.Prefix[1:]), nil)
	suppress(root.AddMethod(jsii.String("ANY"), integration, none), nagDashboardRoute)
	suppress(root.AddResource(jsii.String("{proxy+}"), nil).AddMethod(jsii.String("ANY"), integration, none), nagDashboardRoute)
}

var (
	nagDashboardRoute = nagRule{"AwsSolutions-APIG4", "the dashboard's routes: the dashboard function signs users in with the deployment's Cognito user pool (code flow with PKCE) and verifies the ID token on every request; API Gateway's Cognito authorizer cannot redirect a browser to sign in", nil}
	nagPoolPlus       = nagRule{"AwsSolutions-COG8", "threat protection needs the Plus feature plan, a charge per user; the pool has no self sign-up, only users invited by an operator, and TOTP MFA required", nil}
)
