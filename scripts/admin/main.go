// Command admin manages tenants from a shell:
//
//	admin create-key   -tenant T -name N [-plan free|payg]   prints the secret once
//	admin list-keys    -tenant T
//	admin revoke-key   -tenant T -id KEY_ID
//	admin change-plan  -tenant T -id KEY_ID -plan free|payg
//	admin sync-usage-keys -tenant T   repair the keys' API Gateway API keys
//	admin put-policy   -tenant T -file policy.json   (or -name N -threshold X -types A,B)
//	admin list-policies  -tenant T
//	admin delete-policy  -tenant T -name N
//	admin put-recognizer -tenant T -file recognizer.json   ({"name","entity_type","patterns",...})
//	admin list-recognizers  -tenant T
//	admin delete-recognizer -tenant T -name N
//	admin put-allow-list -tenant T -file list.json   ({"name","entries","match"})
//	admin list-allow-lists  -tenant T
//	admin delete-allow-list -tenant T -name N
//	admin export-audit -tenant T -from RFC3339 -to RFC3339 [-format csv|jsonl]
//	admin start-job    -tenant T -file job.json   ('-' for stdin; README "Bulk jobs")
//	admin job-status   -tenant T -id JOB_ID
//
// With PIIGUARD_DYNAMO_ENDPOINT or PIIGUARD_TABLE_KEYS set it works on those
// DynamoDB tables (AWS credentials from the usual chain; -create-tables makes
// them on a local moto_server). Otherwise it runs on an in-memory store that
// is gone when the command exits: a demo of the commands only.
//
// With PIIGUARD_API_REGIONS set (e.g. "eu-central-1,us-east-1") every key
// also gets an API Gateway API key in each region's usage plan for its plan
// (plans found by the names in PIIGUARD_USAGE_PLAN_FREE / _PAYG, default
// "piiguard Free" / "piiguard Pay-as-you-go", and tagged with the deployment
// in PIIGUARD_DEPLOYMENT, default "piiguard"); without it keys work with the
// local server only, and in AWS only after sync-usage-keys.
//
// start-job and job-status need PIIGUARD_BULK_STATE_MACHINE (the stack's
// BulkStateMachineArn output), PIIGUARD_BULK_SOURCE_BUCKETS and
// PIIGUARD_BULK_DESTINATION_BUCKETS (as deployed) and AWS_REGION.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/piiguard/piiguard/shared/admin"
	"github.com/piiguard/piiguard/shared/admin/apigw"
	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/bulk"
	"github.com/piiguard/piiguard/shared/detect/custom"
	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/dynamo"
	"github.com/piiguard/piiguard/shared/store/memory"
)

func main() {
	if err := run(context.Background(), os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "admin:", err)
		os.Exit(1)
	}
}

const usage = "usage: admin create-key|list-keys|revoke-key|change-plan|sync-usage-keys|put-policy|list-policies|delete-policy|put-recognizer|list-recognizers|delete-recognizer|put-allow-list|list-allow-lists|delete-allow-list|export-audit|start-job|job-status [flags] (-h for flags)"

// openService picks the store from the environment.
func openService(ctx context.Context, createTables bool, stderr io.Writer) (*admin.Service, error) {
	if os.Getenv(dynamo.EnvEndpoint) == "" && os.Getenv(dynamo.EnvKeysTable) == "" {
		fmt.Fprintln(stderr, "admin: no DynamoDB configured; using an in-memory store that is discarded on exit")
		m := memory.New()
		jobs, err := bulk.JobsFromEnv(ctx, os.Getenv("AWS_REGION"), "", m, app.NewFaker)
		if err != nil {
			return nil, err
		}
		return &admin.Service{Keys: m, Policies: m, Audit: m, Jobs: jobs}, nil
	}
	st, err := dynamo.FromEnv(ctx)
	if err != nil {
		return nil, err
	}
	if createTables {
		if err := st.CreateTables(ctx); err != nil {
			return nil, err
		}
	}
	plans, err := apigw.FromEnv(ctx)
	if err != nil {
		return nil, err
	}
	if len(plans) == 0 {
		fmt.Fprintf(stderr, "admin: %s is not set; API Gateway usage plans are left alone\n", apigw.EnvRegions)
	}
	jobs, err := bulk.JobsFromEnv(ctx, os.Getenv("AWS_REGION"), os.Getenv(dynamo.EnvEndpoint), st, app.NewFaker)
	if err != nil {
		return nil, err
	}
	return &admin.Service{Keys: st, Policies: st, Audit: st, UsagePlans: plans, Jobs: jobs}, nil
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return errors.New(usage)
	}
	cmd := args[0]
	fs := flag.NewFlagSet(cmd, flag.ContinueOnError)
	fs.SetOutput(stderr)
	tenant := fs.String("tenant", "", "tenant id")
	name := fs.String("name", "", "key or policy name")
	plan := fs.String("plan", "", "plan: free or payg (create-key default: free)")
	id := fs.String("id", "", "key id (job-status: job id)")
	file := fs.String("file", "", "policy, recognizer, allow-list or job JSON file ('-' for stdin)")
	threshold := fs.Float64("threshold", policy.DefaultThreshold, "policy score threshold")
	types := fs.String("types", "", "policy entity types, comma-separated (empty: every type)")
	from := fs.String("from", "", "export start, RFC 3339 (inclusive)")
	to := fs.String("to", "", "export end, RFC 3339 (exclusive)")
	format := fs.String("format", admin.FormatJSONL, "export format: csv or jsonl")
	createTables := fs.Bool("create-tables", false, "create the tables first (local moto_server only)")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	svc, err := openService(ctx, *createTables, stderr)
	if err != nil {
		return err
	}
	out := json.NewEncoder(stdout)
	out.SetIndent("", "  ")

	switch cmd {
	case "create-key":
		k, secret, err := svc.CreateKey(ctx, *tenant, *name, store.Plan(*plan))
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "key id: %s\nsecret: %s\n", k.ID, secret)
		fmt.Fprintln(stderr, "admin: store the secret now: it is not kept and cannot be shown again")
		return nil
	case "list-keys":
		keys, err := svc.ListKeys(ctx, *tenant)
		if err != nil {
			return err
		}
		return out.Encode(keys)
	case "revoke-key":
		return svc.RevokeKey(ctx, *tenant, *id)
	case "change-plan":
		k, err := svc.ChangePlan(ctx, *tenant, *id, store.Plan(*plan))
		if err != nil {
			return err
		}
		return out.Encode(k)
	case "sync-usage-keys":
		rep, err := svc.SyncUsageKeys(ctx, *tenant)
		if err != nil {
			return err
		}
		return out.Encode(rep)
	case "put-policy":
		p, err := readPolicy(*file, *name, *threshold, *types)
		if err != nil {
			return err
		}
		return svc.PutPolicy(ctx, *tenant, p)
	case "list-policies":
		ps, err := svc.ListPolicies(ctx, *tenant)
		if err != nil {
			return err
		}
		return out.Encode(ps)
	case "delete-policy":
		return svc.DeletePolicy(ctx, *tenant, *name)
	case "put-recognizer":
		var r custom.Spec
		if err := readJSON(*file, &r); err != nil {
			return err
		}
		return svc.PutRecognizer(ctx, *tenant, r)
	case "list-recognizers":
		rs, err := svc.ListRecognizers(ctx, *tenant)
		if err != nil {
			return err
		}
		return out.Encode(rs)
	case "delete-recognizer":
		return svc.DeleteRecognizer(ctx, *tenant, *name)
	case "put-allow-list":
		var a custom.AllowList
		if err := readJSON(*file, &a); err != nil {
			return err
		}
		return svc.PutAllowList(ctx, *tenant, a)
	case "list-allow-lists":
		ls, err := svc.ListAllowLists(ctx, *tenant)
		if err != nil {
			return err
		}
		return out.Encode(ls)
	case "delete-allow-list":
		return svc.DeleteAllowList(ctx, *tenant, *name)
	case "export-audit":
		f, err1 := time.Parse(time.RFC3339Nano, *from)
		t, err2 := time.Parse(time.RFC3339Nano, *to)
		if err1 != nil || err2 != nil {
			return errors.New("-from and -to must be RFC 3339 times, e.g. 2026-11-01T00:00:00Z")
		}
		return svc.ExportAudit(ctx, stdout, *tenant, f, t, *format)
	case "start-job", "job-status":
		if svc.Jobs == nil {
			return fmt.Errorf("%s is not set: name the stack's BulkStateMachineArn output", bulk.EnvStateMachine)
		}
		if cmd == "job-status" {
			st, err := svc.Jobs.Status(ctx, *tenant, *id)
			if err != nil {
				return err
			}
			return out.Encode(st)
		}
		req, err := readJob(*file)
		if err != nil {
			return err
		}
		started, err := svc.Jobs.Start(ctx, *tenant, req)
		if err != nil {
			return err
		}
		started.Job.Params = nil
		return out.Encode(started)
	}
	return fmt.Errorf("unknown command %q; %s", cmd, usage)
}

func readJob(file string) (bulk.StartRequest, error) {
	var b []byte
	var err error
	switch file {
	case "":
		return bulk.StartRequest{}, errors.New("-file names the job JSON (README \"Bulk jobs\")")
	case "-":
		b, err = io.ReadAll(os.Stdin)
	default:
		b, err = os.ReadFile(file)
	}
	if err != nil {
		return bulk.StartRequest{}, err
	}
	var r bulk.StartRequest
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return bulk.StartRequest{}, fmt.Errorf("job file is not job JSON: %w", err)
	}
	return r, nil
}

func readPolicy(file, name string, threshold float64, types string) (policy.Policy, error) {
	if file == "" {
		p := policy.Policy{Name: name, Threshold: threshold}
		if types != "" {
			p.Types = strings.Split(types, ",")
		}
		return p, nil
	}
	b, err := readInput(file)
	if err != nil {
		return policy.Policy{}, err
	}
	var p policy.Policy
	if err := json.Unmarshal(b, &p); err != nil {
		return policy.Policy{}, fmt.Errorf("policy file is not policy JSON: %w", err)
	}
	return p, nil
}

// readJSON decodes a recognizer or allow list from file ('-': stdin).
func readJSON(file string, v any) error {
	if file == "" {
		return errors.New("-file is required (a JSON document, '-' for stdin)")
	}
	b, err := readInput(file)
	if err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%s is not the expected JSON: %w", file, err)
	}
	return nil
}

// readInput reads file, '-' meaning stdin.
func readInput(file string) ([]byte, error) {
	if file == "-" {
		return io.ReadAll(os.Stdin)
	}
	return os.ReadFile(file)
}
