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
	"fmt"
	"log/slog"
	"net/http"

	"github.com/aws/aws-lambda-go/lambda"
	"github.com/awslabs/aws-lambda-go-api-proxy/httpadapter"

	"github.com/piiguard/piiguard/shared/admin"
	"github.com/piiguard/piiguard/shared/admin/apigw"
	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app/base"
	"github.com/piiguard/piiguard/shared/dashboard"
	"github.com/piiguard/piiguard/shared/dashboard/cognito"
	"github.com/piiguard/piiguard/shared/regions"
	"github.com/piiguard/piiguard/shared/store/dynamo"
	"github.com/piiguard/piiguard/shared/store/memory"
)

func main() {
	if base.MemorySelected() { // sam local: blank table variables would mean the default (deployed) tables here
		panic("dashboard: not served with " + memory.EnvStore + "=" + memory.Selector + " (sam local): it manages the deployed tables and usage plans; `make run` serves the dashboard locally")
	}
	logger := base.JSONLogger()
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
	lambda.Start(httpadapter.New(newHandler(signIn, st, plans, logger)).ProxyWithContext)
}

// newHandler is the dashboard as deployed: the admin service over the
// DynamoDB store and the usage plans, the store's usage counters and tenant
// list, the primary region's audit records (the function runs there only),
// the endpoints the stack sets in PIIGUARD_<LABEL>_URL, and links under the
// sign-in's base path (with the stage in front on the default endpoint).
func newHandler(signIn *cognito.SignIn, st *dynamo.Store, plans []admin.UsagePlans, logger *slog.Logger) http.Handler {
	svc := &admin.Service{Keys: st, Policies: st, Audit: st, UsagePlans: plans}
	return dashboard.New(dashboard.Config{SignIn: signIn, Admin: svc, Logger: logger, Usage: st, Tenants: st,
		Region: regions.Primary().Label, Endpoints: dashboard.EndpointsFromEnv(), BasePath: signIn.BasePath(),
		FindEndpoint: findEndpoint(plans)})
}

// findEndpoint finds a region's API default endpoint from the API stage its
// usage plans meter: the stack sets PIIGUARD_<LABEL>_URL for this region and
// for regions with a custom domain only, since the other regions' stacks
// are built after this one. plans are in the order of regions.All (the
// stack lists PIIGUARD_API_REGIONS so).
func findEndpoint(plans []admin.UsagePlans) func(context.Context, string) (string, error) {
	return func(ctx context.Context, label string) (string, error) {
		for i, r := range regions.All {
			if r.Label != label || i >= len(plans) {
				continue
			}
			gw, ok := plans[i].(interface {
				APIRoot(context.Context) (string, error)
			})
			if !ok {
				break
			}
			root, err := gw.APIRoot(ctx)
			if err != nil {
				return "", err
			}
			return root + api.PathPrefix, nil
		}
		return "", fmt.Errorf("no usage plans of region %q", label)
	}
}
