// Package stack defines piiguard's per-region CDK stacks: the public REST API
// (one arm64 Lambda per operation behind a REQUEST authorizer on X-API-Key),
// the IAM-authorised admin API, DynamoDB tables, a KMS key for tenant data
// keys, usage plans (each piiguard key's API Gateway API key is put in its
// plan's by the admin function), gateway error responses, access logs, an
// optional WAF and alarms with their SNS topic; one stack per region of
// shared/regions. The primary (EU) stack owns the keys, usage and tenant
// policies tables, global tables replicated to the other regions, so one API
// key and its tenant's policies work in all and the monthly quota is global.
// The primary stack also serves the account dashboard, signed in with a
// Cognito user pool (dashboard.go).
package stack

import (
	"errors"
	"fmt"
	"maps"
	"net/http"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsapigateway"
	"github.com/aws/aws-cdk-go/awscdk/v2/awscertificatemanager"
	"github.com/aws/aws-cdk-go/awscdk/v2/awscloudwatch"
	"github.com/aws/aws-cdk-go/awscdk/v2/awscloudwatchactions"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsdynamodb"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsiam"
	"github.com/aws/aws-cdk-go/awscdk/v2/awskms"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslambda"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslogs"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsroute53"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsroute53targets"
	"github.com/aws/aws-cdk-go/awscdk/v2/awssns"
	"github.com/aws/aws-cdk-go/awscdk/v2/awssnssubscriptions"
	"github.com/aws/aws-cdk-go/awscdk/v2/awswafv2"
	"github.com/aws/constructs-go/constructs/v10"
	"github.com/aws/jsii-runtime-go"
	"github.com/cdklabs/cdk-nag-go/cdknag/v2"

	"github.com/piiguard/piiguard/shared/admin/apigw"
	pgapi "github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/regions"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/dynamo"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// Operations are the public endpoints of shared/api's operation table, each
// its own function in functions/<name>.
var Operations = func() []string {
	var out []string
	for _, r := range pgapi.Routes() {
		out = append(out, r.Name)
	}
	return out
}()

// Region is one regional stack: a label and AWS region of shared/regions
// (the context key <label>Region overrides the AWS region) and an optional
// custom domain (<label>Domain, <label>CertificateArn).
type Region struct {
	Label, AWS             string
	Domain, CertificateARN string
}

// Config is everything that varies between deployments; ConfigFromContext
// reads it from cdk.json / `cdk -c key=value`.
type Config struct {
	// Prefix names the deployment: stack names (<Prefix>EU), tables
	// (<prefix>-keys), the API, usage plans, KMS alias, WAF ACL, and the tag
	// piiguard-deployment on every resource. Two deployments with different
	// prefixes share nothing.
	Prefix             string
	Account            string   // empty: environment-agnostic account
	Regions            []Region // the primary (global tables) first
	AssetDir           string   // holds <function>/bootstrap, built by `make build`
	StageName          string
	AuthorizerCacheTTL int // seconds; also the longest a revoked key keeps working
	ThrottleRate       float64
	ThrottleBurst      float64
	// Optional global domain, served by the primary region's API; its
	// certificate defaults to the primary region's.
	GlobalDomain, GlobalCertificateARN string
	HostedZoneID, HostedZoneName       string // optional: alias records for the domains
	// WAFRateLimit > 0 puts a WAF web ACL on each stage that blocks an IP
	// address above that many requests in 5 minutes.
	WAFRateLimit int
	// AlarmEmail, when set, subscribes to each region's alarm topic.
	AlarmEmail string
	// DeletionProtection turns on DynamoDB deletion protection. It makes a
	// failed first deploy unable to roll back (the tables cannot be
	// deleted), so turn it on once the stacks exist.
	DeletionProtection bool
	// APIGatewayCloudWatchRole makes the stack set the account's (per
	// region) API Gateway CloudWatch role, which access and execution logs
	// need; false when the account already has one.
	APIGatewayCloudWatchRole bool
	// BulkSourceBuckets and BulkDestinationBuckets are the S3 buckets bulk
	// jobs may read and write (-c bulkSourceBuckets=a,b); the bulk state
	// machine exists only when both are set (infra/stack/bulk.go).
	BulkSourceBuckets, BulkDestinationBuckets []string
	// BulkMaxConcurrency is the Distributed Map's MaxConcurrency.
	BulkMaxConcurrency int
	// DashboardDomainPrefix is the Cognito hosted UI's domain prefix of the
	// dashboard's sign-in (infra/stack/dashboard.go); empty:
	// <prefix>-<account id>.
	DashboardDomainPrefix string
}

// DefaultConfig is used where the context says nothing.
func DefaultConfig() Config {
	c := Config{Prefix: apigw.DefaultDeployment, AssetDir: "../build", StageName: "prod", AuthorizerCacheTTL: 30,
		ThrottleRate: 1000, ThrottleBurst: 2000, APIGatewayCloudWatchRole: true, BulkMaxConcurrency: DefaultBulkMaxConcurrency}
	for _, r := range regions.All {
		c.Regions = append(c.Regions, Region{Label: r.Label, AWS: r.AWS})
	}
	return c
}

// ConfigFromContext overlays context values on DefaultConfig and checks them.
func ConfigFromContext(node constructs.Node, account string) (Config, error) {
	c := DefaultConfig()
	c.Account = account
	var errs []error
	str := func(key string, dst *string) {
		if v, ok := node.TryGetContext(jsii.String(key)).(string); ok && v != "" {
			*dst = v
		}
	}
	num := func(key string, dst *float64) {
		switch v := node.TryGetContext(jsii.String(key)).(type) {
		case nil:
		case float64:
			*dst = v
		case string:
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				errs = append(errs, fmt.Errorf("context %s=%q is not a number", key, v))
			}
			*dst = f
		default:
			errs = append(errs, fmt.Errorf("context %s=%v is not a number", key, v))
		}
	}
	flag := func(key string, dst *bool) {
		switch v := node.TryGetContext(jsii.String(key)).(type) {
		case nil:
		case bool:
			*dst = v
		case string:
			b, err := strconv.ParseBool(v)
			if err != nil {
				errs = append(errs, fmt.Errorf("context %s=%q is not true or false", key, v))
			}
			*dst = b
		default:
			errs = append(errs, fmt.Errorf("context %s=%v is not true or false", key, v))
		}
	}
	str("prefix", &c.Prefix)
	for i := range c.Regions {
		r := &c.Regions[i]
		str(r.Label+"Region", &r.AWS)
		str(r.Label+"Domain", &r.Domain)
		str(r.Label+"CertificateArn", &r.CertificateARN)
	}
	str("assetDir", &c.AssetDir)
	str("stageName", &c.StageName)
	str("globalDomain", &c.GlobalDomain)
	str("globalCertificateArn", &c.GlobalCertificateARN)
	str("hostedZoneId", &c.HostedZoneID)
	str("hostedZoneName", &c.HostedZoneName)
	str("alarmEmail", &c.AlarmEmail)
	str("dashboardDomainPrefix", &c.DashboardDomainPrefix)
	ttl, waf := float64(c.AuthorizerCacheTTL), 0.0
	num("authorizerCacheTtl", &ttl)
	c.AuthorizerCacheTTL = int(ttl)
	num("throttleRate", &c.ThrottleRate)
	num("throttleBurst", &c.ThrottleBurst)
	num("wafRateLimit", &waf)
	c.WAFRateLimit = int(waf)
	flag("deletionProtection", &c.DeletionProtection)
	flag("apiGatewayCloudWatchRole", &c.APIGatewayCloudWatchRole)
	list := func(key string, dst *[]string) {
		var v string
		str(key, &v)
		for _, b := range strings.Split(v, ",") {
			if b = strings.TrimSpace(b); b != "" {
				*dst = append(*dst, b)
			}
		}
	}
	list("bulkSourceBuckets", &c.BulkSourceBuckets)
	list("bulkDestinationBuckets", &c.BulkDestinationBuckets)
	bulkConc := float64(c.BulkMaxConcurrency)
	num("bulkMaxConcurrency", &bulkConc)
	c.BulkMaxConcurrency = int(bulkConc)
	errs = append(errs, c.Validate())
	return c, errors.Join(errs...)
}

// validPrefix fits every name it is part of: stack names (letters, digits,
// hyphens), table names, KMS aliases, WAF names and tag values.
var validPrefix = regexp.MustCompile(`^[a-z][a-z0-9-]{0,23}$`)

// Validate reports settings CloudFormation would reject halfway through a deploy.
func (c Config) Validate() error {
	var errs []error
	if !validPrefix.MatchString(c.Prefix) {
		errs = append(errs, fmt.Errorf("prefix %q: want 1 to 24 lower-case letters, digits or hyphens, starting with a letter", c.Prefix))
	}
	seen := map[string]bool{}
	for _, r := range c.Regions {
		if seen[r.AWS] {
			errs = append(errs, fmt.Errorf("region %s is used twice", r.AWS))
		}
		seen[r.AWS] = true
	}
	if c.WAFRateLimit != 0 && (c.WAFRateLimit < 10 || c.WAFRateLimit > 2_000_000_000) {
		errs = append(errs, fmt.Errorf("wafRateLimit %d: WAF takes 10 to 2,000,000,000 requests per 5 minutes", c.WAFRateLimit))
	}
	if c.AlarmEmail != "" && !strings.Contains(strings.TrimPrefix(c.AlarmEmail, "@"), "@") {
		errs = append(errs, fmt.Errorf("alarmEmail %q is not an e-mail address", c.AlarmEmail))
	}
	if c.AuthorizerCacheTTL < 0 || c.AuthorizerCacheTTL > 3600 {
		errs = append(errs, fmt.Errorf("authorizerCacheTtl %d: API Gateway takes 0 to 3600 seconds", c.AuthorizerCacheTTL))
	}
	if (len(c.BulkSourceBuckets) == 0) != (len(c.BulkDestinationBuckets) == 0) {
		errs = append(errs, errors.New("bulk jobs need both bulkSourceBuckets and bulkDestinationBuckets (or neither)"))
	}
	if c.BulkMaxConcurrency < 1 || c.BulkMaxConcurrency > 10_000 {
		errs = append(errs, fmt.Errorf("bulkMaxConcurrency %d: a Distributed Map runs 1 to 10,000 children at a time", c.BulkMaxConcurrency))
	}
	// Cognito domain prefixes: lower-case letters, digits and hyphens, none
	// of its reserved words; the default is the prefix and the account id.
	if d := c.DashboardDomainPrefix; d != "" && !validDomainPrefix.MatchString(d) {
		errs = append(errs, fmt.Errorf("dashboardDomainPrefix %q: want 1 to 63 lower-case letters, digits or hyphens, not starting or ending with a hyphen", d))
	}
	for _, word := range []string{"aws", "amazon", "cognito"} {
		d := c.DashboardDomainPrefix
		if d == "" {
			d = c.Prefix
		}
		if strings.Contains(d, word) {
			errs = append(errs, fmt.Errorf("the dashboard's sign-in domain prefix %q contains %q, which Cognito reserves: set -c dashboardDomainPrefix=...", d, word))
		}
	}
	for _, b := range append(slices.Clone(c.BulkSourceBuckets), c.BulkDestinationBuckets...) {
		if !validBucket.MatchString(b) {
			errs = append(errs, fmt.Errorf("bulk bucket %q is not an S3 bucket name", b))
		}
	}
	return errors.Join(errs...)
}

var validDomainPrefix = regexp.MustCompile(`^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$`)

// validBucket is S3's bucket naming rule (without the rarer exclusions).
var validBucket = regexp.MustCompile(`^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$`)

// Bulk reports whether the bulk state machine is deployed.
func (c Config) Bulk() bool { return len(c.BulkSourceBuckets) > 0 && len(c.BulkDestinationBuckets) > 0 }

// AWSRegions is the AWS region of every stack, the primary first.
func (c Config) AWSRegions() []string {
	out := make([]string, len(c.Regions))
	for i, r := range c.Regions {
		out[i] = r.AWS
	}
	return out
}

// StackID names a region's stack: the prefix capitalised and the label in
// upper case, "PiiguardEU" for the default prefix.
func StackID(prefix, label string) string {
	if prefix == "" {
		return strings.ToUpper(label)
	}
	return strings.ToUpper(prefix[:1]) + prefix[1:] + strings.ToUpper(label)
}

// Build adds one stack per region to app, the primary first; the others
// depend on it, as it creates their replicas of the global tables.
func Build(app awscdk.App, cfg Config) []awscdk.Stack {
	var out []awscdk.Stack
	for i, r := range cfg.Regions {
		st := NewRegionStack(app, StackID(cfg.Prefix, r.Label), cfg, r, i == 0)
		if i > 0 {
			st.AddDependency(out[0], jsii.String("the global table replicas are created by the primary stack"))
		}
		out = append(out, st)
	}
	return out
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
	// The dashboard does what the admin API does, through the same service,
	// and shows usage: the month's counters (read only) and, for operators,
	// the tenants that have keys (a scan of the keys table's tenant ids).
	dashboardAccess = access{
		keys:      append(slices.Clone(adminAccess.keys), "dynamodb:Scan"),
		keysIndex: true,
		policies:  adminAccess.policies,
		audit:     adminAccess.audit,
		usage:     []string{"dynamodb:BatchGetItem"},
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
	case "dashboard":
		return dashboardAccess
	case "bulk": // any text operation, encrypt with the tenant key among them
		return sealAccess
	default:
		return operationAccess
	}
}

type tables struct {
	keysName, keysArn          *string // global table: the primary stack's, or its replica here
	usageName, usageArn        *string // global table too: the monthly quota is global
	policiesName, policiesArn  *string // global table too: a tenant policy works in both regions
	audit, charges, tenantKeys awsdynamodb.Table
	kmsKey                     awskms.Key
}

// NewRegionStack builds one region's stack; primary marks the stack that
// creates the global tables (keys, usage, policies).
func NewRegionStack(scope constructs.Construct, id string, cfg Config, region Region, primary bool) awscdk.Stack {
	env := &awscdk.Environment{Region: jsii.String(region.AWS)}
	if cfg.Account != "" {
		env.Account = jsii.String(cfg.Account)
	}
	st := awscdk.NewStack(scope, jsii.String(id), &awscdk.StackProps{
		Env:         env,
		Description: jsii.String(fmt.Sprintf("piiguard PII API %q in %s", cfg.Prefix, region.AWS)),
	})
	// Every taggable resource, the usage plans among them: the admin role's
	// API Gateway rights are conditional on this tag.
	awscdk.Tags_Of(st).Add(jsii.String(apigw.TagKey), jsii.String(cfg.Prefix), nil)
	t := newTables(st, cfg, primary)
	fns := map[string]awslambda.Function{}
	names := append([]string{"authorizer", "admin"}, Operations...)
	if primary {
		names = append(names, "dashboard") // infra/stack/dashboard.go
	}
	for _, name := range names {
		fns[name] = newFunction(st, cfg, name, t)
	}
	alarmed := maps.Clone(fns) // the bulk function has alarms, not a route
	if cfg.Bulk() {
		sm, fn, execKey := newBulk(st, cfg, t)
		grantBulkAdmin(fns["admin"], cfg, sm, execKey)
		alarmed["bulk"] = fn
	}
	api, plans := newAPI(st, cfg, fns)
	grantUsagePlanKeys(st, cfg, "AdminUsagePlanKeys", fns["admin"], region.AWS, plans)
	if fn, ok := fns["dashboard"]; ok {
		grantUsagePlanKeys(st, cfg, "DashboardUsagePlanKeys", fn, region.AWS, plans)
		newSignIn(st, cfg, fn, dashboardURL(st, cfg, api, region))
		dashboardEndpoints(st, cfg, api, region, fn)
	}
	newWAF(st, cfg, api)
	newDomains(st, cfg, api, primary, region)
	topic := newAlarms(st, cfg, api, alarmed)
	awscdk.NewCfnOutput(st, jsii.String("ApiUrl"), &awscdk.CfnOutputProps{
		Value: jsii.String(fmt.Sprintf("%sapi/public/v1", *api.Url())),
	})
	// What scripts/admin needs besides the fixed names (<prefix>-keys, -usage, -policies).
	awscdk.NewCfnOutput(st, jsii.String("AuditTableName"), &awscdk.CfnOutputProps{Value: t.audit.TableName()})
	awscdk.NewCfnOutput(st, jsii.String("AlarmTopicArn"), &awscdk.CfnOutputProps{Value: topic.TopicArn()})
	for _, plan := range []store.Plan{store.PlanFree, store.PlanPayAsYouGo} {
		awscdk.NewCfnOutput(st, jsii.String("UsagePlanId"+planOutput[plan]), &awscdk.CfnOutputProps{
			Value:       plans[plan].UsagePlanId(),
			Description: jsii.String(fmt.Sprintf("usage plan %q (the admin function finds it by name)", apigw.DefaultPlanNames(cfg.Prefix)[plan])),
		})
	}
	return st
}

func newTables(st awscdk.Stack, cfg Config, primary bool) tables {
	var t tables
	pitr := &awsdynamodb.PointInTimeRecoverySpecification{PointInTimeRecoveryEnabled: jsii.Bool(true)}
	// Kept when the stack is deleted or a change replaces them, deleted
	// when the stack's first create rolls back: a failed first deploy can
	// simply be retried (plain RETAIN would leave named tables behind that
	// the retry then collides with).
	keep := awscdk.RemovalPolicy_RETAIN_ON_UPDATE_OR_DELETE
	// global makes a table replicated to every other region in the primary
	// stack; the other stacks refer to their replica (same name, their ARN).
	global := func(id, name string, props *awsdynamodb.TablePropsV2) (*string, *string) {
		if !primary {
			return jsii.String(name), st.FormatArn(&awscdk.ArnComponents{Service: jsii.String("dynamodb"), Resource: jsii.String("table"), ResourceName: jsii.String(name)})
		}
		props.TableName = jsii.String(name)
		props.Billing = awsdynamodb.Billing_OnDemand(nil)
		props.Encryption = awsdynamodb.TableEncryptionV2_AwsManagedKey()
		props.PointInTimeRecoverySpecification = pitr
		props.DeletionProtection = jsii.Bool(cfg.DeletionProtection)
		props.RemovalPolicy = keep
		var replicas []*awsdynamodb.ReplicaTableProps
		for _, r := range cfg.Regions[1:] {
			replicas = append(replicas, &awsdynamodb.ReplicaTableProps{
				Region: jsii.String(r.AWS), PointInTimeRecoverySpecification: pitr, DeletionProtection: jsii.Bool(cfg.DeletionProtection),
			})
		}
		props.Replicas = &replicas
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
			DeletionProtection:               jsii.Bool(cfg.DeletionProtection),
			RemovalPolicy:                    keep,
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
		RemovalPolicy:     keep,
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
		env[dynamo.EnvUsageRegions] = jsii.String(strings.Join(cfg.AWSRegions(), ","))
	}
	grant(a.charges, dynamo.EnvChargesTable, t.charges.TableName(), t.charges.TableArn())
	grant(a.audit, dynamo.EnvAuditTable, t.audit.TableName(), t.audit.TableArn())
	grant(a.policies, dynamo.EnvPoliciesTable, t.policiesName, t.policiesArn)
	grant(a.tenantKeys, dynamo.EnvTenantKeysTable, t.tenantKeys.TableName(), t.tenantKeys.TableArn())
	if name == "admin" || name == "dashboard" { // every regional API's usage plans, found by name
		names := apigw.DefaultPlanNames(cfg.Prefix)
		env[apigw.EnvRegions] = jsii.String(strings.Join(cfg.AWSRegions(), ","))
		env[apigw.EnvPlanFree] = jsii.String(names[store.PlanFree])
		env[apigw.EnvPlanPAYG] = jsii.String(names[store.PlanPayAsYouGo])
		env[apigw.EnvDeployment] = jsii.String(cfg.Prefix)
	}
	if a.kms {
		env[dynamo.EnvKMSKeyID] = t.kmsKey.KeyArn()
		statements = append(statements, awsiam.NewPolicyStatement(&awsiam.PolicyStatementProps{
			Actions: jsii.Strings("kms:GenerateDataKey", "kms:Decrypt"), Resources: &[]*string{t.kmsKey.KeyArn()},
		}))
	}
	// Declared empty so that `sam local --env-vars infra/sam-env.json` can set
	// them (SAM overrides only variables the template declares); deployed they
	// stay empty: the tables, never the memory store or a development key.
	env[memory.EnvStore] = jsii.String("")
	if name == "authorizer" {
		env[auth.EnvDevKey] = jsii.String("")
	}
	timeout := 10.0
	if name == "admin" || name == "dashboard" { // key changes call API Gateway in both regions
		timeout = 25
	}
	if name == "bulk" { // a batch of objects; Lambda's longest
		timeout = 900
	}
	memory := 256.0 // arm64: 256 MB gives the detection engine enough CPU share
	if name == "authorizer" || name == "health" || name == "admin" || name == "dashboard" {
		memory = 128
	}
	if name == "bulk" { // 1,769 MB is one whole vCPU: the handler is CPU-bound
		memory = 1769
	}
	logs := awslogs.NewLogGroup(st, jsii.String("Logs-"+name), &awslogs.LogGroupProps{
		Retention:     awslogs.RetentionDays_ONE_MONTH,
		RemovalPolicy: awscdk.RemovalPolicy_DESTROY,
	})
	// A role of its own instead of AWSLambdaBasicExecutionRole: writing to
	// its own log group is all the logging a function needs.
	role := awsiam.NewRole(st, jsii.String("Role-"+name), &awsiam.RoleProps{
		AssumedBy:   awsiam.NewServicePrincipal(jsii.String("lambda.amazonaws.com"), nil),
		Description: jsii.String("piiguard " + name + " function"),
	})
	logs.GrantWrite(role)
	fn := awslambda.NewFunction(st, jsii.String("Fn-"+name), &awslambda.FunctionProps{
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
		Role:          role,
		Environment:   &env,
		InitialPolicy: &statements,
	})
	suppress(role, nagXRay)
	return fn
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

// AccessLogFields are the stage's access log record (JSON, one per request):
// who called what and how it ended. Never a body, a header, the API key or
// its id, nor the authorizer's context; the path is the route template
// (/api/admin/v1/{proxy+}), not the requested path.
var AccessLogFields = [][2]string{
	{"requestId", "$context.requestId"},
	{"time", "$context.requestTimeEpoch"},
	{"ip", "$context.identity.sourceIp"},
	{"method", "$context.httpMethod"},
	{"route", "$context.resourcePath"},
	{"status", "$context.status"},
	{"protocol", "$context.protocol"},
	{"responseLength", "$context.responseLength"},
	{"latencyMs", "$context.responseLatency"},
	{"integrationLatencyMs", "$context.integration.latency"},
	{"errorType", "$context.error.responseType"},
	{"wafStatus", "$context.waf.status"},
}

func accessLogFormat() string {
	parts := make([]string, len(AccessLogFields))
	for i, f := range AccessLogFields {
		parts[i] = strconv.Quote(f[0]) + ":" + strconv.Quote(f[1])
	}
	return "{" + strings.Join(parts, ",") + "}"
}

func newAPI(st awscdk.Stack, cfg Config, fns map[string]awslambda.Function) (awsapigateway.RestApi, map[store.Plan]awsapigateway.UsagePlan) {
	accessLogs := awslogs.NewLogGroup(st, jsii.String("ApiAccessLogs"), &awslogs.LogGroupProps{
		Retention:     awslogs.RetentionDays_THREE_MONTHS,
		RemovalPolicy: awscdk.RemovalPolicy_DESTROY,
	})
	api := awsapigateway.NewRestApi(st, jsii.String("Api"), &awsapigateway.RestApiProps{
		RestApiName:      jsii.String(cfg.Prefix + "-api"),
		EndpointTypes:    &[]awsapigateway.EndpointType{awsapigateway.EndpointType_REGIONAL},
		ApiKeySourceType: awsapigateway.ApiKeySourceType_AUTHORIZER,
		// Access and execution logs need the account's (per region) API
		// Gateway CloudWatch role; kept when the stack goes, as other APIs
		// of the account may rely on it.
		CloudWatchRole: jsii.Bool(cfg.APIGatewayCloudWatchRole),
		DeployOptions: &awsapigateway.StageOptions{
			StageName:            jsii.String(cfg.StageName),
			TracingEnabled:       jsii.Bool(true),
			MetricsEnabled:       jsii.Bool(true),
			ThrottlingRateLimit:  jsii.Number(cfg.ThrottleRate),
			ThrottlingBurstLimit: jsii.Number(cfg.ThrottleBurst),
			AccessLogDestination: awsapigateway.NewLogGroupLogDestination(accessLogs),
			AccessLogFormat:      awsapigateway.AccessLogFormat_Custom(jsii.String(accessLogFormat())),
			// Execution logs of errors only, and never request or response
			// data (DataTraceEnabled would log bodies).
			LoggingLevel:     awsapigateway.MethodLoggingLevel_ERROR,
			DataTraceEnabled: jsii.Bool(false),
		},
	})
	if cfg.APIGatewayCloudWatchRole {
		suppress(api.Node().FindChild(jsii.String("CloudWatchRole")), nagCloudWatchRole)
	}

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
	for _, route := range pgapi.Routes() {
		integration := awsapigateway.NewLambdaIntegration(fns[route.Name], nil)
		res := public.AddResource(jsii.String(route.Name), nil)
		if route.Public {
			m := res.AddMethod(jsii.String(route.Method), integration,
				&awsapigateway.MethodOptions{AuthorizationType: awsapigateway.AuthorizationType_NONE})
			suppress(m, nagPublicRoute)
			// The OpenAPI document, no key: the public function serves it.
			d := public.AddResource(jsii.String(pgapi.OpenAPIPath), nil).AddMethod(jsii.String(http.MethodGet), integration,
				&awsapigateway.MethodOptions{AuthorizationType: awsapigateway.AuthorizationType_NONE})
			suppress(d, nagPublicRoute)
			continue
		}
		// ApiKeyRequired: usage plans apply only to methods that require an
		// API key; with the AUTHORIZER key source the authorizer supplies it.
		res.AddMethod(jsii.String(route.Method), integration,
			&awsapigateway.MethodOptions{AuthorizationType: awsapigateway.AuthorizationType_CUSTOM, Authorizer: authorizer,
				ApiKeyRequired: jsii.Bool(true)})
	}
	// Admin API: callers sign with SigV4; IAM decides who may call it.
	admin := api.Root().ResourceForPath(jsii.String("api/admin/v1")).AddResource(jsii.String("{proxy+}"), nil)
	admin.AddMethod(jsii.String("ANY"), awsapigateway.NewLambdaIntegration(fns["admin"], nil),
		&awsapigateway.MethodOptions{AuthorizationType: awsapigateway.AuthorizationType_IAM})
	if fn, ok := fns["dashboard"]; ok {
		addDashboardRoutes(api, fn)
	}

	// Applied to the methods made above: suppressions reach the children a
	// construct has when they are added.
	suppress(api, nagRequestValidation, nagCognito)

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

// grantUsagePlanKeys lets the admin function manage this deployment's API
// keys and usage plan keys in every region, and nothing else of API Gateway
// (see shared/admin/apigw): list usage plans (names to ids; plans hold no
// secret), read, add and remove the keys of usage plans tagged with this
// deployment (this region's two plans by id; the other regions' ids are not
// known here), create API keys only with that tag, and read and delete only
// API keys that carry it. It can neither list the account's API keys nor
// touch another deployment's.
func grantUsagePlanKeys(st awscdk.Stack, cfg Config, id string, admin awslambda.Function, region string, plans map[store.Plan]awsapigateway.UsagePlan) {
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
	var list, planKeys, create, keys []*string
	wildcards := slices.Clone(nagAdminKeys.appliesTo)
	for _, r := range cfg.AWSRegions() {
		for _, path := range []string{"/apikeys/*", "/usageplans/*/keys", "/usageplans/*/keys/*"} {
			if r != region || path == "/apikeys/*" {
				wildcards = append(wildcards, "Resource::arn:<AWS::Partition>:apigateway:"+r+"::"+path)
			}
		}
		if r == region { // this region's plans by id: only the key ids are a wildcard
			wildcards = append(wildcards, &cdknag.RegexAppliesTo{Regex: jsii.String(
				`/^Resource::arn:<AWS::Partition>:apigateway:` + regexp.QuoteMeta(r) + `::\/usageplans\/<Api(Free|PayAsYouGo)Plan[0-9A-F]+>\/keys\/\*$/`)})
		}
		list = append(list, arn(r, "/usageplans"))
		create = append(create, arn(r, "/apikeys"))
		keys = append(keys, arn(r, "/apikeys/*"))
		if r == region {
			for _, plan := range []store.Plan{store.PlanFree, store.PlanPayAsYouGo} {
				planKeys = append(planKeys, planArn(r, plans[plan], "/keys"), planArn(r, plans[plan], "/keys/*"))
			}
		} else {
			planKeys = append(planKeys, planArn(r, nil, "/keys"), planArn(r, nil, "/keys/*"))
		}
	}
	ours := map[string]any{"StringEquals": map[string]any{"aws:ResourceTag/" + apigw.TagKey: cfg.Prefix}}
	tagged := map[string]any{
		"StringEquals":              map[string]any{"aws:RequestTag/" + apigw.TagKey: cfg.Prefix},
		"ForAllValues:StringEquals": map[string]any{"aws:TagKeys": []string{apigw.TagKey}},
	}
	var statements []awsiam.PolicyStatement
	for _, s := range []struct {
		actions   []string
		resources []*string
		condition map[string]any
	}{
		{[]string{"apigateway:GET"}, list, nil},
		{[]string{"apigateway:GET", "apigateway:POST", "apigateway:DELETE"}, planKeys, ours},
		{[]string{"apigateway:POST"}, create, tagged},
		{[]string{"apigateway:GET", "apigateway:DELETE"}, keys, ours},
	} {
		props := &awsiam.PolicyStatementProps{Actions: jsii.Strings(s.actions...), Resources: &s.resources}
		if s.condition != nil {
			props.Conditions = &s.condition
		}
		statements = append(statements, awsiam.NewPolicyStatement(props))
	}
	// A policy of its own, not the role's default one: the function depends
	// on its default policy, and this one refers to the usage plans, which
	// depend (through the stage and deployment) on the function.
	p := awsiam.NewPolicy(st, jsii.String(id), &awsiam.PolicyProps{
		Statements: &statements, Roles: &[]awsiam.IRole{admin.Role()},
	})
	rule := nagAdminKeys
	rule.appliesTo = wildcards
	suppress(p, rule)
}

// newWAF puts a web ACL with one rate rule per client IP on the stage when
// cfg.WAFRateLimit is set; blocked calls get the spec's 429 body.
func newWAF(st awscdk.Stack, cfg Config, api awsapigateway.RestApi) {
	if cfg.WAFRateLimit == 0 {
		suppress(api.DeploymentStage(), nagNoWAF)
		return
	}
	// Sampled requests would keep request headers, the X-API-Key among them.
	visibility := func(metric string) *awswafv2.CfnWebACL_VisibilityConfigProperty {
		return &awswafv2.CfnWebACL_VisibilityConfigProperty{
			CloudWatchMetricsEnabled: jsii.Bool(true), MetricName: jsii.String(metric), SampledRequestsEnabled: jsii.Bool(false),
		}
	}
	body := fmt.Sprintf(`{"detail":"too many requests from this address","error":"rate_limit_exceeded","status_code":429,"retry_after":%d}`, 60)
	acl := awswafv2.NewCfnWebACL(st, jsii.String("Waf"), &awswafv2.CfnWebACLProps{
		Name:             jsii.String(cfg.Prefix + "-api"),
		Scope:            jsii.String("REGIONAL"),
		DefaultAction:    &awswafv2.CfnWebACL_DefaultActionProperty{Allow: &awswafv2.CfnWebACL_AllowActionProperty{}},
		VisibilityConfig: visibility(cfg.Prefix + "-api"),
		CustomResponseBodies: &map[string]*awswafv2.CfnWebACL_CustomResponseBodyProperty{
			"rate-limited": {ContentType: jsii.String("APPLICATION_JSON"), Content: jsii.String(body)},
		},
		Rules: &[]interface{}{&awswafv2.CfnWebACL_RuleProperty{
			Name:     jsii.String("rate-per-ip"),
			Priority: jsii.Number(0),
			Statement: &awswafv2.CfnWebACL_StatementProperty{RateBasedStatement: &awswafv2.CfnWebACL_RateBasedStatementProperty{
				Limit: jsii.Number(float64(cfg.WAFRateLimit)), AggregateKeyType: jsii.String("IP"),
			}},
			Action: &awswafv2.CfnWebACL_RuleActionProperty{Block: &awswafv2.CfnWebACL_BlockActionProperty{
				CustomResponse: &awswafv2.CfnWebACL_CustomResponseProperty{
					ResponseCode:          jsii.Number(429),
					CustomResponseBodyKey: jsii.String("rate-limited"),
					ResponseHeaders:       &[]interface{}{&awswafv2.CfnWebACL_CustomHTTPHeaderProperty{Name: jsii.String("Retry-After"), Value: jsii.String("60")}},
				},
			}},
			VisibilityConfig: visibility(cfg.Prefix + "-rate-per-ip"),
		}},
	})
	awswafv2.NewCfnWebACLAssociation(st, jsii.String("WafAssociation"), &awswafv2.CfnWebACLAssociationProps{
		ResourceArn: api.DeploymentStage().StageArn(), WebAclArn: acl.AttrArn(),
	})
}

func newDomains(st awscdk.Stack, cfg Config, api awsapigateway.RestApi, primary bool, region Region) {
	type domain struct{ id, name, cert string }
	ds := []domain{{"Domain", region.Domain, region.CertificateARN}}
	if primary {
		cert := cfg.GlobalCertificateARN
		if cert == "" {
			cert = region.CertificateARN
		}
		ds = append(ds, domain{"GlobalDomain", cfg.GlobalDomain, cert})
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

// newAlarms alarms on every function's errors and throttles and on the
// API's 4xx and 5xx, all sent to one SNS topic per region (e-mailed to
// cfg.AlarmEmail when set).
func newAlarms(st awscdk.Stack, cfg Config, api awsapigateway.RestApi, fns map[string]awslambda.Function) awssns.Topic {
	topic := awssns.NewTopic(st, jsii.String("Alarms"), &awssns.TopicProps{
		DisplayName: jsii.String(cfg.Prefix + " alarms"),
		EnforceSSL:  jsii.Bool(true),
	})
	suppress(topic, nagTopicKey)
	if cfg.AlarmEmail != "" {
		topic.AddSubscription(awssnssubscriptions.NewEmailSubscription(jsii.String(cfg.AlarmEmail), nil))
	}
	action := awscloudwatchactions.NewSnsAction(topic)
	five := awscdk.Duration_Minutes(jsii.Number(5))
	alarm := func(id string, m awscloudwatch.Metric, threshold float64) {
		a := m.CreateAlarm(st, jsii.String(id), &awscloudwatch.CreateAlarmOptions{
			Threshold:          jsii.Number(threshold),
			EvaluationPeriods:  jsii.Number(1),
			ComparisonOperator: awscloudwatch.ComparisonOperator_GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
			TreatMissingData:   awscloudwatch.TreatMissingData_NOT_BREACHING,
		})
		a.AddAlarmAction(action)
		a.AddOkAction(action)
	}
	for name, fn := range fns {
		alarm("Errors-"+name, fn.MetricErrors(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("Sum")}), 5)
		alarm("Throttles-"+name, fn.MetricThrottles(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("Sum")}), 1)
	}
	alarm("Api5xx", api.MetricServerError(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("Sum")}), 5)
	alarm("Api4xx", api.MetricClientError(&awscloudwatch.MetricOptions{Period: five, Statistic: jsii.String("Sum")}), 1000)
	return topic
}

// nagRule is a cdk-nag AwsSolutions finding accepted on purpose, with the
// reason; the stack tests run the AwsSolutions pack and fail on anything
// else.
type nagRule struct {
	id, reason string
	appliesTo  []any // granular findings: "Resource::*" or a cdknag.RegexAppliesTo; nil: the whole rule
}

var (
	nagXRay = nagRule{"AwsSolutions-IAM5", "X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions, so active tracing needs Resource *",
		[]any{"Resource::*"}}
	nagCloudWatchRole = nagRule{"AwsSolutions-IAM4", "AmazonAPIGatewayPushToCloudWatchLogs is AWS's policy for exactly this account-level role, which API Gateway needs for access and execution logs",
		[]any{"Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs"}}
	nagRequestValidation = nagRule{"AwsSolutions-APIG2", "every function validates its request itself and answers the spec's error body (docs/API.md); an API Gateway validator would answer in its own shape", nil}
	nagCognito           = nagRule{"AwsSolutions-COG4", "public routes authorise piiguard API keys with the REQUEST authorizer and admin routes with IAM (SigV4); the dashboard's routes sign users in with Cognito in the dashboard function, whose browser redirects an API Gateway Cognito authorizer cannot make", nil}
	nagPublicRoute       = nagRule{"AwsSolutions-APIG4", "a public route of the operation table (GET /health): unauthenticated by spec, no body, no charge", nil}
	nagNoWAF             = nagRule{"AwsSolutions-APIG3", "WAF is optional (-c wafRateLimit=N adds a per-IP rate rule); without it the stage throttle and the per-key usage plans limit the rate", nil}
	nagTopicKey          = nagRule{"AwsSolutions-SNS2", "the topic carries alarm state changes only (alarm names and metric values, no customer data); CloudWatch cannot publish to a topic under the AWS-managed SNS key", nil}
	nagAdminKeys         = nagRule{"AwsSolutions-IAM5", "API keys and the other regions' usage plans have ids unknown when the stack is made; every wildcard statement is conditional on the piiguard-deployment tag of this deployment, except listing usage plans (ids and names, no secrets)",
		nil} // appliesTo: the ARNs themselves, per region (grantUsagePlanKeys)
)

// suppress records accepted findings on c and its children for cdk-nag.
func suppress(c constructs.IConstruct, rules ...nagRule) {
	var out []*cdknag.NagPackSuppression
	for _, r := range rules {
		s := &cdknag.NagPackSuppression{Id: jsii.String(r.id), Reason: jsii.String(r.reason)}
		if r.appliesTo != nil {
			applies := slices.Clone(r.appliesTo)
			s.AppliesTo = &applies
		}
		out = append(out, s)
	}
	cdknag.NagSuppressions_AddResourceSuppressions(c, &out, jsii.Bool(true))
}
