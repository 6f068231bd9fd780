// Command samtarget tells the Makefile's sam targets what `sam local` needs
// from a cloud assembly, whatever the stack and logical ids: the template of
// the stack in -region, or with -function the id of the function built from
// functions/<name> (its bootstrap is byte for byte build/<name>/bootstrap).
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/piiguard/piiguard/infra/samlocal"
)

func main() {
	assembly := flag.String("assembly", "infra/cdk.out", "the cloud assembly (make synth)")
	region := flag.String("region", "eu-central-1", "the region of the stack")
	builds := flag.String("builds", "build", "the bootstraps (make build)")
	function := flag.String("function", "", "print this function's logical id instead of the template")
	flag.Parse()
	out, err := run(*assembly, *region, *builds, *function)
	if err != nil {
		fmt.Fprintln(os.Stderr, "samtarget:", err)
		os.Exit(1)
	}
	fmt.Println(out)
}

func run(assembly, region, builds, function string) (string, error) {
	if function == "" {
		return samlocal.StackTemplate(assembly, region)
	}
	return samlocal.FunctionID(assembly, region, builds, function)
}
