// Command tokenize is the Lambda function behind POST /api/public/v1/tokenize.
package main

import "github.com/piiguard/piiguard/shared/lambdafn"

func main() { lambdafn.Start("tokenize") }
