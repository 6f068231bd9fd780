package stack

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// definition renders a state machine's DefinitionString (an Fn::Join of
// literal parts and references) with every reference as "REF".
func definition(t *testing.T, props map[string]any) map[string]any {
	t.Helper()
	var b strings.Builder
	switch d := props["DefinitionString"].(type) {
	case string:
		b.WriteString(d)
	case map[string]any:
		parts := d["Fn::Join"].([]any)[1].([]any)
		for _, p := range parts {
			if s, ok := p.(string); ok {
				b.WriteString(s)
			} else {
				b.WriteString("REF")
			}
		}
	}
	var out map[string]any
	if err := json.Unmarshal([]byte(b.String()), &out); err != nil {
		t.Fatalf("definition: %v\n%s", err, b.String())
	}
	return out
}

func bulkMachine(t *testing.T, tp template) (map[string]any, string) {
	t.Helper()
	var found []string
	var props map[string]any
	for id, p := range tp.ofType("AWS::StepFunctions::StateMachine") {
		found = append(found, id)
		props = p
	}
	if len(found) != 1 {
		t.Fatalf("state machines %v, want one", found)
	}
	return props, found[0]
}

func TestBulkStateMachine(t *testing.T) {
	def, cust := stacks(t)
	for _, tp := range def.all {
		if n := len(tp.ofType("AWS::StepFunctions::StateMachine")); n != 0 {
			t.Errorf("without bulk buckets: %d state machines, want none", n)
		}
	}
	for i, tp := range cust.all {
		props, _ := bulkMachine(t, tp)
		if props["StateMachineName"] != "staging-bulk" {
			t.Errorf("stack %d: name %v", i, props["StateMachineName"])
		}
		if lc, _ := props["LoggingConfiguration"].(map[string]any); lc["Level"] != "ALL" || lc["IncludeExecutionData"] != false {
			t.Errorf("logging %v: want ALL without execution data (it holds job parameters)", lc)
		}
		if ec, _ := props["EncryptionConfiguration"].(map[string]any); ec["Type"] != "CUSTOMER_MANAGED_KMS_KEY" {
			t.Errorf("stack %d: execution data encryption %v: want the stack's key (job parameters may hold keys)", i, ec)
		}
		for id, k := range tp.ofType("AWS::KMS::Key") {
			if strings.HasPrefix(id, "TenantDataKeys") && strings.Contains(fmt.Sprint(k["KeyPolicy"]), "delivery.logs") {
				t.Errorf("stack %d: the tenant data keys' key grants log delivery: %v", i, k["KeyPolicy"])
			}
		}
		alarms := 0
		for _, a := range tp.ofType("AWS::CloudWatch::Alarm") {
			if dims := fmt.Sprint(a["Dimensions"]); strings.Contains(dims, "Fnbulk") {
				alarms++
			}
		}
		if alarms != 2 {
			t.Errorf("stack %d: %d alarms on the bulk function, want errors and throttles", i, alarms)
		}
		d := definition(t, props)
		states := d["States"].(map[string]any)
		choice := states[d["StartAt"].(string)].(map[string]any)
		if choice["Type"] != "Choice" {
			t.Fatalf("start state %v", choice)
		}
		readers := map[string]bool{}
		for name, s := range states {
			m := s.(map[string]any)
			if m["Type"] != "Map" {
				continue
			}
			ip := m["ItemProcessor"].(map[string]any)
			if pc := ip["ProcessorConfig"].(map[string]any); pc["Mode"] != "DISTRIBUTED" {
				t.Errorf("%s: mode %v", name, pc["Mode"])
			}
			r := m["ItemReader"].(map[string]any)
			readers[r["Resource"].(string)] = true
			params := r["Parameters"].(map[string]any)
			if params["Bucket.$"] != "$.job.source_bucket" {
				t.Errorf("%s: reader %v", name, params)
			}
			if r["Resource"] == "arn:aws:states:::s3:listObjectsV2" && params["Prefix.$"] != "$.job.source_prefix" {
				t.Errorf("%s: listing prefix %v", name, params)
			}
			b := m["ItemBatcher"].(map[string]any)
			if b["MaxItemsPerBatchPath"] != "$.job.objects_per_batch" || b["BatchInput"].(map[string]any)["job.$"] != "$.job" {
				t.Errorf("%s: batcher %v", name, b)
			}
			if m["ToleratedFailurePercentagePath"] != "$.job.tolerated_failure_percentage" || m["MaxConcurrency"] != 250.0 {
				t.Errorf("%s: tolerated failure / concurrency %v %v", name, m["ToleratedFailurePercentagePath"], m["MaxConcurrency"])
			}
			rw := m["ResultWriter"].(map[string]any)
			if rw["Resource"] != "arn:aws:states:::s3:putObject" || rw["Parameters"].(map[string]any)["Bucket.$"] != "$.job.destination_bucket" {
				t.Errorf("%s: result writer %v", name, rw)
			}
			task := ip["States"].(map[string]any)[ip["StartAt"].(string)].(map[string]any)
			if task["Resource"] != "arn:aws:states:::lambda:invoke" {
				t.Errorf("%s: task %v", name, task["Resource"])
			}
			throttle := false
			for _, r := range task["Retry"].([]any) {
				rm := r.(map[string]any)
				errs := fmt.Sprint(rm["ErrorEquals"])
				if strings.Contains(errs, "Lambda.TooManyRequestsException") && rm["BackoffRate"].(float64) >= 2 && rm["MaxAttempts"].(float64) >= 3 {
					throttle = true
				}
			}
			if !throttle {
				t.Errorf("%s: no backoff retry on throttling: %v", name, task["Retry"])
			}
		}
		if !readers["arn:aws:states:::s3:listObjectsV2"] || !readers["arn:aws:states:::s3:getObject"] {
			t.Errorf("item readers %v: want a prefix listing and a manifest", readers)
		}
	}
}

// TestBulkIAMNamesTheBuckets: every S3 right of the bulk roles is on a named
// bucket, writes on the destination only.
func TestBulkIAMNamesTheBuckets(t *testing.T) {
	_, cust := stacks(t)
	src := []string{"acme-lake-raw", "acme-tickets"}
	dst := []string{"acme-lake-clean"}
	for _, tp := range cust.all {
		s3Statements := 0
		for id, p := range tp.ofType("AWS::IAM::Policy") {
			doc := p["PolicyDocument"].(map[string]any)
			for _, st := range doc["Statement"].([]any) {
				sm := st.(map[string]any)
				acts := toStrings(sm["Action"])
				if !slices.ContainsFunc(acts, func(a string) bool { return strings.HasPrefix(a, "s3:") }) {
					continue
				}
				s3Statements++
				write := slices.ContainsFunc(acts, func(a string) bool { return a == "s3:PutObject" || a == "s3:DeleteObject" })
				for _, r := range resources(sm["Resource"]) {
					bucket := strings.SplitN(strings.TrimPrefix(r, "arn:REF:s3:::"), "/", 2)[0]
					switch {
					case !strings.HasPrefix(r, "arn:REF:s3:::"):
						t.Errorf("%s: S3 right on %q", id, r)
					case write && !slices.Contains(dst, bucket):
						t.Errorf("%s: write %v on %q, not a destination bucket", id, acts, r)
					case !slices.Contains(src, bucket) && !slices.Contains(dst, bucket):
						t.Errorf("%s: %v on unnamed bucket %q", id, acts, r)
					}
				}
			}
		}
		if s3Statements < 5 {
			t.Errorf("%d S3 statements: the function, state machine and admin roles should have them", s3Statements)
		}
	}
}

// resources renders each resource, references as REF.
func resources(v any) []string {
	var list []any
	if l, ok := v.([]any); ok {
		list = l
	} else {
		list = []any{v}
	}
	var out []string
	for _, r := range list {
		switch x := r.(type) {
		case string:
			out = append(out, x)
		case map[string]any:
			if j, ok := x["Fn::Join"].([]any); ok {
				var b strings.Builder
				for _, p := range j[1].([]any) {
					if s, ok := p.(string); ok {
						b.WriteString(s)
					} else {
						b.WriteString("REF")
					}
				}
				out = append(out, b.String())
			} else {
				out = append(out, "REF")
			}
		}
	}
	return out
}

func TestBulkConfig(t *testing.T) {
	for _, tc := range []struct {
		src, dst string
		wantErr  string
	}{
		{"", "", ""},
		{"a-raw,b-raw", "c-clean", ""},
		{"a-raw", "", "both"},
		{"", "c-clean", "both"},
		{"Not_A_Bucket", "c-clean", "not an S3 bucket name"},
	} {
		c := DefaultConfig()
		for _, b := range strings.Split(tc.src, ",") {
			if b != "" {
				c.BulkSourceBuckets = append(c.BulkSourceBuckets, b)
			}
		}
		if tc.dst != "" {
			c.BulkDestinationBuckets = []string{tc.dst}
		}
		err := c.Validate()
		if (err == nil) != (tc.wantErr == "") || (err != nil && !strings.Contains(err.Error(), tc.wantErr)) {
			t.Errorf("%q %q: %v, want %q", tc.src, tc.dst, err, tc.wantErr)
		}
		if c.Bulk() != (tc.src != "" && tc.dst != "") {
			t.Errorf("%q %q: Bulk() %v", tc.src, tc.dst, c.Bulk())
		}
	}
}
