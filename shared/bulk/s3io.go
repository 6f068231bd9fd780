package bulk

import (
	"bytes"
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/s3/types"

	"github.com/piiguard/piiguard/shared/internal/awsconf"
)

// PartSize is the multipart upload part size: the writer holds at most one
// part in memory. 10,000 parts of 8 MiB allow 80 GB per object.
const PartSize = 8 << 20

// S3 is the part of the S3 API bulk jobs use.
type S3 interface {
	GetObject(context.Context, *s3.GetObjectInput, ...func(*s3.Options)) (*s3.GetObjectOutput, error)
	PutObject(context.Context, *s3.PutObjectInput, ...func(*s3.Options)) (*s3.PutObjectOutput, error)
	DeleteObject(context.Context, *s3.DeleteObjectInput, ...func(*s3.Options)) (*s3.DeleteObjectOutput, error)
	CreateMultipartUpload(context.Context, *s3.CreateMultipartUploadInput, ...func(*s3.Options)) (*s3.CreateMultipartUploadOutput, error)
	UploadPart(context.Context, *s3.UploadPartInput, ...func(*s3.Options)) (*s3.UploadPartOutput, error)
	CompleteMultipartUpload(context.Context, *s3.CompleteMultipartUploadInput, ...func(*s3.Options)) (*s3.CompleteMultipartUploadOutput, error)
	AbortMultipartUpload(context.Context, *s3.AbortMultipartUploadInput, ...func(*s3.Options)) (*s3.AbortMultipartUploadOutput, error)
	ListObjectsV2(context.Context, *s3.ListObjectsV2Input, ...func(*s3.Options)) (*s3.ListObjectsV2Output, error)
}

// objectWriter streams to one S3 object in parts of partSize: an object
// smaller than one part is a single PutObject; nothing is visible until Close
// succeeds, and Abort leaves nothing behind.
type objectWriter struct {
	ctx      context.Context
	c        S3
	bucket   string
	key      string
	kmsKey   string // SSE-KMS key id; "" for the bucket's default encryption
	partSize int
	buf      bytes.Buffer
	upload   *string
	parts    []types.CompletedPart
}

func newObjectWriter(ctx context.Context, c S3, bucket, key, kmsKey string) *objectWriter {
	return &objectWriter{ctx: ctx, c: c, bucket: bucket, key: key, kmsKey: kmsKey, partSize: PartSize}
}

func (w *objectWriter) Write(p []byte) (int, error) {
	w.buf.Write(p)
	for w.buf.Len() >= w.partSize {
		if err := w.flushPart(w.buf.Next(w.partSize)); err != nil {
			return 0, err
		}
	}
	if w.buf.Len() == 0 {
		w.buf.Reset() // reuse the storage from the start
	}
	return len(p), nil
}

func (w *objectWriter) sse() (types.ServerSideEncryption, *string) {
	if w.kmsKey == "" {
		return "", nil
	}
	return types.ServerSideEncryptionAwsKms, aws.String(w.kmsKey)
}

func (w *objectWriter) flushPart(p []byte) error {
	if w.upload == nil {
		enc, key := w.sse()
		out, err := w.c.CreateMultipartUpload(w.ctx, &s3.CreateMultipartUploadInput{
			Bucket: &w.bucket, Key: &w.key, ServerSideEncryption: enc, SSEKMSKeyId: key})
		if err != nil {
			return fmt.Errorf("create upload: %w", err)
		}
		w.upload = out.UploadId
	}
	n := int32(len(w.parts) + 1)
	out, err := w.c.UploadPart(w.ctx, &s3.UploadPartInput{Bucket: &w.bucket, Key: &w.key,
		UploadId: w.upload, PartNumber: &n, Body: bytes.NewReader(p)})
	if err != nil {
		return fmt.Errorf("upload part %d: %w", n, err)
	}
	w.parts = append(w.parts, types.CompletedPart{ETag: out.ETag, PartNumber: &n})
	return nil
}

// Close writes what is buffered and completes the object.
func (w *objectWriter) Close() error {
	if w.upload == nil {
		enc, key := w.sse()
		_, err := w.c.PutObject(w.ctx, &s3.PutObjectInput{Bucket: &w.bucket, Key: &w.key,
			Body: bytes.NewReader(w.buf.Bytes()), ServerSideEncryption: enc, SSEKMSKeyId: key})
		return err
	}
	if w.buf.Len() > 0 {
		if err := w.flushPart(w.buf.Bytes()); err != nil {
			return err
		}
	}
	_, err := w.c.CompleteMultipartUpload(w.ctx, &s3.CompleteMultipartUploadInput{Bucket: &w.bucket, Key: &w.key,
		UploadId: w.upload, MultipartUpload: &types.CompletedMultipartUpload{Parts: w.parts}})
	return err
}

// Abort drops the upload, if one was started.
func (w *objectWriter) Abort() {
	if w.upload != nil {
		_, _ = w.c.AbortMultipartUpload(context.WithoutCancel(w.ctx), &s3.AbortMultipartUploadInput{
			Bucket: &w.bucket, Key: &w.key, UploadId: w.upload})
	}
}

// NewS3Client is the S3 client of bulk jobs: no per-attempt timeout (a body
// streams for minutes; the Lambda context bounds it), path-style addressing
// on a local emulator (endpoint, moto_server).
func NewS3Client(ctx context.Context, region, endpoint string) (*s3.Client, error) {
	cfg, err := awsconf.Load(ctx, awsconf.Options{Region: region, Endpoint: endpoint})
	if err != nil {
		return nil, err
	}
	return s3.NewFromConfig(cfg, func(o *s3.Options) {
		o.DisableLogOutputChecksumValidationSkipped = true
		if endpoint != "" {
			o.BaseEndpoint = aws.String(endpoint)
			o.UsePathStyle = true
		}
	}), nil
}
