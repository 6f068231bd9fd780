// Command mask is the Lambda function behind POST /api/public/v1/mask.
package main

import "github.com/piiguard/piiguard/shared/lambdafn"

func main() { lambdafn.Start("mask") }
