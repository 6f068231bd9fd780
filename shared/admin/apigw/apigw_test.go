package apigw

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"net"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/apigateway"
	"github.com/aws/aws-sdk-go-v2/service/apigateway/types"

	"github.com/piiguard/piiguard/shared/admin"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/dynamo"
	"github.com/piiguard/piiguard/shared/store/memory"
)

var regions = []string{"eu-central-1", "us-east-1"}

// world is a moto_server with a REST API and the two usage plans in each
// region, as the stacks deploy them, under names unique to the test.
type world struct {
	gateways []admin.UsagePlans
	planIDs  map[string]map[store.Plan]string // region -> plan -> usage plan id
	apiIDs   map[string]string                // region -> REST API id
	cfg      Config
}

func newWorld(t *testing.T) world {
	t.Helper()
	endpoint := os.Getenv(dynamo.EnvEndpoint)
	if endpoint == "" {
		t.Fatalf("%s is not set: run these tests through `make test`, which starts moto_server (scripts/moto.sh)", dynamo.EnvEndpoint)
	}
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	prefix := "pg-" + hex.EncodeToString(b)
	cfg := Config{Regions: regions, PlanNames: DefaultPlanNames(prefix), Deployment: prefix, Endpoint: endpoint}
	ctx := context.Background()
	gws, err := Open(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	w := world{gateways: gws, planIDs: map[string]map[store.Plan]string{}, apiIDs: map[string]string{}, cfg: cfg}
	for _, g := range gws {
		c := g.(*Gateway).Client()
		api, err := c.CreateRestApi(ctx, &apigateway.CreateRestApiInput{Name: aws.String(prefix + "-api"),
			ApiKeySource: types.ApiKeySourceTypeAuthorizer})
		if err != nil {
			t.Fatal(err)
		}
		w.planIDs[g.Region()] = map[store.Plan]string{}
		w.apiIDs[g.Region()] = aws.ToString(api.Id)
		for plan, name := range cfg.PlanNames {
			p, err := c.CreateUsagePlan(ctx, &apigateway.CreateUsagePlanInput{Name: aws.String(name),
				ApiStages: []types.ApiStage{{ApiId: api.Id, Stage: aws.String("prod")}},
				Throttle:  &types.ThrottleSettings{RateLimit: 5, BurstLimit: 10}})
			if err != nil {
				t.Fatal(err)
			}
			w.planIDs[g.Region()][plan] = aws.ToString(p.Id)
		}
	}
	return w
}

// state is what API Gateway holds for a key in one region: its value, whether
// it is enabled, its deployment tag, and which of our plans it is in (""
// when there is no key).
type state struct {
	value, tag string
	enabled    bool
	plans      []store.Plan
}

func (w world) gateway(region string) *Gateway {
	for _, x := range w.gateways {
		if x.Region() == region {
			return x.(*Gateway)
		}
	}
	return nil
}

// apiKeys lists the API keys named keyID as the account sees them (the test
// may list; the admin function may not).
func (w world) apiKeys(t *testing.T, region, keyID string) []types.ApiKey {
	t.Helper()
	all, err := w.gateway(region).Client().GetApiKeys(context.Background(), &apigateway.GetApiKeysInput{
		NameQuery: aws.String(keyID), IncludeValues: aws.Bool(true), Limit: aws.Int32(500)})
	if err != nil {
		t.Fatal(err)
	}
	var out []types.ApiKey
	for _, k := range all.Items {
		if aws.ToString(k.Name) == keyID {
			out = append(out, k)
		}
	}
	return out
}

func (w world) state(t *testing.T, region, keyID string) state {
	t.Helper()
	ctx := context.Background()
	var mine []types.ApiKey
	for _, k := range w.apiKeys(t, region, keyID) {
		if k.Tags[TagKey] == w.cfg.Deployment {
			mine = append(mine, k)
		}
	}
	switch len(mine) {
	case 0:
		return state{}
	case 1:
	default:
		t.Fatalf("%s: %d API keys named %s", region, len(mine), keyID)
	}
	k := mine[0]
	st := state{value: aws.ToString(k.Value), enabled: k.Enabled, tag: k.Tags[TagKey]}
	for _, plan := range []store.Plan{store.PlanFree, store.PlanPayAsYouGo} {
		keys, err := w.gateway(region).Client().GetUsagePlanKeys(ctx, &apigateway.GetUsagePlanKeysInput{UsagePlanId: aws.String(w.planIDs[region][plan])})
		if err != nil {
			t.Fatal(err)
		}
		for _, pk := range keys.Items {
			if aws.ToString(pk.Id) == aws.ToString(k.Id) {
				st.plans = append(st.plans, plan)
			}
		}
	}
	return st
}

func (w world) wantEverywhere(t *testing.T, keyID, value string, plan store.Plan) {
	t.Helper()
	for _, r := range regions {
		got := w.state(t, r, keyID)
		if got.value != value || !got.enabled || got.tag != w.cfg.Deployment || !slices.Equal(got.plans, []store.Plan{plan}) {
			t.Fatalf("%s: key %s is %+v; want value %s, enabled, tagged %s, only in plan %s", r, keyID, got, value, w.cfg.Deployment, plan)
		}
	}
}

func (w world) wantNowhere(t *testing.T, keyID string) {
	t.Helper()
	for _, r := range regions {
		if got := w.state(t, r, keyID); got.value != "" {
			t.Fatalf("%s: key %s still has an API key: %+v", r, keyID, got)
		}
	}
}

func TestKeyLifecycleAcrossRegions(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	m := memory.New()
	svc := &admin.Service{Keys: m, Policies: m, Audit: m, UsagePlans: w.gateways}

	k, secret, err := svc.CreateKey(ctx, "acme", "prod", store.PlanFree)
	if err != nil {
		t.Fatal(err)
	}
	if len(k.UsageKey) < 20 || k.UsageKey == secret || k.UsageKey == k.ID || k.UsageKey == k.Hash {
		t.Fatalf("usage key %q must be its own random value", k.UsageKey)
	}
	stored, err := m.KeyByHash(ctx, store.HashKey(secret))
	if err != nil || stored.UsageKey != k.UsageKey {
		t.Fatalf("stored %+v, %v", stored, err)
	}
	w.wantEverywhere(t, k.ID, k.UsageKey, store.PlanFree)

	// Plan change moves the key into the other usage plan in both regions.
	moved, err := svc.ChangePlan(ctx, "acme", k.ID, store.PlanPayAsYouGo)
	if err != nil || moved.Plan != store.PlanPayAsYouGo || moved.UsageKey != k.UsageKey {
		t.Fatalf("ChangePlan = %+v, %v", moved, err)
	}
	w.wantEverywhere(t, k.ID, k.UsageKey, store.PlanPayAsYouGo)
	if stored, _ := m.KeyByHash(ctx, k.Hash); stored.Plan != store.PlanPayAsYouGo {
		t.Fatalf("store still says plan %s", stored.Plan)
	}
	// Attach is idempotent: a second call changes nothing and adds no key.
	for _, g := range w.gateways {
		if err := g.Attach(ctx, moved); err != nil {
			t.Fatal(err)
		}
	}
	w.wantEverywhere(t, k.ID, k.UsageKey, store.PlanPayAsYouGo)

	// A second key of the tenant is independent.
	other, _, err := svc.CreateKey(ctx, "acme", "dev", "")
	if err != nil {
		t.Fatal(err)
	}
	w.wantEverywhere(t, other.ID, other.UsageKey, store.PlanFree)

	// Revocation deletes the API key in both regions, and only that one.
	if err := svc.RevokeKey(ctx, "acme", k.ID); err != nil {
		t.Fatal(err)
	}
	w.wantNowhere(t, k.ID)
	w.wantEverywhere(t, other.ID, other.UsageKey, store.PlanFree)
	if err := svc.RevokeKey(ctx, "acme", k.ID); err != nil { // a retry is harmless
		t.Fatalf("second revoke: %v", err)
	}
	if _, err := svc.ChangePlan(ctx, "acme", k.ID, store.PlanFree); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("plan change of a revoked key: %v, want ErrNotFound", err)
	}
	if _, err := svc.ChangePlan(ctx, "acme", other.ID, "gold"); !errors.Is(err, admin.ErrInvalid) {
		t.Fatalf("unknown plan: %v, want ErrInvalid", err)
	}
}

func TestSyncRepairs(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	m := memory.New()
	svc := &admin.Service{Keys: m, Policies: m, Audit: m, UsagePlans: w.gateways}
	// A key made before usage plans were wired: no usage key, no API key.
	legacy := store.APIKey{ID: "key_legacy0000000001", TenantID: "acme", Name: "old", Plan: store.PlanPayAsYouGo,
		Hash: store.HashKey("pg_legacy"), CreatedAt: time.Now()}
	if err := m.PutKey(ctx, legacy); err != nil {
		t.Fatal(err)
	}
	// A key whose revocation reached the table but not API Gateway.
	gone, _, err := svc.CreateKey(ctx, "acme", "gone", store.PlanFree)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.RevokeKey(ctx, "acme", gone.ID, time.Now()); err != nil {
		t.Fatal(err)
	}
	// A key whose API key was disabled by hand in one region.
	live, _, err := svc.CreateKey(ctx, "acme", "live", store.PlanFree)
	if err != nil {
		t.Fatal(err)
	}
	g0 := w.gateways[0].(*Gateway)
	ak := w.apiKeys(t, g0.Region(), live.ID)
	if len(ak) != 1 {
		t.Fatalf("%d API keys for %s", len(ak), live.ID)
	}
	if _, err := g0.Client().UpdateApiKey(ctx, &apigateway.UpdateApiKeyInput{ApiKey: ak[0].Id,
		PatchOperations: []types.PatchOperation{{Op: types.OpReplace, Path: aws.String("/enabled"), Value: aws.String("false")}}}); err != nil {
		t.Fatal(err)
	}

	rep, err := svc.SyncUsageKeys(ctx, "acme")
	if err != nil || rep != (admin.SyncReport{Attached: 2, Detached: 1, Assigned: 1}) {
		t.Fatalf("sync = %+v, %v", rep, err)
	}
	fixed, _ := m.KeyByHash(ctx, legacy.Hash)
	if len(fixed.UsageKey) < 20 {
		t.Fatalf("legacy key got no usage key: %+v", fixed)
	}
	w.wantEverywhere(t, legacy.ID, fixed.UsageKey, store.PlanPayAsYouGo)
	w.wantEverywhere(t, live.ID, live.UsageKey, store.PlanFree)
	w.wantNowhere(t, gone.ID)
}

func TestCreateKeyAllOrNothing(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	// The US API is unreachable: a closed port.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	dead := "http://" + l.Addr().String()
	l.Close()
	cfg := w.cfg
	cfg.Regions, cfg.Endpoint, cfg.Timeout = []string{"us-east-1"}, dead, time.Second
	down, err := Open(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	m := memory.New()
	svc := &admin.Service{Keys: m, Policies: m, Audit: m, UsagePlans: []admin.UsagePlans{w.gateways[0], down[0]}}
	tenant := "t-" + w.cfg.PlanNames[store.PlanFree][3:11] // unique to this test: moto is shared
	_, _, err = svc.CreateKey(ctx, tenant, "prod", store.PlanFree)
	if !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("CreateKey with a region down: %v, want ErrUnavailable", err)
	}
	if keys, _ := m.ListKeys(ctx, tenant); len(keys) != 0 {
		t.Fatalf("a key was stored: %+v", keys)
	}
	// The EU API key made before the failure was removed again.
	all, err := w.gateways[0].(*Gateway).Client().GetApiKeys(ctx, &apigateway.GetApiKeysInput{Limit: aws.Int32(500)})
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range all.Items {
		if aws.ToString(k.CustomerId) == tenant {
			t.Fatalf("EU API key %s left behind", aws.ToString(k.Name))
		}
	}
}

func TestMissingUsagePlanIsAnError(t *testing.T) {
	w := newWorld(t)
	cfg := w.cfg
	cfg.PlanNames = DefaultPlanNames("no-such-prefix")
	gws, err := Open(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	k := store.APIKey{ID: "key_x", TenantID: "acme", Plan: store.PlanFree, UsageKey: "pgu_01234567890123456789"}
	if err := gws[0].Attach(context.Background(), k); err == nil {
		t.Fatal("Attach without the usage plans succeeded")
	}
}

// TestAPIRoot: each region's API default endpoint, from the API stage its
// Free usage plan meters; an error when the plans are missing.
func TestAPIRoot(t *testing.T) {
	w := newWorld(t)
	for _, region := range regions {
		got, err := w.gateway(region).APIRoot(context.Background())
		if want := "https://" + w.apiIDs[region] + ".execute-api." + region + ".amazonaws.com/prod"; err != nil || got != want {
			t.Errorf("%s: %q, %v; want %q", region, got, err, want)
		}
	}
	cfg := w.cfg
	cfg.PlanNames = DefaultPlanNames("no-such-prefix")
	gws, err := Open(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := gws[0].(*Gateway).APIRoot(context.Background()); err == nil {
		t.Fatalf("APIRoot without the usage plans: %q", got)
	}
}

// TestOtherDeploymentsUntouched: an API key of the same name that is not in
// this deployment's usage plans (another deployment's, or anyone's) is
// neither found, reused, nor deleted.
func TestOtherDeploymentsUntouched(t *testing.T) {
	w := newWorld(t)
	ctx := context.Background()
	region := regions[0]
	c := w.gateway(region).Client()
	unique := w.cfg.Deployment[3:] // moto outlives the test: values must not repeat
	k := store.APIKey{ID: "key_" + unique + "000000000000", TenantID: "acme", Plan: store.PlanFree,
		UsageKey: "pgu_ours" + unique + "0123456789012345678901234567890"}
	foreignValue := "someone-elses-key-" + unique + "0123456789"
	foreign, err := c.CreateApiKey(ctx, &apigateway.CreateApiKeyInput{Name: aws.String(k.ID), Enabled: true,
		Value: aws.String(foreignValue), Tags: map[string]string{TagKey: "other"}})
	if err != nil {
		t.Fatal(err)
	}
	g := w.gateway(region)
	if err := g.Attach(ctx, k); err != nil {
		t.Fatal(err)
	}
	if got := w.state(t, region, k.ID); got.value != k.UsageKey || !slices.Equal(got.plans, []store.Plan{store.PlanFree}) {
		t.Fatalf("ours: %+v", got)
	}
	if err := g.Detach(ctx, k.ID); err != nil {
		t.Fatal(err)
	}
	if got := w.state(t, region, k.ID); got.value != "" {
		t.Fatalf("ours not deleted: %+v", got)
	}
	left := w.apiKeys(t, region, k.ID)
	if len(left) != 1 || aws.ToString(left[0].Id) != aws.ToString(foreign.Id) || aws.ToString(left[0].Value) != foreignValue {
		t.Fatalf("the other API key was touched: %+v", left)
	}
}

func TestConfigFromEnv(t *testing.T) {
	t.Setenv(EnvRegions, " eu-central-1, us-east-1 ,")
	t.Setenv(EnvPlanFree, "x Free")
	t.Setenv(EnvPlanPAYG, "")
	t.Setenv(EnvDeployment, "")
	c := ConfigFromEnv()
	if !slices.Equal(c.Regions, regions) || c.PlanNames[store.PlanFree] != "x Free" || c.PlanNames[store.PlanPayAsYouGo] != "piiguard Pay-as-you-go" ||
		c.Deployment != DefaultDeployment {
		t.Fatalf("%+v", c)
	}
	t.Setenv(EnvDeployment, "staging")
	if c := ConfigFromEnv(); c.Deployment != "staging" {
		t.Fatalf("deployment %q, want staging", c.Deployment)
	}
	t.Setenv(EnvRegions, "")
	if gws, err := FromEnv(context.Background()); err != nil || len(gws) != 0 {
		t.Fatalf("no regions: %v, %v", gws, err)
	}
}
