// Package regions is the one list of the regions piiguard runs in. The CDK
// app deploys one stack per entry (the first holds the global tables), the
// admin function manages the usage plans of every entry, and the Go client
// accepts each label and reads its URL from PIIGUARD_<LABEL>_URL. A third
// region is one more line in All.
package regions

import "strings"

// Region is one regional deployment.
type Region struct {
	// Label is the short name clients pass ("eu"); the stack id ends with
	// it in upper case, and the CDK context key <label>Region overrides AWS.
	Label string
	// AWS is the AWS region the stack goes to unless the context says otherwise.
	AWS string
}

// All lists the regions, the primary one first: it owns the global tables
// (keys, usage, policies) that the others replicate.
var All = []Region{
	{Label: "eu", AWS: "eu-central-1"},
	{Label: "us", AWS: "us-east-1"},
}

// Primary is the region that owns the global tables.
func Primary() Region { return All[0] }

// Labels returns the labels of All, in order.
func Labels() []string {
	out := make([]string, len(All))
	for i, r := range All {
		out[i] = r.Label
	}
	return out
}

// ByLabel finds a region by label, ignoring case.
func ByLabel(label string) (Region, bool) {
	for _, r := range All {
		if strings.EqualFold(r.Label, label) {
			return r, true
		}
	}
	return Region{}, false
}

// URLEnv names the environment variable that holds the region's API root
// for clients: PIIGUARD_EU_URL for "eu".
func (r Region) URLEnv() string { return "PIIGUARD_" + strings.ToUpper(r.Label) + "_URL" }

// ContextKey is the CDK context key that overrides the AWS region: euRegion.
func (r Region) ContextKey() string { return r.Label + "Region" }
