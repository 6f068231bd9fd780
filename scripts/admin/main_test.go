package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/apigateway"
	"github.com/aws/aws-sdk-go-v2/service/s3"

	"github.com/piiguard/piiguard/shared/admin/apigw"
	"github.com/piiguard/piiguard/shared/bulk"
	"github.com/piiguard/piiguard/shared/bulk/bulktest"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/dynamo"
)

// TestCommandsOnDynamo runs the commands against moto_server tables; without
// PIIGUARD_DYNAMO_ENDPOINT it fails, as `make test` must provide the server.
func TestCommandsOnDynamo(t *testing.T) {
	if os.Getenv(dynamo.EnvEndpoint) == "" {
		t.Fatalf("%s is not set: run these tests through `make test`, which starts moto_server", dynamo.EnvEndpoint)
	}
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	suffix := hex.EncodeToString(b)
	for _, env := range []string{dynamo.EnvKeysTable, dynamo.EnvUsageTable, dynamo.EnvAuditTable, dynamo.EnvPoliciesTable, dynamo.EnvTenantKeysTable} {
		t.Setenv(env, strings.ToLower(env[len("PIIGUARD_TABLE_"):])+"-"+suffix)
	}
	ctx := context.Background()
	do := func(args ...string) string {
		t.Helper()
		var out, errOut bytes.Buffer
		if err := run(ctx, args, &out, &errOut); err != nil {
			t.Fatalf("%v: %v (%s)", args, err, errOut.String())
		}
		return out.String()
	}
	out := do("create-key", "-create-tables", "-tenant", "acme", "-name", "prod", "-plan", "payg")
	m := regexp.MustCompile(`key id: (\S+)\nsecret: (pg_[0-9A-Za-z]{40})\n`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("create-key output %q", out)
	}
	var keys []store.APIKey
	list := do("list-keys", "-tenant", "acme")
	if err := json.Unmarshal([]byte(list), &keys); err != nil || len(keys) != 1 || keys[0].ID != m[1] || strings.Contains(list, m[2]) {
		t.Fatalf("list-keys %q: %v", list, err)
	}
	do("revoke-key", "-tenant", "acme", "-id", m[1])
	st, err := dynamo.FromEnv(ctx)
	if err != nil {
		t.Fatal(err)
	}
	k, err := st.KeyByHash(ctx, store.HashKey(m[2]))
	if err != nil || k.RevokedAt == nil {
		t.Fatalf("after revoke-key: %+v, %v", k, err)
	}
	// create-key made the tenant's consistent-token secret (global table)
	if sec, err := st.TokenSecret(ctx, "acme"); err != nil || len(sec) != 32 {
		t.Fatalf("token secret after create-key: %v", err)
	}
	do("put-policy", "-tenant", "acme", "-name", "cards", "-threshold", "0.6", "-types", "CREDIT_CARD,CVV")
	if got := do("list-policies", "-tenant", "acme"); !strings.Contains(got, `"name": "cards"`) {
		t.Fatalf("list-policies %q", got)
	}
	do("delete-policy", "-tenant", "acme", "-name", "cards")
	if got := do("list-policies", "-tenant", "acme"); strings.TrimSpace(got) != "null" {
		t.Fatalf("after delete %q", got)
	}
	// recognizers and allow lists, attached to a policy
	dir := t.TempDir()
	rec, list, pol := dir+"/r.json", dir+"/a.json", dir+"/p.json"
	for f, body := range map[string]string{
		rec:  `{"name":"emp","entity_type":"EMPLOYEE_ID","patterns":[{"regex":"EMP-\\d{6}","score":0.8}]}`,
		list: `{"name":"staff","entries":["Jane Doe"]}`,
		pol:  `{"name":"hr","threshold":0.5,"recognizers":["emp"],"allow_lists":["staff"]}`,
	} {
		if err := os.WriteFile(f, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	do("put-recognizer", "-tenant", "acme", "-file", rec)
	do("put-allow-list", "-tenant", "acme", "-file", list)
	do("put-policy", "-tenant", "acme", "-file", pol)
	if got := do("list-recognizers", "-tenant", "acme"); !strings.Contains(got, `"entity_type": "EMPLOYEE_ID"`) {
		t.Fatalf("list-recognizers %q", got)
	}
	if got := do("list-allow-lists", "-tenant", "acme"); !strings.Contains(got, `"Jane Doe"`) {
		t.Fatalf("list-allow-lists %q", got)
	}
	if got := do("list-policies", "-tenant", "acme"); !strings.Contains(got, `"recognizers": [`) || strings.Contains(got, "EMPLOYEE_ID") {
		t.Fatalf("list-policies %q", got)
	}
	if err := run(ctx, []string{"delete-recognizer", "-tenant", "acme", "-name", "emp"}, &bytes.Buffer{}, &bytes.Buffer{}); err == nil {
		t.Error("deleted a recognizer a policy names")
	}
	do("delete-policy", "-tenant", "acme", "-name", "hr")
	do("delete-recognizer", "-tenant", "acme", "-name", "emp")
	do("delete-allow-list", "-tenant", "acme", "-name", "staff")
	if got := do("list-recognizers", "-tenant", "acme"); strings.TrimSpace(got) != "null" {
		t.Fatalf("after delete %q", got)
	}
	if got := do("export-audit", "-tenant", "acme", "-from", "2026-11-01T00:00:00Z", "-to", "2026-12-01T00:00:00Z", "-format", "csv"); !strings.HasPrefix(got, "request_id,time,") {
		t.Fatalf("export %q", got)
	}
	var errOut bytes.Buffer
	for _, bad := range [][]string{{"frobnicate"}, {"revoke-key", "-tenant", "acme", "-id", "key_nope"}, {"export-audit", "-tenant", "acme", "-from", "x"}} {
		if err := run(ctx, bad, &bytes.Buffer{}, &errOut); err == nil {
			t.Errorf("%v succeeded", bad)
		}
	}
}

// TestUsagePlanCommands: with PIIGUARD_API_REGIONS set, create-key,
// change-plan, revoke-key and sync-usage-keys keep each key's API Gateway API
// key in its plan's usage plan in every region (moto_server's API Gateway).
func TestUsagePlanCommands(t *testing.T) {
	if os.Getenv(dynamo.EnvEndpoint) == "" {
		t.Fatalf("%s is not set: run these tests through `make test`, which starts moto_server", dynamo.EnvEndpoint)
	}
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	suffix := hex.EncodeToString(b)
	for _, env := range []string{dynamo.EnvKeysTable, dynamo.EnvUsageTable, dynamo.EnvAuditTable, dynamo.EnvPoliciesTable, dynamo.EnvTenantKeysTable} {
		t.Setenv(env, strings.ToLower(env[len("PIIGUARD_TABLE_"):])+"-"+suffix)
	}
	names := apigw.DefaultPlanNames("cli-" + suffix)
	t.Setenv(apigw.EnvRegions, "eu-central-1,us-east-1")
	t.Setenv(apigw.EnvPlanFree, names[store.PlanFree])
	t.Setenv(apigw.EnvPlanPAYG, names[store.PlanPayAsYouGo])
	ctx := context.Background()
	gws, err := apigw.FromEnv(ctx)
	if err != nil || len(gws) != 2 {
		t.Fatalf("gateways %v, %v", gws, err)
	}
	planOf := map[string]store.Plan{} // usage plan id -> plan
	for _, g := range gws {
		for plan, name := range names {
			p, err := g.(*apigw.Gateway).Client().CreateUsagePlan(ctx, &apigateway.CreateUsagePlanInput{Name: aws.String(name)})
			if err != nil {
				t.Fatal(err)
			}
			planOf[aws.ToString(p.Id)] = plan
		}
	}
	// plans lists, per region, the plans holding the API key named keyID.
	plans := func(keyID string) []string {
		var out []string
		for _, g := range gws {
			c := g.(*apigw.Gateway).Client()
			keys, err := c.GetApiKeys(ctx, &apigateway.GetApiKeysInput{NameQuery: aws.String(keyID)})
			if err != nil {
				t.Fatal(err)
			}
			if len(keys.Items) == 0 {
				out = append(out, g.Region()+":none")
				continue
			}
			ups, err := c.GetUsagePlans(ctx, &apigateway.GetUsagePlansInput{KeyId: keys.Items[0].Id})
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range ups.Items {
				if plan, ours := planOf[aws.ToString(p.Id)]; ours {
					out = append(out, g.Region()+":"+string(plan))
				}
			}
		}
		return out
	}
	do := func(args ...string) string {
		t.Helper()
		var out, errOut bytes.Buffer
		if err := run(ctx, args, &out, &errOut); err != nil {
			t.Fatalf("%v: %v (%s)", args, err, errOut.String())
		}
		return out.String()
	}
	out := do("create-key", "-create-tables", "-tenant", "acme", "-name", "prod")
	m := regexp.MustCompile(`key id: (\S+)\n`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("create-key output %q", out)
	}
	if got := strings.Join(plans(m[1]), " "); got != "eu-central-1:free us-east-1:free" {
		t.Fatalf("after create-key: %s", got)
	}
	if got := do("change-plan", "-tenant", "acme", "-id", m[1], "-plan", "payg"); !strings.Contains(got, `"plan": "payg"`) {
		t.Fatalf("change-plan %q", got)
	}
	if got := strings.Join(plans(m[1]), " "); got != "eu-central-1:payg us-east-1:payg" {
		t.Fatalf("after change-plan: %s", got)
	}
	do("revoke-key", "-tenant", "acme", "-id", m[1])
	if got := strings.Join(plans(m[1]), " "); got != "eu-central-1:none us-east-1:none" {
		t.Fatalf("after revoke-key: %s", got)
	}
	if got := do("sync-usage-keys", "-tenant", "acme"); !strings.Contains(got, `"detached": 1`) {
		t.Fatalf("sync-usage-keys %q", got)
	}
	if err := run(ctx, []string{"change-plan", "-tenant", "acme", "-id", m[1], "-plan", "free"}, &bytes.Buffer{}, &bytes.Buffer{}); err == nil {
		t.Fatal("change-plan of a revoked key succeeded")
	}
}

// TestExportAuditRange: export-audit returns the tenant's records with
// from <= time < to, oldest first, as CSV or JSON lines, from the tables.
func TestExportAuditRange(t *testing.T) {
	if os.Getenv(dynamo.EnvEndpoint) == "" {
		t.Fatalf("%s is not set: run these tests through `make test`, which starts moto_server", dynamo.EnvEndpoint)
	}
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	suffix := hex.EncodeToString(b)
	for _, env := range []string{dynamo.EnvKeysTable, dynamo.EnvUsageTable, dynamo.EnvAuditTable, dynamo.EnvPoliciesTable, dynamo.EnvTenantKeysTable} {
		t.Setenv(env, strings.ToLower(env[len("PIIGUARD_TABLE_"):])+"-"+suffix)
	}
	ctx := context.Background()
	st, err := dynamo.FromEnv(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.CreateTables(ctx); err != nil {
		t.Fatal(err)
	}
	t0 := time.Date(2026, 11, 3, 10, 0, 0, 0, time.UTC)
	for i, r := range []struct{ id, tenant string }{{"r0", "acme"}, {"r1", "acme"}, {"r2", "acme"}, {"g1", "globex"}} {
		if err := st.WriteAudit(ctx, store.AuditRecord{RequestID: r.id, TenantID: r.tenant, KeyID: "k1", Time: t0.Add(time.Duration(i) * time.Hour),
			Region: "eu-central-1", Operation: "detect", Method: "POST", Entities: map[string]int{"PERSON": 1}, Characters: 12, Status: 200}); err != nil {
			t.Fatal(err)
		}
	}
	export := func(format string) string {
		var out, errOut bytes.Buffer
		if err := run(ctx, []string{"export-audit", "-tenant", "acme", "-from", "2026-11-03T11:00:00Z", "-to", "2026-11-03T12:00:00.000000001Z", "-format", format}, &out, &errOut); err != nil {
			t.Fatalf("%s: %v (%s)", format, err, errOut.String())
		}
		return out.String()
	}
	lines := strings.Split(strings.TrimSpace(export("jsonl")), "\n")
	var ids []string
	for _, l := range lines {
		var r store.AuditRecord
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("line %q: %v", l, err)
		}
		ids = append(ids, r.RequestID)
	}
	if strings.Join(ids, ",") != "r1,r2" {
		t.Fatalf("jsonl records %v, want r1,r2 (r0 before from, globex another tenant)", ids)
	}
	csv := strings.Split(strings.TrimSpace(export("csv")), "\n")
	if len(csv) != 3 || !strings.HasPrefix(csv[0], "request_id,time,tenant_id") || !strings.HasPrefix(csv[1], "r1,2026-11-03T11:00:00Z,acme,k1,eu-central-1,detect,POST,,PERSON=1,12,200") {
		t.Fatalf("csv %q", csv)
	}
}

// TestJobCommands runs start-job and job-status on moto_server's S3 and Step
// Functions.
func TestJobCommands(t *testing.T) {
	endpoint := os.Getenv(dynamo.EnvEndpoint)
	if endpoint == "" {
		t.Fatalf("%s is not set: run these tests through `make test`, which starts moto_server", dynamo.EnvEndpoint)
	}
	ctx := context.Background()
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	suffix := hex.EncodeToString(b)
	for _, env := range []string{dynamo.EnvKeysTable, dynamo.EnvUsageTable, dynamo.EnvAuditTable, dynamo.EnvPoliciesTable, dynamo.EnvTenantKeysTable} {
		t.Setenv(env, strings.ToLower(env[len("PIIGUARD_TABLE_"):])+"-jobs-"+suffix)
	}
	t.Setenv("AWS_REGION", "us-east-1")
	f := bulktest.New(t, endpoint, "cli-"+suffix)
	s3c, src, dst := f.S3, f.Source, f.Destination
	t.Setenv(bulk.EnvStateMachine, f.StateMachine)
	t.Setenv(bulk.EnvSourceBuckets, src)
	t.Setenv(bulk.EnvDestinationBuckets, dst)
	file := t.TempDir() + "/job.json"
	write := func(body string) {
		if err := os.WriteFile(file, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	var out, errOut bytes.Buffer
	// tables first (the job's policy is looked up in them)
	if err := run(ctx, []string{"list-keys", "-create-tables", "-tenant", "acme"}, &out, &errOut); err != nil {
		t.Fatal(err, errOut.String())
	}
	write(`{"id":"same","operation":"redact","format":"text","source_bucket":"` + dst + `","destination_bucket":"` + dst + `"}`)
	if err := run(ctx, []string{"start-job", "-tenant", "acme", "-file", file}, &out, &errOut); err == nil || !strings.Contains(err.Error(), "source_bucket") {
		t.Fatalf("a source not named at deploy: %v", err)
	}
	write(`{"id":"tickets","operation":"tokenize","format":"jsonl","fields":["body"],"source_bucket":"` + src + `","source_prefix":"2025/","destination_bucket":"` + dst + `","destination_prefix":"clean/2025/"}`)
	out.Reset()
	if err := run(ctx, []string{"start-job", "-tenant", "acme", "-file", file}, &out, &errOut); err != nil {
		t.Fatal(err, errOut.String())
	}
	var started bulk.Started
	if err := json.Unmarshal(out.Bytes(), &started); err != nil || started.Job.ID != "tickets" || started.ExecutionArn == "" {
		t.Fatalf("start-job %s: %v", out.String(), err)
	}
	summary, _ := json.Marshal(bulk.Summary{JobID: "tickets", Key: "2025/a.jsonl", Status: "done",
		Stats: bulk.Stats{Lines: 4, Characters: 120, Entities: map[string]int{"EMAIL_ADDRESS": 3}}})
	if _, err := s3c.PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String(dst), Key: aws.String(started.Job.SummaryKey("2025/a.jsonl")), Body: bytes.NewReader(summary)}); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := run(ctx, []string{"job-status", "-tenant", "acme", "-id", "tickets"}, &out, &errOut); err != nil {
		t.Fatal(err, errOut.String())
	}
	var st bulk.Status
	if err := json.Unmarshal(out.Bytes(), &st); err != nil || st.Done != 1 || st.Characters != 120 || st.Entities["EMAIL_ADDRESS"] != 3 || st.State == "" {
		t.Fatalf("job-status %s: %v", out.String(), err)
	}
	if err := run(ctx, []string{"job-status", "-tenant", "other", "-id", "tickets"}, &out, &errOut); err == nil {
		t.Fatal("another tenant read the job")
	}
}
