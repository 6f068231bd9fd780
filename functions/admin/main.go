// Command admin is the Lambda function behind the IAM-authorised
// /api/admin/v1/... routes: API keys, tenant policies and audit export on the
// DynamoDB tables named in its environment, and each key's API Gateway API
// key in the usage plans of every regional API (PIIGUARD_API_REGIONS), and
// bulk jobs on the region's state machine (PIIGUARD_BULK_STATE_MACHINE).
package main

import (
	"context"
	"os"

	"github.com/aws/aws-lambda-go/lambda"
	"github.com/awslabs/aws-lambda-go-api-proxy/httpadapter"

	"github.com/piiguard/piiguard/shared/admin"
	"github.com/piiguard/piiguard/shared/admin/apigw"
	"github.com/piiguard/piiguard/shared/app/base"
	"github.com/piiguard/piiguard/shared/bulk"
	"github.com/piiguard/piiguard/shared/store/dynamo"
	"github.com/piiguard/piiguard/shared/store/memory"
)

func main() {
	if base.MemorySelected() { // sam local: blank table variables would mean the default (deployed) tables here
		panic("admin: not served with " + memory.EnvStore + "=" + memory.Selector + " (sam local): it manages the deployed tables and usage plans")
	}
	st, err := dynamo.FromEnv(context.Background())
	if err != nil {
		panic(err) // a misconfigured function must fail its cold start
	}
	plans, err := apigw.FromEnv(context.Background())
	if err != nil {
		panic(err)
	}
	jobs, err := bulk.JobsFromEnv(context.Background(), os.Getenv("AWS_REGION"), os.Getenv(dynamo.EnvEndpoint), st, bulk.CheckFaker)
	if err != nil {
		panic(err)
	}
	svc := &admin.Service{Keys: st, Policies: st, Audit: st, UsagePlans: plans, Jobs: jobs}
	lambda.Start(httpadapter.New(admin.Handler(svc, base.JSONLogger())).ProxyWithContext)
}
