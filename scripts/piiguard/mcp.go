package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app/base"
	"github.com/piiguard/piiguard/shared/client"
)

// mcpTools are the operations offered as tools, with what an agent should
// know beyond the API's summary.
var mcpTools = []struct{ op, hint string }{
	{"detect", "Use it to check a text for personal data before sending it to a model or a log."},
	{"redact", "Use it to drop personal data from a text before it reaches a model. The rewriting tools (redact, tokenize, mask, hash, synthesize, encrypt) do not return the values they found."},
	{"tokenize", "Use it before sending a text to a model; the values stay in this server behind the returned mapping_id: call detokenize with it on the model's answer to put them back."},
	{"detokenize", "Pass the text with tokens and the mapping_id that tokenize returned (or a mapping)."},
	{"mask", ""},
	{"hash", ""},
	{"synthesize", "The model sees realistic but fake values."},
	{"encrypt", "Reversible with decrypt and the same encryption_key."},
	{"decrypt", ""},
	{"discover", "Profile up to 100 sample texts to choose a policy."},
	{"health", ""},
}

// runMCP serves the tools over stdio until the client disconnects.
func runMCP(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	c := &config{}
	fs := flag.NewFlagSet("piiguard mcp", flag.ContinueOnError)
	fs.SetOutput(stderr)
	conn := addConnFlags(fs, c)
	rest, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if len(rest) > 0 {
		return usagef("mcp takes no arguments besides its flags")
	}
	if err := conn.finish(); err != nil {
		return err
	}
	cl, err := c.client()
	if err != nil {
		return err
	}
	srv, err := newMCPServer(cl)
	if err != nil {
		return err
	}
	t := &mcp.IOTransport{Reader: io.NopCloser(stdin), Writer: nopWriteCloser{stdout}}
	if err := srv.Run(ctx, t); err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, io.EOF) {
		return err
	}
	return nil
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }

// newMCPServer offers one tool per operation. The argument schemas are the
// request schemas of the OpenAPI document (one text per call: no batch), so
// names, bounds and descriptions have one source.
func newMCPServer(cl *client.Client) (*mcp.Server, error) {
	doc, err := api.OpenAPI()
	if err != nil {
		return nil, err
	}
	var spec struct {
		Components struct {
			Schemas map[string]any `json:"schemas"`
		} `json:"components"`
		Paths map[string]map[string]struct {
			Summary     string `json:"summary"`
			RequestBody *struct {
				Content map[string]struct {
					Schema map[string]any `json:"schema"`
				} `json:"content"`
			} `json:"requestBody"`
		} `json:"paths"`
	}
	if err := json.Unmarshal(doc, &spec); err != nil {
		return nil, err
	}
	mappings := &mappingStore{byID: map[string]map[string]any{}}
	srv := mcp.NewServer(&mcp.Implementation{Name: "piiguard", Title: "piiguard PII protection", Version: base.Build}, nil)
	for _, t := range mcpTools {
		var summary string
		var schema map[string]any
		for _, o := range spec.Paths["/"+t.op] {
			summary = o.Summary
			if o.RequestBody != nil {
				schema = o.RequestBody.Content["application/json"].Schema
			}
		}
		if summary == "" {
			return nil, fmt.Errorf("operation %s is not in the OpenAPI document", t.op)
		}
		if schema == nil {
			schema = map[string]any{"type": "object", "properties": map[string]any{}}
		}
		// a tool's schema stands alone: the document's $refs to its
		// components are inlined
		inlined, err := inlineRefs(schema, spec.Components.Schemas, 0)
		if err != nil {
			return nil, fmt.Errorf("operation %s: %w", t.op, err)
		}
		schema = toolSchema(inlined.(map[string]any))
		desc := summary + "."
		if t.hint != "" {
			desc += " " + t.hint
		}
		op := t.op
		if op == "detokenize" {
			// The agent passes the id tokenize returned, not the values.
			schema["properties"].(map[string]any)["mapping_id"] = map[string]any{"type": "string",
				"description": "The mapping_id a tokenize call returned (instead of mapping)."}
			schema["required"] = []string{"text"}
		}
		mcp.AddTool(srv, &mcp.Tool{Name: op, Description: desc, InputSchema: schema},
			func(ctx context.Context, _ *mcp.CallToolRequest, in map[string]any) (*mcp.CallToolResult, map[string]any, error) {
				if id, ok := in["mapping_id"].(string); ok {
					m, found := mappings.get(id)
					if !found {
						return nil, nil, errors.New("unknown mapping_id: mappings live as long as this server process")
					}
					delete(in, "mapping_id")
					in["mapping"] = m
				}
				var out map[string]any
				if err := cl.Do(ctx, op, in, &out); err != nil {
					var ae *client.Error
					if errors.As(err, &ae) {
						// A tool error the agent can read and correct; it
						// never holds the submitted text.
						return nil, nil, fmt.Errorf("%s (%d %s)", ae.Detail, ae.Status, ae.Code)
					}
					return nil, nil, err
				}
				return nil, withhold(op, out, mappings), nil
			})
	}
	return srv, nil
}

// inlineRefs returns v with every {"$ref": "#/components/schemas/X"} replaced
// by a copy of schema X (nested refs too; the document has no cycles, and
// depth bounds a mistaken one).
func inlineRefs(v any, schemas map[string]any, depth int) (any, error) {
	if depth > 32 {
		return nil, errors.New("schema references nest too deep")
	}
	switch x := v.(type) {
	case map[string]any:
		if ref, ok := x["$ref"].(string); ok {
			name, found := strings.CutPrefix(ref, "#/components/schemas/")
			target, known := schemas[name]
			if !found || !known {
				return nil, fmt.Errorf("unresolved schema reference %q", ref)
			}
			return inlineRefs(target, schemas, depth+1)
		}
		out := make(map[string]any, len(x))
		for k, e := range x {
			r, err := inlineRefs(e, schemas, depth+1)
			if err != nil {
				return nil, err
			}
			out[k] = r
		}
		return out, nil
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			r, err := inlineRefs(e, schemas, depth+1)
			if err != nil {
				return nil, err
			}
			out[i] = r
		}
		return out, nil
	}
	return v, nil
}

// toolSchema makes a request schema single-text: batch mode is for files
// (the CLI), an agent sends one text per call.
func toolSchema(s map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range s {
		out[k] = v
	}
	props := map[string]any{}
	for k, v := range s["properties"].(map[string]any) {
		if k != "texts" {
			props[k] = v
		}
	}
	out["properties"] = props
	if _, batch := s["oneOf"]; batch {
		delete(out, "oneOf")
		out["required"] = []string{"text"}
	}
	return out
}

// withhold keeps original values out of what a tool returns to the agent
// (and so to its model): entities of the rewriting operations lose their
// text, and tokenize's mapping stays in this process behind a mapping_id.
// detect and discover exist to show what was found, and answer as the API.
func withhold(op string, out map[string]any, mappings *mappingStore) map[string]any {
	if !transforming[op] {
		return out
	}
	if ents, ok := out["detected_entities"].([]any); ok {
		for _, e := range ents {
			if m, ok := e.(map[string]any); ok {
				delete(m, "text")
			}
		}
	}
	if m, ok := out["mapping"].(map[string]any); ok {
		delete(out, "mapping")
		out["mapping_id"] = mappings.put(m)
	}
	return out
}

// mappingStore holds tokenize's mappings for detokenize, the most recent
// maxMappings of them, in memory only.
type mappingStore struct {
	mu    sync.Mutex
	byID  map[string]map[string]any
	order []string
}

const maxMappings = 1000

func (s *mappingStore) put(m map[string]any) string {
	var b [12]byte
	_, _ = rand.Read(b[:])
	id := "map_" + hex.EncodeToString(b[:])
	s.mu.Lock()
	defer s.mu.Unlock()
	s.byID[id] = m
	s.order = append(s.order, id)
	if len(s.order) > maxMappings {
		delete(s.byID, s.order[0])
		s.order = s.order[1:]
	}
	return id
}

func (s *mappingStore) get(id string) (map[string]any, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	m, ok := s.byID[id]
	return m, ok
}
