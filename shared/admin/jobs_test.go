package admin

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/bulk"
	"github.com/piiguard/piiguard/shared/bulk/bulktest"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// TestJobRoutes runs the jobs routes on moto_server's S3 and Step Functions
// (PIIGUARD_DYNAMO_ENDPOINT, scripts/moto.sh).
func TestJobRoutes(t *testing.T) {
	endpoint := os.Getenv("PIIGUARD_DYNAMO_ENDPOINT")
	if endpoint == "" {
		t.Fatal("PIIGUARD_DYNAMO_ENDPOINT is not set: start moto with scripts/moto.sh start")
	}
	n := fmt.Sprint(time.Now().UnixNano())
	f := bulktest.New(t, endpoint, "adm-"+n)
	s3c, src, dst := f.S3, f.Source, f.Destination
	m := memory.New()
	jobs := &bulk.Jobs{SFN: f.SFN, S3: s3c, StateMachine: f.StateMachine, Sources: []string{src}, Destinations: []string{dst},
		CheckParams: bulk.ParamsChecker(m, app.NewFaker)}
	srv := httptest.NewServer(Handler(&Service{Keys: m, Policies: m, Audit: m, Jobs: jobs}, nil))
	t.Cleanup(srv.Close)
	bare := httptest.NewServer(Handler(&Service{Keys: m, Policies: m, Audit: m}, nil))
	t.Cleanup(bare.Close)

	job := func(extra string) string {
		return fmt.Sprintf(`{"id":"j-%s","operation":"mask","params":{"masking_char":"#"},"format":"csv","fields":["email"],
			"source_bucket":%q,"source_prefix":"in/","destination_bucket":%q,"destination_prefix":"out/"%s}`, n, src, dst, extra)
	}
	for _, tc := range []struct {
		name, method, path, body string
		srv                      *httptest.Server
		want                     int
		check                    func(map[string]any) bool
	}{
		{"not deployed", "POST", "/tenants/acme/jobs", job(""), bare, 404, nil},
		{"unknown plan", "POST", "/tenants/acme/jobs", job(`,"tolerated_failure_percentage":5,"plan":"gold"`), srv, 400, nil},
		{"bad operation parameter", "POST", "/tenants/acme/jobs", `{"operation":"mask","params":{"masking_char":"##"},"format":"text",
			"source_bucket":"` + src + `","destination_bucket":"` + dst + `"}`, srv, 400, nil},
		{"unknown field", "POST", "/tenants/acme/jobs", job(`,"colour":"red"`), srv, 400, nil},
		{"start", "POST", "/tenants/acme/jobs", job(""), srv, 202, func(b map[string]any) bool {
			j := b["job"].(map[string]any)
			return j["id"] == "j-"+n && j["params"] == nil && b["execution_arn"] != ""
		}},
		{"id taken by another job", "POST", "/tenants/acme/jobs", job(`,"destination_prefix":"out2/"`), srv, 409, nil},
		{"status", "GET", "/tenants/acme/jobs/j-" + n, "", srv, 200, func(b map[string]any) bool {
			return b["state"] != "" && b["objects_done"] == 0.0 && b["job"].(map[string]any)["params"] == nil
		}},
		{"another tenant's job", "GET", "/tenants/other/jobs/j-" + n, "", srv, 404, nil},
		{"unknown job", "GET", "/tenants/acme/jobs/nope", "", srv, 404, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, body := call(t, tc.srv, tc.method, tc.path, tc.body)
			if status != tc.want {
				t.Fatalf("%d %s, want %d", status, body, tc.want)
			}
			var b map[string]any
			if err := json.Unmarshal(body, &b); err != nil {
				t.Fatal(err)
			}
			if tc.want >= 400 && (b["status_code"] != float64(tc.want) || b["detail"] == "") {
				t.Fatalf("error body %s", body)
			}
			if tc.check != nil && !tc.check(b) {
				t.Fatalf("body %s", body)
			}
		})
	}
}
