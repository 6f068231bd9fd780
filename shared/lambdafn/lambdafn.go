// Package lambdafn runs one API operation as an AWS Lambda function behind API
// Gateway REST (v1 proxy events), through aws-lambda-go-api-proxy.
package lambdafn

import (
	"context"
	"net/http"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	"github.com/awslabs/aws-lambda-go-api-proxy/httpadapter"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app"
)

// Handler is the Lambda handler function of one operation.
type Handler func(ctx context.Context, ev events.APIGatewayProxyRequest) (events.APIGatewayProxyResponse, error)

// New returns the Lambda handler of operation op over cfg.
func New(op string, cfg api.Config) Handler {
	return Wrap(api.New(cfg).Operation(op))
}

// Wrap adapts any http.Handler to API Gateway REST proxy events.
func Wrap(h http.Handler) Handler {
	return httpadapter.New(h).ProxyWithContext
}

// Start serves operation op; identity comes from the API Gateway authorizer.
func Start(op string) {
	cfg, err := app.Lambda()
	if err != nil {
		panic(err) // a misconfigured function must fail its cold start, loudly
	}
	lambda.Start(New(op, cfg))
}
