// Package samlocal reads a synthesized CDK template the way `sam local`
// does: each function's code through its aws:asset:path metadata, its
// runtime, handler and architecture, its environment after an --env-vars
// file's overrides, and the API's routes with their Lambda authorizer. The
// tests run the functions' bootstraps from it without Docker; the Makefile's
// sam targets use it to find the template and a function's id.
package samlocal

import (
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// Template is a CloudFormation template.
type Template struct {
	Path      string // the file; asset paths are relative to its folder
	Resources map[string]Resource
}

// Resource is one resource of a template.
type Resource struct {
	Type       string         `json:"Type"`
	Properties map[string]any `json:"Properties"`
	Metadata   map[string]any `json:"Metadata"`
}

// ReadTemplate reads a JSON template.
func ReadTemplate(path string) (*Template, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var t Template
	if err := json.Unmarshal(raw, &t); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	t.Path = path
	return &t, nil
}

// StackTemplate returns the template file of the one stack of a cloud
// assembly (cdk.out) that is deployed to region, whatever its stack id.
func StackTemplate(assembly, region string) (string, error) {
	raw, err := os.ReadFile(filepath.Join(assembly, "manifest.json"))
	if err != nil {
		return "", fmt.Errorf("%w (run `make synth` first)", err)
	}
	var m struct {
		Artifacts map[string]struct {
			Type        string `json:"type"`
			Environment string `json:"environment"`
			Properties  struct {
				TemplateFile string `json:"templateFile"`
			} `json:"properties"`
		} `json:"artifacts"`
	}
	if err := json.Unmarshal(raw, &m); err != nil {
		return "", fmt.Errorf("%s: %w", assembly, err)
	}
	var found []string
	for _, a := range m.Artifacts {
		if a.Type == "aws:cloudformation:stack" && strings.HasSuffix(a.Environment, "/"+region) {
			found = append(found, filepath.Join(assembly, a.Properties.TemplateFile))
		}
	}
	if len(found) != 1 {
		return "", fmt.Errorf("%s: %d stacks in %s, want 1 (%v)", assembly, len(found), region, found)
	}
	return found[0], nil
}

// FunctionID is the logical id, in the stack of region, of the function
// built from functions/<name> into builds/<name>/bootstrap: what `sam local
// invoke` takes.
func FunctionID(assembly, region, builds, name string) (string, error) {
	path, err := StackTemplate(assembly, region)
	if err != nil {
		return "", err
	}
	tpl, err := ReadTemplate(path)
	if err != nil {
		return "", err
	}
	b, err := ReadBuilds(builds)
	if err != nil {
		return "", err
	}
	fns, err := tpl.Functions()
	for _, f := range fns {
		if src, err := b.Source(f); err == nil && src == name {
			return f.LogicalID, nil
		}
	}
	return "", errors.Join(fmt.Errorf("no function of %s was built from functions/%s (run `make build synth`)", path, name), err)
}

// Function is a Lambda function as `sam local` sees it.
type Function struct {
	LogicalID string
	// ID is what `sam local invoke` and an --env-vars entry may name it by
	// besides the logical id: the construct id from aws:cdk:path, if any.
	ID                             string
	CodeDir                        string // from aws:asset:path, relative to the template's folder
	Runtime, Handler, Architecture string
	MemorySize, Timeout            int
	// Env is the declared environment: strings, or intrinsics (Ref, Fn::GetAtt)
	// that name other resources of the stack.
	Env map[string]any
}

// Functions lists every AWS::Lambda::Function, by logical id. A function
// whose code SAM cannot find (no aws:asset:path for its Code) is an error.
func (t *Template) Functions() ([]Function, error) {
	var out []Function
	var errs []error
	for _, id := range t.ids("AWS::Lambda::Function") {
		r := t.Resources[id]
		f := Function{LogicalID: id, ID: id, Runtime: str(r.Properties["Runtime"]), Handler: str(r.Properties["Handler"]),
			Architecture: "x86_64", MemorySize: 128, Timeout: 3, Env: map[string]any{}}
		if p := str(r.Metadata["aws:cdk:path"]); p != "" {
			parts := strings.Split(p, "/") // Stack/Construct/Resource
			if len(parts) >= 3 && parts[len(parts)-1] == "Resource" {
				f.ID = parts[len(parts)-2]
			}
		}
		asset, prop := str(r.Metadata["aws:asset:path"]), str(r.Metadata["aws:asset:property"])
		if asset == "" || prop != "Code" {
			errs = append(errs, fmt.Errorf("function %s: no aws:asset:path metadata for its Code: SAM cannot find its code", id))
			continue
		}
		if !filepath.IsAbs(asset) {
			asset = filepath.Join(filepath.Dir(t.Path), asset)
		}
		f.CodeDir = asset
		if a, ok := r.Properties["Architectures"].([]any); ok && len(a) == 1 {
			f.Architecture = str(a[0])
		}
		if n, ok := r.Properties["MemorySize"].(float64); ok {
			f.MemorySize = int(n)
		}
		if n, ok := r.Properties["Timeout"].(float64); ok {
			f.Timeout = int(n)
		}
		if e, ok := r.Properties["Environment"].(map[string]any); ok {
			if v, ok := e["Variables"].(map[string]any); ok {
				f.Env = v
			}
		}
		out = append(out, f)
	}
	return out, errors.Join(errs...)
}

// Bootstrap is the executable Lambda starts for a custom runtime
// (provided.*): <code>/bootstrap.
func (f Function) Bootstrap() (string, error) {
	if !strings.HasPrefix(f.Runtime, "provided") {
		return "", fmt.Errorf("function %s: runtime %q is not a custom runtime (provided.*): nothing runs a bootstrap", f.LogicalID, f.Runtime)
	}
	p := filepath.Join(f.CodeDir, "bootstrap")
	st, err := os.Stat(p)
	if err != nil {
		return "", fmt.Errorf("function %s: its asset has no bootstrap: %w", f.LogicalID, err)
	}
	if !st.Mode().IsRegular() || st.Mode().Perm()&0o111 == 0 {
		return "", fmt.Errorf("function %s: %s is not an executable file", f.LogicalID, p)
	}
	return p, nil
}

// GOARCH is the Go architecture a bootstrap must be built for.
func (f Function) GOARCH() (string, error) {
	switch f.Architecture {
	case "arm64":
		return "arm64", nil
	case "x86_64":
		return "amd64", nil
	}
	return "", fmt.Errorf("function %s: unknown architecture %q", f.LogicalID, f.Architecture)
}

// EnvFile is a `sam local --env-vars` file: "Parameters" applies to every
// function, an entry named after a function (logical id or construct id) to
// that one, over "Parameters".
type EnvFile map[string]map[string]any

// ReadEnvFile reads an --env-vars file; as SAM, it refuses entries that are
// not objects.
func ReadEnvFile(path string) (EnvFile, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var top map[string]any
	if err := json.Unmarshal(raw, &top); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	out := EnvFile{}
	for k, v := range top {
		m, ok := v.(map[string]any)
		if !ok {
			return nil, fmt.Errorf("%s: %q is not an object of variables", path, k)
		}
		out[k] = m
	}
	return out, nil
}

// Environment is what SAM gives f: only the variables the template declares
// (SAM drops the others), each the env file's value if it has one, else the
// shell's, else the template's. A variable left as an intrinsic is an error:
// it names a resource of the deployed stack (SAM resolves a Ref to the
// resource's logical id), which a local run must not reach for.
func (f Function) Environment(file EnvFile, shell map[string]string) (map[string]string, error) {
	over := map[string]any{}
	for _, src := range []map[string]any{file["Parameters"], file[f.LogicalID], file[f.ID]} {
		for k, v := range src {
			over[k] = v
		}
	}
	out := map[string]string{}
	var unresolved []string
	for name, v := range f.Env {
		if o, ok := over[name]; ok {
			out[name] = stringify(o)
			continue
		}
		if s, ok := shell[name]; ok {
			out[name] = s
			continue
		}
		if _, ok := v.(map[string]any); ok {
			unresolved = append(unresolved, name)
			continue
		}
		out[name] = stringify(v)
	}
	if len(unresolved) > 0 {
		sort.Strings(unresolved)
		return out, fmt.Errorf("function %s: %s still name deployed resources: the env file must set them", f.LogicalID, strings.Join(unresolved, ", "))
	}
	return out, nil
}

// stringify turns a JSON value into an environment value as SAM does.
func stringify(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case bool:
		return strconv.FormatBool(v)
	case float64:
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	return "" // objects, arrays and null: blank
}

// RuntimeEnv is the whole environment of f's process: what `sam local` adds
// (AWS_SAM_LOCAL, region, function name, memory, timeout, handler) and vars.
func (f Function) RuntimeEnv(region string, vars map[string]string) []string {
	env := []string{
		"AWS_SAM_LOCAL=true", "AWS_REGION=" + region, "AWS_DEFAULT_REGION=" + region,
		"AWS_LAMBDA_FUNCTION_NAME=" + f.ID, "AWS_LAMBDA_FUNCTION_VERSION=$LATEST",
		"AWS_LAMBDA_FUNCTION_MEMORY_SIZE=" + strconv.Itoa(f.MemorySize), "AWS_LAMBDA_FUNCTION_TIMEOUT=" + strconv.Itoa(f.Timeout),
		"AWS_LAMBDA_FUNCTION_HANDLER=" + f.Handler, "_HANDLER=" + f.Handler,
	}
	names := make([]string, 0, len(vars))
	for k := range vars {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		env = append(env, k+"="+vars[k])
	}
	return env
}

// Builds are the bootstraps `make build` made: <dir>/<name>/bootstrap from
// functions/<name>.
type Builds struct {
	dir    string
	sizes  map[string]int64 // name -> size
	mu     sync.Mutex
	hashes map[string]string // path -> sha256, computed once
}

// ReadBuilds lists the bootstraps under dir.
func ReadBuilds(dir string) (*Builds, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*", "bootstrap"))
	if err != nil || len(paths) == 0 {
		return nil, fmt.Errorf("no %s/*/bootstrap (run `make build`): %v", dir, err)
	}
	b := &Builds{dir: dir, sizes: map[string]int64{}, hashes: map[string]string{}}
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		b.sizes[filepath.Base(filepath.Dir(p))] = st.Size()
	}
	return b, nil
}

// Names lists the builds, sorted.
func (b *Builds) Names() []string {
	out := make([]string, 0, len(b.sizes))
	for n := range b.sizes {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Source is the name of the build whose bootstrap is byte for byte the one
// in f's asset (CDK copies build/<name> into cdk.out/asset.<hash>): the
// functions/<name> the asset was built from.
func (b *Builds) Source(f Function) (string, error) {
	boot, err := f.Bootstrap()
	if err != nil {
		return "", err
	}
	st, err := os.Stat(boot)
	if err != nil {
		return "", err
	}
	for name, size := range b.sizes {
		if size != st.Size() {
			continue
		}
		want, err := b.hash(boot)
		if err != nil {
			return "", err
		}
		if h, err := b.hash(filepath.Join(b.dir, name, "bootstrap")); err == nil && h == want {
			return name, nil
		}
	}
	return "", fmt.Errorf("function %s: its bootstrap is none of %s/*/bootstrap", f.LogicalID, b.dir)
}

func (b *Builds) hash(path string) (string, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if h, ok := b.hashes[path]; ok {
		return h, nil
	}
	fh, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer fh.Close()
	h := sha256.New()
	if _, err := io.Copy(h, fh); err != nil {
		return "", err
	}
	b.hashes[path] = string(h.Sum(nil))
	return b.hashes[path], nil
}

// Route is one API Gateway method that start-api serves.
type Route struct {
	Method, Path      string // "POST", "/api/public/v1/detect"
	Function          string // logical id of the integrated function
	AuthorizationType string // NONE, CUSTOM, AWS_IAM
	Authorizer        *Authorizer
}

// Authorizer is a Lambda authorizer of the API.
type Authorizer struct {
	LogicalID, Function string
	Type                string   // REQUEST or TOKEN
	Headers             []string // the identity sources' header names
}

// Routes lists the API's Lambda proxy methods with their paths and
// authorizers, sorted by path and method.
func (t *Template) Routes() ([]Route, error) {
	var out []Route
	var errs []error
	for _, id := range t.ids("AWS::ApiGateway::Method") {
		p := t.Resources[id].Properties
		integ, _ := p["Integration"].(map[string]any)
		if str(integ["Type"]) != "AWS_PROXY" {
			continue // start-api serves Lambda proxy integrations only
		}
		r := Route{Method: str(p["HttpMethod"]), AuthorizationType: str(p["AuthorizationType"])}
		if r.AuthorizationType == "" {
			r.AuthorizationType = "NONE"
		}
		r.Function = t.lambdaIn(integ["Uri"])
		path, err := t.path(p["ResourceId"])
		if r.Function == "" || err != nil {
			errs = append(errs, fmt.Errorf("method %s: function %q, path: %v", id, r.Function, err))
			continue
		}
		r.Path = path
		if r.AuthorizationType == "CUSTOM" {
			aid := ref(p["AuthorizerId"])
			a, ok := t.Resources[aid]
			if !ok || a.Type != "AWS::ApiGateway::Authorizer" {
				errs = append(errs, fmt.Errorf("method %s: authorizer %q not in the template", id, aid))
				continue
			}
			auth := &Authorizer{LogicalID: aid, Type: str(a.Properties["Type"]), Function: t.lambdaIn(a.Properties["AuthorizerUri"])}
			for _, src := range strings.Split(str(a.Properties["IdentitySource"]), ",") {
				if h, ok := strings.CutPrefix(strings.TrimSpace(src), "method.request.header."); ok {
					auth.Headers = append(auth.Headers, h)
				}
			}
			r.Authorizer = auth
		}
		out = append(out, r)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Path != out[j].Path {
			return out[i].Path < out[j].Path
		}
		return out[i].Method < out[j].Method
	})
	return out, errors.Join(errs...)
}

// path is the full path of an API Gateway resource: its path parts up to the
// API's root resource.
func (t *Template) path(resource any) (string, error) {
	var parts []string
	for range 32 {
		id := ref(resource)
		if id == "" { // Fn::GetAtt [Api, RootResourceId]
			if g, ok := resource.(map[string]any)["Fn::GetAtt"].([]any); ok && len(g) == 2 && g[1] == "RootResourceId" {
				return "/" + strings.Join(parts, "/"), nil
			}
			return "", fmt.Errorf("unexpected parent %v", resource)
		}
		r, ok := t.Resources[id]
		if !ok || r.Type != "AWS::ApiGateway::Resource" {
			return "", fmt.Errorf("resource %q not in the template", id)
		}
		parts = append([]string{str(r.Properties["PathPart"])}, parts...)
		resource = r.Properties["ParentId"]
	}
	return "", errors.New("resource nesting deeper than 32")
}

// lambdaIn finds the function an integration or authorizer URI invokes: the
// Fn::GetAtt [function, Arn] inside it.
func (t *Template) lambdaIn(v any) string {
	switch v := v.(type) {
	case map[string]any:
		if g, ok := v["Fn::GetAtt"].([]any); ok && len(g) == 2 && g[1] == "Arn" {
			if id := str(g[0]); t.Resources[id].Type == "AWS::Lambda::Function" {
				return id
			}
		}
		for _, x := range v {
			if id := t.lambdaIn(x); id != "" {
				return id
			}
		}
	case []any:
		for _, x := range v {
			if id := t.lambdaIn(x); id != "" {
				return id
			}
		}
	}
	return ""
}

// ids lists the logical ids of typ, sorted.
func (t *Template) ids(typ string) []string {
	var out []string
	for id, r := range t.Resources {
		if r.Type == typ {
			out = append(out, id)
		}
	}
	sort.Strings(out)
	return out
}

func str(v any) string { s, _ := v.(string); return s }

func ref(v any) string {
	m, _ := v.(map[string]any)
	return str(m["Ref"])
}
