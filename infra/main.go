// Command infra is the CDK app: `cdk synth` / `cdk deploy` in this directory
// (cdk.json runs `go run .`) builds one stack per region of shared/regions
// from infra/stack. Context (cdk.json or -c key=value) sets the prefix,
// regions, asset directory, throttling, WAF, alarm e-mail, deletion
// protection and the optional custom domains; see stack.ConfigFromContext.
package main

import (
	"fmt"
	"os"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/jsii-runtime-go"

	"github.com/piiguard/piiguard/infra/stack"
)

func main() {
	defer jsii.Close()
	app := awscdk.NewApp(nil)
	cfg, err := stack.ConfigFromContext(app.Node(), os.Getenv("CDK_DEFAULT_ACCOUNT"))
	if err != nil {
		fmt.Fprintln(os.Stderr, "infra:", err)
		jsii.Close()
		os.Exit(1)
	}
	stack.Build(app, cfg)
	app.Synth(nil)
}
