package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/store"
)

// mcpSession starts `piiguard mcp <args>` on pipes (its stdin and stdout, as
// an MCP host runs it) and connects the SDK's client: initialize happens here.
func mcpSession(t *testing.T, args ...string) *mcp.ClientSession {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	toServer, serverIn := io.Pipe()
	serverOut, fromServer := io.Pipe()
	done := make(chan int, 1)
	var errb bytes.Buffer
	go func() {
		code := run(ctx, append([]string{"mcp"}, args...), toServer, fromServer, &errb)
		fromServer.Close()
		done <- code
	}()
	c := mcp.NewClient(&mcp.Implementation{Name: "test-agent", Version: "1"}, nil)
	cs, err := c.Connect(ctx, &mcp.IOTransport{Reader: serverOut, Writer: serverIn}, nil)
	if err != nil {
		t.Fatalf("initialize: %v (%s)", err, errb.String())
	}
	t.Cleanup(func() {
		cs.Close() // closes the server's stdin: it stops
		select {
		case code := <-done:
			if code != exitOK {
				t.Errorf("mcp exited %d: %s", code, errb.String())
			}
		case <-time.After(10 * time.Second):
			t.Error("mcp did not stop when its stdin closed")
		}
		cancel()
	})
	return cs
}

func call(t *testing.T, cs *mcp.ClientSession, tool string, args map[string]any) (map[string]any, bool, string) {
	t.Helper()
	res, err := cs.CallTool(context.Background(), &mcp.CallToolParams{Name: tool, Arguments: args})
	if err != nil {
		t.Fatalf("tools/call %s: %v", tool, err)
	}
	var text string
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			text += tc.Text
		}
	}
	out, _ := res.StructuredContent.(map[string]any)
	return out, res.IsError, text
}

func TestMCPLocal(t *testing.T) {
	cs := mcpSession(t, "--local")
	if info := cs.InitializeResult(); info == nil || info.ServerInfo.Name != "piiguard" || info.Capabilities.Tools == nil {
		t.Fatalf("initialize result %+v", info)
	}
	list, err := cs.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	schemas := map[string]map[string]any{}
	for _, tool := range list.Tools {
		names = append(names, tool.Name)
		b, _ := json.Marshal(tool.InputSchema)
		var s map[string]any
		_ = json.Unmarshal(b, &s)
		schemas[tool.Name] = s
		if strings.Contains(string(b), `"$ref"`) {
			t.Errorf("%s: the input schema refers outside itself: %s", tool.Name, b)
		}
		if tool.Description == "" {
			t.Errorf("%s: no description", tool.Name)
		}
	}
	var ops []string
	for _, r := range api.Routes() {
		ops = append(ops, r.Name)
	}
	sort.Strings(names)
	if !slices.Equal(names, ops) {
		t.Errorf("tools %v, want one per operation %v", names, ops)
	}
	// the custom recognizers' schema is inlined from the document's components
	cr := schemas["detect"]["properties"].(map[string]any)["custom_recognizers"].(map[string]any)
	if item, _ := cr["items"].(map[string]any); item == nil || item["properties"] == nil {
		t.Errorf("detect's custom_recognizers items not inlined: %v", cr)
	}
	mask := schemas["mask"]["properties"].(map[string]any)
	if mc := mask["masking_char"].(map[string]any); mc["maxLength"] != 1.0 {
		t.Errorf("mask's masking_char schema: %v", mc)
	}
	if _, batch := mask["texts"]; batch || !slices.Contains(anyStrings(schemas["mask"]["required"]), "text") {
		t.Errorf("mask's schema should take one required text: %v", schemas["mask"])
	}

	const text = "Write to Jane Doe at jane.doe@example.com."
	out, isErr, raw := call(t, cs, "redact", map[string]any{"text": text})
	if isErr || out["text"] != "Write to  at ." || strings.Contains(raw, "jane.doe@example.com") || strings.Contains(raw, "Jane Doe") {
		t.Errorf("redact: error=%v %v\n%s", isErr, out, raw)
	}

	out, isErr, raw = call(t, cs, "tokenize", map[string]any{"text": text, "entities": []string{"email address", "person"}})
	id, _ := out["mapping_id"].(string)
	if isErr || id == "" || strings.Contains(raw, "jane.doe@example.com") || strings.Contains(raw, "Jane Doe") {
		t.Fatalf("tokenize must hide the values behind a mapping_id: %s", raw)
	}
	tokenized := out["text"].(string)
	out, isErr, raw = call(t, cs, "detokenize", map[string]any{"text": "Reply: " + tokenized, "mapping_id": id})
	if isErr || out["text"] != "Reply: "+text {
		t.Errorf("detokenize: %s", raw)
	}

	out, isErr, raw = call(t, cs, "detect", map[string]any{"text": text})
	if isErr || out["entities_count"] != 2.0 {
		t.Errorf("detect: %s", raw)
	}

	// Mistakes come back as tool errors the agent can read, never with the text.
	for _, tc := range []struct {
		tool string
		args map[string]any
		want string
	}{
		{"detect", map[string]any{"text": text, "score_threshold": 2}, "score_threshold"},
		{"detect", map[string]any{}, "text"},
		{"redact", map[string]any{"text": text, "policy": "no_such_policy"}, "unknown policy"},
		{"detokenize", map[string]any{"text": "x", "mapping_id": "map_gone"}, "unknown mapping_id"},
	} {
		_, isErr, raw := call(t, cs, tc.tool, tc.args)
		if !isErr || !strings.Contains(raw, tc.want) || strings.Contains(raw, "jane.doe") {
			t.Errorf("%s %v: error=%v %s", tc.tool, tc.args, isErr, raw)
		}
	}
}

func TestMCPRemote(t *testing.T) {
	base, key := server(t, store.PlanPayAsYouGo)
	cs := mcpSession(t, "--base-url", base, "--api-key", key)
	out, isErr, raw := call(t, cs, "mask", map[string]any{"text": "Card 4111 1111 1111 1111", "masking_char": "#"})
	if isErr || out["text"] != "Card ###############1111" {
		t.Errorf("mask: %s", raw)
	}
}

func anyStrings(v any) []string {
	var out []string
	switch x := v.(type) {
	case []any:
		for _, s := range x {
			out = append(out, s.(string))
		}
	case []string:
		out = x
	}
	return out
}
