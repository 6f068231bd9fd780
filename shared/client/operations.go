package client

import (
	"context"
	"encoding/json"

	"github.com/piiguard/piiguard/shared/wire"
)

// The bodies are shared/wire's, the ones the API's handlers use. Request
// fields are pointers (absent is not zero): write new("gdpr_eu"), new(4.0).
// Custom recognizers are passed as their JSON objects.
type (
	Request     = wire.Request[json.RawMessage]
	Entity      = wire.Entity
	Result      = wire.Result
	BatchItem   = wire.BatchItem // Error is set when the item failed
	BatchResult = wire.BatchResult[BatchItem]
	Discovery   = wire.Discovery
)

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
	return c.Run(ctx, "detokenize", Request{Text: &text, Mapping: &mapping})
}

// Batch runs op over any number of texts, in requests of at most 100, and
// returns one item per text in order. r.Text and r.Texts are ignored.
func (c *Client) Batch(ctx context.Context, op string, texts []string, r Request) (*BatchResult, error) {
	out := &BatchResult{}
	for i := 0; i < len(texts); i += 100 {
		j := min(i+100, len(texts))
		req, chunk := r, texts[i:j]
		req.Text, req.Texts = nil, &chunk
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

// Discover profiles sample texts.
func (c *Client) Discover(ctx context.Context, samples []string, threshold *float64) (*Discovery, error) {
	var d Discovery
	if err := c.Do(ctx, "discover", Request{Samples: &samples, Threshold: threshold}, &d); err != nil {
		return nil, err
	}
	return &d, nil
}

// Health returns /health's answer.
func (c *Client) Health(ctx context.Context) (map[string]json.RawMessage, error) {
	var h map[string]json.RawMessage
	return h, c.Do(ctx, "health", nil, &h)
}
