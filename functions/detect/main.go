// Command detect is the Lambda function behind POST /api/public/v1/detect.
package main

import (
	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/lambdafn"
)

// main builds the detection engine (app.Lambda) before serving.
func main() { lambdafn.StartWith("detect", app.Lambda) }
