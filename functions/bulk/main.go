// Command bulk is the Lambda function the <prefix>-bulk state machine's
// Distributed Map calls per batch of S3 objects: it applies one API operation
// to each object line by line (shared/bulk), charging and auditing it like a
// call, on the stores named in its environment.
package main

import (
	"context"
	"os"

	"github.com/aws/aws-lambda-go/lambda"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/app/base"
	"github.com/piiguard/piiguard/shared/bulk"
	"github.com/piiguard/piiguard/shared/store/dynamo"
)

// main starts the engine's build first: it runs while the clients load, the
// first batch arrives and its first object is read, and the first detection
// waits for it.
func main() {
	app.StartEngine()
	ctx := context.Background()
	st, err := base.StoresFromEnv()
	if err != nil {
		panic(err) // a misconfigured function must fail its cold start
	}
	region := os.Getenv("AWS_REGION")
	c, err := bulk.NewS3Client(ctx, region, os.Getenv(dynamo.EnvEndpoint))
	if err != nil {
		panic(err)
	}
	log := base.JSONLogger()
	h := &bulk.Handler{S3: c, API: api.New(app.WithStoresBuilding(st, log)), Usage: st.Usage, Audit: st.Audit,
		MappingKMSKey: os.Getenv(bulk.EnvMappingKey), Region: region, Log: log}
	lambda.Start(h.Handle)
}
