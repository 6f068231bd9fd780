package api

import (
	"bytes"
	"encoding/json"
	"net/http"

	"github.com/piiguard/piiguard/shared/wire"
)

// Error is a client-visible failure, written as the spec's error body
// (shared/wire's, which the client decodes). Detail never contains submitted
// text or matched values.
type Error = wire.Error

// Error codes from SPEC.md and DECISIONS.md.
const (
	CodeValidation       = "validation_error"
	CodeUnauthorized     = "unauthorized"
	CodeRateLimited      = "rate_limit_exceeded"
	CodeInternal         = "internal_server_error"
	CodeUnavailable      = "service_unavailable"
	CodePayloadTooLarge  = "payload_too_large"
	CodeNotFound         = "not_found"
	CodeMethodNotAllowed = "method_not_allowed"
)

func badRequest(detail string) *Error {
	return &Error{Status: http.StatusBadRequest, Code: CodeValidation, Detail: detail}
}

func rateLimited(detail string, retryAfter int) *Error {
	return &Error{Status: http.StatusTooManyRequests, Code: CodeRateLimited, Detail: detail, RetryAfter: &retryAfter}
}

func unavailable(detail string, retryAfter int) *Error {
	return &Error{Status: http.StatusServiceUnavailable, Code: CodeUnavailable, Detail: detail, RetryAfter: &retryAfter}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	writeEncoded(w, status, encode(v))
}

// encode is JSON without HTML escaping (texts keep their '<', '>' and
// '&'), with a newline; an answer the work encoded itself is sent as it is.
func encode(v any) []byte {
	if b, ok := v.(encodedJSON); ok {
		return b
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
	return b.Bytes()
}

// encodeValue is encode without the newline (a batch item's encoding);
// empty where encoding/json fails, as encode is.
func encodeValue(v any) []byte {
	b := encode(v)
	return b[:max(len(b)-1, 0)]
}

func writeEncoded(w http.ResponseWriter, status int, body []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

func writeError(w http.ResponseWriter, e *Error, requestID string) {
	if e.Status >= 500 {
		e.RequestID = requestID
	}
	if e.RetryAfter != nil {
		w.Header().Set("Retry-After", itoa(*e.RetryAfter))
	}
	writeJSON(w, e.Status, e)
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}
