package local

import (
	"context"
	"net/http"
	"testing"

	"github.com/piiguard/piiguard/shared/client"
)

type noNetwork struct{ t *testing.T }

func (n noNetwork) RoundTrip(*http.Request) (*http.Response, error) {
	n.t.Fatal("the local client used the network")
	return nil, nil
}

// The local client answers with the engine, no key and no network, and its
// tokens come back.
func TestLocalRoundTrip(t *testing.T) {
	c, err := New(client.Options{HTTPClient: &http.Client{Transport: noNetwork{t}}})
	if err != nil {
		t.Fatal(err)
	}
	text := "Write to jane.doe@example.com"
	tok, err := c.Tokenize(context.Background(), client.Request{Text: &text})
	if err != nil || tok.EntitiesCount != 1 || tok.Output() != "Write to <EMAIL_ADDRESS_1>" {
		t.Fatalf("tokenize: %+v %v", tok, err)
	}
	back, err := c.Detokenize(context.Background(), tok.Output(), *tok.Mapping)
	if err != nil || back.Output() != text || *back.ReplacementsMade != 1 {
		t.Errorf("detokenize: %+v %v", back, err)
	}
}
