package bulk_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sfn"

	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/bulk"
	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/store"
)

// newJobs is Jobs on a fresh state machine of moto's Step Functions, over
// env's buckets.
func newJobs(t *testing.T, e *env) *bulk.Jobs {
	t.Helper()
	ctx := context.Background()
	c, err := bulk.NewSFNClient(ctx, "us-east-1", os.Getenv("PIIGUARD_DYNAMO_ENDPOINT"))
	if err != nil {
		t.Fatal(err)
	}
	sm, err := c.CreateStateMachine(ctx, &sfn.CreateStateMachineInput{Name: aws.String(e.src + "-bulk"),
		RoleArn:    aws.String("arn:aws:iam::123456789012:role/bulk"),
		Definition: aws.String(`{"StartAt":"P","States":{"P":{"Type":"Pass","End":true}}}`)})
	if err != nil {
		t.Fatal(err)
	}
	return &bulk.Jobs{SFN: c, S3: e.s3, StateMachine: aws.ToString(sm.StateMachineArn),
		Sources: []string{e.src, e.dst}, Destinations: []string{e.dst},
		CheckParams: bulk.ParamsChecker(e.st, app.NewFaker)}
}

func TestStartRefusesBadJobs(t *testing.T) {
	e := newEnv(t)
	js := newJobs(t, e)
	if err := e.st.PutPolicy(context.Background(), "t1", policy.Policy{Name: "contacts", Threshold: 0.5, Types: []string{"EMAIL_ADDRESS"}}); err != nil {
		t.Fatal(err)
	}
	ok := bulk.StartRequest{Operation: "redact", Format: "jsonl", SourceBucket: e.src, SourcePrefix: "in/",
		DestinationBucket: e.dst, DestinationPrefix: "out/", Params: json.RawMessage(`{"policy":"contacts"}`)}
	for _, tc := range []struct {
		name   string
		change func(*bulk.StartRequest)
		want   string
	}{
		{"destination equal to source", func(r *bulk.StartRequest) { r.SourceBucket, r.SourcePrefix, r.DestinationPrefix = e.dst, "x/", "x/" }, "overlaps the source"},
		{"destination inside source", func(r *bulk.StartRequest) { r.SourceBucket, r.SourcePrefix, r.DestinationPrefix = e.dst, "", "clean/" }, "overlaps the source"},
		{"source lists the jobs' files", func(r *bulk.StartRequest) { r.SourceBucket, r.SourcePrefix, r.DestinationPrefix = e.dst, "_", "out/" }, "_piiguard"},
		{"manifest in the destination", func(r *bulk.StartRequest) {
			r.SourceBucket, r.SourcePrefix, r.DestinationPrefix, r.Manifest = e.dst, "in/", "out/", "out/list.json"
		}, "manifest"},
		{"source not named at deploy", func(r *bulk.StartRequest) { r.SourceBucket = "elsewhere" }, "bulkSourceBuckets"},
		{"destination not named at deploy", func(r *bulk.StartRequest) { r.DestinationBucket = e.src }, "bulkDestinationBuckets"},
		{"unknown operation", func(r *bulk.StartRequest) { r.Operation = "detokenize" }, "operation must be one of"},
		{"unknown format", func(r *bulk.StartRequest) { r.Format = "xml" }, "format"},
		{"fields on text", func(r *bulk.StartRequest) { r.Format, r.Fields = "text", []string{"a"} }, "fields"},
		{"unknown policy", func(r *bulk.StartRequest) { r.Params = json.RawMessage(`{"policy":"nope"}`) }, "unknown policy"},
		{"bad parameter", func(r *bulk.StartRequest) {
			r.Operation, r.Params = "hash", json.RawMessage(`{"hash_type":"crc"}`)
		}, "hash_type"},
		{"text in params", func(r *bulk.StartRequest) { r.Params = json.RawMessage(`{"text":"x"}`) }, "text"},
		{"bad id", func(r *bulk.StartRequest) { r.ID = "a/b" }, "id"},
		{"tolerance over 100", func(r *bulk.StartRequest) { v := 101.0; r.ToleratedFailurePercentage = &v }, "tolerated"},
		{"batch too large", func(r *bulk.StartRequest) { r.ObjectsPerBatch = 1001 }, "objects_per_batch"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := ok
			tc.change(&r)
			_, err := js.Start(context.Background(), "t1", r)
			if !errors.Is(err, bulk.ErrInvalid) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("%v, want ErrInvalid with %q", err, tc.want)
			}
		})
	}
	started, err := js.Start(context.Background(), "t1", ok)
	if err != nil {
		t.Fatal(err)
	}
	if started.Job.ToleratedFailurePercentage != bulk.DefaultToleratedFailurePercentage || started.Job.Plan != store.PlanFree || started.Job.ObjectsPerBatch != bulk.DefaultObjectsPerBatch || started.ExecutionArn == "" {
		t.Fatalf("%+v", started)
	}
	// Step Functions takes the same start twice (a retried call) as one
	again, err := js.Start(context.Background(), "t1", bulk.StartRequest{ID: started.Job.ID, Operation: ok.Operation, Format: ok.Format,
		SourceBucket: ok.SourceBucket, SourcePrefix: ok.SourcePrefix, DestinationBucket: ok.DestinationBucket,
		DestinationPrefix: ok.DestinationPrefix, Params: ok.Params})
	if err != nil || again.ExecutionArn != started.ExecutionArn {
		t.Fatalf("the same job again: %v %v", err, again.ExecutionArn)
	}
	// and refuses the id for another job
	other := ok
	other.ID, other.SourcePrefix = started.Job.ID, "in2/"
	if _, err := js.Start(context.Background(), "t1", other); !errors.Is(err, bulk.ErrExists) {
		t.Fatalf("another job with the id: %v", err)
	}
}

func TestStatusAggregatesSummaries(t *testing.T) {
	e := newEnv(t)
	js := newJobs(t, e)
	ctx := context.Background()
	started, err := js.Start(ctx, "t1", bulk.StartRequest{ID: "tickets-2025", Operation: "redact", Format: "text",
		SourceBucket: e.src, SourcePrefix: "in/", DestinationBucket: e.dst, DestinationPrefix: "out/"})
	if err != nil {
		t.Fatal(err)
	}
	// what the state machine would do: the handler on the listed objects
	e.put(t, "in/1.txt", []byte("mail "+email+"\n"))
	e.put(t, "in/2.txt", []byte("a "+email+" b bob@example.org\n\xff\n"))
	e.run(t, started.Job, "in/1.txt", "in/2.txt", "in/gone.txt")

	st, err := js.Status(ctx, "t1", "tickets-2025")
	if err != nil {
		t.Fatal(err)
	}
	if st.Done != 2 || st.Failed != 1 || st.Entities["EMAIL_ADDRESS"] != 3 || st.BadLines != 1 || st.Lines != 3 ||
		st.Characters != int64(len("mail "+email)+len("a "+email+" b bob@example.org")) || st.State == "" || st.Partial {
		t.Fatalf("%+v", st)
	}
	if len(st.Failures) != 1 || st.Failures[0].Key != "in/gone.txt" || !strings.Contains(st.Failures[0].Error, "NoSuchKey") {
		t.Fatalf("failures %+v", st.Failures)
	}
	if _, err := js.Status(ctx, "t2", "tickets-2025"); !errors.Is(err, bulk.ErrNotFound) {
		t.Fatalf("another tenant: %v", err)
	}
	if _, err := js.Status(ctx, "t1", "nope"); !errors.Is(err, bulk.ErrNotFound) {
		t.Fatalf("unknown job: %v", err)
	}
}
