// Command hash is the Lambda function behind POST /api/public/v1/hash.
package main

import "github.com/piiguard/piiguard/shared/lambdafn"

func main() { lambdafn.Start("hash") }
