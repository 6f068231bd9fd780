// Package apigw implements admin.UsagePlans on Amazon API Gateway: each
// piiguard key has, in every regional REST API's account and region, an API
// key named after the piiguard key id whose value is the key's UsageKey, in
// the usage plan of its plan. The APIs use the AUTHORIZER API key source, so
// the value is never sent by callers: the authorizer returns it as
// usageIdentifierKey and API Gateway applies that plan's rate and burst.
//
// Usage plans are found by name (the stacks name them "<prefix> Free" and
// "<prefix> Pay-as-you-go" and pass the names in the environment), because
// an admin function in one region cannot reference the plan ids of the other
// region's stack; ids are looked up once per process and region.
//
// The admin function may touch only this deployment's keys: it never lists
// the account's API keys. A piiguard key's API key is found through this
// deployment's usage plans (GetUsagePlanKeys with the key id as name), and
// every API key it creates carries the tag TagKey = the deployment (stack
// prefix); the stacks' IAM policy allows reading and deleting API keys and
// usage plan keys only with that tag (a usage plan key inherits the tag of
// its usage plan, which the stacks set).
package apigw

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/apigateway"
	"github.com/aws/aws-sdk-go-v2/service/apigateway/types"

	"github.com/piiguard/piiguard/shared/admin"
	"github.com/piiguard/piiguard/shared/internal/awsconf"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/dynamo"
)

// Environment the CDK stacks give the admin function (and an operator gives
// scripts/admin). PIIGUARD_DYNAMO_ENDPOINT, when set, points API Gateway at
// the same local endpoint (moto_server).
const (
	EnvRegions  = "PIIGUARD_API_REGIONS"     // comma-separated regions with a piiguard API; empty: no API Gateway
	EnvPlanFree = "PIIGUARD_USAGE_PLAN_FREE" // usage plan name of the Free plan
	EnvPlanPAYG = "PIIGUARD_USAGE_PLAN_PAYG" // usage plan name of the Pay-as-you-go plan
	// EnvDeployment is the deployment (stack prefix) whose keys are managed:
	// the value of TagKey on every API key made and on the usage plans.
	EnvDeployment = "PIIGUARD_DEPLOYMENT"
)

// TagKey tags every API Gateway API key and usage plan of a deployment with
// the deployment's prefix; the admin role's IAM conditions test it.
const TagKey = "piiguard-deployment"

// DefaultDeployment is the stacks' default prefix.
const DefaultDeployment = "piiguard"

// DefaultPlanNames are the stacks' names with the default prefix.
func DefaultPlanNames(prefix string) map[store.Plan]string {
	return map[store.Plan]string{store.PlanFree: prefix + " Free", store.PlanPayAsYouGo: prefix + " Pay-as-you-go"}
}

// Config says which APIs to manage.
type Config struct {
	Regions    []string
	PlanNames  map[store.Plan]string
	Deployment string        // TagKey value of the API keys made; "" means DefaultDeployment
	Endpoint   string        // non-empty: a local endpoint for every region
	Timeout    time.Duration // one HTTP attempt; 0 means 5s
}

// ConfigFromEnv reads EnvRegions, the plan names (defaults: prefix
// "piiguard") and PIIGUARD_DYNAMO_ENDPOINT.
func ConfigFromEnv() Config {
	c := Config{PlanNames: DefaultPlanNames(DefaultDeployment), Deployment: DefaultDeployment, Endpoint: os.Getenv(dynamo.EnvEndpoint)}
	if v := os.Getenv(EnvDeployment); v != "" {
		c.Deployment = v
	}
	for _, r := range strings.Split(os.Getenv(EnvRegions), ",") {
		if r = strings.TrimSpace(r); r != "" {
			c.Regions = append(c.Regions, r)
		}
	}
	if v := os.Getenv(EnvPlanFree); v != "" {
		c.PlanNames[store.PlanFree] = v
	}
	if v := os.Getenv(EnvPlanPAYG); v != "" {
		c.PlanNames[store.PlanPayAsYouGo] = v
	}
	return c
}

// FromEnv returns one Gateway per region of ConfigFromEnv; none when
// EnvRegions is unset.
func FromEnv(ctx context.Context) ([]admin.UsagePlans, error) {
	return Open(ctx, ConfigFromEnv())
}

// Open returns one Gateway per configured region.
func Open(ctx context.Context, cfg Config) ([]admin.UsagePlans, error) {
	if cfg.Timeout == 0 {
		cfg.Timeout = 5 * time.Second
	}
	if cfg.Deployment == "" {
		cfg.Deployment = DefaultDeployment
	}
	var out []admin.UsagePlans
	for _, region := range cfg.Regions {
		awsCfg, err := awsconf.Load(ctx, awsconf.Options{Region: region, Endpoint: cfg.Endpoint, Timeout: cfg.Timeout})
		if err != nil {
			return nil, fmt.Errorf("apigw: aws config: %w", err)
		}
		client := apigateway.NewFromConfig(awsCfg, func(o *apigateway.Options) {
			if cfg.Endpoint != "" {
				o.BaseEndpoint = aws.String(cfg.Endpoint)
			}
		})
		out = append(out, New(client, region, cfg.PlanNames, cfg.Deployment))
	}
	return out, nil
}

// Gateway manages the API keys of one region.
type Gateway struct {
	client     *apigateway.Client
	region     string
	names      map[store.Plan]string
	deployment string

	mu     sync.Mutex
	ids    map[store.Plan]string // usage plan id per plan, once resolved
	stages []types.ApiStage      // the Free plan's API stages, with ids
}

var _ admin.UsagePlans = (*Gateway)(nil)

// New returns a Gateway on client for the usage plans named in planNames,
// tagging the API keys it makes with deployment.
func New(client *apigateway.Client, region string, planNames map[store.Plan]string, deployment string) *Gateway {
	return &Gateway{client: client, region: region, names: planNames, deployment: deployment}
}

func (g *Gateway) Region() string { return g.region }

// planIDs resolves the usage plan names to ids; a missing or ambiguous name
// is a deployment error.
func (g *Gateway) planIDs(ctx context.Context) (map[store.Plan]string, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.ids != nil {
		return g.ids, nil
	}
	byName := map[string][]string{}
	stages := map[string][]types.ApiStage{}
	pages := apigateway.NewGetUsagePlansPaginator(g.client, &apigateway.GetUsagePlansInput{Limit: aws.Int32(500)})
	for pages.HasMorePages() {
		page, err := pages.NextPage(ctx)
		if err != nil {
			return nil, fmt.Errorf("apigw: list usage plans: %w", err)
		}
		for _, p := range page.Items {
			byName[aws.ToString(p.Name)] = append(byName[aws.ToString(p.Name)], aws.ToString(p.Id))
			stages[aws.ToString(p.Id)] = p.ApiStages
		}
	}
	ids := map[store.Plan]string{}
	for plan, name := range g.names {
		switch found := byName[name]; len(found) {
		case 0:
			return nil, fmt.Errorf("apigw: no usage plan named %q in %s", name, g.region)
		case 1:
			ids[plan] = found[0]
		default:
			return nil, fmt.Errorf("apigw: %d usage plans named %q in %s", len(found), name, g.region)
		}
	}
	g.ids = ids
	g.stages = stages[ids[store.PlanFree]]
	return ids, nil
}

// APIRoot is the default endpoint of the API this region's usage plans
// meter, with its stage (https://<id>.execute-api.<region>.amazonaws.com/prod):
// the dashboard shows it for a region whose stack is built after the
// dashboard's, so the dashboard's stack cannot know it. Listing the usage
// plans is all it needs, which the admin role may do.
func (g *Gateway) APIRoot(ctx context.Context) (string, error) {
	if _, err := g.planIDs(ctx); err != nil {
		return "", err
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if len(g.stages) != 1 || aws.ToString(g.stages[0].ApiId) == "" || aws.ToString(g.stages[0].Stage) == "" {
		return "", fmt.Errorf("apigw: usage plan %q in %s meters %d API stages, want 1", g.names[store.PlanFree], g.region, len(g.stages))
	}
	suffix := "amazonaws.com"
	if strings.HasPrefix(g.region, "cn-") {
		suffix = "amazonaws.com.cn"
	}
	return "https://" + aws.ToString(g.stages[0].ApiId) + ".execute-api." + g.region + "." + suffix + "/" + aws.ToString(g.stages[0].Stage), nil
}

// member is a piiguard key's API key as this deployment's usage plans see it.
type member struct {
	id, value string
	plans     map[string]bool // our usage plan ids that hold it
}

// find looks keyID up in our usage plans only (never in the account's list
// of API keys); nil when none of them holds it.
func (g *Gateway) find(ctx context.Context, ids map[store.Plan]string, keyID string) (*member, error) {
	var m *member
	for _, plan := range []store.Plan{store.PlanFree, store.PlanPayAsYouGo} {
		planID, ok := ids[plan]
		if !ok {
			continue
		}
		pages := apigateway.NewGetUsagePlanKeysPaginator(g.client, &apigateway.GetUsagePlanKeysInput{
			UsagePlanId: aws.String(planID), NameQuery: aws.String(keyID), Limit: aws.Int32(500),
		})
		for pages.HasMorePages() {
			page, err := pages.NextPage(ctx)
			if err != nil {
				return nil, fmt.Errorf("apigw: keys of usage plan: %w", err)
			}
			for _, k := range page.Items {
				if aws.ToString(k.Name) != keyID { // the query matches by prefix
					continue
				}
				if m == nil {
					m = &member{id: aws.ToString(k.Id), value: aws.ToString(k.Value), plans: map[string]bool{}}
				}
				if aws.ToString(k.Id) == m.id {
					m.plans[planID] = true
				}
			}
		}
	}
	return m, nil
}

func notFound(err error) bool {
	var nf *types.NotFoundException
	return errors.As(err, &nf)
}

func conflict(err error) bool {
	var c *types.ConflictException
	return errors.As(err, &c)
}

// Attach implements admin.UsagePlans.
func (g *Gateway) Attach(ctx context.Context, k store.APIKey) error {
	if k.ID == "" || len(k.UsageKey) < 20 {
		return fmt.Errorf("apigw: key %q has no usage key", k.ID)
	}
	ids, err := g.planIDs(ctx)
	if err != nil {
		return err
	}
	target, ok := ids[k.Plan]
	if !ok {
		return fmt.Errorf("apigw: no usage plan for plan %q", k.Plan)
	}
	m, err := g.find(ctx, ids, k.ID)
	if err != nil {
		return err
	}
	if m != nil {
		key, err := g.client.GetApiKey(ctx, &apigateway.GetApiKeyInput{ApiKey: aws.String(m.id), IncludeValue: aws.Bool(true)})
		switch {
		case notFound(err):
			m = nil
		case err != nil:
			return fmt.Errorf("apigw: get api key: %w", err)
		case aws.ToString(key.Value) != k.UsageKey || !key.Enabled:
			// Left by an earlier attempt with another value, or disabled: replace.
			if _, err := g.client.DeleteApiKey(ctx, &apigateway.DeleteApiKeyInput{ApiKey: aws.String(m.id)}); err != nil && !notFound(err) {
				return fmt.Errorf("apigw: replace api key: %w", err)
			}
			m = nil
		}
	}
	created := ""
	if m == nil {
		out, err := g.client.CreateApiKey(ctx, &apigateway.CreateApiKeyInput{
			Name:        aws.String(k.ID),
			Value:       aws.String(k.UsageKey),
			Enabled:     true,
			CustomerId:  aws.String(k.TenantID),
			Description: aws.String("piiguard key " + k.ID + " of tenant " + k.TenantID),
			Tags:        map[string]string{TagKey: g.deployment},
		})
		if err != nil {
			return fmt.Errorf("apigw: create api key: %w", err)
		}
		created = aws.ToString(out.Id)
		m = &member{id: created, plans: map[string]bool{}}
	}
	for _, id := range ids {
		if id == target || !m.plans[id] {
			continue
		}
		_, err := g.client.DeleteUsagePlanKey(ctx, &apigateway.DeleteUsagePlanKeyInput{UsagePlanId: aws.String(id), KeyId: aws.String(m.id)})
		if err != nil && !notFound(err) {
			return fmt.Errorf("apigw: leave usage plan: %w", err)
		}
	}
	if !m.plans[target] {
		_, err := g.client.CreateUsagePlanKey(ctx, &apigateway.CreateUsagePlanKeyInput{
			UsagePlanId: aws.String(target), KeyId: aws.String(m.id), KeyType: aws.String("API_KEY"),
		})
		if err != nil && !conflict(err) {
			if created != "" {
				// Outside our plans find cannot see it again, and its value
				// would block the next attempt's create: remove it now.
				_, _ = g.client.DeleteApiKey(context.WithoutCancel(ctx), &apigateway.DeleteApiKeyInput{ApiKey: aws.String(created)})
			}
			return fmt.Errorf("apigw: join usage plan: %w", err)
		}
	}
	return nil
}

// Detach implements admin.UsagePlans: deleting the API key also takes it out
// of its usage plan.
func (g *Gateway) Detach(ctx context.Context, keyID string) error {
	ids, err := g.planIDs(ctx)
	if err != nil {
		return err
	}
	m, err := g.find(ctx, ids, keyID)
	if err != nil || m == nil {
		return err
	}
	if _, err := g.client.DeleteApiKey(ctx, &apigateway.DeleteApiKeyInput{ApiKey: aws.String(m.id)}); err != nil && !notFound(err) {
		return fmt.Errorf("apigw: delete api key: %w", err)
	}
	return nil
}

// Client exposes the API Gateway client (tests).
func (g *Gateway) Client() *apigateway.Client { return g.client }
