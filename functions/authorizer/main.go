// Command authorizer is the API Gateway REST Lambda REQUEST authorizer: it
// checks X-API-Key against the keys table and passes the caller's tenant, key id
// and plan to the functions.
package main

import (
	"github.com/aws/aws-lambda-go/lambda"

	"github.com/piiguard/piiguard/shared/app/base"
)

func main() {
	h, err := base.Authorizer()
	if err != nil {
		panic(err)
	}
	lambda.Start(h)
}
