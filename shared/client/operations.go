package client

import (
	"context"
	"encoding/json"
)

// Request holds every operation's parameters; zero values are omitted.
type Request struct {
	Text           string            `json:"text,omitempty"`
	Texts          []string          `json:"texts,omitempty"`
	Policy         string            `json:"policy,omitempty"`
	Entities       []string          `json:"entities,omitempty"`
	ScoreThreshold *float64          `json:"score_threshold,omitempty"`
	Language       string            `json:"language,omitempty"`
	MaskingChar    string            `json:"masking_char,omitempty"`
	CharsToShow    *int              `json:"chars_to_show,omitempty"`
	FromEnd        *bool             `json:"from_end,omitempty"`
	HashType       string            `json:"hash_type,omitempty"`
	HashPrefix     string            `json:"hash_prefix,omitempty"`
	HashLength     *int              `json:"hash_length,omitempty"`
	HashKey        string            `json:"hash_key,omitempty"`
	Seed           *int64            `json:"seed,omitempty"`
	EncryptionKey  string            `json:"encryption_key,omitempty"`
	Mapping        map[string]string `json:"mapping,omitempty"`
}

// Entity is a detected span; Start and End are code-point offsets.
type Entity struct {
	Type  string  `json:"type"`
	Text  string  `json:"text"`
	Start int     `json:"start"`
	End   int     `json:"end"`
	Score float64 `json:"score"`
}

// Result is a single-text result.
type Result struct {
	Text             string            `json:"text"`
	EntitiesCount    int               `json:"entities_count"`
	DetectedEntities []Entity          `json:"detected_entities"`
	Mapping          map[string]string `json:"mapping,omitempty"`
	ReplacementsMade int               `json:"replacements_made"`
}

// BatchItem is one element of a batch: Err is set when the item failed.
type BatchItem struct {
	Result
	Err string `json:"error,omitempty"`
}

// BatchResult is a batch response.
type BatchResult struct {
	Results   []BatchItem `json:"results"`
	Total     int         `json:"total"`
	Succeeded int         `json:"succeeded"`
	Failed    int         `json:"failed"`
}

// Run calls a single-text operation (detect, tokenize, detokenize, mask,
// redact, hash, synthesize, encrypt, decrypt).
func (c *Client) Run(ctx context.Context, op string, req Request) (*Result, error) {
	var r Result
	if err := c.Do(ctx, op, req, &r); err != nil {
		return nil, err
	}
	return &r, nil
}

// Detect, Tokenize, ... are Run for each operation.
func (c *Client) Detect(ctx context.Context, r Request) (*Result, error) {
	return c.Run(ctx, "detect", r)
}
func (c *Client) Tokenize(ctx context.Context, r Request) (*Result, error) {
	return c.Run(ctx, "tokenize", r)
}
func (c *Client) Mask(ctx context.Context, r Request) (*Result, error) { return c.Run(ctx, "mask", r) }
func (c *Client) Redact(ctx context.Context, r Request) (*Result, error) {
	return c.Run(ctx, "redact", r)
}
func (c *Client) Hash(ctx context.Context, r Request) (*Result, error) { return c.Run(ctx, "hash", r) }
func (c *Client) Encrypt(ctx context.Context, r Request) (*Result, error) {
	return c.Run(ctx, "encrypt", r)
}
func (c *Client) Decrypt(ctx context.Context, r Request) (*Result, error) {
	return c.Run(ctx, "decrypt", r)
}
func (c *Client) Synthesize(ctx context.Context, r Request) (*Result, error) {
	return c.Run(ctx, "synthesize", r)
}

// Detokenize puts the mapping's values back.
func (c *Client) Detokenize(ctx context.Context, text string, mapping map[string]string) (*Result, error) {
	return c.Run(ctx, "detokenize", Request{Text: text, Mapping: mapping})
}

// Batch runs op over any number of texts, in requests of at most 100, and
// returns one item per text in order. r.Text and r.Texts are ignored.
func (c *Client) Batch(ctx context.Context, op string, texts []string, r Request) (*BatchResult, error) {
	out := &BatchResult{}
	for i := 0; i < len(texts); i += 100 {
		j := min(i+100, len(texts))
		req := r
		req.Text, req.Texts = "", texts[i:j]
		var br BatchResult
		if err := c.Do(ctx, op, req, &br); err != nil {
			return nil, err
		}
		out.Results = append(out.Results, br.Results...)
		out.Total += br.Total
		out.Succeeded += br.Succeeded
		out.Failed += br.Failed
	}
	return out, nil
}

// Discovery is /discover's answer.
type Discovery struct {
	SamplesAnalyzed int `json:"samples_analyzed"`
	EntityTypes     []struct {
		Type        string  `json:"type"`
		Count       int     `json:"count"`
		SamplesWith int     `json:"samples_with"`
		AvgScore    float64 `json:"avg_score"`
	} `json:"entity_types"`
	SuggestedPolicy string `json:"suggested_policy"`
}

// Discover profiles sample texts.
func (c *Client) Discover(ctx context.Context, samples []string, threshold *float64) (*Discovery, error) {
	var d Discovery
	body := map[string]any{"samples": samples}
	if threshold != nil {
		body["threshold"] = *threshold
	}
	if err := c.Do(ctx, "discover", body, &d); err != nil {
		return nil, err
	}
	return &d, nil
}

// Health returns /health's answer.
func (c *Client) Health(ctx context.Context) (map[string]json.RawMessage, error) {
	var h map[string]json.RawMessage
	return h, c.Do(ctx, "health", nil, &h)
}
