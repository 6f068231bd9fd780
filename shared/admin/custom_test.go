package admin

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestRecognizersAndAllowListsHTTP: put, get, list, policy attachment,
// validation (same limits as requests, no value echoed) and delete guards.
func TestRecognizersAndAllowListsHTTP(t *testing.T) {
	srv, _ := newServer(t)
	const secret = "SECRETVALUE"
	steps := []struct {
		method, path, body string
		status             int
		contains           string // in the answer
	}{
		{"PUT", "/tenants/acme/recognizers/emp", `{"entity_type":"EMPLOYEE_ID","patterns":[{"regex":"EMP-\\d{6}","score":0.8}]}`, 200, `"name":"emp"`},
		{"PUT", "/tenants/acme/recognizers/other", `{"name":"emp","entity_type":"EMPLOYEE_ID","deny_list":["x"]}`, 400, "differs from the path"},
		{"PUT", "/tenants/acme/recognizers/bad", `{"entity_type":"EMPLOYEE_ID","patterns":[{"regex":"(` + secret + `","score":0.8}]}`, 400, "recognizer.patterns[0].regex"},
		{"PUT", "/tenants/acme/recognizers/bad", `{"entity_type":"EMAIL_ADDRESS","deny_list":["x"]}`, 400, "collides with a built-in"},
		{"PUT", "/tenants/acme/recognizers/bad", `{"entity_type":"MY_TYPE","deny_list":["x"],"validator":"crc` + secret + `"}`, 400, "unknown validator"},
		{"PUT", "/tenants/acme/recognizers/bad", `{"entity_type":"MY_TYPE","patterns":[{"regex":"x","score":1.2}]}`, 400, "score"},
		{"PUT", "/tenants/acme/recognizers/bad", `{"entity_type":"MY_TYPE","patterns":[{"regex":"` + strings.Repeat("a", 1001) + `","score":0.5}]}`, 400, "longer than 1000"},
		{"PUT", "/tenants/acme/allow-lists/staff", `{"entries":["Jane Doe"]}`, 200, `"name":"staff"`},
		{"PUT", "/tenants/acme/allow-lists/bad", `{"entries":["[` + secret + `"],"match":"regex"}`, 400, "allow_list.entries[0]"},
		{"PUT", "/tenants/acme/allow-lists/bad", `{"entries":["a"],"match":"fuzzy"}`, 400, "allow_list.match"},
		{"PUT", "/tenants/acme/allow-lists/bad", `{"entries":[` + strings.Repeat(`"a",`, 1000) + `"a"]}`, 400, "at most 1000"},
		{"PUT", "/tenants/acme/policies/hr", `{"threshold":0.5,"recognizers":["emp"],"allow_lists":["staff"]}`, 200, `"recognizers":["emp"]`},
		{"PUT", "/tenants/acme/policies/hr2", `{"threshold":0.5,"recognizers":["nope"]}`, 400, "does not exist"},
		{"PUT", "/tenants/acme/policies/hr2", `{"threshold":0.5,"allow_lists":["nope"]}`, 400, "does not exist"},
		{"GET", "/tenants/acme/recognizers", "", 200, `"recognizers":[{"name":"emp"`},
		{"GET", "/tenants/acme/recognizers/emp", "", 200, `"entity_type":"EMPLOYEE_ID"`},
		{"GET", "/tenants/acme/allow-lists", "", 200, `"allow_lists":[{"name":"staff"`},
		{"GET", "/tenants/globex/recognizers/emp", "", 404, "not_found"},
		{"DELETE", "/tenants/acme/recognizers/emp", "", 400, "named by policies hr"},
		{"DELETE", "/tenants/acme/allow-lists/staff", "", 400, "named by policies hr"},
		{"GET", "/tenants/acme/policies", "", 200, `"policies":[{"name":"hr"`},
		{"DELETE", "/tenants/acme/policies/hr", "", 204, ""},
		{"DELETE", "/tenants/acme/recognizers/emp", "", 204, ""},
		{"DELETE", "/tenants/acme/allow-lists/staff", "", 204, ""},
		{"GET", "/tenants/acme/recognizers/emp", "", 404, "not_found"},
		{"GET", "/tenants/acme/allow-lists", "", 200, `"allow_lists":[]`},
	}
	for i, s := range steps {
		code, body := call(t, srv, s.method, s.path, s.body)
		if code != s.status || !strings.Contains(string(body), s.contains) {
			t.Fatalf("step %d %s %s: %d %s, want %d containing %s", i, s.method, s.path, code, body, s.status, s.contains)
		}
		if strings.Contains(string(body), secret) {
			t.Errorf("step %d echoes the value: %s", i, body)
		}
		if code >= 400 {
			var e map[string]any
			if json.Unmarshal(body, &e) != nil || e["error"] == nil || e["detail"] == nil {
				t.Errorf("step %d: error body %s", i, body)
			}
		}
	}
}
