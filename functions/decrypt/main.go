// Command decrypt is the Lambda function behind POST /api/public/v1/decrypt.
package main

import "github.com/piiguard/piiguard/shared/lambdafn"

func main() { lambdafn.Start("decrypt") }
