package api_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/client"
	"github.com/piiguard/piiguard/shared/client/local"
)

// The operations table (api.Routes) is the one list of operations: the
// stacks make their functions and routes from it, and these tests check that
// what cannot be generated from it follows it. repoRoot is where the
// functions and events directories are, seen from this package.
const repoRoot = "../.."

// notOperations are the functions and events that are no API operation:
// the API Gateway authorizer, the admin CLI's function, the bulk jobs and the
// account dashboard (a browser app under /dashboard, signed in with Cognito).
var notOperations = map[string]bool{"admin": true, "authorizer": true, "bulk": true, "dashboard": true}

func routeNames() []string {
	var names []string
	for _, r := range api.Routes() {
		names = append(names, r.Name)
	}
	return names
}

// Every operation has functions/<name>/main.go starting the Lambda handler
// of that operation, and every other directory there is a listed exception.
func TestEveryOperationHasItsFunction(t *testing.T) {
	start := regexp.MustCompile(`lambdafn\.Start(?:With)?\("([^"]*)"[,)]`)
	for _, name := range routeNames() {
		src, err := os.ReadFile(filepath.Join(repoRoot, "functions", name, "main.go"))
		if err != nil {
			t.Errorf("operation %s: %v", name, err)
			continue
		}
		m := start.FindAllStringSubmatch(string(src), -1)
		if len(m) != 1 || m[0][1] != name {
			t.Errorf("functions/%s/main.go must call lambdafn.Start(%q) or StartWith(%q, ...) once; calls %v", name, name, name, m)
		}
	}
	dirs, err := os.ReadDir(filepath.Join(repoRoot, "functions"))
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range dirs {
		if d.IsDir() && !slices.Contains(routeNames(), d.Name()) && !notOperations[d.Name()] {
			t.Errorf("functions/%s is neither an operation of api.Routes nor listed in notOperations", d.Name())
		}
	}
}

// Every operation has events/<name>.json, an API Gateway call of that
// operation with its method, and every other event is a listed exception.
func TestEveryOperationHasItsEvent(t *testing.T) {
	for _, r := range api.Routes() {
		src, err := os.ReadFile(filepath.Join(repoRoot, "events", r.Name+".json"))
		if err != nil {
			t.Errorf("operation %s: %v", r.Name, err)
			continue
		}
		var ev struct {
			Path, HTTPMethod string
		}
		if err := json.Unmarshal(src, &ev); err != nil {
			t.Errorf("events/%s.json: %v", r.Name, err)
			continue
		}
		if want := "/api/public/v1/" + r.Name; ev.Path != want || ev.HTTPMethod != r.Method {
			t.Errorf("events/%s.json calls %s %s, want %s %s", r.Name, ev.HTTPMethod, ev.Path, r.Method, want)
		}
	}
	files, err := filepath.Glob(filepath.Join(repoRoot, "events", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".json")
		if !slices.Contains(routeNames(), name) && !notOperations[name] {
			t.Errorf("events/%s.json is neither an operation of api.Routes nor listed in notOperations", name)
		}
	}
}

// The Go client has a method per operation (Detect for detect, ...) that
// calls that operation with its method. Each is called with zero arguments
// against a server that records the request.
func TestClientHasAMethodPerOperation(t *testing.T) {
	var mu sync.Mutex
	var got []string // "METHOD /path"
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		got = append(got, r.Method+" "+r.URL.Path)
		mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		w.Write([]byte("{}"))
	}))
	defer srv.Close()
	c, err := client.New(client.Options{APIKey: "pg_test", BaseURL: srv.URL + "/api/public/v1"})
	if err != nil {
		t.Fatal(err)
	}
	cv := reflect.ValueOf(c)
	ctxType := reflect.TypeFor[context.Context]()
	for _, r := range api.Routes() {
		method := strings.ToUpper(r.Name[:1]) + r.Name[1:]
		m := cv.MethodByName(method)
		if !m.IsValid() {
			t.Errorf("operation %s: client.Client has no method %s", r.Name, method)
			continue
		}
		mt := m.Type()
		if mt.NumIn() == 0 || mt.In(0) != ctxType {
			t.Errorf("client.Client.%s does not take a context first", method)
			continue
		}
		args := []reflect.Value{reflect.ValueOf(context.Background())}
		for i := 1; i < mt.NumIn(); i++ {
			args = append(args, reflect.Zero(mt.In(i)))
		}
		mu.Lock()
		got = nil
		mu.Unlock()
		m.Call(args)
		mu.Lock()
		want := r.Method + " /api/public/v1/" + r.Name
		if len(got) != 1 || got[0] != want {
			t.Errorf("client.Client.%s sent %v, want one %s", method, got, want)
		}
		mu.Unlock()
	}
}

// /health lists every operation, and no other.
func TestHealthListsEveryOperation(t *testing.T) {
	c, err := local.New(client.Options{})
	if err != nil {
		t.Fatal(err)
	}
	h, err := c.Health(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var eps []string
	if err := json.Unmarshal(h["endpoints"], &eps); err != nil {
		t.Fatalf("/health endpoints: %v", err)
	}
	var listed []string
	for _, e := range eps {
		listed = append(listed, strings.TrimPrefix(e, "/v1/"))
	}
	slices.Sort(listed)
	if want := routeNames(); !slices.Equal(listed, want) {
		t.Errorf("/health lists %v, want the operations %v", listed, want)
	}
}
