package main

import (
	"bytes"
	"context"
	"crypto/md5"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/admin/apigw"
	"github.com/piiguard/piiguard/shared/app/base"
	"github.com/piiguard/piiguard/shared/bulk"
	"github.com/piiguard/piiguard/shared/lambdafn/lambdatest"
	"github.com/piiguard/piiguard/shared/regions"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/dynamo"
)

const repoRoot = "../.."

// events/bulk.json is a batch as the bulk state machine's Distributed Map
// hands it to the function: the job under BatchInput (as Jobs.Start puts
// it in the execution's input, every field known), the listed objects'
// items; the job is one admin would start, and coldstart has every object.
func TestBulkEventIsABatch(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join(repoRoot, "events", "bulk.json"))
	if err != nil {
		t.Fatal(err)
	}
	var ev bulk.Event
	dec := json.NewDecoder(bytes.NewReader(raw))
	if err := dec.Decode(&ev); err != nil {
		t.Fatal(err)
	}
	var shape struct {
		BatchInput struct {
			Job json.RawMessage `json:"job"`
		}
		Items []map[string]any
	}
	if err := json.Unmarshal(raw, &shape); err != nil {
		t.Fatal(err)
	}
	strict := json.NewDecoder(bytes.NewReader(shape.BatchInput.Job))
	strict.DisallowUnknownFields()
	var j bulk.Job
	if err := strict.Decode(&j); err != nil {
		t.Errorf("the job has a field Job lacks: %v", err)
	}
	if err := j.Validate([]string{j.SourceBucket}, []string{j.DestinationBucket}); err != nil {
		t.Errorf("the job: %v", err)
	}
	if len(ev.Items) == 0 || len(ev.Items) > j.ObjectsPerBatch {
		t.Errorf("%d items, objects_per_batch %d", len(ev.Items), j.ObjectsPerBatch)
	}
	for i, it := range ev.Items {
		body, ok := bulkObjects[it.Key]
		if !ok {
			t.Errorf("item %s: not in bulkObjects", it.Key)
			continue
		}
		if !strings.HasPrefix(it.Key, j.SourcePrefix) {
			t.Errorf("item %s: not under the job's source prefix %s", it.Key, j.SourcePrefix)
		}
		sum := md5.Sum([]byte(body))
		// S3ObjectsItemReader's item: ListObjectsV2's Key, Size, Etag, LastModified, StorageClass
		want := map[string]any{"Key": it.Key, "Size": float64(len(body)), "Etag": `"` + hex.EncodeToString(sum[:]) + `"`, "StorageClass": "STANDARD"}
		for k, v := range want {
			if shape.Items[i][k] != v {
				t.Errorf("item %s: %s = %v, want %v", it.Key, k, shape.Items[i][k], v)
			}
		}
		if _, ok := shape.Items[i]["LastModified"].(float64); !ok {
			t.Errorf("item %s: LastModified %v, want epoch seconds", it.Key, shape.Items[i]["LastModified"])
		}
	}
}

// The environment coldstart gives admin and bulk is read by their
// configuration as the stacks' is: DynamoDB tables (not the memory store) on
// the local endpoint, every region's usage plans, the bulk machine and
// buckets, the KMS key.
func TestServicesEnvIsReadAsDeployed(t *testing.T) {
	j := bulk.Job{SourceBucket: "src", DestinationBucket: "dst"}
	awsRegions := []string{"eu-central-1", "us-east-1"}
	envs := servicesEnv("http://127.0.0.1:1", tables("http://127.0.0.1:2"), "kms-1", "arn:sm", awsRegions, apigw.DefaultPlanNames(deployment), j)
	set := func(t *testing.T, fn string) {
		for _, v := range append(slices.Clone(base.DeployedEnv), "PIIGUARD_STORE", "PIIGUARD_DEV_API_KEY", dynamo.EnvEndpoint, dynamo.EnvUsageRegions,
			apigw.EnvRegions, bulk.EnvStateMachine, bulk.EnvSourceBuckets, bulk.EnvDestinationBuckets, bulk.EnvMappingKey) {
			t.Setenv(v, "")
		}
		for _, kv := range slices.Concat(env, envs[fn]) {
			k, v, _ := strings.Cut(kv, "=")
			t.Setenv(k, v) // the last value wins, as in the process
		}
	}
	t.Run("admin", func(t *testing.T) {
		set(t, "admin")
		if base.MemorySelected() {
			t.Fatal("admin would refuse the memory store")
		}
		c := dynamo.ConfigFromEnv()
		if c.Endpoint != "http://127.0.0.1:1" || c.KeysTable != deployment+"-keys" || c.PoliciesTable != deployment+"-policies" || c.AuditTable != deployment+"-audit" || c.Region != regions.Primary().AWS {
			t.Errorf("dynamo config %+v", c)
		}
		g := apigw.ConfigFromEnv()
		if !slices.Equal(g.Regions, awsRegions) || g.Deployment != deployment || g.Endpoint != "http://127.0.0.1:1" ||
			g.PlanNames[store.PlanFree] != deployment+" Free" || g.PlanNames[store.PlanPayAsYouGo] != deployment+" Pay-as-you-go" {
			t.Errorf("apigw config %+v", g)
		}
		if os.Getenv(bulk.EnvStateMachine) != "arn:sm" || !slices.Equal(bulk.BucketsFromEnv(bulk.EnvSourceBuckets), []string{"src"}) ||
			!slices.Equal(bulk.BucketsFromEnv(bulk.EnvDestinationBuckets), []string{"dst"}) {
			t.Error("admin's bulk jobs are not configured")
		}
	})
	t.Run("bulk", func(t *testing.T) {
		set(t, "bulk")
		st, err := base.StoresFromEnv()
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := st.Usage.(*dynamo.Store); !ok {
			t.Fatalf("bulk's stores: %T, want DynamoDB", st.Usage)
		}
		c := dynamo.ConfigFromEnv()
		if c.Endpoint != "http://127.0.0.1:1" || c.UsageTable != deployment+"-usage" || c.ChargesTable != deployment+"-charges" ||
			c.TenantKeysTable != deployment+"-tenant-keys" || c.KMSKeyID != "kms-1" || !slices.Equal(c.UsageRegions, awsRegions) {
			t.Errorf("dynamo config %+v", c)
		}
		if os.Getenv(bulk.EnvMappingKey) != "kms-1" {
			t.Error("no mapping key")
		}
	})
}

// The clock counts the time some request was open once, however many
// overlap, and every request.
func TestWaitClockCountsOverlapOnce(t *testing.T) {
	backend := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(50 * time.Millisecond)
	}))
	defer backend.Close()
	c, err := newWaitClock(backend.URL)
	if err != nil {
		t.Fatal(err)
	}
	front := httptest.NewServer(c)
	defer front.Close()
	var wg sync.WaitGroup
	for range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			resp, err := http.Get(front.URL)
			if err == nil {
				resp.Body.Close()
			}
		}()
	}
	wg.Wait()
	d, n := c.take()
	if n != 3 || d < 50*time.Millisecond || d >= 140*time.Millisecond {
		t.Errorf("3 overlapping requests of 50 ms: %v over %d requests", d, n)
	}
	if d, n := c.take(); d != 0 || n != 0 {
		t.Errorf("after take: %v, %d", d, n)
	}
}

func TestFailure(t *testing.T) {
	for _, tc := range []struct {
		name    string
		res     lambdatest.Result
		failure bool
	}{
		{"posted error", lambdatest.Result{Failed: true, Payload: []byte(`{"errorMessage":"x"}`)}, true},
		{"API answer", lambdatest.Result{Payload: []byte(`{"statusCode":200,"body":"{}"}`)}, false},
		{"API error", lambdatest.Result{Payload: []byte(`{"statusCode":503,"body":"{}"}`)}, true},
		{"batch done", lambdatest.Result{Payload: []byte(`{"done":1,"failed":0,"characters":120}`)}, false},
		{"batch with a failed object", lambdatest.Result{Payload: []byte(`{"done":1,"failed":1,"characters":120}`)}, true},
		{"batch with nothing done", lambdatest.Result{Payload: []byte(`{"done":0,"failed":0,"characters":0}`)}, true},
		{"authorizer policy", lambdatest.Result{Payload: []byte(`{"principalId":"acme"}`)}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := failure(tc.res); (got != "") != tc.failure {
				t.Errorf("failure = %q, want a failure: %v", got, tc.failure)
			}
		})
	}
}

// admin and bulk answer their events against the moto_server coldstart
// starts and provisions, as `make bench-cold` runs them.
func TestAdminAndBulkAnswerOnMoto(t *testing.T) {
	rows, err := Measure(context.Background(), repoRoot, Options{Runs: 2, Only: []string{"admin", "bulk"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 {
		t.Fatalf("rows %+v", rows)
	}
	for _, r := range rows {
		if r.FailedRun != "" || len(r.Starts) != 2 || len(r.Waits) != 2 || len(r.Calls) != 2 || slices.Min(r.Calls) == 0 || r.Waits[0] <= 0 {
			t.Errorf("%s: %+v", r.Function, r)
		}
	}
}

// The services' moto_server answers once provisioned and is stopped by Close.
func TestServicesStopTheirMoto(t *testing.T) {
	ev, err := os.ReadFile(filepath.Join(repoRoot, "events", "bulk.json"))
	if err != nil {
		t.Fatal(err)
	}
	s, err := startServices(context.Background(), repoRoot, t.TempDir(), map[string][]byte{"bulk": ev})
	if err != nil {
		t.Fatal(err)
	}
	endpoint := s.moto.Endpoint
	if resp, err := http.Get(endpoint + "/moto-api/"); err != nil {
		t.Errorf("moto_server does not answer: %v", err)
	} else {
		resp.Body.Close()
	}
	if len(s.env["admin"]) == 0 || len(s.env["bulk"]) == 0 {
		t.Errorf("env %v", s.env)
	}
	s.Close()
	if resp, err := http.Get(endpoint + "/moto-api/"); err == nil {
		resp.Body.Close()
		t.Errorf("moto_server still answers at %s after Close", endpoint)
	}
}
