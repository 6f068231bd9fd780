package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/apigateway"
	apitypes "github.com/aws/aws-sdk-go-v2/service/apigateway/types"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	s3types "github.com/aws/aws-sdk-go-v2/service/s3/types"
	"github.com/aws/aws-sdk-go-v2/service/sfn"

	"github.com/piiguard/piiguard/shared/admin/apigw"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/bulk"
	"github.com/piiguard/piiguard/shared/regions"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/dynamo"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// needsAWS are the functions that start only on AWS services (admin refuses
// the memory stores; bulk reads and writes S3): they run against
// moto_server, started by scripts/moto.sh and provisioned as the stacks
// deploy them before the first start, with the environment the stacks give
// them (servicesEnv).
var needsAWS = map[string]bool{"admin": true, "bulk": true}

// deployment is the stack prefix the provisioned resources are named after
// (the stacks' default).
const deployment = apigw.DefaultDeployment

// tables are the stacks' table names for deployment (dynamo.ConfigFromEnv's
// defaults).
func tables(endpoint string) dynamo.Config {
	return dynamo.Config{Region: regions.Primary().AWS, Endpoint: endpoint,
		KeysTable: deployment + "-keys", UsageTable: deployment + "-usage", ChargesTable: deployment + "-charges",
		AuditTable: deployment + "-audit", PoliciesTable: deployment + "-policies", TenantKeysTable: deployment + "-tenant-keys"}
}

// bulkObjects are the source objects events/bulk.json's batch names, by key:
// support tickets in JSONL whose "message" holds PII.
var bulkObjects = map[string]string{
	"tickets/2026-11/support.jsonl": `{"ticket":"T-1041","channel":"email","message":"Hi, I'm Jane Doe, reach me at jane.doe@example.com or +44 20 7946 0958."}` + "\n" +
		`{"ticket":"T-1042","channel":"chat","message":"Patient email jane.doe@example.com, IBAN DE89 3704 0044 0532 0130 00."}` + "\n",
}

// moto is a moto_server started by scripts/moto.sh in a directory of its
// own (PIIGUARD_MOTO_DIR), so a test run's server in .moto is left alone.
type moto struct {
	root, dir string
	Endpoint  string
}

func startMoto(ctx context.Context, root, dir string) (*moto, error) {
	m := &moto{root: root, dir: dir}
	out, err := m.run(ctx, "start")
	if err != nil {
		m.Stop()
		return nil, fmt.Errorf("scripts/moto.sh start: %v\n%s", err, out)
	}
	m.Endpoint = strings.TrimSpace(string(out))
	return m, nil
}

func (m *moto) run(ctx context.Context, arg string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, filepath.Join(m.root, "scripts", "moto.sh"), arg)
	cmd.Env = append(os.Environ(), "PIIGUARD_MOTO_DIR="+m.dir)
	cmd.Stderr = os.Stderr
	return cmd.Output()
}

// Stop stops the server (its own context: it runs when the run's ended).
func (m *moto) Stop() {
	if out, err := m.run(context.Background(), "stop"); err != nil {
		fmt.Fprintf(os.Stderr, "coldstart: scripts/moto.sh stop: %v\n%s", err, out)
	}
}

// waitClock is a reverse proxy to moto_server that adds up the time some
// request of the function was waiting on it (overlapping requests count
// once) and counts the requests: the part of a first answer that is the
// emulator's, which AWS would replace with its own latency.
type waitClock struct {
	proxy http.Handler
	mu    sync.Mutex
	open  int
	since time.Time
	total time.Duration
	calls int
}

func newWaitClock(target string) (*waitClock, error) {
	u, err := url.Parse(target)
	if err != nil {
		return nil, err
	}
	return &waitClock{proxy: httputil.NewSingleHostReverseProxy(u)}, nil
}

func (c *waitClock) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	c.mu.Lock()
	if c.open == 0 {
		c.since = time.Now()
	}
	c.open++
	c.calls++
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		c.open--
		if c.open == 0 {
			c.total += time.Since(c.since)
		}
		c.mu.Unlock()
	}()
	c.proxy.ServeHTTP(w, r)
}

// take returns the waiting time and requests since the last take.
func (c *waitClock) take() (time.Duration, int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	d, n := c.total, c.calls
	if c.open > 0 { // a request the killed process left open
		d += time.Since(c.since)
		c.since = time.Now()
	}
	c.total, c.calls = 0, 0
	return d, n
}

// services is moto_server provisioned for the functions of needsAWS, behind
// the waitClock the functions are pointed at.
type services struct {
	moto  *moto
	clock *waitClock
	front *httptest.Server
	env   map[string][]string // by function
}

func (s *services) Close() {
	if s.front != nil {
		s.front.Close()
	}
	s.moto.Stop()
}

// startServices starts moto_server in dir, provisions it (outside the timed
// starts) and returns the environment of each function of needsAWS.
func startServices(ctx context.Context, root, dir string, events map[string][]byte) (*services, error) {
	m, err := startMoto(ctx, root, dir)
	if err != nil {
		return nil, err
	}
	s := &services{moto: m}
	if s.clock, err = newWaitClock(m.Endpoint); err != nil {
		s.Close()
		return nil, err
	}
	s.front = httptest.NewServer(s.clock)
	if s.env, err = provision(ctx, m.Endpoint, s.front.URL, events["bulk"]); err != nil {
		s.Close()
		return nil, fmt.Errorf("provisioning moto_server: %w", err)
	}
	return s, nil
}

// provision makes on the moto_server at endpoint what the stacks deploy and
// admin and bulk use: the tables and the KMS key (dynamo.CreateTables, as the
// moto-backed tests do), one API key of tenant acme, every region's REST API
// with its two usage plans, the bulk state machine, and the buckets and
// objects of the bulk event's job. It returns each function's environment
// (the variables infra/stack's newFunction sets, the endpoint being front).
func provision(ctx context.Context, endpoint, front string, bulkEvent []byte) (map[string][]string, error) {
	region := regions.Primary().AWS
	cfg := tables(endpoint)
	st, err := dynamo.Open(ctx, cfg)
	if err != nil {
		return nil, err
	}
	if err := st.CreateTables(ctx); err != nil {
		return nil, err
	}
	kmsKey, err := st.CreateLocalKMSKey(ctx)
	if err != nil {
		return nil, err
	}
	if err := st.PutKey(ctx, store.APIKey{ID: "key_0123456789abcdef", TenantID: "acme", Name: "ci", Plan: store.PlanFree,
		Hash: store.HashKey("pg_coldstartColdstartColdstartColdstart00"), CreatedAt: time.Now().UTC()}); err != nil {
		return nil, err
	}

	var awsRegions []string
	for _, r := range regions.All {
		awsRegions = append(awsRegions, r.AWS)
	}
	plans := apigw.DefaultPlanNames(deployment)
	gws, err := apigw.Open(ctx, apigw.Config{Regions: awsRegions, PlanNames: plans, Deployment: deployment, Endpoint: endpoint})
	if err != nil {
		return nil, err
	}
	for _, g := range gws {
		c := g.(*apigw.Gateway).Client()
		api, err := c.CreateRestApi(ctx, &apigateway.CreateRestApiInput{Name: aws.String(deployment + "-api"), ApiKeySource: apitypes.ApiKeySourceTypeAuthorizer})
		if err != nil {
			return nil, err
		}
		for _, name := range plans {
			if _, err := c.CreateUsagePlan(ctx, &apigateway.CreateUsagePlanInput{Name: aws.String(name),
				ApiStages: []apitypes.ApiStage{{ApiId: api.Id, Stage: aws.String("prod")}}, Tags: map[string]string{apigw.TagKey: deployment}}); err != nil {
				return nil, err
			}
		}
	}

	var ev bulk.Event
	if err := json.Unmarshal(bulkEvent, &ev); err != nil {
		return nil, fmt.Errorf("events/bulk.json: %w", err)
	}
	j := ev.BatchInput.Job
	s3c, err := bulk.NewS3Client(ctx, region, endpoint)
	if err != nil {
		return nil, err
	}
	for _, b := range []string{j.SourceBucket, j.DestinationBucket} {
		if _, err := s3c.CreateBucket(ctx, &s3.CreateBucketInput{Bucket: aws.String(b),
			CreateBucketConfiguration: &s3types.CreateBucketConfiguration{LocationConstraint: s3types.BucketLocationConstraint(region)}}); err != nil {
			return nil, err
		}
	}
	for _, it := range ev.Items {
		body, ok := bulkObjects[it.Key]
		if !ok {
			return nil, fmt.Errorf("events/bulk.json names %s, which coldstart's bulkObjects lacks", it.Key)
		}
		if _, err := s3c.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String(j.SourceBucket), Key: aws.String(it.Key), Body: strings.NewReader(body)}); err != nil {
			return nil, err
		}
	}
	sfc, err := bulk.NewSFNClient(ctx, region, endpoint)
	if err != nil {
		return nil, err
	}
	// moto runs no Distributed Map: the machine's definition is a stand-in;
	// admin needs only its ARN at start.
	sm, err := sfc.CreateStateMachine(ctx, &sfn.CreateStateMachineInput{Name: aws.String(deployment + "-bulk"),
		RoleArn: aws.String("arn:aws:iam::123456789012:role/" + deployment + "-bulk"), Definition: aws.String(`{"StartAt":"P","States":{"P":{"Type":"Pass","End":true}}}`)})
	if err != nil {
		return nil, err
	}
	return servicesEnv(front, cfg, kmsKey, aws.ToString(sm.StateMachineArn), awsRegions, plans, j), nil
}

// servicesEnv is what the stacks set on admin and bulk (infra/stack's
// newFunction, grantBulkAdmin and newBulk: each function's tables, the usage
// regions, the usage plans, the bulk machine and buckets, the KMS key), with
// the memory store and the development key blank as deployed, and the local
// endpoint.
func servicesEnv(endpoint string, t dynamo.Config, kmsKey, stateMachine string, awsRegions []string, plans map[store.Plan]string, j bulk.Job) map[string][]string {
	common := []string{memory.EnvStore + "=", auth.EnvDevKey + "=", dynamo.EnvEndpoint + "=" + endpoint}
	return map[string][]string{
		"admin": slices.Concat(common, []string{
			dynamo.EnvKeysTable + "=" + t.KeysTable, dynamo.EnvPoliciesTable + "=" + t.PoliciesTable, dynamo.EnvAuditTable + "=" + t.AuditTable,
			apigw.EnvRegions + "=" + strings.Join(awsRegions, ","), apigw.EnvPlanFree + "=" + plans[store.PlanFree],
			apigw.EnvPlanPAYG + "=" + plans[store.PlanPayAsYouGo], apigw.EnvDeployment + "=" + deployment,
			bulk.EnvStateMachine + "=" + stateMachine, bulk.EnvSourceBuckets + "=" + j.SourceBucket, bulk.EnvDestinationBuckets + "=" + j.DestinationBucket}),
		"bulk": slices.Concat(common, []string{
			dynamo.EnvUsageTable + "=" + t.UsageTable, dynamo.EnvUsageRegions + "=" + strings.Join(awsRegions, ","),
			dynamo.EnvChargesTable + "=" + t.ChargesTable, dynamo.EnvAuditTable + "=" + t.AuditTable,
			dynamo.EnvPoliciesTable + "=" + t.PoliciesTable, dynamo.EnvTenantKeysTable + "=" + t.TenantKeysTable,
			dynamo.EnvKMSKeyID + "=" + kmsKey, bulk.EnvMappingKey + "=" + kmsKey}),
	}
}
