// Command dashboard is the Lambda function behind /dashboard and
// /dashboard/{proxy+}: the account dashboard (shared/dashboard) for tenants'
// administrators and the deployment's operators, signed in with the
// deployment's Cognito user pool (shared/dashboard/cognito, configured by
// PIIGUARD_COGNITO_* and PIIGUARD_DASHBOARD_URL). It manages keys, policies
// and audit through the same admin service and DynamoDB tables as the admin
// function, and each key's API Gateway API key in every regional API's usage
// plans; bulk jobs are not offered here.
package main

import (
	"context"
	"log/slog"
	"os"

	"github.com/aws/aws-lambda-go/lambda"
	"github.com/awslabs/aws-lambda-go-api-proxy/httpadapter"

	"github.com/piiguard/piiguard/shared/admin"
	"github.com/piiguard/piiguard/shared/admin/apigw"
	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/dashboard"
	"github.com/piiguard/piiguard/shared/dashboard/cognito"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/dynamo"
	"github.com/piiguard/piiguard/shared/store/memory"
)

func main() {
	if app.MemorySelected() { // sam local: blank table variables would mean the default (deployed) tables here
		panic("dashboard: not served with " + memory.EnvStore + "=" + memory.Selector + " (sam local): it manages the deployed tables and usage plans; `make run` serves the dashboard locally")
	}
	logger := app.JSONLogger()
	cfg, err := cognito.ConfigFromEnv()
	if err != nil {
		panic(err) // a misconfigured function must fail its cold start
	}
	cfg.Logger = logger
	signIn, err := cognito.New(cfg)
	if err != nil {
		panic(err)
	}
	st, err := dynamo.FromEnv(context.Background())
	if err != nil {
		panic(err)
	}
	plans, err := apigw.FromEnv(context.Background())
	if err != nil {
		panic(err)
	}
	svc := &admin.Service{Keys: st, Policies: st, Audit: st, UsagePlans: plans}
	h := dashboard.New(config(signIn, svc, st, logger))
	lambda.Start(httpadapter.New(h).ProxyWithContext)
}

// stores is what the dashboard reads besides the admin service: the monthly
// counters (the Usage section's charged characters) and the tenants (the
// operator's picker and billing export). The stack grants both
// (infra/stack AccessOf("dashboard")).
type stores interface {
	store.Usage
	store.TenantLister
}

// config is the dashboard's wiring in AWS: the region is the one the audit
// records name (AWS_REGION, as the API functions write them) and the
// Endpoints section lists the stack's PIIGUARD_<LABEL>_URL.
func config(signIn dashboard.SignIn, svc *admin.Service, st stores, logger *slog.Logger) dashboard.Config {
	return dashboard.Config{
		SignIn:    signIn,
		Admin:     svc,
		Logger:    logger,
		Usage:     st,
		Tenants:   st,
		Region:    os.Getenv("AWS_REGION"),
		Endpoints: dashboard.EndpointsFromEnv(),
	}
}
