// Package local gives shared/client the API's own handlers, run in process
// over the in-memory wiring: no key, no network, the service's results. It is
// apart from the client so a remote caller does not link the engine.
package local

import (
	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/client"
)

// New returns a client whose requests the API's handlers answer in process;
// o's addressing fields (BaseURL, Region, APIKey) are not used.
func New(o client.Options) (*client.Client, error) {
	o.Handler = api.New(app.InProcess())
	return client.New(o)
}
