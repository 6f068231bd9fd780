// Package bulktest makes what tests of bulk jobs need on moto_server: S3 and
// Step Functions clients, a source and a destination bucket, and a state
// machine to start executions of (it passes its input through; moto runs
// no Distributed Map).
package bulktest

import (
	"context"
	"testing"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/s3"
	"github.com/aws/aws-sdk-go-v2/service/sfn"

	"github.com/piiguard/piiguard/shared/bulk"
)

// Fixture is one test's buckets and state machine on moto_server.
type Fixture struct {
	S3                  *s3.Client
	SFN                 *sfn.Client
	Source, Destination string // bucket names
	StateMachine        string // ARN
}

// New creates the fixture on the moto_server at endpoint; name (unique per
// run, lower case) prefixes the buckets and names the state machine.
func New(t testing.TB, endpoint, name string) Fixture {
	t.Helper()
	ctx := context.Background()
	s3c, err := bulk.NewS3Client(ctx, "us-east-1", endpoint)
	if err != nil {
		t.Fatal(err)
	}
	sfc, err := bulk.NewSFNClient(ctx, "us-east-1", endpoint)
	if err != nil {
		t.Fatal(err)
	}
	f := Fixture{S3: s3c, SFN: sfc, Source: name + "-src", Destination: name + "-dst"}
	for _, b := range []string{f.Source, f.Destination} {
		if _, err := s3c.CreateBucket(ctx, &s3.CreateBucketInput{Bucket: aws.String(b)}); err != nil {
			t.Fatal(err)
		}
	}
	sm, err := sfc.CreateStateMachine(ctx, &sfn.CreateStateMachineInput{Name: aws.String(name), RoleArn: aws.String("arn:aws:iam::123456789012:role/x"),
		Definition: aws.String(`{"StartAt":"P","States":{"P":{"Type":"Pass","End":true}}}`)})
	if err != nil {
		t.Fatal(err)
	}
	f.StateMachine = *sm.StateMachineArn
	return f
}
