// Command infra is the CDK app: `cdk synth` / `cdk deploy` in this directory
// (cdk.json runs `go run .`) builds the EU and US stacks from infra/stack.
// Context (cdk.json or -c key=value) overrides regions, asset directory,
// throttling and the optional custom domains; see stack.ConfigFromContext.
package main

import (
	"os"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/jsii-runtime-go"

	"github.com/piiguard/piiguard/infra/stack"
)

func main() {
	defer jsii.Close()
	app := awscdk.NewApp(nil)
	stack.Build(app, stack.ConfigFromContext(app.Node(), os.Getenv("CDK_DEFAULT_ACCOUNT")))
	app.Synth(nil)
}
