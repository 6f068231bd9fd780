package dashboard

import (
	"os"
	"strings"

	"github.com/piiguard/piiguard/shared/regions"
)

// EndpointsFromEnv lists the regional API base URLs the deployment sets in
// PIIGUARD_<LABEL>_URL (regions.Region.URLEnv, as the Go client reads them),
// in the order of regions.All, for Config.Endpoints in AWS.
func EndpointsFromEnv() []Endpoint {
	var out []Endpoint
	for _, r := range regions.All {
		if u := strings.TrimRight(os.Getenv(r.URLEnv()), "/"); u != "" {
			out = append(out, Endpoint{Label: r.Label, URL: u})
		}
	}
	return out
}
