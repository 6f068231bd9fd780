// Command discover is the Lambda function behind POST /api/public/v1/discover.
package main

import "github.com/piiguard/piiguard/shared/lambdafn"

func main() { lambdafn.Start("discover") }
