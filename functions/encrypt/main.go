// Command encrypt is the Lambda function behind POST /api/public/v1/encrypt.
package main

import "github.com/piiguard/piiguard/shared/lambdafn"

func main() { lambdafn.Start("encrypt") }
