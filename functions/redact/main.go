// Command redact is the Lambda function behind POST /api/public/v1/redact.
package main

import "github.com/piiguard/piiguard/shared/lambdafn"

func main() { lambdafn.Start("redact") }
