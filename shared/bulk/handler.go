package bulk

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/smithy-go"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/store"
)

// Item is one object of the Distributed Map (S3ObjectsItemReader's item, or
// an element of a JSON manifest).
type Item struct {
	Key  string `json:"Key"`
	Size int64  `json:"Size,omitempty"`
}

// Event is what the Distributed Map hands the function per batch (ItemBatcher).
type Event struct {
	BatchInput struct {
		Job Job `json:"job"`
	} `json:"BatchInput"`
	Items []Item `json:"Items"`
}

// BatchResult is the function's answer; the result writer keeps it.
type BatchResult struct {
	Done       int   `json:"done"`
	Failed     int   `json:"failed"`
	Characters int64 `json:"characters"`
}

// Summary is written per object to Job.SummaryKey: counts, never values.
type Summary struct {
	JobID     string `json:"job_id"`
	Key       string `json:"key"`
	OutputKey string `json:"output_key,omitempty"`
	// Status is "done" or "failed"; Error says why it failed, without content.
	Status string `json:"status"`
	Error  string `json:"error,omitempty"`
	Gzip   bool   `json:"gzip,omitempty"`
	Stats
}

// DefaultChargeChunk is how many characters are charged at a time while an
// object streams: the quota is checked before the output of a chunk's last
// line is written, without a store call per line.
const DefaultChargeChunk = 1_000_000

// Handler processes batches of objects.
type Handler struct {
	S3    S3
	API   *api.Server
	Usage store.Usage // nil: no quota (local use)
	Audit store.Audit // nil: no audit (local use)
	// MappingKMSKey encrypts tokenize's mappings (the stack's KMS key).
	MappingKMSKey string
	Region        string
	Now           func() time.Time
	Log           *slog.Logger
	ChargeChunk   int64
}

func (h *Handler) now() time.Time {
	if h.Now != nil {
		return h.Now()
	}
	return time.Now()
}

func (h *Handler) log() *slog.Logger {
	if h.Log != nil {
		return h.Log
	}
	return slog.New(slog.DiscardHandler)
}

// errRetry marks a failure of our stores or S3 writes: the batch fails and
// Step Functions retries it (outputs, charges and audit records are
// idempotent per object).
var errRetry = errors.New("transient failure")

// Handle processes one batch. Per-object problems (missing object, bad
// format, quota) fail that object in its summary; an error return is a
// transient failure of the whole batch, retried by the state machine.
func (h *Handler) Handle(ctx context.Context, ev Event) (BatchResult, error) {
	j := ev.BatchInput.Job
	var res BatchResult
	proc, e := h.API.PrepareText(ctx, j.Tenant, j.Operation, j.Params)
	if e != nil && e.Status >= 500 {
		return res, fmt.Errorf("%w: preparing %s: %s", errRetry, j.Operation, e.Detail)
	}
	for _, it := range ev.Items {
		var s Summary
		if e != nil {
			s = Summary{JobID: j.ID, Key: it.Key, Status: "failed", Error: "params: " + e.Detail}
		} else {
			var err error
			if s, err = h.object(ctx, &j, proc, it.Key); err != nil {
				return res, err
			}
		}
		if err := h.finish(ctx, &j, proc, s); err != nil {
			return res, err
		}
		if s.Status == "done" {
			res.Done++
		} else {
			res.Failed++
		}
		res.Characters += s.Characters
	}
	return res, nil
}

func objectID(j *Job, key string) string {
	sum := sha256.Sum256([]byte(j.SourceBucket + "/" + key))
	return "bulk-" + j.ID + "-" + hex.EncodeToString(sum[:12])
}

// finish writes the summary and the audit record of one object.
func (h *Handler) finish(ctx context.Context, j *Job, proc *api.TextProcessor, s Summary) error {
	body, _ := json.Marshal(s)
	if _, err := h.S3.PutObject(ctx, &s3.PutObjectInput{Bucket: &j.DestinationBucket, Key: ptr(j.SummaryKey(s.Key)),
		Body: bytes.NewReader(body), ContentType: ptr("application/json")}); err != nil {
		return fmt.Errorf("%w: writing a summary: %v", errRetry, err)
	}
	if h.Audit == nil {
		return nil
	}
	status := http.StatusOK
	switch {
	case s.Status == "done":
	case s.Error == errQuota:
		status = http.StatusTooManyRequests
	default:
		status = http.StatusBadRequest
	}
	policy := ""
	if proc != nil {
		policy = proc.Policy
	}
	now := h.now()
	ents := s.Entities
	if ents == nil {
		ents = map[string]int{}
	}
	rec := store.AuditRecord{RequestID: objectID(j, s.Key), TenantID: j.Tenant, KeyID: "job:" + j.ID, Time: now,
		Region: h.Region, Operation: "bulk-" + j.Operation, Method: "S3", Policy: policy, Entities: ents,
		Characters: s.Characters, Status: status, ExpiresAt: now.Add(store.AuditRetention)}
	if err := h.Audit.WriteAudit(ctx, rec); err != nil {
		return fmt.Errorf("%w: writing the audit record: %v", errRetry, err)
	}
	return nil
}

const errQuota = "the tenant's monthly character quota is exhausted"

// object processes one object. It returns a failed summary for problems of
// the object or the quota, and an error for transient ones.
func (h *Handler) object(ctx context.Context, j *Job, proc *api.TextProcessor, key string) (Summary, error) {
	s := Summary{JobID: j.ID, Key: key, OutputKey: j.OutputKey(key), Stats: Stats{Entities: map[string]int{}, BadLines: []BadLine{}}}
	fail := func(reason string) (Summary, error) {
		s.Status, s.Error, s.OutputKey = "failed", reason, ""
		return s, nil
	}
	if j.inDestination(key) {
		return fail("the object lies in the job's destination")
	}
	get, err := h.S3.GetObject(ctx, &s3.GetObjectInput{Bucket: &j.SourceBucket, Key: &key})
	if err != nil {
		return fail("the object could not be read (" + errorCode(err) + ")")
	}
	defer get.Body.Close()
	br := bufio.NewReaderSize(get.Body, 64<<10)
	var in io.Reader = br
	if magic, _ := br.Peek(2); len(magic) == 2 && magic[0] == 0x1f && magic[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return fail("not a valid gzip stream")
		}
		s.Gzip, in = true, zr
	}

	out := newObjectWriter(ctx, h.S3, j.DestinationBucket, s.OutputKey, "")
	var w io.Writer = out
	var zw *gzip.Writer
	if s.Gzip {
		zw = gzip.NewWriter(out)
		w = zw
	}
	t := &Transformer{Format: j.Format, Fields: j.Fields, Process: proc.Process}
	var maps *objectWriter
	if j.Operation == "tokenize" {
		maps = newObjectWriter(ctx, h.S3, j.DestinationBucket, j.MappingKey(key), h.MappingKMSKey)
		enc := json.NewEncoder(maps)
		t.Mapping = func(m Mapping) error { return enc.Encode(m) }
	}
	abort := func() {
		out.Abort()
		if maps != nil {
			maps.Abort()
		}
	}
	chargeErr := error(nil)
	id := objectID(j, key)
	var pending int64
	chunk := 0
	charge := func() error {
		if h.Usage == nil || pending == 0 {
			return nil
		}
		chunk++
		err := h.Usage.Charge(ctx, j.Tenant, store.Month(h.now()), fmt.Sprintf("%s-%d", id, chunk), pending, store.LimitsOf(j.Plan).Monthly)
		pending = 0
		if err != nil {
			chargeErr = err
		}
		return err
	}
	pending = proc.DerivationChars
	chunkSize := h.ChargeChunk
	if chunkSize <= 0 {
		chunkSize = DefaultChargeChunk
	}
	factor := max(proc.CharsFactor, 1)
	t.Account = func(chars int64) error {
		pending += chars * factor
		if pending >= chunkSize {
			return charge()
		}
		return nil
	}
	st, err := t.Run(in, w)
	if err == nil {
		err = charge()
	}
	if err == nil && zw != nil {
		err = zw.Close()
	}
	s.Stats = *st
	switch {
	case errors.Is(chargeErr, store.ErrQuotaExceeded):
		abort()
		return fail(errQuota)
	case chargeErr != nil:
		abort()
		return s, fmt.Errorf("%w: charging usage: %v", errRetry, chargeErr)
	case errors.Is(err, errObject):
		abort()
		return fail(err.Error())
	case err != nil && ctx.Err() == nil && isReadErr(err):
		abort()
		return fail("the object could not be read to its end (" + errorCode(err) + ")")
	case err != nil:
		abort()
		return s, fmt.Errorf("%w: %s: %v", errRetry, key, err)
	}
	if err := out.Close(); err != nil {
		abort()
		return s, fmt.Errorf("%w: writing the result: %v", errRetry, err)
	}
	if maps != nil {
		if err := maps.Close(); err != nil {
			maps.Abort()
			return s, fmt.Errorf("%w: writing the mappings: %v", errRetry, err)
		}
	}
	s.Status = "done"
	h.log().Info("bulk object done", "job", j.ID, "lines", s.Lines, "characters", s.Characters, "bad_lines", s.BadLineCount)
	return s, nil
}

// isReadErr tells a broken input (a truncated gzip stream) from our failures.
func isReadErr(err error) bool {
	return errors.Is(err, gzip.ErrChecksum) || errors.Is(err, gzip.ErrHeader) || errors.Is(err, io.ErrUnexpectedEOF)
}

// errorCode is an AWS error's code, or a generic word: never a message that
// might quote content.
func errorCode(err error) string {
	var ae smithy.APIError
	if errors.As(err, &ae) {
		return ae.ErrorCode()
	}
	if isReadErr(err) {
		return "truncated or corrupt"
	}
	return "error"
}

func ptr[T any](v T) *T { return &v }

// EnvMappingKey names the KMS key (id or ARN) tokenize's mappings are
// encrypted with: the stack's key.
const EnvMappingKey = "PIIGUARD_BULK_MAPPING_KEY"
