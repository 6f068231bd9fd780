// Command health is the Lambda function behind GET /api/public/v1/health.
package main

import "github.com/piiguard/piiguard/shared/lambdafn"

func main() { lambdafn.Start("health") }
