package api

import (
	"net/http"
	"slices"
	"sort"
	"testing"
)

// TestRoutes: the stacks' routes are the table's operations, each once,
// /health the only public one (GET), every other a POST.
func TestRoutes(t *testing.T) {
	routes := Routes()
	var names []string
	for _, r := range routes {
		names = append(names, r.Name)
		if r.Public != (r.Method == http.MethodGet) || r.Public != (r.Name == "health") {
			t.Errorf("route %+v", r)
		}
	}
	if !sort.StringsAreSorted(names) {
		t.Errorf("routes not sorted: %v", names)
	}
	want := slices.Clone(EndpointOrder)
	sort.Strings(want)
	if !slices.Equal(names, want) {
		t.Errorf("routes %v, want the endpoints %v", names, want)
	}
}
