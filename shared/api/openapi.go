package api

import (
	"encoding/json"
	"fmt"
	"net/http"
	"sort"
	"strings"
	"sync"

	"github.com/piiguard/piiguard/shared/detect/custom"
	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/regions"
	"github.com/piiguard/piiguard/shared/transform"
)

// OpenAPIPath is the document's path under PathPrefix, served without a key.
const OpenAPIPath = "openapi.json"

// obj is a JSON object of the document.
type obj = map[string]any

// openAPIFields is the schema of every request field; each field of Request
// has exactly one entry (TestOpenAPICoversRequestFields), so a new field
// fails the tests until it is documented here and listed by its operations.
var openAPIFields = map[string]obj{
	"text": {"type": "string", "minLength": 1,
		"description": "The text to process (single mode). Offsets in the answer are Unicode code points."},
	"texts": {"type": "array", "minItems": 1, "maxItems": MaxBatchTexts,
		"items":       obj{"type": "string", "minLength": 1},
		"description": fmt.Sprintf("Batch mode: up to %d texts, answered in order. A text over %d characters fails in place (an element `{\"error\"}`), the others succeed.", MaxBatchTexts, MaxTextChars)},
	"policy": {"type": "string", "minLength": 1,
		"description": "A global policy (" + strings.Join(policy.Names(), ", ") + ") or one of the tenant's policies. `entities` and `score_threshold` override its set and threshold."},
	"entities": {"type": "array", "minItems": 1, "items": obj{"type": "string", "minLength": 1},
		"description": "Entity types to report: natural names (\"email address\"), aliases or UPPER_SNAKE ids, case-insensitive. Omit for every type."},
	"score_threshold": {"type": "number", "minimum": 0, "maximum": 1,
		"description": fmt.Sprintf("Minimum confidence; a score equal to it is kept. Default %.2f.", policy.DefaultThreshold)},
	"language": {"type": "string", "enum": Languages,
		"description": "Detection hint on every detecting operation; the locale of /synthesize (default en)."},
	"masking_char": {"type": "string", "minLength": 1, "maxLength": 1,
		"description": "Exactly one character (code point). Default `*`."},
	"chars_to_show": {"type": "integer", "minimum": 0, "maximum": 1_000_000,
		"description": "Characters of each entity left visible. Default 4."},
	"from_end": {"type": "boolean", "description": "Leave the visible characters at the end (default true) or the start."},
	"hash_type": {"type": "string", "enum": hashAlgorithmNames(),
		"description": "Hash algorithm (case-insensitive). Default sha256."},
	"hash_prefix": {"type": "string", "maxLength": 64, "description": "Prepended to every hash."},
	"hash_length": {"type": "integer", "minimum": 1, "maximum": 128,
		"description": "Hex characters kept: 1 to the algorithm's full length (md5 32, sha1 40, sha224 56, sha256 64, sha384 96, sha512 128). Default 16."},
	"hash_key": {"type": "string", "minLength": 1,
		"description": "HMAC key: keyed hashes cannot be reversed by hashing guesses."},
	"seed": {"type": "integer", "format": "int64",
		"description": "Same seed and same input give the same output."},
	"encryption_key": {"type": "string", "minLength": transform.MinKeyLength,
		"description": "Password for AES-256-GCM (PBKDF2-HMAC-SHA256). Omit to use the tenant's own data key."},
	"mapping": {"type": "object", "maxProperties": MaxMappingSize, "additionalProperties": obj{"type": "string"},
		"description": "Token to original value, as /tokenize returned it. Keys must not be empty."},
	"samples": {"type": "array", "minItems": 1, "maxItems": MaxDiscoverItems,
		"items":       obj{"type": "string", "minLength": 1, "maxLength": MaxTextChars},
		"description": "Sample texts to profile."},
	"threshold": {"type": "number", "minimum": 0, "maximum": 1,
		"description": fmt.Sprintf("Minimum confidence. Default %.2f.", policy.DefaultThreshold)},
	"allow_list": {"type": "array", "maxItems": custom.MaxAllowEntries,
		"items":       obj{"type": "string", "minLength": 1, "maxLength": custom.MaxAllowEntryChars},
		"description": "An entity whose text equals an element (case-insensitive, surrounding whitespace ignored) is neither reported nor transformed; with allow_list_match regex, elements are RE2 expressions matching the whole entity text, and the list counts in the custom_recognizers work bound by its compiled size."},
	"allow_list_match": {"type": "string", "enum": []string{custom.AllowExact, custom.AllowRegex},
		"description": "How allow_list elements match. Default exact."},
	"custom_recognizers": {"type": "array", "maxItems": custom.MaxRecognizers, "items": ref("CustomRecognizer"),
		"description": fmt.Sprintf("Recognizers run beside the built-in ones for this call. At most %d patterns and %d deny-list phrases in all (with the policy's); weights (a pattern one per 8 compiled RE2 instructions, a deny list 16) x text bytes at most %d. Each full %d patterns count the text once more.",
			custom.MaxPatterns, custom.MaxDenyPhrases, custom.MaxPatternWork, PatternsPerCharge)},
	"consistent_tokens": {"type": "boolean",
		"description": "Tokens <TYPE_hhhhhhhhhhhh> derived from the tenant's secret and the value: the same value gets the same token in every request of the tenant, in both regions."},
	"explain": {"type": "boolean",
		"description": "Every entity carries an explanation: recognizer, pattern, checksum, context words, score before and after context."},
}

func hashAlgorithmNames() []string {
	out := make([]string, 0, len(transform.HashAlgorithms))
	for n := range transform.HashAlgorithms {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// detectingFields are the fields shared by the operations that detect.
var detectingFields = []string{"text", "texts", "policy", "entities", "score_threshold", "language",
	"allow_list", "allow_list_match", "custom_recognizers", "explain"}

// openAPIOp documents one operation of the table.
type openAPIOp struct {
	summary string
	// fields of the request body; nil for a GET.
	fields   []string
	required []string
	// batch: text or texts, answered with a single result or a batch.
	batch bool
	// result names the component schema of one answer.
	result string
}

var openAPIOps = map[string]openAPIOp{
	"detect": {summary: "Find personal data; types are shown in title case",
		fields: detectingFields, batch: true, result: "DetectResult"},
	"tokenize": {summary: "Replace each value with a token <TYPE_N> and return the mapping",
		fields: append(append([]string{}, detectingFields...), "consistent_tokens"), batch: true, result: "TokenizeResult"},
	"redact": {summary: "Remove each value",
		fields: detectingFields, batch: true, result: "TextResult"},
	"mask": {summary: "Mask each value, leaving some characters visible",
		fields: append(append([]string{}, detectingFields...), "masking_char", "chars_to_show", "from_end"), batch: true, result: "TextResult"},
	"hash": {summary: "Replace each value with its (keyed) hash",
		fields: append(append([]string{}, detectingFields...), "hash_type", "hash_prefix", "hash_length", "hash_key"), batch: true, result: "TextResult"},
	"synthesize": {summary: "Replace each value with a realistic fake of the same kind",
		fields: append(append([]string{}, detectingFields...), "seed"), batch: true, result: "TextResult"},
	"encrypt": {summary: "Replace each value with its AES-256-GCM envelope (base64)",
		fields: append(append([]string{}, detectingFields...), "encryption_key"), batch: true, result: "TextResult"},
	"detokenize": {summary: "Put the mapping's original values back",
		fields: []string{"text", "mapping"}, required: []string{"text", "mapping"}, result: "Replaced"},
	"decrypt": {summary: "Decrypt the envelopes /encrypt wrote",
		fields: []string{"text", "encryption_key"}, required: []string{"text"}, result: "Replaced"},
	"discover": {summary: "Profile sample texts: which types occur, and the smallest policy covering them",
		fields: []string{"samples", "threshold", "language", "allow_list", "allow_list_match", "custom_recognizers"}, required: []string{"samples"}, result: "Discovery"},
	"health": {summary: "Service status and the list of endpoints (no key)", result: "Health"},
}

var errorCodes = []string{CodeValidation, CodeUnauthorized, CodeRateLimited, CodeInternal,
	CodeUnavailable, CodePayloadTooLarge, CodeNotFound, CodeMethodNotAllowed}

func ref(name string) obj { return obj{"$ref": "#/components/schemas/" + name} }

func respRef(name string) obj { return obj{"$ref": "#/components/responses/" + name} }

func jsonContent(schema obj) obj { return obj{"application/json": obj{"schema": schema}} }

// openAPIDocument builds the document from the operations table; it fails
// when an operation has no entry in openAPIOps.
func openAPIDocument() (obj, error) {
	paths := obj{}
	for _, r := range Routes() {
		d, ok := openAPIOps[r.Name]
		if !ok {
			return nil, fmt.Errorf("operation %s is not documented in openAPIOps", r.Name)
		}
		op := obj{"operationId": r.Name, "summary": d.summary, "tags": []string{"operations"}}
		success := ref(d.result)
		if d.batch {
			success = obj{"oneOf": []any{ref(d.result), ref(batchSchemaName(d.result))}}
		}
		responses := obj{"200": obj{"description": "Success", "content": jsonContent(success)},
			"default": respRef("Error")}
		if r.Public {
			op["security"] = []any{}
		} else {
			props := obj{}
			for _, f := range d.fields {
				s, ok := openAPIFields[f]
				if !ok {
					return nil, fmt.Errorf("operation %s: field %s has no schema", r.Name, f)
				}
				props[f] = s
			}
			body := obj{"type": "object", "properties": props,
				"description": "Unknown fields are ignored (forward compatibility)."}
			if d.required != nil {
				body["required"] = d.required
			}
			if d.batch {
				body["oneOf"] = []any{obj{"required": []string{"text"}}, obj{"required": []string{"texts"}}}
			}
			op["requestBody"] = obj{"required": true, "content": jsonContent(body)}
			responses["400"] = respRef("BadRequest")
			responses["401"] = respRef("Unauthorized")
			responses["413"] = respRef("PayloadTooLarge")
			responses["429"] = respRef("RateLimited")
			responses["500"] = respRef("InternalError")
			responses["503"] = respRef("Unavailable")
		}
		op["responses"] = responses
		paths["/"+r.Name] = obj{strings.ToLower(r.Method): op}
	}
	paths["/"+OpenAPIPath] = obj{"get": obj{"operationId": "openapi", "summary": "This document (no key)",
		"tags": []string{"meta"}, "security": []any{},
		"responses": obj{"200": obj{"description": "The OpenAPI document", "content": jsonContent(obj{"type": "object"})},
			"default": respRef("Error")}}}

	var servers []any
	for _, rg := range regions.All {
		servers = append(servers, obj{
			"url": "https://{apiId}.execute-api." + rg.AWS + ".amazonaws.com/{stage}" + PathPrefix,
			"description": fmt.Sprintf("%s region (%s). Each customer deploys its own stack: apiId is the REST API id of the stack (or use its custom domain); the Go client reads this root from %s.",
				strings.ToUpper(rg.Label), rg.AWS, rg.URLEnv()),
			"variables": obj{"apiId": obj{"default": "your-api-id"}, "stage": obj{"default": "prod"}},
		})
	}
	servers = append(servers, obj{"url": "http://localhost:3000" + PathPrefix, "description": "`make run` (local development server)"})

	schemas := obj{
		"Entity": obj{"type": "object", "required": []string{"type", "text", "start", "end", "score"},
			"properties": obj{
				"type":  obj{"type": "string", "description": "Title case on /detect (\"Email Address\"), UPPER_SNAKE elsewhere."},
				"text":  obj{"type": "string"},
				"start": obj{"type": "integer", "minimum": 0, "description": "Code-point offset in the submitted text."},
				"end":   obj{"type": "integer", "minimum": 0, "description": "Code-point offset, exclusive."},
				"score": obj{"type": "number", "minimum": 0, "maximum": 1,
					"description": "Confidence, two decimals. For PERSON, LOCATION and ORGANIZATION it is about the precision observed for entities so scored (docs/QUALITY.md, Confidence)."},
				"explanation": ref("Explanation"),
			}},
		"Explanation": obj{"type": "object", "description": "With explain: true.",
			"required": []string{"recognizer", "kind", "context_words", "context_penalty_words", "score_before_context", "score_after_context"},
			"properties": obj{
				"recognizer": obj{"type": "string", "description": "The built-in recognizer, or the custom recognizer's name."},
				"kind":       obj{"type": "string", "enum": []string{"rule", "model", "custom"}},
				"pattern":    obj{"type": "string", "description": "A custom recognizer's regex, or deny_list."},
				"checksum": obj{"type": "object", "required": []string{"name", "valid"},
					"properties": obj{"name": obj{"type": "string", "enum": custom.ValidatorNames()}, "valid": obj{"type": "boolean"}}},
				"context_words":         obj{"type": "array", "items": obj{"type": "string"}},
				"context_penalty_words": obj{"type": "array", "items": obj{"type": "string"}},
				"score_before_context":  obj{"type": "number", "minimum": 0, "maximum": 1},
				"score_after_context":   obj{"type": "number", "minimum": 0, "maximum": 1},
				"repeat": obj{"type": "boolean",
					"description": "The value repeats a match of the same type found above the threshold elsewhere in the text; it takes that match's score."},
			}},
		"CustomRecognizer": obj{"type": "object", "required": []string{"name", "entity_type"},
			"description": "Needs patterns or a deny_list. Errors name the field and the recognizer, never a value.",
			"properties": obj{
				"name": obj{"type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9_.-]*$", "maxLength": custom.MaxNameChars},
				"entity_type": obj{"type": "string", "pattern": "^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$", "maxLength": custom.MaxNameChars,
					"description": "UPPER_SNAKE, not a built-in type's id, name or alias; /detect shows it in title case."},
				"patterns": obj{"type": "array", "items": obj{"type": "object", "required": []string{"regex", "score"},
					"properties": obj{
						"regex": obj{"type": "string", "minLength": 1, "maxLength": custom.MaxPatternChars, "description": "RE2 syntax."},
						"score": obj{"type": "number", "minimum": 0, "maximum": 1, "description": "0 to 1; a match scored 0 is kept only when context lifts it to the threshold."}}}},
				"deny_list": obj{"type": "array", "items": obj{"type": "string", "minLength": 1, "maxLength": custom.MaxDenyPhraseChars},
					"description": fmt.Sprintf("Literal phrases (at most %d words), matched case-insensitively on word boundaries.", custom.MaxDenyPhraseWords)},
				"context": obj{"type": "array", "maxItems": custom.MaxContextWords,
					"items": obj{"type": "string", "minLength": 1, "maxLength": custom.MaxContextChars}},
				"validator": obj{"type": "string", "enum": custom.ValidatorNames()},
			}},
		"DetectResult": obj{"type": "object", "required": []string{"entities_count", "detected_entities"},
			"properties": obj{"entities_count": obj{"type": "integer", "minimum": 0},
				"detected_entities": obj{"type": "array", "items": ref("Entity")}}},
		"TextResult": obj{"type": "object", "required": []string{"text", "entities_count", "detected_entities"},
			"properties": obj{"text": obj{"type": "string"}, "entities_count": obj{"type": "integer", "minimum": 0},
				"detected_entities": obj{"type": "array", "items": ref("Entity")}}},
		"TokenizeResult": obj{"type": "object", "required": []string{"text", "entities_count", "detected_entities", "mapping"},
			"properties": obj{"text": obj{"type": "string"}, "entities_count": obj{"type": "integer", "minimum": 0},
				"detected_entities": obj{"type": "array", "items": ref("Entity")},
				"mapping":           obj{"type": "object", "additionalProperties": obj{"type": "string"}, "description": "Token to original value; one per distinct value."}}},
		"ItemError": obj{"type": "object", "required": []string{"error"},
			"properties": obj{"error": obj{"type": "string", "description": "Why this batch element failed (never its text)."}}},
		"Replaced": obj{"type": "object", "required": []string{"text", "replacements_made"},
			"properties": obj{"text": obj{"type": "string"}, "replacements_made": obj{"type": "integer", "minimum": 0}}},
		"Discovery": obj{"type": "object", "required": []string{"samples_analyzed", "entity_types", "suggested_policy"},
			"properties": obj{"samples_analyzed": obj{"type": "integer", "minimum": 1, "maximum": MaxDiscoverItems},
				"entity_types": obj{"type": "array", "items": obj{"type": "object", "required": []string{"type", "count", "samples_with", "avg_score"},
					"properties": obj{"type": obj{"type": "string"}, "count": obj{"type": "integer", "minimum": 1},
						"samples_with": obj{"type": "integer", "minimum": 1}, "avg_score": obj{"type": "number", "minimum": 0, "maximum": 1}}}},
				"suggested_policy": obj{"type": "string", "enum": policy.Names()}}},
		"Health": obj{"type": "object", "required": []string{"status", "service", "version", "endpoints"},
			"properties": obj{"status": obj{"type": "string", "const": "ok"}, "service": obj{"type": "string"},
				"version": obj{"type": "string"}, "build": obj{"type": "string"}, "region": obj{"type": "string"},
				"endpoints": obj{"type": "array", "items": obj{"type": "string"}}}},
		"Error": obj{"type": "object", "required": []string{"status_code", "error", "detail"},
			"description": "Every error has this body; `detail` never contains submitted text.",
			"properties": obj{"status_code": obj{"type": "integer", "minimum": 400, "maximum": 599},
				"error":       obj{"type": "string", "enum": errorCodes},
				"detail":      obj{"type": "string"},
				"request_id":  obj{"type": "string", "description": "On 5xx: quote it when reporting the failure."},
				"retry_after": obj{"type": "integer", "minimum": 0, "description": "Seconds to wait before retrying; 0 means retrying the same request cannot succeed."}}},
	}
	for _, name := range []string{"DetectResult", "TextResult", "TokenizeResult"} {
		schemas[batchSchemaName(name)] = obj{"type": "object", "required": []string{"results", "total", "succeeded", "failed"},
			"properties": obj{"results": obj{"type": "array", "items": obj{"oneOf": []any{ref(name), ref("ItemError")}}},
				"total": obj{"type": "integer", "minimum": 1, "maximum": MaxBatchTexts}, "succeeded": obj{"type": "integer", "minimum": 0},
				"failed": obj{"type": "integer", "minimum": 0}}}
	}
	retryAfter := obj{"Retry-After": obj{"description": "Seconds to wait (as retry_after).", "schema": obj{"type": "integer", "minimum": 0}}}
	errResp := func(desc string, headers obj) obj {
		r := obj{"description": desc, "content": jsonContent(ref("Error"))}
		if headers != nil {
			r["headers"] = headers
		}
		return r
	}
	return obj{
		"openapi": "3.1.0",
		"info": obj{"title": "piiguard API", "version": Version,
			"description": "Detect and de-identify personal data in text. Every operation but /health and /openapi.json needs an API key in X-API-Key.",
			"license":     obj{"name": "Apache-2.0", "identifier": "Apache-2.0"}},
		"servers":  servers,
		"security": []any{obj{"ApiKey": []any{}}},
		"paths":    paths,
		"components": obj{
			"securitySchemes": obj{"ApiKey": obj{"type": "apiKey", "in": "header", "name": "X-API-Key"}},
			"schemas":         schemas,
			"responses": obj{
				"BadRequest":      errResp("validation_error: the request is malformed or a field is out of bounds", nil),
				"Unauthorized":    errResp("unauthorized: missing, invalid or revoked API key", nil),
				"PayloadTooLarge": errResp(fmt.Sprintf("payload_too_large: body over %d bytes, or an answer over %d bytes", MaxBodyBytes, MaxResponseBytes), nil),
				"RateLimited":     errResp("rate_limit_exceeded: per-request cap (retry_after 0), monthly quota or throttling", retryAfter),
				"InternalError":   errResp("internal_server_error: an unexpected fault; request_id is set", nil),
				"Unavailable":     errResp("service_unavailable: a store is unavailable; retry after retry_after", retryAfter),
				"Error":           errResp("Any other error (404 not_found, 405 method_not_allowed, ...)", nil),
			},
		},
	}, nil
}

func batchSchemaName(result string) string { return "Batch" + result }

// OpenAPI returns the document as indented JSON (docs/openapi.json holds the
// same bytes; TestOpenAPIFileIsCurrent keeps them equal).
var OpenAPI = sync.OnceValues(func() ([]byte, error) {
	doc, err := openAPIDocument()
	if err != nil {
		return nil, err
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
})

// serveOpenAPI answers GET {base}/openapi.json without a key.
func (s *Server) serveOpenAPI(w http.ResponseWriter, r *http.Request) {
	rid := s.requestID(r)
	w.Header().Set("X-Request-Id", rid)
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		writeError(w, &Error{Status: http.StatusMethodNotAllowed, Code: CodeMethodNotAllowed, Detail: "use GET for this endpoint"}, rid)
		return
	}
	b, err := OpenAPI()
	if err != nil {
		writeError(w, &Error{Status: 500, Code: CodeInternal, Detail: "document unavailable"}, rid)
		return
	}
	writeEncoded(w, http.StatusOK, b)
}
