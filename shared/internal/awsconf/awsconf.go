// Package awsconf loads the AWS SDK configuration as every piiguard client
// wants it: a timeout on each HTTP attempt, at most three attempts, and,
// for a local emulator (moto_server), dummy credentials when none are given,
// since the emulator accepts any.
package awsconf

import (
	"context"
	"os"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/aws/retry"
	awshttp "github.com/aws/aws-sdk-go-v2/aws/transport/http"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/credentials"
)

// Options are what the clients differ in.
type Options struct {
	Region string
	// Endpoint, when set, is a local emulator: without AWS_ACCESS_KEY_ID
	// the configuration gets static dummy credentials. The clients point
	// their BaseEndpoint at it themselves.
	Endpoint string
	Timeout  time.Duration // one HTTP attempt
	// MaxBackoff caps the wait between the three attempts; 0 keeps the
	// SDK's default.
	MaxBackoff time.Duration
}

// Load returns the configuration for o.
func Load(ctx context.Context, o Options) (aws.Config, error) {
	opts := []func(*config.LoadOptions) error{
		config.WithRegion(o.Region),
		config.WithHTTPClient(awshttp.NewBuildableClient().WithTimeout(o.Timeout)),
		config.WithRetryer(func() aws.Retryer {
			return retry.NewStandard(func(so *retry.StandardOptions) {
				so.MaxAttempts = 3
				if o.MaxBackoff > 0 {
					so.MaxBackoff = o.MaxBackoff
				}
			})
		}),
	}
	if o.Endpoint != "" && os.Getenv("AWS_ACCESS_KEY_ID") == "" {
		opts = append(opts, config.WithCredentialsProvider(credentials.NewStaticCredentialsProvider("test", "test", "")))
	}
	return config.LoadDefaultConfig(ctx, opts...)
}
