package custom

import (
	"encoding/json"
	"fmt"
	"strings"
)

// AllowList is a named allow list stored for a tenant.
type AllowList struct {
	Name    string   `json:"name"`
	Entries []string `json:"entries"`
	// Match is "exact" (the default) or "regex", as allow_list_match.
	Match string `json:"match,omitempty"`
}

// MaxStoredBytes bounds the JSON of one stored recognizer or allow list: a
// DynamoDB item holds at most 400 KB.
const MaxStoredBytes = 350_000

// MaxPolicyAllowLists bounds the allow lists one policy names.
const MaxPolicyAllowLists = 10

// ValidateSpec checks a recognizer to be stored with the request limits
// (field is its path in error messages).
func ValidateSpec(field string, sp Spec) *Error {
	if _, e := Compile(field, []Spec{sp}); e != nil {
		e.Field = field + strings.TrimPrefix(e.Field, field+"[0]") // one recognizer, no index
		return e
	}
	return checkSize(field, sp)
}

// ValidateAllowList checks an allow list to be stored.
func ValidateAllowList(field string, a AllowList) *Error {
	if !ValidName(a.Name) {
		return &Error{Field: field + ".name", Msg: "is required: letters, digits, '_', '.', '-', starting with a letter or digit, at most 64 characters"}
	}
	if len(a.Entries) == 0 {
		return &Error{Field: field + ".entries", Msg: "must hold at least one entry"}
	}
	if _, e := CompileAllow(field+".entries", a.Entries, a.Match); e != nil {
		if e.Field == "allow_list_match" {
			e.Field = field + ".match"
		}
		return e
	}
	return checkSize(field, a)
}

func checkSize(field string, v any) *Error {
	b, err := json.Marshal(v)
	if err != nil || len(b) > MaxStoredBytes {
		return &Error{Field: field, Msg: fmt.Sprintf("is larger than %d bytes of JSON (a DynamoDB item holds 400 KB)", MaxStoredBytes)}
	}
	return nil
}
