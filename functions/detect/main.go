// Command detect is the Lambda function behind POST /api/public/v1/detect.
package main

import "github.com/piiguard/piiguard/shared/lambdafn"

func main() { lambdafn.Start("detect") }
