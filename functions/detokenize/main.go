// Command detokenize is the Lambda function behind POST /api/public/v1/detokenize.
package main

import "github.com/piiguard/piiguard/shared/lambdafn"

func main() { lambdafn.Start("detokenize") }
