// Package bulk de-identifies objects in S3 for Step Functions Distributed Map
// jobs: the job description and its S3 layout (job.go), the streaming of one
// object line by line (format.go, s3io.go), the Lambda handler per batch of
// objects (handler.go), and starting and watching a job (jobs.go).
package bulk

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/piiguard/piiguard/shared/store"
)

// Formats are the object formats a job reads.
var Formats = []string{"text", "jsonl", "csv"}

// MetaPrefix is where a job writes its summaries, tokenize mappings and the
// Distributed Map results in the destination bucket: MetaPrefix/<job>/...
const MetaPrefix = "_piiguard/jobs/"

// ErrInvalid marks a job the caller must fix (a 400).
var ErrInvalid = errors.New("invalid job")

// Job is a bulk job's description: the state machine's input "job", handed
// to every batch of objects (ItemBatcher's BatchInput).
type Job struct {
	ID     string     `json:"id"`
	Tenant string     `json:"tenant"`
	Plan   store.Plan `json:"plan"`
	// Operation is one of the API's text operations (api.TextOperations).
	Operation string `json:"operation"`
	// Params are the operation's request fields as the API takes them
	// (policy, entities, score_threshold, masking_char, ...).
	Params json.RawMessage `json:"params,omitempty"`
	Format string          `json:"format"`
	// Fields are the JSONL keys or CSV columns to process; none means every
	// string value (JSONL) or every column (CSV).
	Fields []string `json:"fields,omitempty"`

	SourceBucket string `json:"source_bucket"`
	SourcePrefix string `json:"source_prefix"`
	// Manifest, when set, is the key in SourceBucket of a JSON array of
	// {"Key": "..."} objects to process instead of listing SourcePrefix.
	Manifest string `json:"manifest,omitempty"`

	DestinationBucket string `json:"destination_bucket"`
	DestinationPrefix string `json:"destination_prefix"`
	// ToleratedFailurePercentage is the share of failed batches after which
	// the Distributed Map fails the job (default 5).
	ToleratedFailurePercentage float64 `json:"tolerated_failure_percentage"`
	// ObjectsPerBatch is how many objects one function call processes
	// (ItemBatcher): all of them within its 15 minutes.
	ObjectsPerBatch int `json:"objects_per_batch"`
}

// DefaultObjectsPerBatch suits objects up to ~300 MB (docs/SCALE.md).
const DefaultObjectsPerBatch = 20

// MaxObjectsPerBatch bounds ObjectsPerBatch.
const MaxObjectsPerBatch = 1000

var idPattern = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)

// Validate checks the job's shape (the operation's parameters are checked by
// the API's own validation, api.Server.PrepareText).
func (j *Job) Validate(sources, destinations []string) error {
	bad := func(f string, a ...any) error { return fmt.Errorf("%w: %s", ErrInvalid, fmt.Sprintf(f, a...)) }
	switch {
	case !idPattern.MatchString(j.ID):
		return bad("id must be 1 to 64 letters, digits, '-' or '_'")
	case !idPattern.MatchString(j.Tenant):
		return bad("tenant must be 1 to 64 letters, digits, '-' or '_'")
	case j.Plan != store.PlanFree && j.Plan != store.PlanPayAsYouGo:
		return bad("plan must be %q or %q", store.PlanFree, store.PlanPayAsYouGo)
	case !slices.Contains(Formats, j.Format):
		return bad("format must be one of %s", strings.Join(Formats, ", "))
	case j.Format == "text" && len(j.Fields) > 0:
		return bad("fields apply to jsonl and csv only")
	case j.SourceBucket == "" || j.DestinationBucket == "":
		return bad("source_bucket and destination_bucket are required")
	case !slices.Contains(sources, j.SourceBucket):
		return bad("source_bucket is not one this deployment may read (bulkSourceBuckets)")
	case !slices.Contains(destinations, j.DestinationBucket):
		return bad("destination_bucket is not one this deployment may write (bulkDestinationBuckets)")
	case !(j.ToleratedFailurePercentage >= 0 && j.ToleratedFailurePercentage <= 100):
		return bad("tolerated_failure_percentage must be from 0 to 100")
	case j.ObjectsPerBatch < 1 || j.ObjectsPerBatch > MaxObjectsPerBatch:
		return bad("objects_per_batch must be from 1 to %d", MaxObjectsPerBatch)
	case strings.HasPrefix(j.DestinationPrefix, "_piiguard/"):
		return bad("destination_prefix must not start with _piiguard/ (the job's own files)")
	}
	for _, f := range j.Fields {
		if f == "" {
			return bad("fields must not be empty strings")
		}
	}
	if j.SourceBucket == j.DestinationBucket &&
		(strings.HasPrefix(j.SourcePrefix, j.DestinationPrefix) || strings.HasPrefix(j.DestinationPrefix, j.SourcePrefix)) {
		return bad("the destination overlaps the source: results would overwrite or be read as input")
	}
	if j.SourceBucket == j.DestinationBucket && strings.HasPrefix(MetaPrefix, j.SourcePrefix) {
		return bad("the source prefix would list the jobs' own files (_piiguard/)")
	}
	if j.SourceBucket == j.DestinationBucket && j.Manifest != "" && j.inDestination(j.Manifest) {
		return bad("the manifest lies under the destination prefix")
	}
	return nil
}

// inDestination reports whether key of the source bucket is one the job
// writes (a manifest may name any key).
func (j *Job) inDestination(key string) bool {
	return j.SourceBucket == j.DestinationBucket && (strings.HasPrefix(key, j.DestinationPrefix) || strings.HasPrefix(key, MetaPrefix))
}

// rel is key relative to the source prefix (a manifest names keys anywhere in
// the bucket: those outside the prefix keep their whole key).
func (j *Job) rel(key string) string { return strings.TrimPrefix(key, j.SourcePrefix) }

// OutputKey is where the result of the source object key is written.
func (j *Job) OutputKey(key string) string { return j.DestinationPrefix + j.rel(key) }

// MetaDir is the job's own directory in the destination bucket.
func (j *Job) MetaDir() string { return MetaPrefix + j.ID + "/" }

// SummaryPrefix holds one summary per object.
func (j *Job) SummaryPrefix() string { return j.MetaDir() + "summaries/" }

// SummaryKey is the summary of the source object key.
func (j *Job) SummaryKey(key string) string { return j.SummaryPrefix() + j.rel(key) + ".json" }

// MappingKey is where tokenize writes the mappings of the source object key
// (JSONL: {"line": n, "mapping": {...}}), KMS-encrypted.
func (j *Job) MappingKey(key string) string {
	return j.MetaDir() + "mappings/" + j.rel(key) + ".mappings.jsonl"
}

// ResultsPrefix is the Distributed Map's result writer prefix.
func (j *Job) ResultsPrefix() string { return j.MetaDir() + "results" }

// Environment of the admin function when bulk jobs are deployed.
const (
	EnvStateMachine       = "PIIGUARD_BULK_STATE_MACHINE"
	EnvSourceBuckets      = "PIIGUARD_BULK_SOURCE_BUCKETS"
	EnvDestinationBuckets = "PIIGUARD_BULK_DESTINATION_BUCKETS"
)
