// Package wire holds the JSON bodies of the HTTP API, the one definition the
// handlers (shared/api) decode and encode and the Go client (shared/client)
// encodes and decodes. It imports nothing of the engine, so the client stays
// small; docs/API.md describes every field.
package wire

import "fmt"

// PathPrefix is the versioned root every operation path is appended to.
const PathPrefix = "/api/public/v1"

// Error is the spec's error body, which the server writes with every non-200
// answer and the client returns as its error. Detail never contains
// submitted text or matched values.
type Error struct {
	Status     int    `json:"status_code"`
	Code       string `json:"error"`
	Detail     string `json:"detail"`
	RequestID  string `json:"request_id,omitempty"`
	RetryAfter *int   `json:"retry_after,omitempty"`
}

func (e *Error) Error() string {
	return fmt.Sprintf("piiguard: %d %s: %s", e.Status, e.Code, e.Detail)
}

// Retryable reports whether the same request may succeed later: a 429 with
// retry_after 0 is over the plan's per-request cap and never will.
func (e *Error) Retryable() bool {
	switch e.Status {
	case 429:
		return e.RetryAfter == nil || *e.RetryAfter > 0
	case 500, 502, 503, 504:
		return true
	}
	return false
}

// Request is the union of every operation's body. Pointers tell "absent" from
// "zero" (the server's defaults apply to absent fields) and omitempty keeps
// absent fields off the wire; unknown fields are ignored for forward
// compatibility. R is a custom recognizer's type: the server decodes
// detect/custom.Spec, which belongs to the engine; the client passes the
// objects as JSON (json.RawMessage). Integer parameters are numbers so the
// server can answer 2.5 with "must be an integer".
type Request[R any] struct {
	Text           *string   `json:"text,omitempty"`
	Texts          *[]string `json:"texts,omitempty"`
	Policy         *string   `json:"policy,omitempty"`
	Entities       *[]string `json:"entities,omitempty"`
	ScoreThreshold *float64  `json:"score_threshold,omitempty"`
	// Language is /synthesize's locale and, on every detecting operation, a
	// detection hint (beyond the spec).
	Language *string `json:"language,omitempty"`

	MaskingChar *string  `json:"masking_char,omitempty"`
	CharsToShow *float64 `json:"chars_to_show,omitempty"`
	FromEnd     *bool    `json:"from_end,omitempty"`

	HashType   *string  `json:"hash_type,omitempty"`
	HashPrefix *string  `json:"hash_prefix,omitempty"`
	HashLength *float64 `json:"hash_length,omitempty"`
	HashKey    *string  `json:"hash_key,omitempty"`

	Seed *int64 `json:"seed,omitempty"`

	EncryptionKey *string `json:"encryption_key,omitempty"`

	Mapping *map[string]string `json:"mapping,omitempty"`

	// Tenant customisation (docs/API.md, "Custom recognizers and allow
	// lists"): every detecting operation reads allow_list, allow_list_match,
	// custom_recognizers and explain; /tokenize reads consistent_tokens.
	AllowList         *[]string `json:"allow_list,omitempty"`
	AllowListMatch    *string   `json:"allow_list_match,omitempty"`
	CustomRecognizers *[]R      `json:"custom_recognizers,omitempty"`
	ConsistentTokens  *bool     `json:"consistent_tokens,omitempty"`
	Explain           *bool     `json:"explain,omitempty"`

	// /discover's body.
	Samples   *[]string `json:"samples,omitempty"`
	Threshold *float64  `json:"threshold,omitempty"`
}

// Entity is an element of detected_entities; Start and End are code-point
// offsets.
type Entity struct {
	Type  string  `json:"type"`
	Text  string  `json:"text"`
	Start int     `json:"start"`
	End   int     `json:"end"`
	Score float64 `json:"score"`
	// Explanation is present when the request sets explain.
	Explanation *Explanation `json:"explanation,omitempty"`
}

// Explanation is an entity's explanation (explain: true).
type Explanation struct {
	// Recognizer names the built-in recognizer or the request's (or
	// policy's) custom recognizer.
	Recognizer string `json:"recognizer"`
	// Kind is "rule" (a built-in pattern, checksum or grammar), "model"
	// (the NER tagger) or "custom".
	Kind string `json:"kind"`
	// Pattern is a custom recognizer's regex, or "deny_list".
	Pattern string `json:"pattern,omitempty"`
	// Checksum is the validator a custom recognizer confirmed the match
	// with; built-in recognizers' checksums are part of their rule.
	Checksum *Checksum `json:"checksum,omitempty"`
	// ContextWords raised the score, ContextPenaltyWords lowered it (the
	// configured words, stems for built-in recognizers).
	ContextWords        []string `json:"context_words"`
	ContextPenaltyWords []string `json:"context_penalty_words"`
	ScoreBeforeContext  float64  `json:"score_before_context"`
	ScoreAfterContext   float64  `json:"score_after_context"`
	// Repeat: the value repeats a match of the same type found above the
	// threshold elsewhere in the text, whose score it took.
	Repeat bool `json:"repeat,omitempty"`
}

// Checksum is a checksum result.
type Checksum struct {
	Name  string `json:"name"`
	Valid bool   `json:"valid"`
}

// Result is the single-text answer of every operation but /discover and
// /health. /detect has no text; /tokenize adds mapping; /decrypt and
// /detokenize answer text and replacements_made only.
type Result struct {
	Text             *string            `json:"text,omitempty"`
	EntitiesCount    int                `json:"entities_count"`
	DetectedEntities []Entity           `json:"detected_entities"`
	Mapping          *map[string]string `json:"mapping,omitempty"`
	ReplacementsMade *int               `json:"replacements_made,omitempty"`
}

// Output is the result's text, "" when it has none (/detect).
func (r *Result) Output() string {
	if r.Text == nil {
		return ""
	}
	return *r.Text
}

// BatchResult is the answer to a `texts` request: one item per text, in
// order. The server fills Results with Result or ItemError values, a
// decoder reads them as BatchItem.
type BatchResult[Item any] struct {
	Results   []Item `json:"results"`
	Total     int    `json:"total"`
	Succeeded int    `json:"succeeded"`
	Failed    int    `json:"failed"`
}

// ItemError is a failed batch item.
type ItemError struct {
	Error string `json:"error"`
}

// BatchItem reads either shape of a batch item: Error is set when the item
// failed.
type BatchItem struct {
	Result
	Error string `json:"error,omitempty"`
}

// DiscoveredType is one element of /discover's entity_types.
type DiscoveredType struct {
	Type        string  `json:"type"`
	Count       int     `json:"count"`
	SamplesWith int     `json:"samples_with"`
	AvgScore    float64 `json:"avg_score"`
}

// Discovery is /discover's answer.
type Discovery struct {
	SamplesAnalyzed int              `json:"samples_analyzed"`
	EntityTypes     []DiscoveredType `json:"entity_types"`
	SuggestedPolicy string           `json:"suggested_policy"`
}
