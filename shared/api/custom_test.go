package api_test

import (
	"context"
	"fmt"
	"log/slog"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/detect/custom"
	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
)

const customText = "Jane Doe (EMP-204518) wrote to jane.doe@example.com about badge EMP-204518."

var empRecognizer = map[string]any{
	"name": "employee-ids", "entity_type": "EMPLOYEE_ID",
	"patterns": []map[string]any{{"regex": `EMP-\d{6}`, "score": 0.8}},
}

// TestCustomFieldsEveryOperation: a custom recognizer's type is found and
// transformed, and an allow-listed value is neither reported nor changed, by
// every detecting operation, single and batch.
func TestCustomFieldsEveryOperation(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	for _, op := range []string{"detect", "tokenize", "mask", "redact", "hash", "synthesize", "encrypt"} {
		for _, batch := range []bool{false, true} {
			body := map[string]any{"custom_recognizers": []any{empRecognizer}, "allow_list": []string{"  JANE DOE "}}
			if batch {
				body["texts"] = []string{customText, "no id here"}
			} else {
				body["text"] = customText
			}
			code, out := e.post(op, body)
			if code != 200 {
				t.Fatalf("%s batch=%v: status %d: %v", op, batch, code, out)
			}
			res := out
			if batch {
				res = out["results"].([]any)[0].(map[string]any)
			}
			wantType := "EMPLOYEE_ID"
			if op == "detect" {
				wantType = "Employee Id" // title case, like built-in types
			}
			n := 0
			for _, en := range ents(res) {
				if en["text"] == "Jane Doe" {
					t.Errorf("%s: allow-listed name reported: %v", op, en)
				}
				if en["type"] == wantType {
					n++
				}
			}
			if n != 2 {
				t.Errorf("%s batch=%v: %d %s entities, want 2: %v", op, batch, n, wantType, ents(res))
			}
			if op == "detect" {
				continue
			}
			txt := res["text"].(string)
			if strings.Contains(txt, "EMP-204518") {
				t.Errorf("%s: custom entity left in text: %q", op, txt)
			}
			if !strings.Contains(txt, "Jane Doe") {
				t.Errorf("%s: allow-listed name transformed: %q", op, txt)
			}
		}
	}
	// /discover counts the custom type and skips the allowed value
	code, out := e.post("discover", map[string]any{"samples": []string{customText},
		"custom_recognizers": []any{empRecognizer}, "allow_list": []string{"jane doe"}})
	if code != 200 {
		t.Fatalf("discover: %d %v", code, out)
	}
	found := map[string]float64{}
	for _, x := range out["entity_types"].([]any) {
		m := x.(map[string]any)
		found[m["type"].(string)] = m["count"].(float64)
	}
	if found["EMPLOYEE_ID"] != 2 || found["PERSON"] != 0 {
		t.Errorf("discover types = %v, want EMPLOYEE_ID 2 and no PERSON", found)
	}
}

func TestAllowListRegexMode(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	text := "Mail jane.doe@example.com and bob@corp.example."
	cases := []struct {
		name  string
		list  []string
		match string
		want  []string
	}{
		{"exact keeps partial", []string{"example.com"}, "exact", []string{"jane.doe@example.com", "bob@corp.example"}},
		{"regex whole text", []string{`.*@example\.com`}, "regex", []string{"bob@corp.example"}},
		{"regex must match whole", []string{`jane`}, "regex", []string{"jane.doe@example.com", "bob@corp.example"}},
		{"exact case-insensitive", []string{"BOB@CORP.EXAMPLE"}, "exact", []string{"jane.doe@example.com"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out := e.post("detect", map[string]any{"text": text, "allow_list": c.list, "allow_list_match": c.match})
			if code != 200 {
				t.Fatalf("%d %v", code, out)
			}
			var got []string
			for _, en := range ents(out) {
				got = append(got, en["text"].(string))
			}
			if strings.Join(got, "|") != strings.Join(c.want, "|") {
				t.Errorf("entities %v, want %v", got, c.want)
			}
		})
	}
}

// TestCustomOverlap: a custom match takes part in overlap resolution like a
// built-in one: the higher score wins the span.
func TestCustomOverlap(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	rec := func(score float64) map[string]any {
		return map[string]any{"name": "acct", "entity_type": "ACCOUNT_REF",
			"patterns": []map[string]any{{"regex": `\d{4} \d{4} \d{4} \d{4}`, "score": score}}}
	}
	for _, c := range []struct {
		score float64
		want  string
	}{{0.99, "ACCOUNT_REF"}, {0.5, "CREDIT_CARD"}} {
		code, out := e.post("tokenize", map[string]any{"text": "card 4111 1111 1111 1111", "custom_recognizers": []any{rec(c.score)}})
		if code != 200 {
			t.Fatalf("%d %v", code, out)
		}
		es := ents(out)
		if len(es) != 1 || es[0]["type"] != c.want {
			t.Errorf("score %v: entities %v, want one %s", c.score, es, c.want)
		}
	}
}

func TestDenyListContextValidatorExplain(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	recs := []any{
		map[string]any{"name": "projects", "entity_type": "PROJECT_NAME",
			"deny_list": []string{"Blue Falcon", "night-owl"}, "context": []string{"project"}},
		map[string]any{"name": "loyalty", "entity_type": "LOYALTY_CARD", "validator": "luhn",
			"patterns": []map[string]any{{"regex": `\b\d{10}\b`, "score": 0.4}}, "context": []string{"loyalty"}},
	}
	// 7992739871 fails Luhn; 7992739871 with check 3 (79927398713 is 11
	// digits) -> use the 10-digit 1234567897 (Luhn-valid) and 1234567890.
	text := "Our project BLUE  falcon and Night Owl; bluefalcon is not one. Loyalty 1234567897, other 1234567890."
	code, out := e.post("detect", map[string]any{"text": text, "custom_recognizers": recs, "explain": true})
	if code != 200 {
		t.Fatalf("%d %v", code, out)
	}
	got := map[string]map[string]any{}
	for _, en := range ents(out) {
		got[en["text"].(string)] = en
	}
	for _, w := range []string{"BLUE  falcon", "Night Owl", "1234567897"} {
		if got[w] == nil {
			t.Errorf("%q not found: %v", w, ents(out))
		}
	}
	for _, w := range []string{"bluefalcon", "1234567890"} {
		if got[w] != nil {
			t.Errorf("%q found: %v", w, got[w])
		}
	}
	if en := got["1234567897"]; en != nil {
		x := en["explanation"].(map[string]any)
		if x["recognizer"] != "loyalty" || x["kind"] != "custom" || x["pattern"] != `\b\d{10}\b` {
			t.Errorf("explanation = %v", x)
		}
		ck, _ := x["checksum"].(map[string]any)
		if ck["name"] != "luhn" || ck["valid"] != true {
			t.Errorf("checksum = %v", x["checksum"])
		}
		if x["score_before_context"] != 0.4 || x["score_after_context"] != 0.75 || en["score"] != 0.75 {
			t.Errorf("scores = %v / %v, want 0.4 / 0.75", x["score_before_context"], x["score_after_context"])
		}
		if cw := x["context_words"].([]any); len(cw) != 1 || cw[0] != "loyalty" {
			t.Errorf("context_words = %v", cw)
		}
	}
	if en := got["Night Owl"]; en != nil {
		x := en["explanation"].(map[string]any)
		if x["pattern"] != "deny_list" || x["score_before_context"] != 1.0 {
			t.Errorf("deny-list explanation = %v", x)
		}
	}
	// a built-in entity is explained too, and nothing is explained unasked
	code, out = e.post("detect", map[string]any{"text": sample, "explain": true})
	if code != 200 {
		t.Fatal(code, out)
	}
	for _, en := range ents(out) {
		x, _ := en["explanation"].(map[string]any)
		if x == nil || x["recognizer"] != "test" || x["kind"] != "rule" || x["score_after_context"] != en["score"] {
			t.Errorf("built-in explanation = %v", en)
		}
	}
	_, out = e.post("detect", map[string]any{"text": sample})
	for _, en := range ents(out) {
		if _, has := en["explanation"]; has {
			t.Errorf("explanation without explain: %v", en)
		}
	}
}

var tokRe = regexp.MustCompile(`<EMAIL_ADDRESS_[0-9a-f]{12}>`)

// TestConsistentTokens: the same value gets the same token across requests
// and API keys of one tenant, another token in another tenant, and the
// mapping detokenizes.
func TestConsistentTokens(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	tok := func(key, text string) (string, map[string]any) {
		t.Helper()
		code, out, _ := e.do("POST", api.PathPrefix+"/tokenize", key, map[string]any{"text": text, "consistent_tokens": true})
		if code != 200 {
			t.Fatalf("%d %v", code, out)
		}
		return out["text"].(string), out["mapping"].(map[string]any)
	}
	a1, m1 := tok(e.key, "write to jane.doe@example.com")
	tk := tokRe.FindString(a1)
	if tk == "" || m1[tk] != "jane.doe@example.com" {
		t.Fatalf("token %q in %q, mapping %v", tk, a1, m1)
	}
	a2, _ := tok(e.key, "again: jane.doe@example.com, and bob@example.com")
	if !strings.Contains(a2, tk) {
		t.Errorf("second request: %q lacks %s", a2, tk)
	}
	if strings.Count(a2, "<EMAIL_ADDRESS_") != 2 || len(tokRe.FindAllString(a2, -1)) != 2 || tokRe.FindAllString(a2, -1)[1] == tk {
		t.Errorf("a different value must get a different token: %q", a2)
	}
	// a second key of the same tenant
	k2, _, err := auth.IssueKey(context.Background(), e.st, "tenant-a", "second", store.PlanPayAsYouGo, e.now)
	if err != nil {
		t.Fatal(err)
	}
	if a3, _ := tok(k2, "jane.doe@example.com"); a3 != tk {
		t.Errorf("second key: %q, want %s", a3, tk)
	}
	// another tenant
	k3, _, err := auth.IssueKey(context.Background(), e.st, "tenant-b", "other", store.PlanPayAsYouGo, e.now)
	if err != nil {
		t.Fatal(err)
	}
	if a4, _ := tok(k3, "jane.doe@example.com"); a4 == tk || !tokRe.MatchString(a4) {
		t.Errorf("other tenant: %q, want a different token than %s", a4, tk)
	}
	// detokenize unchanged
	code, out := e.post("detokenize", map[string]any{"text": a1, "mapping": m1})
	if code != 200 || out["text"] != "write to jane.doe@example.com" {
		t.Errorf("detokenize: %d %v", code, out)
	}
	// a text that already holds the token keeps it apart
	a5, m5 := tok(e.key, tk+" jane.doe@example.com")
	code, out = e.post("detokenize", map[string]any{"text": a5, "mapping": m5})
	if code != 200 || out["text"] != tk+" jane.doe@example.com" {
		t.Errorf("token already in text: %q -> %v", a5, out["text"])
	}
}

// TestCustomValidation: bad definitions are refused with 400, naming the
// field and recognizer, never echoing the value.
func TestCustomValidation(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	const secret = "SECRETVALUE"
	pat := func(re string, score any) map[string]any {
		return map[string]any{"name": "r1", "entity_type": "MY_TYPE", "patterns": []map[string]any{{"regex": re, "score": score}}}
	}
	many := func(n int, f func(i int) any) []any {
		out := make([]any, n)
		for i := range out {
			out[i] = f(i)
		}
		return out
	}
	strs := func(n int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = "phrase " + strings.Repeat("x", i%7+1)
		}
		return out
	}
	cases := []struct {
		name  string
		body  map[string]any
		field string
	}{
		{"regex does not compile", map[string]any{"custom_recognizers": []any{pat("("+secret, 0.5)}}, "custom_recognizers[0].patterns[0].regex"},
		{"unknown validator", map[string]any{"custom_recognizers": []any{map[string]any{"name": "r1", "entity_type": "MY_TYPE", "validator": "crc" + secret, "deny_list": []string{"a"}}}}, "custom_recognizers[0].validator"},
		{"type not upper snake", map[string]any{"custom_recognizers": []any{map[string]any{"name": "r1", "entity_type": "myType", "deny_list": []string{"a"}}}}, "custom_recognizers[0].entity_type"},
		{"type collides", map[string]any{"custom_recognizers": []any{map[string]any{"name": "r1", "entity_type": "EMAIL_ADDRESS", "deny_list": []string{"a"}}}}, "custom_recognizers[0].entity_type"},
		{"type collides with alias", map[string]any{"custom_recognizers": []any{map[string]any{"name": "r1", "entity_type": "SSN", "deny_list": []string{"a"}}}}, "custom_recognizers[0].entity_type"},
		{"score above 1", map[string]any{"custom_recognizers": []any{pat(secret, 1.5)}}, "custom_recognizers[0].patterns[0].score"},
		{"score below 0", map[string]any{"custom_recognizers": []any{pat(secret, -0.1)}}, "custom_recognizers[0].patterns[0].score"},
		{"51 recognizers", map[string]any{"custom_recognizers": many(51, func(i int) any {
			return map[string]any{"name": "r" + strings.Repeat("x", i), "entity_type": "MY_TYPE", "deny_list": []string{"a"}}
		})}, "custom_recognizers"},
		{"1001 allow entries", map[string]any{"allow_list": strs(1001)}, "allow_list"},
		{"10001 deny phrases", map[string]any{"custom_recognizers": []any{map[string]any{"name": "r1", "entity_type": "MY_TYPE", "deny_list": strs(10_001)}}}, "custom_recognizers"},
		{"pattern too long", map[string]any{"custom_recognizers": []any{pat(strings.Repeat("a", 1001), 0.5)}}, "custom_recognizers[0].patterns[0].regex"},
		{"allow regex does not compile", map[string]any{"allow_list": []string{"[" + secret}, "allow_list_match": "regex"}, "allow_list[0]"},
		{"allow_list_match unknown", map[string]any{"allow_list": []string{"a"}, "allow_list_match": "fuzzy"}, "allow_list_match"},
		{"no patterns nor deny list", map[string]any{"custom_recognizers": []any{map[string]any{"name": "r1", "entity_type": "MY_TYPE"}}}, "custom_recognizers[0]"},
	}
	for _, c := range cases {
		for _, op := range []string{"detect", "tokenize", "discover"} {
			t.Run(c.name+"/"+op, func(t *testing.T) {
				body := map[string]any{"text": "hello"}
				if op == "discover" {
					body = map[string]any{"samples": []string{"hello"}}
				}
				for k, v := range c.body {
					body[k] = v
				}
				code, out := e.post(op, body)
				wantError(t, code, out, 400, "validation_error")
				d := out["detail"].(string)
				if !strings.Contains(d, c.field) {
					t.Errorf("detail %q does not name %s", d, c.field)
				}
				if strings.Contains(d, secret) {
					t.Errorf("detail echoes the value: %q", d)
				}
				if strings.Contains(c.field, "[0].") && !strings.Contains(d, `"r1"`) {
					t.Errorf("detail %q does not name the recognizer", d)
				}
			})
		}
	}
	// within the limits: 50 recognizers, 1,000 allow entries, 10,000 phrases
	code, out := e.post("detect", map[string]any{"text": "phrase x here",
		"allow_list": strs(1000),
		"custom_recognizers": append(many(49, func(i int) any {
			return map[string]any{"name": "r" + strings.Repeat("x", i), "entity_type": "MY_TYPE", "deny_list": []string{"zz"}}
		}), map[string]any{"name": "big", "entity_type": "MY_TYPE", "deny_list": strs(9_951)})})
	if code != 200 {
		t.Errorf("at the limits: %d %v", code, out)
	}
}

// TestPatternWorkBound: patterns x text bytes beyond the bound is refused
// before any work.
func TestPatternWorkBound(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	recs := make([]any, 50)
	for i := range recs {
		recs[i] = map[string]any{"name": "r" + strings.Repeat("x", i), "entity_type": "MY_TYPE",
			"patterns": []map[string]any{{"regex": `a\d`, "score": 0.5}, {"regex": `b\d`, "score": 0.5}}}
	}
	text := strings.Repeat("lorem ipsum ", 400_000/12) // 100 patterns x 400 KB > 32 MiB
	code, out := e.post("detect", map[string]any{"text": text, "custom_recognizers": recs})
	wantError(t, code, out, 400, "validation_error")
	if !strings.Contains(out["detail"].(string), "pattern-bytes") {
		t.Errorf("detail %v", out["detail"])
	}
}

// TestPatternWeightBound: one pattern whose program is large ((?:a ){0,1000}z
// scans "a a a …" at 0.04 MB/s) counts by its size, so 100 KB of text is
// refused before any work instead of costing seconds.
func TestPatternWeightBound(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	recs := []any{map[string]any{"name": "big", "entity_type": "MY_TYPE",
		"patterns": []map[string]any{{"regex": `(?:a ){0,1000}z`, "score": 0.5}}}}
	text := strings.Repeat("a ", 50_000)
	code, out := e.post("detect", map[string]any{"text": text, "custom_recognizers": recs})
	wantError(t, code, out, 400, "validation_error")
	if d, _ := out["detail"].(string); !strings.Contains(d, "pattern-bytes") || strings.Contains(d, "a ){") {
		t.Errorf("detail %v", out["detail"])
	}
	// the same pattern over a short text runs
	code, out = e.post("detect", map[string]any{"text": "a a z", "custom_recognizers": recs})
	if code != 200 {
		t.Fatalf("%d %v", code, out)
	}
}

// TestDenyListWorkBound: deny lists count in the work bound
// (custom.DenyWeight each): five over 450 KB (within the plan's characters
// per request) are refused before any work, one over 100 KB runs.
func TestDenyListWorkBound(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	phrase := strings.TrimSpace(strings.Repeat("a ", 15)) + " z"
	recs := []any{}
	for _, n := range []string{"d1", "d2", "d3", "d4", "d5"} {
		recs = append(recs, map[string]any{"name": n, "entity_type": "MY_TYPE", "deny_list": []string{phrase}})
	}
	code, out := e.post("detect", map[string]any{"text": strings.Repeat("a ", 225_000), "custom_recognizers": recs})
	wantError(t, code, out, 400, "validation_error")
	if d, _ := out["detail"].(string); !strings.Contains(d, "pattern-bytes") {
		t.Errorf("detail %v", out["detail"])
	}
	code, out = e.post("detect", map[string]any{"text": strings.Repeat("a ", 50_000), "custom_recognizers": recs[:1]})
	if code != 200 {
		t.Fatalf("%d %v", code, out)
	}
}

// TestAllowListWorkBound: a regex allow list counts in the work bound by
// its program, so one that costs tens of milliseconds per entity is refused
// over 100 KB before any work; a small one runs.
func TestAllowListWorkBound(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	var heavy []string
	for i := range 100 {
		heavy = append(heavy, fmt.Sprintf(`(?:\w|%d){1,100}(?:x|%d){1,100}`, i, i))
	}
	text := strings.Repeat("mail jane@example.com ", 5000)
	code, out := e.post("detect", map[string]any{"text": text, "allow_list": heavy, "allow_list_match": "regex"})
	wantError(t, code, out, 400, "validation_error")
	if d, _ := out["detail"].(string); !strings.Contains(d, "allow_list") || strings.Contains(d, `\w`) {
		t.Errorf("detail %v", out["detail"])
	}
	code, out = e.post("detect", map[string]any{"text": text, "allow_list": []string{`jane@example\.com`}, "allow_list_match": "regex"})
	if code != 200 || out["entities_count"].(float64) != 0 {
		t.Fatalf("%d %v", code, out["entities_count"])
	}
}

// TestPatternCharge: each full group of api.PatternsPerCharge patterns
// counts the text once more; deny lists and fewer patterns are free.
func TestPatternCharge(t *testing.T) {
	text := "order EMP-204518 for Jane Doe" // 29 characters
	for _, c := range []struct {
		patterns int
		want     int64
	}{{0, 29}, {9, 29}, {10, 58}, {25, 87}} {
		e := newEnv(t, store.PlanFree)
		recs := []any{map[string]any{"name": "deny", "entity_type": "MY_TYPE", "deny_list": []string{"jane"}}}
		for i := 0; i < c.patterns; i++ {
			recs = append(recs, map[string]any{"name": "r" + strings.Repeat("x", i), "entity_type": "MY_TYPE",
				"patterns": []map[string]any{{"regex": `EMP-\d+`, "score": 0.5}}})
		}
		code, out := e.post("redact", map[string]any{"text": text, "custom_recognizers": recs})
		if code != 200 {
			t.Fatalf("%d %v", code, out)
		}
		used, err := e.st.Used(context.Background(), "tenant-a", store.Month(e.now))
		if err != nil || used != c.want {
			t.Errorf("%d patterns: charged %d (%v), want %d", c.patterns, used, err, c.want)
		}
	}
}

// TestPolicyCustoms: a call naming a tenant policy gets the recognizers and
// allow lists the policy names without sending them, beside its own; a
// name the store no longer holds is a 400 naming it.
func TestPolicyCustoms(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	ctx := context.Background()
	sc := 0.8
	if err := e.st.PutRecognizer(ctx, "tenant-a", custom.Spec{Name: "emp", EntityType: "EMPLOYEE_ID",
		Patterns: []custom.Pattern{{Regex: `EMP-\d{6}`, Score: &sc}}}); err != nil {
		t.Fatal(err)
	}
	if err := e.st.PutAllowList(ctx, "tenant-a", custom.AllowList{Name: "staff", Entries: []string{"jane doe"}}); err != nil {
		t.Fatal(err)
	}
	if err := e.st.PutPolicy(ctx, "tenant-a", policy.Policy{Name: "hr", Threshold: 0.3, Types: []string{"EMAIL_ADDRESS"},
		Recognizers: []string{"emp"}, AllowLists: []string{"staff"}}); err != nil {
		t.Fatal(err)
	}
	code, out := e.post("redact", map[string]any{"text": customText, "policy": "hr",
		"allow_list":         []string{"jane.doe@example.com"},
		"custom_recognizers": []any{map[string]any{"name": "badges", "entity_type": "BADGE", "deny_list": []string{"badge"}}}})
	if code != 200 {
		t.Fatalf("%d %v", code, out)
	}
	// stored EMPLOYEE_ID found (the policy's types do not exclude it), the
	// request's BADGE too; the stored and the request's allow lists apply
	want := "Jane Doe () wrote to jane.doe@example.com about  ."
	if out["text"] != want {
		t.Errorf("text %q, want %q", out["text"], want)
	}
	// another tenant's policy of the same name does not exist for it
	k2, _, err := auth.IssueKey(ctx, e.st, "tenant-b", "b", store.PlanPayAsYouGo, e.now)
	if err != nil {
		t.Fatal(err)
	}
	code, out, _ = e.do("POST", api.PathPrefix+"/detect", k2, map[string]any{"text": customText, "policy": "hr"})
	wantError(t, code, out, 400, "validation_error")
	// a recognizer deleted behind the policy's back
	if err := e.st.DeleteRecognizer(ctx, "tenant-a", "emp"); err != nil {
		t.Fatal(err)
	}
	code, out = e.post("detect", map[string]any{"text": customText, "policy": "hr"})
	wantError(t, code, out, 400, "validation_error")
	if d := out["detail"].(string); !strings.Contains(d, `"emp"`) || !strings.Contains(d, `"hr"`) {
		t.Errorf("detail %q", d)
	}
}

// TestCustomNoLeak: custom matches, patterns and phrases reach neither the
// logs nor the audit record; only the type id is counted.
func TestCustomNoLeak(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	code, out := e.post("tokenize", map[string]any{"text": customText, "explain": true,
		"custom_recognizers": []any{empRecognizer, map[string]any{"name": "p", "entity_type": "PROJECT", "deny_list": []string{"about badge"}}}})
	if code != 200 {
		t.Fatal(code, out)
	}
	recs, err := e.st.ListAudit(context.Background(), "tenant-a", e.now.Add(-time.Hour), e.now.Add(time.Hour))
	if err != nil || len(recs) != 1 || recs[0].Entities["EMPLOYEE_ID"] != 2 || recs[0].Entities["PROJECT"] != 1 {
		t.Fatalf("audit %+v, %v", recs, err)
	}
	for _, leak := range []string{"EMP-204518", `EMP-\\d{6}`, "about badge", "Jane Doe"} {
		if strings.Contains(e.logs.String(), leak) {
			t.Errorf("logs hold %q: %s", leak, e.logs.String())
		}
	}
}

// TestEntitiesNamingOnlyCustomTypes: entities may name custom types; naming
// only them reports no built-in type.
func TestEntitiesNamingOnlyCustomTypes(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	code, out := e.post("detect", map[string]any{"text": customText, "entities": []string{"EMPLOYEE_ID"},
		"custom_recognizers": []any{empRecognizer}})
	if code != 200 {
		t.Fatal(code, out)
	}
	for _, en := range ents(out) {
		if en["type"] != "Employee Id" {
			t.Errorf("entity %v", en)
		}
	}
	if len(ents(out)) != 2 {
		t.Errorf("entities %v", ents(out))
	}
	code, out = e.post("detect", map[string]any{"text": customText, "entities": []string{"EMAIL_ADDRESS", "EMPLOYEE_ID"},
		"custom_recognizers": []any{empRecognizer}})
	if code != 200 || len(ents(out)) != 3 {
		t.Errorf("email and custom: %d %v", code, ents(out))
	}
}

// failingCustoms is the memory store whose recognizer reads fail as a
// DynamoDB outage does.
type failingCustoms struct{ *memory.Store }

func (failingCustoms) GetRecognizer(context.Context, string, string) (custom.Spec, error) {
	return custom.Spec{}, fmt.Errorf("%w: timeout", store.ErrUnavailable)
}

// TestPolicyCustomsStoreDown: a store failure while loading a policy's
// recognizers is a 503 with retry_after, never a 500 or a call without them.
func TestPolicyCustomsStoreDown(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	ctx := context.Background()
	if err := e.st.PutPolicy(ctx, "tenant-a", policy.Policy{Name: "hr", Threshold: 0.3, Recognizers: []string{"emp"}}); err != nil {
		t.Fatal(err)
	}
	e.h = api.New(api.Config{Engine: detect.New(testRecognizer{}), Auth: auth.KeyAuthenticator{Keys: e.st},
		Usage: e.st, Audit: e.st, Policies: failingCustoms{e.st}, Region: "eu-central-1",
		Logger: slog.New(slog.NewJSONHandler(e.logs, nil)), Now: func() time.Time { return e.now }})
	code, out := e.post("redact", map[string]any{"text": customText, "policy": "hr"})
	wantError(t, code, out, 503, "service_unavailable")
}
