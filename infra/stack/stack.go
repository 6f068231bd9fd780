// Package stack defines piiguard's per-region CDK stacks: the public REST API
// (one arm64 Lambda per operation behind a REQUEST authorizer on X-API-Key),
// the IAM-authorised admin API, DynamoDB tables, a KMS key for tenant data
// keys, usage plans (each piiguard key's API Gateway API key is put in its
// plan's by the admin function), gateway error responses and alarms. The EU
// stack owns the keys, usage and tenant policies tables, global tables
// replicated to the US region, so one API key and its tenant's policies work
// in both and the monthly quota is global.
package stack

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsapigateway"
	"github.com/aws/aws-cdk-go/awscdk/v2/awscertificatemanager"
	"github.com/aws/aws-cdk-go/awscdk/v2/awscloudwatch"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsdynamodb"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsiam"
	"github.com/aws/aws-cdk-go/awscdk/v2/awskms"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslambda"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslogs"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsroute53"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsroute53targets"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"

	"github.com/piiguard/piiguard/shared/admin/apigw"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/dynamo"
)

// Operations are the public endpoints, each its own function in functions/<name>.
var Operations = []string{"detect", "tokenize", "detokenize", "mask", "redact", "hash", "synthesize", "encrypt", "decrypt", "discover", "health"}

// Config is everything that varies between deployments; ConfigFromContext
// reads it from cdk.json / `cdk -c key=value`.
type Config struct {
	Prefix             string // resource name prefix; the keys table is <Prefix>-keys in every region
	Account            string // empty: environment-agnostic account
	EURegion, USRegion string
	AssetDir           string // holds <function>/bootstrap, built by `make build`
	StageName          string
	AuthorizerCacheTTL int // seconds; also the longest a revoked key keeps working
	ThrottleRate       float64
	ThrottleBurst      float64
	// Optional custom domains: a name is used only with its certificate ARN
	// (ACM, in the stack's region). The global name is served by the EU stack.
	EUDomain, EUCertificateARN         string
	USDomain, USCertificateARN         string
	GlobalDomain, GlobalCertificateARN string
	HostedZoneID, HostedZoneName       string // optional: alias records for the domains
}

// DefaultConfig is used where the context says nothing.
func DefaultConfig() Config {
	return Config{Prefix: "piiguard", EURegion: "eu-central-1", USRegion: "us-east-1", AssetDir: "../build",
		StageName: "prod", AuthorizerCacheTTL: 30, ThrottleRate: 1000, ThrottleBurst: 2000}
}

// ConfigFromContext overlays context values on DefaultConfig.
func ConfigFromContext(node constructs.Node, account string) Config {
	c := DefaultConfig()
	c.Account = account
	str := func(key string, dst *string) {
		if v, ok := node.TryGetContext(jsii.String(key)).(string); ok && v != "" {
			*dst = v
		}
	}
	num := func(key string, dst *float64) {
		switch v := node.TryGetContext(jsii.String(key)).(type) {
		case float64:
			*dst = v
		case string:
			if f, err := strconv.ParseFloat(v, 64); err == nil {
				*dst = f
			}
		}
	}
	str("prefix", &c.Prefix)
	str("euRegion", &c.EURegion)
	str("usRegion", &c.USRegion)
	str("assetDir", &c.AssetDir)
	str("stageName", &c.StageName)
	str("euDomain", &c.EUDomain)
	str("euCertificateArn", &c.EUCertificateARN)
	str("usDomain", &c.USDomain)
	str("usCertificateArn", &c.USCertificateARN)
	str("globalDomain", &c.GlobalDomain)
	str("globalCertificateArn", &c.GlobalCertificateARN)
	str("hostedZoneId", &c.HostedZoneID)
	str("hostedZoneName", &c.HostedZoneName)
	ttl := float64(c.AuthorizerCacheTTL)
	num("authorizerCacheTtl", &ttl)
	c.AuthorizerCacheTTL = int(ttl)
	num("throttleRate", &c.ThrottleRate)
	num("throttleBurst", &c.ThrottleBurst)
	return c
}

// Build adds the EU stack and the US stack (which depends on the EU one, as
// the keys replica is created there) to app.
func Build(app awscdk.App, cfg Config) (eu, us awscdk.Stack) {
	eu = NewRegionStack(app, "PiiguardEU", cfg, cfg.EURegion, true)
	us = NewRegionStack(app, "PiiguardUS", cfg, cfg.USRegion, false)
	us.AddDependency(eu, jsii.String("the keys table replica is created by the EU stack"))
	return eu, us
}

// access is what one function may do; everything not listed is denied.
type access struct {
	keys, usage, charges, audit, policies, tenantKeys []string // DynamoDB actions per table
	keysIndex, kms                                    bool     // query the keys tenant index; use the KMS key
}

var (
	readKeys = []string{"dynamodb:GetItem"}
	// Charge: read the shards (rebalance, other regions' use), update shards
	// (alone or in a transaction with the marker put in the charges table).
	chargeOps  = []string{"dynamodb:BatchGetItem", "dynamodb:UpdateItem"}
	markerPut  = []string{"dynamodb:PutItem"}
	auditWrite = []string{"dynamodb:PutItem"}
	// Every charged operation: usage, audit, tenant policies by name.
	operationAccess = access{usage: chargeOps, charges: markerPut, audit: auditWrite, policies: []string{"dynamodb:GetItem"}}
	// encrypt/decrypt without an encryption_key use the tenant's data key.
	sealAccess = access{usage: chargeOps, charges: markerPut, audit: auditWrite, policies: []string{"dynamodb:GetItem"},
		tenantKeys: []string{"dynamodb:GetItem", "dynamodb:PutItem"}, kms: true}
	adminAccess = access{
		keys:      []string{"dynamodb:GetItem", "dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:Query"},
		keysIndex: true,
		policies:  []string{"dynamodb:GetItem", "dynamodb:PutItem", "dynamodb:DeleteItem", "dynamodb:Query"},
		audit:     []string{"dynamodb:Query"},
	}
)

// AccessOf is the least-privilege grant of each function.
func AccessOf(fn string) access {
	switch fn {
	case "authorizer":
		return access{keys: readKeys}
	case "health":
		return access{}
	case "encrypt", "decrypt":
		return sealAccess
	case "admin":
		return adminAccess
	default:
		return operationAccess
	}
}

type tables struct {
	keysName, keysArn          *string // global table: the EU stack's, or its replica here
	usageName, usageArn        *string // global table too: the monthly quota is global
	policiesName, policiesArn  *string // global table too: a tenant policy works in both regions
	audit, charges, tenantKeys awsdynamodb.Table
	kmsKey                     awskms.Key
}

// NewRegionStack builds one region's stack; primary marks the EU stack, which
// creates the global tables (keys, usage, policies).
func NewRegionStack(scope constructs.Construct, id string, cfg Config, region string, primary bool) awscdk.Stack {
	env := &awscdk.Environment{Region: jsii.String(region)}
	if cfg.Account != "" {
		env.Account = jsii.String(cfg.Account)
	}
	st := awscdk.NewStack(scope, jsii.String(id), &awscdk.StackProps{
		Env:         env,
		Description: jsii.String(fmt.Sprintf("piiguard PII API in %s", region)),
	})
	t := newTables(st, cfg, primary)
	fns := map[string]awslambda.Function{}
	for _, name := range append([]string{"authorizer", "admin"}, Operations...) {
		fns[name] = newFunction(st, cfg, name, t)
	}
	api, plans := newAPI(st, cfg, fns)
	grantUsagePlanKeys(st, cfg, fns["admin"], region, plans)
	newDomains(st, cfg, api, primary, region)
	newAlarms(st, api, fns)
	awscdk.NewCfnOutput(st, jsii.String("ApiUrl"), &awscdk.CfnOutputProps{
		Value: jsii.String(fmt.Sprintf("%sapi/public/v1", *api.Url())),
	})
	// What scripts/admin needs besides the fixed names (<prefix>-keys, -usage, -policies).
	awscdk.NewCfnOutput(st, jsii.String("AuditTableName"), &awscdk.CfnOutputProps{Value: t.audit.TableName()})
	for _, plan := range []store.Plan{store.PlanFree, store.PlanPayAsYouGo} {
		awscdk.NewCfnOutput(st, jsii.String("UsagePlanId"+planOutput[plan]), &awscdk.CfnOutputProps{
			Value:       plans[plan].UsagePlanId(),
			Description: jsii.String(fmt.Sprintf("usage plan %q (the admin function finds it by name)", apigw.DefaultPlanNames(cfg.Prefix)[plan])),
		})
	}
	return st
}

// Regions is the EU and US region of cfg, EU first.
func (c Config) Regions() []string { return []string{c.EURegion, c.USRegion} }

func newTables(st awscdk.Stack, cfg Config, primary bool) tables {
	var t tables
	pitr := &awsdynamodb.PointInTimeRecoverySpecification{PointInTimeRecoveryEnabled: jsii.Bool(true)}
	// global makes a table replicated to the US region in the EU stack; the
	// US stack refers to its replica (same name, this region's ARN).
	global := func(id, name string, props *awsdynamodb.TablePropsV2) (*string, *string) {
		if !primary {
			return jsii.String(name), st.FormatArn(&awscdk.ArnComponents{Service: jsii.String("dynamodb"), Resource: jsii.String("table"), ResourceName: jsii.String(name)})
		}
		props.TableName = jsii.String(name)
		props.Billing = awsdynamodb.Billing_OnDemand(nil)
		props.Encryption = awsdynamodb.TableEncryptionV2_AwsManagedKey()
		props.PointInTimeRecoverySpecification = pitr
		props.DeletionProtection = jsii.Bool(true)
		props.RemovalPolicy = awscdk.RemovalPolicy_RETAIN
		props.Replicas = &[]*awsdynamodb.ReplicaTableProps{{
			Region: jsii.String(cfg.USRegion), PointInTimeRecoverySpecification: pitr, DeletionProtection: jsii.Bool(true),
		}}
		tb := awsdynamodb.NewTableV2(st, jsii.String(id), props)
		return tb.TableName(), tb.TableArn()
	}
	t.keysName, t.keysArn = global("Keys", cfg.Prefix+"-keys", &awsdynamodb.TablePropsV2{
		PartitionKey: &awsdynamodb.Attribute{Name: jsii.String(dynamo.AttrKeyHash), Type: awsdynamodb.AttributeType_STRING},
		GlobalSecondaryIndexes: &[]*awsdynamodb.GlobalSecondaryIndexPropsV2{{
			IndexName:    jsii.String(dynamo.KeysByTenantIndex),
			PartitionKey: &awsdynamodb.Attribute{Name: jsii.String(dynamo.AttrTenantID), Type: awsdynamodb.AttributeType_STRING},
			SortKey:      &awsdynamodb.Attribute{Name: jsii.String(dynamo.AttrCreatedAt), Type: awsdynamodb.AttributeType_STRING},
		}},
	})
	// dynamo.UsageShards counter items per tenant, month and region; each
	// region writes only its own, so replication never loses an increment
	// (see dynamo.Charge). TTL clears the charge markers earlier versions
	// kept here. (Construct id "UsageGlobal", not "Usage": the regional
	// usage table of earlier versions had that id, and CloudFormation cannot
	// change a resource's type in place.)
	t.usageName, t.usageArn = global("UsageGlobal", cfg.Prefix+"-usage", &awsdynamodb.TablePropsV2{
		PartitionKey:        &awsdynamodb.Attribute{Name: jsii.String(dynamo.AttrUsagePK), Type: awsdynamodb.AttributeType_STRING},
		TimeToLiveAttribute: jsii.String(dynamo.AttrExpiresAt),
	})
	// Tenant policies are written rarely (admin) and read by every call in
	// both regions; concurrent edits in two regions: the last one wins.
	t.policiesName, t.policiesArn = global("PoliciesGlobal", cfg.Prefix+"-policies", &awsdynamodb.TablePropsV2{
		PartitionKey: &awsdynamodb.Attribute{Name: jsii.String(dynamo.AttrTenantID), Type: awsdynamodb.AttributeType_STRING},
		SortKey:      &awsdynamodb.Attribute{Name: jsii.String(dynamo.AttrPolicyName), Type: awsdynamodb.AttributeType_STRING},
	})

	regional := func(id, pk, sk, ttl string) awsdynamodb.Table {
		props := &awsdynamodb.TableProps{
			PartitionKey:                     &awsdynamodb.Attribute{Name: jsii.String(pk), Type: awsdynamodb.AttributeType_STRING},
			BillingMode:                      awsdynamodb.BillingMode_PAY_PER_REQUEST,
			Encryption:                       awsdynamodb.TableEncryption_AWS_MANAGED,
			PointInTimeRecoverySpecification: pitr,
			RemovalPolicy:                    awscdk.RemovalPolicy_RETAIN,
		}
		if sk != "" {
			props.SortKey = &awsdynamodb.Attribute{Name: jsii.String(sk), Type: awsdynamodb.AttributeType_STRING}
		}
		if ttl != "" {
			props.TimeToLiveAttribute = jsii.String(ttl)
		}
		return awsdynamodb.NewTable(st, jsii.String(id), props)
	}
	// Audit records stay in the region that processed the call (TTL: 90 days);
	// tenant data keys too: each is wrapped by its region's KMS key, and two
	// regions making a tenant's first key at once must not overwrite one
	// another (an envelope made with the tenant key decrypts in its region).
	t.audit = regional("Audit", dynamo.AttrTenantID, dynamo.AttrAuditSK, dynamo.AttrExpiresAt)
	// Charge markers (a retried request is charged once) stay regional: in
	// the global table each would be replicated, and so would its TTL delete.
	t.charges = regional("Charges", dynamo.AttrChargePK, "", dynamo.AttrExpiresAt)
	t.tenantKeys = regional("TenantKeys", dynamo.AttrTenantID, "", "")
	t.kmsKey = awskms.NewKey(st, jsii.String("TenantDataKeys"), &awskms.KeyProps{
		Description:       jsii.String("wraps piiguard per-tenant data keys"),
		EnableKeyRotation: jsii.Bool(true),
		RemovalPolicy:     awscdk.RemovalPolicy_RETAIN,
		Alias:             jsii.String("alias/" + cfg.Prefix + "-tenant-keys"),
	})
	return t
}

func newFunction(st awscdk.Stack, cfg Config, name string, t tables) awslambda.Function {
	a := AccessOf(name)
	env := map[string]*string{}
	var statements []awsiam.PolicyStatement
	grant := func(actions []string, envName string, tableName *string, arns ...*string) {
		if len(actions) == 0 {
			return
		}
		env[envName] = tableName
		statements = append(statements, awsiam.NewPolicyStatement(&awsiam.PolicyStatementProps{
			Actions: jsii.Strings(actions...), Resources: &arns,
		}))
	}
	grant(a.keys, dynamo.EnvKeysTable, t.keysName, t.keysArn)
	if a.keysIndex { // listing a tenant's keys: Query on the index only
		grant([]string{"dynamodb:Query"}, dynamo.EnvKeysTable, t.keysName,
			awscdk.Fn_Join(jsii.String(""), &[]*string{t.keysArn, jsii.String("/index/" + dynamo.KeysByTenantIndex)}))
	}
	grant(a.usage, dynamo.EnvUsageTable, t.usageName, t.usageArn)
	if len(a.usage) > 0 {
		env[dynamo.EnvUsageRegions] = jsii.String(strings.Join(cfg.Regions(), ","))
	}
	grant(a.charges, dynamo.EnvChargesTable, t.charges.TableName(), t.charges.TableArn())
	grant(a.audit, dynamo.EnvAuditTable, t.audit.TableName(), t.audit.TableArn())
	grant(a.policies, dynamo.EnvPoliciesTable, t.policiesName, t.policiesArn)
	grant(a.tenantKeys, dynamo.EnvTenantKeysTable, t.tenantKeys.TableName(), t.tenantKeys.TableArn())
	if name == "admin" { // every regional API's usage plans, found by name
		names := apigw.DefaultPlanNames(cfg.Prefix)
		env[apigw.EnvRegions] = jsii.String(strings.Join(cfg.Regions(), ","))
		env[apigw.EnvPlanFree] = jsii.String(names[store.PlanFree])
		env[apigw.EnvPlanPAYG] = jsii.String(names[store.PlanPayAsYouGo])
	}
	if a.kms {
		env[dynamo.EnvKMSKeyID] = t.kmsKey.KeyArn()
		statements = append(statements, awsiam.NewPolicyStatement(&awsiam.PolicyStatementProps{
			Actions: jsii.Strings("kms:GenerateDataKey", "kms:Decrypt"), Resources: &[]*string{t.kmsKey.KeyArn()},
		}))
	}
	timeout := 10.0
	if name == "admin" { // key changes call API Gateway in both regions
		timeout = 25
	}
	memory := 256.0 // arm64: 256 MB gives the detection engine enough CPU share
	if name == "authorizer" || name == "health" || name == "admin" {
		memory = 128
	}
	logs := awslogs.NewLogGroup(st, jsii.String("Logs-"+name), &awslogs.LogGroupProps{
		Retention:     awslogs.RetentionDays_ONE_MONTH,
		RemovalPolicy: awscdk.RemovalPolicy_DESTROY,
	})
	return awslambda.NewFunction(st, jsii.String("Fn-"+name), &awslambda.FunctionProps{
		Description:   jsii.String("piiguard " + name),
		Runtime:       awslambda.Runtime_PROVIDED_AL2023(),
		Architecture:  awslambda.Architecture_ARM_64(),
		Handler:       jsii.String("bootstrap"),
		Code:          awslambda.Code_FromAsset(jsii.String(filepath.Join(cfg.AssetDir, name)), nil),
		MemorySize:    jsii.Number(memory),
		Timeout:       awscdk.Duration_Seconds(jsii.Number(timeout)),
		Tracing:       awslambda.Tracing_ACTIVE,
		LoggingFormat: awslambda.LoggingFormat_JSON,
		LogGroup:      logs,
		Environment:   &env,
		InitialPolicy: &statements,
	})
}

// errorBody is the spec's error JSON; messageString is already quoted. A
// non-empty detail replaces API Gateway's message.
func errorBody(status int, code, detail string, withRequestID bool, retryAfter int) string {
	msg := "$context.error.messageString"
	if detail != "" {
		msg = strconv.Quote(detail)
	}
	body := fmt.Sprintf(`{"detail":%s,"error":"%s","status_code":%d`, msg, code, status)
	if withRequestID {
		body += `,"request_id":"$context.requestId"`
	}
	if retryAfter > 0 {
		body += fmt.Sprintf(`,"retry_after":%d`, retryAfter)
	}
	return body + "}"
}

// GatewayResponses are the errors API Gateway itself answers (before or
// instead of a function), in the same shape the functions use.
var GatewayResponses = []struct {
	Type       awsapigateway.ResponseType
	Status     int
	Code       string
	RetryAfter int
	Detail     string // "": API Gateway's message
}{
	{awsapigateway.ResponseType_UNAUTHORIZED(), 401, "unauthorized", 0, ""},
	// The authorizer allowed the key but API Gateway has no API key for its
	// usage key: revoked (its API key deleted) while the authorizer's answer
	// was cached, or never synced. To the caller that is an invalid key.
	{awsapigateway.ResponseType_INVALID_API_KEY(), 401, "unauthorized", 0, "missing or invalid API key"},
	{awsapigateway.ResponseType_ACCESS_DENIED(), 403, "forbidden", 0, ""},
	{awsapigateway.ResponseType_MISSING_AUTHENTICATION_TOKEN(), 404, "not_found", 0, ""}, // unknown path
	{awsapigateway.ResponseType_THROTTLED(), 429, "rate_limit_exceeded", 1, ""},
	{awsapigateway.ResponseType_QUOTA_EXCEEDED(), 429, "rate_limit_exceeded", 60, ""},
	{awsapigateway.ResponseType_REQUEST_TOO_LARGE(), 413, "payload_too_large", 0, ""},    // the functions' code for the same limit
	{awsapigateway.ResponseType_AUTHORIZER_FAILURE(), 503, "service_unavailable", 2, ""}, // key store down: fail closed
	{awsapigateway.ResponseType_INTEGRATION_TIMEOUT(), 504, "timeout", 0, ""},
	{awsapigateway.ResponseType_DEFAULT_4XX(), 400, "bad_request", 0, ""},
	{awsapigateway.ResponseType_DEFAULT_5XX(), 500, "internal_server_error", 0, ""},
}

// UsagePlanLimits are the per-key rate (requests per second) and burst of
// each plan's usage plan.
var UsagePlanLimits = map[store.Plan][2]float64{store.PlanFree: {5, 10}, store.PlanPayAsYouGo: {100, 200}}

var planOutput = map[store.Plan]string{store.PlanFree: "Free", store.PlanPayAsYouGo: "PayAsYouGo"}

func newAPI(st awscdk.Stack, cfg Config, fns map[string]awslambda.Function) (awsapigateway.RestApi, map[store.Plan]awsapigateway.UsagePlan) {
	api := awsapigateway.NewRestApi(st, jsii.String("Api"), &awsapigateway.RestApiProps{
		RestApiName:      jsii.String(cfg.Prefix + "-api"),
		EndpointTypes:    &[]awsapigateway.EndpointType{awsapigateway.EndpointType_REGIONAL},
		ApiKeySourceType: awsapigateway.ApiKeySourceType_AUTHORIZER,
		CloudWatchRole:   jsii.Bool(false), // account-wide setting; left to the account owner
		DeployOptions: &awsapigateway.StageOptions{
			StageName:            jsii.String(cfg.StageName),
			TracingEnabled:       jsii.Bool(true),
			MetricsEnabled:       jsii.Bool(true),
			ThrottlingRateLimit:  jsii.Number(cfg.ThrottleRate),
			ThrottlingBurstLimit: jsii.Number(cfg.ThrottleBurst),
		},
	})
	for i, r := range GatewayResponses {
		headers := map[string]*string{"Content-Type": jsii.String("'application/json'")}
		if r.RetryAfter > 0 {
			headers["Retry-After"] = jsii.String(fmt.Sprintf("'%d'", r.RetryAfter))
		}
		api.AddGatewayResponse(jsii.String(fmt.Sprintf("Response%d", i)), &awsapigateway.GatewayResponseOptions{
			Type:            r.Type,
			StatusCode:      jsii.String(strconv.Itoa(r.Status)),
			ResponseHeaders: &headers,
			Templates:       &map[string]*string{"application/json": jsii.String(errorBody(r.Status, r.Code, r.Detail, r.Status >= 500, r.RetryAfter))},
		})
	}

	authorizer := awsapigateway.NewRequestAuthorizer(st, jsii.String("ApiKeyAuthorizer"), &awsapigateway.RequestAuthorizerProps{
		Handler:         fns["authorizer"],
		IdentitySources: &[]*string{awsapigateway.IdentitySource_Header(jsii.String("X-API-Key"))},
		ResultsCacheTtl: awscdk.Duration_Seconds(jsii.Number(float64(cfg.AuthorizerCacheTTL))),
	})
	public := api.Root().ResourceForPath(jsii.String("api/public/v1"))
	for _, op := range Operations {
		integration := awsapigateway.NewLambdaIntegration(fns[op], nil)
		if op == "health" {
			public.AddResource(jsii.String(op), nil).AddMethod(jsii.String("GET"), integration,
				&awsapigateway.MethodOptions{AuthorizationType: awsapigateway.AuthorizationType_NONE})
			continue
		}
		// ApiKeyRequired: usage plans apply only to methods that require an
		// API key; with the AUTHORIZER key source the authorizer supplies it.
		public.AddResource(jsii.String(op), nil).AddMethod(jsii.String("POST"), integration,
			&awsapigateway.MethodOptions{AuthorizationType: awsapigateway.AuthorizationType_CUSTOM, Authorizer: authorizer,
				ApiKeyRequired: jsii.Bool(true)})
	}
	// Admin API: callers sign with SigV4; IAM decides who may call it.
	admin := api.Root().ResourceForPath(jsii.String("api/admin/v1")).AddResource(jsii.String("{proxy+}"), nil)
	admin.AddMethod(jsii.String("ANY"), awsapigateway.NewLambdaIntegration(fns["admin"], nil),
		&awsapigateway.MethodOptions{AuthorizationType: awsapigateway.AuthorizationType_IAM})

	// Per-key plans: the admin service puts each key's API Gateway API key
	// into its plan's usage plan, and the authorizer returns that key's value
	// as usageIdentifierKey. The stage limits above cap the whole API.
	stage := api.DeploymentStage()
	names := apigw.DefaultPlanNames(cfg.Prefix)
	plans := map[store.Plan]awsapigateway.UsagePlan{}
	for _, plan := range []store.Plan{store.PlanFree, store.PlanPayAsYouGo} {
		l := UsagePlanLimits[plan]
		plans[plan] = api.AddUsagePlan(jsii.String(planOutput[plan]+"Plan"), &awsapigateway.UsagePlanProps{
			Name:      jsii.String(names[plan]),
			Throttle:  &awsapigateway.ThrottleSettings{RateLimit: jsii.Number(l[0]), BurstLimit: jsii.Number(l[1])},
			ApiStages: &[]*awsapigateway.UsagePlanPerApiStage{{Api: api, Stage: stage}},
		})
	}
	return api, plans
}

// grantUsagePlanKeys lets the admin function manage API keys and usage plan
// keys, and nothing else of API Gateway, in the piiguard regions: list usage
// plans and API keys, create and delete API keys, add keys to and remove
// them from usage plans (this region's two plans exactly; the other region's
// plan ids are not known to this stack, so any plan there).
func grantUsagePlanKeys(st awscdk.Stack, cfg Config, admin awslambda.Function, region string, plans map[store.Plan]awsapigateway.UsagePlan) {
	arn := func(r, path string) *string {
		return awscdk.Fn_Sub(jsii.String("arn:${AWS::Partition}:apigateway:"+r+"::"+path), nil)
	}
	planArn := func(r string, plan awsapigateway.UsagePlan, suffix string) *string {
		if plan == nil {
			return arn(r, "/usageplans/*"+suffix)
		}
		return awscdk.Fn_Join(jsii.String(""), &[]*string{
			awscdk.Fn_Sub(jsii.String("arn:${AWS::Partition}:apigateway:"+r+"::/usageplans/"), nil), plan.UsagePlanId(), jsii.String(suffix)})
	}
	var get, post, del []*string
	for _, r := range cfg.Regions() {
		get = append(get, arn(r, "/usageplans"), arn(r, "/apikeys"))
		post = append(post, arn(r, "/apikeys"))
		del = append(del, arn(r, "/apikeys/*"))
		if r == region {
			for _, plan := range []store.Plan{store.PlanFree, store.PlanPayAsYouGo} {
				post = append(post, planArn(r, plans[plan], "/keys"))
				del = append(del, planArn(r, plans[plan], "/keys/*"))
			}
		} else {
			post = append(post, planArn(r, nil, "/keys"))
			del = append(del, planArn(r, nil, "/keys/*"))
		}
	}
	var statements []awsiam.PolicyStatement
	for _, s := range []struct {
		action    string
		resources []*string
	}{{"apigateway:GET", get}, {"apigateway:POST", post}, {"apigateway:DELETE", del}} {
		statements = append(statements, awsiam.NewPolicyStatement(&awsiam.PolicyStatementProps{
			Actions: jsii.Strings(s.action), Resources: &s.resources,
		}))
	}
	// A policy of its own, not the role's default one: the function depends
	// on its default policy, and this one refers to the usage plans, which
	// depend (through the stage and deployment) on the function.
	awsiam.NewPolicy(st, jsii.String("AdminUsagePlanKeys"), &awsiam.PolicyProps{
		Statements: &statements, Roles: &[]awsiam.IRole{admin.Role()},
	})
}

func newDomains(st awscdk.Stack, cfg Config, api awsapigateway.RestApi, primary bool, region string) {
	type domain struct{ id, name, cert string }
	var ds []domain
	if primary {
		ds = append(ds, domain{"Domain", cfg.EUDomain, cfg.EUCertificateARN})
		cert := cfg.GlobalCertificateARN
		if cert == "" {
			cert = cfg.EUCertificateARN
		}
		ds = append(ds, domain{"GlobalDomain", cfg.GlobalDomain, cert})
	} else {
		ds = append(ds, domain{"Domain", cfg.USDomain, cfg.USCertificateARN})
	}
	var zone awsroute53.IHostedZone
	if cfg.HostedZoneID != "" && cfg.HostedZoneName != "" {
		zone = awsroute53.HostedZone_FromHostedZoneAttributes(st, jsii.String("Zone"), &awsroute53.HostedZoneAttributes{
			HostedZoneId: jsii.String(cfg.HostedZoneID), ZoneName: jsii.String(cfg.HostedZoneName),
		})
	}
	for _, d := range ds {
		if d.name == "" || d.cert == "" {
			continue
		}
		dn := awsapigateway.NewDomainName(st, jsii.String(d.id), &awsapigateway.DomainNameProps{
			DomainName:     jsii.String(d.name),
			Certificate:    awscertificatemanager.Certificate_FromCertificateArn(st, jsii.String(d.id+"Cert"), jsii.String(d.cert)),
			EndpointType:   awsapigateway.EndpointType_REGIONAL,
			SecurityPolicy: awsapigateway.SecurityPolicy_TLS_1_2,
		})
		dn.AddBasePathMapping(api, &awsapigateway.BasePathMappingOptions{Stage: api.DeploymentStage()})
		if zone != nil {
			awsroute53.NewARecord(st, jsii.String(d.id+"Alias"), &awsroute53.ARecordProps{
				Zone: zone, RecordName: jsii.String(d.name),
				Target: awsroute53.RecordTarget_FromAlias(awsroute53targets.NewApiGatewayDomain(dn)),
			})
		}
	}
}

func newAlarms(st awscdk.Stack, api awsapigateway.RestApi, fns map[string]awslambda.Function) {
	five := awscdk.Duration_Minutes(jsii.Number(5))
	alarm := func(id string, m awscloudwatch.Metric, threshold float64) {
		m.CreateAlarm(st, jsii.String(id), &awscloudwatch.CreateAlarmOptions{
			Threshold:          jsii.Number(threshold),
			EvaluationPeriods:  jsii.Number(1),
			ComparisonOperator: awscloudwatch.ComparisonOperator_GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
			TreatMissingData:   awscloudwatch.TreatMissingData_NOT_BREACHING,
		})
	}
	for name, fn := range fns {
		alarm("Errors-"+name, fn.MetricErrors(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("Sum")}), 5)
		alarm("Throttles-"+name, fn.MetricThrottles(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("Sum")}), 1)
	}
	alarm("Api5xx", api.MetricServerError(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("Sum")}), 5)
	alarm("Api4xx", api.MetricClientError(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("Sum")}), 1000)
}
