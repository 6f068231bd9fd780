package bulk

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/sfn"
	sfntypes "github.com/aws/aws-sdk-go-v2/service/sfn/types"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/internal/awsconf"
	"github.com/piiguard/piiguard/shared/store"
)

// ErrNotFound: no such job for the tenant.
var ErrNotFound = errors.New("no such job")

// ErrExists: a job with that id was started before.
var ErrExists = errors.New("a job with this id exists")

// DefaultToleratedFailurePercentage is a job's when the request names none.
const DefaultToleratedFailurePercentage = 5

// MaxSummariesRead bounds the summaries one status call aggregates; a
// larger job's status says partial (the Map Run's counts are complete).
const MaxSummariesRead = 10_000

// SFN is the part of the Step Functions API jobs use.
type SFN interface {
	StartExecution(context.Context, *sfn.StartExecutionInput, ...func(*sfn.Options)) (*sfn.StartExecutionOutput, error)
	DescribeExecution(context.Context, *sfn.DescribeExecutionInput, ...func(*sfn.Options)) (*sfn.DescribeExecutionOutput, error)
	ListMapRuns(context.Context, *sfn.ListMapRunsInput, ...func(*sfn.Options)) (*sfn.ListMapRunsOutput, error)
	DescribeMapRun(context.Context, *sfn.DescribeMapRunInput, ...func(*sfn.Options)) (*sfn.DescribeMapRunOutput, error)
}

// Jobs starts and watches jobs on one region's state machine.
type Jobs struct {
	SFN          SFN
	S3           S3
	StateMachine string // ARN
	Sources      []string
	Destinations []string
	// CheckParams validates an operation's parameters as the API does
	// (api.Server.PrepareText); a 4xx's detail is returned wrapped in ErrInvalid.
	CheckParams func(ctx context.Context, tenant, op string, params []byte) error
}

// StartRequest is the body of POST .../jobs (Job without what the service sets).
type StartRequest struct {
	ID                         string          `json:"id"`
	Plan                       store.Plan      `json:"plan"`
	Operation                  string          `json:"operation"`
	Params                     json.RawMessage `json:"params"`
	Format                     string          `json:"format"`
	Fields                     []string        `json:"fields"`
	SourceBucket               string          `json:"source_bucket"`
	SourcePrefix               string          `json:"source_prefix"`
	Manifest                   string          `json:"manifest"`
	DestinationBucket          string          `json:"destination_bucket"`
	DestinationPrefix          string          `json:"destination_prefix"`
	ToleratedFailurePercentage *float64        `json:"tolerated_failure_percentage"`
	ObjectsPerBatch            int             `json:"objects_per_batch"`
}

// Started is the answer to a start.
type Started struct {
	Job          Job    `json:"job"`
	ExecutionArn string `json:"execution_arn"`
}

func newID() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return time.Now().UTC().Format("20060102T150405") + "-" + hex.EncodeToString(b)
}

// Start validates the job and starts its execution (named by the job id).
func (js *Jobs) Start(ctx context.Context, tenant string, r StartRequest) (Started, error) {
	j := Job{ID: r.ID, Tenant: tenant, Plan: r.Plan, Operation: r.Operation, Params: r.Params, Format: r.Format,
		Fields: r.Fields, SourceBucket: r.SourceBucket, SourcePrefix: r.SourcePrefix, Manifest: r.Manifest,
		DestinationBucket: r.DestinationBucket, DestinationPrefix: r.DestinationPrefix,
		ToleratedFailurePercentage: DefaultToleratedFailurePercentage}
	if j.ID == "" {
		j.ID = newID()
	}
	if j.Plan == "" {
		j.Plan = store.PlanFree
	}
	if j.ObjectsPerBatch = r.ObjectsPerBatch; j.ObjectsPerBatch == 0 {
		j.ObjectsPerBatch = DefaultObjectsPerBatch
	}
	if r.ToleratedFailurePercentage != nil {
		j.ToleratedFailurePercentage = *r.ToleratedFailurePercentage
	}
	if err := j.Validate(js.Sources, js.Destinations); err != nil {
		return Started{}, err
	}
	if js.CheckParams != nil {
		if err := js.CheckParams(ctx, tenant, j.Operation, j.Params); err != nil {
			return Started{}, err
		}
	}
	in, _ := json.Marshal(map[string]any{"job": j, "results_prefix": j.ResultsPrefix()})
	out, err := js.SFN.StartExecution(ctx, &sfn.StartExecutionInput{StateMachineArn: &js.StateMachine,
		Name: &j.ID, Input: aws.String(string(in))})
	var exists *sfntypes.ExecutionAlreadyExists
	if errors.As(err, &exists) {
		return Started{}, ErrExists
	}
	if err != nil {
		return Started{}, fmt.Errorf("%w: start execution: %v", store.ErrUnavailable, err)
	}
	return Started{Job: j, ExecutionArn: aws.ToString(out.ExecutionArn)}, nil
}

// executionArn is the ARN of the execution named id of the state machine.
func (js *Jobs) executionArn(id string) string {
	return strings.Replace(js.StateMachine, ":stateMachine:", ":execution:", 1) + ":" + id
}

// ObjectFailure is a failed object in a status.
type ObjectFailure struct {
	Key   string `json:"key"`
	Error string `json:"error"`
}

// MapRunCounts are the Distributed Map's counts of objects (items).
type MapRunCounts struct {
	Pending, Running, Succeeded, Failed, TimedOut, Aborted, Total int64
}

// Status is a job's progress: the execution's state, the Map Run's item
// counts and the aggregate of the objects' summaries (counts, no values).
type Status struct {
	Job        Job            `json:"job"`
	State      string         `json:"state"`
	StartedAt  *time.Time     `json:"started_at,omitempty"`
	StoppedAt  *time.Time     `json:"stopped_at,omitempty"`
	MapRun     *MapRunCounts  `json:"map_run,omitempty"`
	Done       int64          `json:"objects_done"`
	Failed     int64          `json:"objects_failed"`
	Characters int64          `json:"characters"`
	Lines      int64          `json:"lines"`
	BadLines   int64          `json:"bad_lines"`
	Entities   map[string]int `json:"entities"`
	// Failures lists up to 100 failed objects with the reason.
	Failures []ObjectFailure `json:"failures"`
	// Partial: more than MaxSummariesRead summaries exist; the sums cover those read.
	Partial bool `json:"partial"`
}

// Status reads job id of tenant.
func (js *Jobs) Status(ctx context.Context, tenant, id string) (Status, error) {
	if !idPattern.MatchString(id) {
		return Status{}, ErrNotFound
	}
	arn := js.executionArn(id)
	ex, err := js.SFN.DescribeExecution(ctx, &sfn.DescribeExecutionInput{ExecutionArn: &arn})
	var missing *sfntypes.ExecutionDoesNotExist
	if errors.As(err, &missing) {
		return Status{}, ErrNotFound
	}
	if err != nil {
		return Status{}, fmt.Errorf("%w: describe execution: %v", store.ErrUnavailable, err)
	}
	var in struct {
		Job Job `json:"job"`
	}
	if json.Unmarshal([]byte(aws.ToString(ex.Input)), &in) != nil || in.Job.Tenant != tenant {
		return Status{}, ErrNotFound // another tenant's job is nobody's business
	}
	st := Status{Job: in.Job, State: string(ex.Status), StartedAt: ex.StartDate, StoppedAt: ex.StopDate,
		Entities: map[string]int{}, Failures: []ObjectFailure{}}
	st.Job.Params = nil // may hold a hash_key or encryption_key
	runs, err := js.SFN.ListMapRuns(ctx, &sfn.ListMapRunsInput{ExecutionArn: &arn})
	if err != nil {
		return Status{}, fmt.Errorf("%w: list map runs: %v", store.ErrUnavailable, err)
	}
	for _, r := range runs.MapRuns {
		mr, err := js.SFN.DescribeMapRun(ctx, &sfn.DescribeMapRunInput{MapRunArn: r.MapRunArn})
		if err != nil {
			return Status{}, fmt.Errorf("%w: describe map run: %v", store.ErrUnavailable, err)
		}
		if c := mr.ItemCounts; c != nil {
			st.MapRun = &MapRunCounts{Pending: c.Pending, Running: c.Running, Succeeded: c.Succeeded, Failed: c.Failed,
				TimedOut: c.TimedOut, Aborted: c.Aborted, Total: c.Total}
		}
	}
	return st, js.aggregate(ctx, &in.Job, &st)
}

func (js *Jobs) aggregate(ctx context.Context, j *Job, st *Status) error {
	prefix := j.SummaryPrefix()
	var token *string
	read := 0
	for {
		page, err := js.S3.ListObjectsV2(ctx, &s3.ListObjectsV2Input{Bucket: &j.DestinationBucket, Prefix: &prefix, ContinuationToken: token})
		if err != nil {
			return fmt.Errorf("%w: list summaries: %v", store.ErrUnavailable, err)
		}
		for _, o := range page.Contents {
			if read == MaxSummariesRead {
				st.Partial = true
				return nil
			}
			read++
			if err := js.add(ctx, j, aws.ToString(o.Key), st); err != nil {
				return err
			}
		}
		if !aws.ToBool(page.IsTruncated) {
			break
		}
		token = page.NextContinuationToken
	}
	sort.Slice(st.Failures, func(a, b int) bool { return st.Failures[a].Key < st.Failures[b].Key })
	return nil
}

func (js *Jobs) add(ctx context.Context, j *Job, key string, st *Status) error {
	obj, err := js.S3.GetObject(ctx, &s3.GetObjectInput{Bucket: &j.DestinationBucket, Key: &key})
	if err != nil {
		return fmt.Errorf("%w: read summary: %v", store.ErrUnavailable, err)
	}
	defer obj.Body.Close()
	var s Summary
	if err := json.NewDecoder(io.LimitReader(obj.Body, 1<<20)).Decode(&s); err != nil {
		return nil // not one of ours: summaries are written whole
	}
	if s.Status == "done" {
		st.Done++
	} else {
		st.Failed++
		if len(st.Failures) < 100 {
			st.Failures = append(st.Failures, ObjectFailure{Key: s.Key, Error: s.Error})
		}
	}
	st.Characters += s.Characters
	st.Lines += s.Lines
	st.BadLines += s.BadLineCount
	for t, n := range s.Entities {
		st.Entities[t] += n
	}
	return nil
}

// NewSFNClient is the Step Functions client (endpoint: a local emulator).
func NewSFNClient(ctx context.Context, region, endpoint string) (*sfn.Client, error) {
	cfg, err := awsconf.Load(ctx, awsconf.Options{Region: region, Endpoint: endpoint, Timeout: 10 * time.Second})
	if err != nil {
		return nil, err
	}
	return sfn.NewFromConfig(cfg, func(o *sfn.Options) {
		if endpoint != "" {
			o.BaseEndpoint = aws.String(endpoint)
		}
	}), nil
}

// CheckParamsWith returns Jobs.CheckParams over the API's validation.
func CheckParamsWith(a *api.Server) func(ctx context.Context, tenant, op string, params []byte) error {
	return func(ctx context.Context, tenant, op string, params []byte) error {
		_, e := a.PrepareText(ctx, tenant, op, params)
		switch {
		case e == nil:
			return nil
		case e.Status < 500:
			return fmt.Errorf("%w: %s", ErrInvalid, e.Detail)
		}
		return fmt.Errorf("%w: %s", store.ErrUnavailable, e.Detail)
	}
}

// BucketsFromEnv reads a comma-separated bucket list.
func BucketsFromEnv(name string) []string {
	var out []string
	for _, b := range strings.Split(os.Getenv(name), ",") {
		if b = strings.TrimSpace(b); b != "" {
			out = append(out, b)
		}
	}
	return out
}

// ParamsChecker is CheckParamsWith over an API that has only what validation
// reads: the tenant policies and the synthesizer. A tenant key is fetched
// (and made) by the bulk function, not at start: checkKeys stands in for it
// and is never used to seal anything.
func ParamsChecker(policies store.Policies, newFaker func(lang string, seed *int64) api.Faker) func(ctx context.Context, tenant, op string, params []byte) error {
	return CheckParamsWith(api.New(api.Config{Policies: policies, TenantKeys: checkKeys{}, NewFaker: newFaker}))
}

type checkKeys struct{}

func (checkKeys) TenantKey(context.Context, string) ([]byte, error) { return make([]byte, 32), nil }

// CheckFaker stands in for the synthesizer where a job's parameters are
// only checked (ParamsChecker's newFaker): the check asks whether synthesis
// is configured and never fakes a value, so a caller that detects nothing
// (the admin function) need not link shared/synth and its phone metadata.
func CheckFaker(string, *int64) api.Faker { return checkFaker{} }

type checkFaker struct{}

func (checkFaker) Fake(string, string) string { return "" }

// JobsFromEnv is the Jobs of the deployment's environment (EnvStateMachine,
// EnvSourceBuckets, EnvDestinationBuckets; endpoint: a local emulator), or
// nil when EnvStateMachine is unset: no bulk jobs deployed.
func JobsFromEnv(ctx context.Context, region, endpoint string, policies store.Policies, newFaker func(string, *int64) api.Faker) (*Jobs, error) {
	arn := os.Getenv(EnvStateMachine)
	if arn == "" {
		return nil, nil
	}
	c, err := NewSFNClient(ctx, region, endpoint)
	if err != nil {
		return nil, err
	}
	s, err := NewS3Client(ctx, region, endpoint)
	if err != nil {
		return nil, err
	}
	return &Jobs{SFN: c, S3: s, StateMachine: arn, Sources: BucketsFromEnv(EnvSourceBuckets),
		Destinations: BucketsFromEnv(EnvDestinationBuckets), CheckParams: ParamsChecker(policies, newFaker)}, nil
}
