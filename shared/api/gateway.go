package api

import (
	"net/http"

	"github.com/awslabs/aws-lambda-go-api-proxy/core"
)

// gatewayRequestID returns API Gateway's request id when the request came
// through aws-lambda-go-api-proxy.
func gatewayRequestID(r *http.Request) string {
	if rc, ok := core.GetAPIGatewayContextFromContext(r.Context()); ok {
		return rc.RequestID
	}
	return ""
}
