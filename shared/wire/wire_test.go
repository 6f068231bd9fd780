package wire

import "testing"

func TestErrorRetryable(t *testing.T) {
	zero, three := 0, 3
	cases := []struct {
		e    Error
		want bool
	}{
		{Error{Status: 429}, true},
		{Error{Status: 429, RetryAfter: &three}, true},
		{Error{Status: 429, RetryAfter: &zero}, false}, // over the per-request cap
		{Error{Status: 500}, true},
		{Error{Status: 503, RetryAfter: &three}, true},
		{Error{Status: 400}, false},
		{Error{Status: 401}, false},
		{Error{Status: 413}, false},
	}
	for _, c := range cases {
		if got := c.e.Retryable(); got != c.want {
			t.Errorf("%+v: Retryable %v, want %v", c.e, got, c.want)
		}
	}
	e := &Error{Status: 400, Code: "validation_error", Detail: "text is required"}
	if got := e.Error(); got != "piiguard: 400 validation_error: text is required" {
		t.Errorf("Error() = %q", got)
	}
}

func TestResultOutput(t *testing.T) {
	text := "a <EMAIL_ADDRESS_1>"
	if got := (&Result{}).Output(); got != "" {
		t.Errorf("no text: %q", got)
	}
	if got := (&Result{Text: &text}).Output(); got != text {
		t.Errorf("text: %q", got)
	}
}
