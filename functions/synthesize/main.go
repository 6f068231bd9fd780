// Command synthesize is the Lambda function behind POST /api/public/v1/synthesize.
package main

import "github.com/piiguard/piiguard/shared/lambdafn"

func main() { lambdafn.Start("synthesize") }
