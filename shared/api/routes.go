package api

import "sort"

// Route is one operation as API Gateway routes it: Method
// /api/public/v1/<Name>; a Public one needs no key. Detects says whether it
// runs the detection engine: its function needs Config.Engine.
type Route struct {
	Name, Method string
	Public       bool
	Detects      bool
}

// Routes lists every operation of the table, by name; the CDK stacks make
// one function and one route per entry.
func Routes() []Route {
	out := make([]Route, 0, len(operations))
	for _, op := range operations {
		out = append(out, Route{Name: op.name, Method: op.method, Public: op.public, Detects: op.detects})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}
