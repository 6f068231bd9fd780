package bulk_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	s3t "github.com/aws/aws-sdk-go-v2/service/s3/types"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/bulk"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// env is a moto_server S3 (PIIGUARD_DYNAMO_ENDPOINT, scripts/moto.sh) with
// fresh source and destination buckets, and the API over a memory store.
type env struct {
	s3       *s3.Client
	src, dst string
	st       *memory.Store
	h        *bulk.Handler
}

var bucketSeq atomic.Int64

func newEnv(t *testing.T) *env {
	t.Helper()
	endpoint := os.Getenv("PIIGUARD_DYNAMO_ENDPOINT")
	if endpoint == "" {
		t.Fatal("PIIGUARD_DYNAMO_ENDPOINT is not set: start moto with scripts/moto.sh start")
	}
	ctx := context.Background()
	c, err := bulk.NewS3Client(ctx, "us-east-1", endpoint)
	if err != nil {
		t.Fatal(err)
	}
	n := fmt.Sprintf("%d-%d", time.Now().UnixNano(), bucketSeq.Add(1))
	e := &env{s3: c, src: "src-" + n, dst: "dst-" + n, st: memory.New()}
	for _, b := range []string{e.src, e.dst} {
		if _, err := c.CreateBucket(ctx, &s3.CreateBucketInput{Bucket: aws.String(b)}); err != nil {
			t.Fatal(err)
		}
	}
	e.h = &bulk.Handler{S3: c, API: api.New(app.Memory(e.st, nil)), Usage: e.st, Audit: e.st,
		MappingKMSKey: "", Region: "us-east-1"}
	return e
}

func (e *env) put(t *testing.T, key string, body []byte) {
	t.Helper()
	if _, err := e.s3.PutObject(context.Background(), &s3.PutObjectInput{Bucket: &e.src, Key: &key, Body: bytes.NewReader(body)}); err != nil {
		t.Fatal(err)
	}
}

func (e *env) get(t *testing.T, bucket, key string) []byte {
	t.Helper()
	out, err := e.s3.GetObject(context.Background(), &s3.GetObjectInput{Bucket: &bucket, Key: &key})
	if err != nil {
		t.Fatalf("get %s: %v", key, err)
	}
	defer out.Body.Close()
	b, _ := io.ReadAll(out.Body)
	return b
}

func (e *env) job(format, op string, fields ...string) bulk.Job {
	return bulk.Job{ID: "job1", Tenant: "t1", Plan: store.PlanPayAsYouGo, Operation: op, Format: format, Fields: fields,
		SourceBucket: e.src, SourcePrefix: "in/", DestinationBucket: e.dst, DestinationPrefix: "out/", ObjectsPerBatch: 20}
}

func (e *env) run(t *testing.T, j bulk.Job, keys ...string) bulk.BatchResult {
	t.Helper()
	var ev bulk.Event
	ev.BatchInput.Job = j
	for _, k := range keys {
		ev.Items = append(ev.Items, bulk.Item{Key: k})
	}
	res, err := e.h.Handle(context.Background(), ev)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func (e *env) summary(t *testing.T, j bulk.Job, key string) bulk.Summary {
	t.Helper()
	var s bulk.Summary
	if err := json.Unmarshal(e.get(t, e.dst, j.SummaryKey(key)), &s); err != nil {
		t.Fatal(err)
	}
	return s
}

const email = "jane.doe@example.com"

func TestFormats(t *testing.T) {
	e := newEnv(t)
	cases := []struct {
		name, format, key, in, want string
		fields                      []string
		bad                         []bulk.BadLine
	}{
		{name: "text", format: "text", key: "in/a.txt",
			in:   "write to " + email + "\n\nno pii here\r\nlast " + email,
			want: "write to \n\nno pii here\r\nlast "},
		{name: "jsonl all strings", format: "jsonl", key: "in/b.jsonl",
			in:   `{"id":7,"note":"mail ` + email + `","n":{"x":["` + email + `",true,null,1.50]}}` + "\n",
			want: `{"id":7,"note":"mail ","n":{"x":["",true,null,1.50]}}` + "\n"},
		{name: "jsonl fields and bad lines", format: "jsonl", key: "in/c.jsonl", fields: []string{"note"},
			in: `{"note":"` + email + `","keep":"` + email + `"}` + "\n" + `not json` + "\n" +
				"{\"note\":\"\xff\"}\n" + `[1,2]` + "\n" + `{"note":"x"} {}` + "\n" + `{"note":"ok"}` + "\n",
			want: `{"note":"","keep":"` + email + `"}` + "\n" + `{"note":"ok"}` + "\n",
			bad: []bulk.BadLine{{Line: 2, Reason: "not a JSON object"}, {Line: 3, Reason: "not valid UTF-8"},
				{Line: 4, Reason: "not a JSON object"}, {Line: 5, Reason: "not valid JSON: data after the object"}}},
		{name: "csv fields", format: "csv", key: "in/d.csv", fields: []string{"contact"},
			in:   "id,contact,other\n1," + email + "," + email + "\n2,short\n3,\"a, " + email + "\",x\n",
			want: "id,contact,other\n1,," + email + "\n3,\"a, \",x\n",
			bad:  []bulk.BadLine{{Line: 3, Reason: "2 columns where the header has 3"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e.put(t, c.key, []byte(c.in))
			j := e.job(c.format, "redact", c.fields...)
			res := e.run(t, j, c.key)
			if res.Done != 1 || res.Failed != 0 {
				t.Fatalf("result %+v", res)
			}
			got := string(e.get(t, e.dst, j.OutputKey(c.key)))
			if got != c.want {
				t.Fatalf("output\n got %q\nwant %q", got, c.want)
			}
			s := e.summary(t, j, c.key)
			if s.Status != "done" || s.Entities["EMAIL_ADDRESS"] == 0 {
				t.Fatalf("summary %+v", s)
			}
			if fmt.Sprint(s.BadLines) != fmt.Sprint(append([]bulk.BadLine{}, c.bad...)) || s.BadLineCount != int64(len(c.bad)) {
				t.Fatalf("bad lines %+v, want %+v", s.BadLines, c.bad)
			}
			raw := string(e.get(t, e.dst, j.SummaryKey(c.key)))
			if strings.Contains(raw, email) || strings.Contains(raw, "not json") {
				t.Fatalf("summary holds content: %s", raw)
			}
		})
	}
}

func TestGzipTokenizeChargesAndAudits(t *testing.T) {
	e := newEnv(t)
	var in bytes.Buffer
	zw := gzip.NewWriter(&in)
	io.WriteString(zw, `{"a":"`+email+`"}`+"\n"+`{"a":"call bob@example.org"}`+"\n")
	zw.Close()
	e.put(t, "in/x/y.jsonl.gz", in.Bytes())
	j := e.job("jsonl", "tokenize")
	res := e.run(t, j, "in/x/y.jsonl.gz")
	if res.Done != 1 {
		t.Fatalf("%+v", res)
	}
	if j.OutputKey("in/x/y.jsonl.gz") != "out/x/y.jsonl.gz" {
		t.Fatal(j.OutputKey("in/x/y.jsonl.gz"))
	}
	zr, err := gzip.NewReader(bytes.NewReader(e.get(t, e.dst, "out/x/y.jsonl.gz")))
	if err != nil {
		t.Fatal(err)
	}
	out, _ := io.ReadAll(zr)
	if strings.Contains(string(out), "@") || !strings.Contains(string(out), "<EMAIL_ADDRESS_1>") {
		t.Fatalf("output %s", out)
	}
	var maps []bulk.Mapping
	dec := json.NewDecoder(bytes.NewReader(e.get(t, e.dst, j.MappingKey("in/x/y.jsonl.gz"))))
	for dec.More() {
		var m bulk.Mapping
		if err := dec.Decode(&m); err != nil {
			t.Fatal(err)
		}
		maps = append(maps, m)
	}
	if len(maps) != 2 || maps[0].Line != 1 || maps[0].Field != "/a" || maps[0].Mapping["<EMAIL_ADDRESS_1>"] != email ||
		maps[1].Line != 2 || maps[1].Mapping["<EMAIL_ADDRESS_1>"] != "bob@example.org" {
		t.Fatalf("mappings %+v", maps)
	}
	chars := int64(len(email) + len("call bob@example.org"))
	used, _ := e.st.Used(context.Background(), "t1", store.Month(time.Now()))
	if used != chars || res.Characters != chars {
		t.Fatalf("charged %d, result %d, want %d", used, res.Characters, chars)
	}
	// a retried batch charges once and audits once
	e.run(t, j, "in/x/y.jsonl.gz")
	used, _ = e.st.Used(context.Background(), "t1", store.Month(time.Now()))
	recs, _ := e.st.ListAudit(context.Background(), "t1", time.Now().Add(-time.Hour), time.Now().Add(time.Hour))
	if used != chars || len(recs) != 1 {
		t.Fatalf("after retry: charged %d, %d audit records", used, len(recs))
	}
	r := recs[0]
	if r.Operation != "bulk-tokenize" || r.Characters != chars || r.Entities["EMAIL_ADDRESS"] != 2 || r.Status != 200 {
		t.Fatalf("audit %+v", r)
	}
}

func TestObjectFailuresFailThatObjectOnly(t *testing.T) {
	e := newEnv(t)
	e.put(t, "in/good.txt", []byte("hi "+email+"\n"))
	e.put(t, "in/broken.gz", []byte{0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff, 1, 2, 3})
	j := e.job("text", "redact")
	res := e.run(t, j, "in/missing.txt", "in/broken.gz", "in/good.txt")
	if res.Done != 1 || res.Failed != 2 {
		t.Fatalf("%+v", res)
	}
	if s := e.summary(t, j, "in/missing.txt"); s.Status != "failed" || !strings.Contains(s.Error, "NoSuchKey") {
		t.Fatalf("%+v", s)
	}
	if s := e.summary(t, j, "in/broken.gz"); s.Status != "failed" {
		t.Fatalf("%+v", s)
	}
	if _, err := e.s3.GetObject(context.Background(), &s3.GetObjectInput{Bucket: &e.dst, Key: aws.String("out/broken.gz")}); err == nil {
		t.Fatal("a failed object left an output")
	}
	if got := string(e.get(t, e.dst, "out/good.txt")); got != "hi \n" {
		t.Fatal(got)
	}
}

func TestManifestItemInTheDestinationIsRefused(t *testing.T) {
	e := newEnv(t)
	j := e.job("text", "redact")
	j.SourceBucket, j.SourcePrefix, j.Manifest = e.dst, "in/", "list.json"
	if _, err := e.s3.PutObject(context.Background(), &s3.PutObjectInput{Bucket: &e.dst, Key: aws.String("out/x.txt"), Body: strings.NewReader("x")}); err != nil {
		t.Fatal(err)
	}
	res := e.run(t, j, "out/x.txt")
	if s := e.summary(t, j, "out/x.txt"); res.Failed != 1 || !strings.Contains(s.Error, "destination") {
		t.Fatalf("%+v %+v", res, s)
	}
}

func TestQuotaStopsTheObjectWithoutOutput(t *testing.T) {
	e := newEnv(t)
	e.h.ChargeChunk = 10
	e.put(t, "in/a.txt", []byte(strings.Repeat("some words here\n", 100)))
	j := e.job("text", "redact")
	j.Plan = store.PlanFree
	// use up the free plan's month but 100 characters
	if err := e.st.Charge(context.Background(), "t1", store.Month(time.Now()), "pre", store.LimitsOf(store.PlanFree).Monthly-100, 0); err != nil {
		t.Fatal(err)
	}
	res := e.run(t, j, "in/a.txt")
	if res.Failed != 1 {
		t.Fatalf("%+v", res)
	}
	if s := e.summary(t, j, "in/a.txt"); !strings.Contains(s.Error, "quota") {
		t.Fatalf("%+v", s)
	}
	if _, err := e.s3.GetObject(context.Background(), &s3.GetObjectInput{Bucket: &e.dst, Key: aws.String("out/a.txt")}); err == nil {
		t.Fatal("an output was written past the quota")
	}
}

func TestBadParamsFailEveryObjectWithTheAPIsMessage(t *testing.T) {
	e := newEnv(t)
	e.put(t, "in/a.txt", []byte("x\n"))
	j := e.job("text", "mask")
	j.Params = json.RawMessage(`{"masking_char":"12"}`)
	res := e.run(t, j, "in/a.txt")
	if s := e.summary(t, j, "in/a.txt"); res.Failed != 1 || !strings.Contains(s.Error, "masking_char must be exactly one character") {
		t.Fatalf("%+v %+v", res, s)
	}
}

// TestLargeObjectConstantMemory streams a 40 MiB object (multipart in and
// out) and checks the heap never grows by anything near its size.
func TestLargeObjectConstantMemory(t *testing.T) {
	e := newEnv(t)
	line := "ticket 12345: customer wrote from " + email + " about the invoice, please call back\n"
	const size = 48 << 20
	// upload by parts so the test itself holds no copy
	w, _ := e.s3.CreateMultipartUpload(context.Background(), &s3.CreateMultipartUploadInput{Bucket: &e.src, Key: aws.String("in/big.txt")})
	perPart := ((8<<20)/len(line) + 1) * len(line)
	part := []byte(strings.Repeat(line, perPart/len(line)))
	var done []s3t.CompletedPart
	for n := int32(1); n <= int32(size/perPart); n++ {
		out, err := e.s3.UploadPart(context.Background(), &s3.UploadPartInput{Bucket: &e.src, Key: aws.String("in/big.txt"),
			UploadId: w.UploadId, PartNumber: aws.Int32(n), Body: bytes.NewReader(part)})
		if err != nil {
			t.Fatal(err)
		}
		done = append(done, s3t.CompletedPart{ETag: out.ETag, PartNumber: aws.Int32(n)})
	}
	if _, err := e.s3.CompleteMultipartUpload(context.Background(), &s3.CompleteMultipartUploadInput{Bucket: &e.src,
		Key: aws.String("in/big.txt"), UploadId: w.UploadId, MultipartUpload: &s3t.CompletedMultipartUpload{Parts: done}}); err != nil {
		t.Fatal(err)
	}
	part = nil
	j := e.job("text", "redact")
	// a low GC target makes the heap track what is live, not garbage
	defer debug.SetGCPercent(debug.SetGCPercent(10))
	runtime.GC()
	var base runtime.MemStats
	runtime.ReadMemStats(&base)
	var peak atomic.Uint64
	stop := make(chan struct{})
	go func() {
		var m runtime.MemStats
		for {
			select {
			case <-stop:
				return
			case <-time.After(20 * time.Millisecond):
				runtime.ReadMemStats(&m)
				if m.HeapInuse > peak.Load() {
					peak.Store(m.HeapInuse)
				}
			}
		}
	}()
	t0 := time.Now()
	res := e.run(t, j, "in/big.txt")
	elapsed := time.Since(t0)
	close(stop)
	if res.Done != 1 {
		t.Fatalf("%+v", res)
	}
	grew := int64(peak.Load()) - int64(base.HeapInuse)
	total := (size / perPart) * perPart
	t.Logf("%d MiB in %v (%.1f MB/s), heap grew by at most %d MiB", total>>20, elapsed, float64(total)/1e6/elapsed.Seconds(), grew>>20)
	if grew > 32<<20 {
		t.Fatalf("heap grew by %d MiB for a %d MiB object", grew>>20, size>>20)
	}
	s := e.summary(t, j, "in/big.txt")
	if s.Lines != int64(size/perPart)*int64(perPart/len(line)) || s.Entities["EMAIL_ADDRESS"] != int(s.Lines) {
		t.Fatalf("summary %+v", s.Stats)
	}
}
