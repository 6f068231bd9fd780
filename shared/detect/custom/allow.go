package custom

import (
	"fmt"
	"regexp"
	"strings"
	"unicode/utf8"
)

// AllowMatch values.
const (
	AllowExact = "exact"
	AllowRegex = "regex"
)

// Allow is a compiled allow list: Match reports whether an entity's text is
// exempt.
type Allow struct {
	exact  map[string]bool
	re     *regexp.Regexp
	weight int
}

// Weight is a regex list's weight in the work bound (MaxPatternWork), as a
// pattern's: its entries are one program, run over every entity's text, and
// the entities of a text do not overlap. An exact list weighs 0.
func (a *Allow) Weight() int {
	if a == nil {
		return 0
	}
	return a.weight
}

// CompileAllow validates an allow list (field is its JSON path) in mode
// AllowExact (entries compared case-insensitively, surrounding whitespace
// ignored) or AllowRegex (each entry must match the whole entity text; they
// are joined into one RE2 so an entity is tested once).
func CompileAllow(field string, entries []string, mode string) (*Allow, *Error) {
	if len(entries) > MaxAllowEntries {
		return nil, &Error{Field: field, Msg: fmt.Sprintf("holds %d entries; at most %d are allowed", len(entries), MaxAllowEntries)}
	}
	a := &Allow{}
	switch mode {
	case AllowExact, "":
		a.exact = make(map[string]bool, len(entries))
	case AllowRegex:
	default:
		return nil, &Error{Field: "allow_list_match", Msg: `must be "exact" or "regex"`}
	}
	alts := make([]string, 0, len(entries))
	for i, e := range entries {
		at := fmt.Sprintf("%s[%d]", field, i)
		if utf8.RuneCountInString(e) > MaxAllowEntryChars {
			return nil, &Error{Field: at, Msg: fmt.Sprintf("is longer than %d characters", MaxAllowEntryChars)}
		}
		if a.exact != nil {
			k := fold(e)
			if k == "" {
				return nil, &Error{Field: at, Msg: "must not be empty or only whitespace"}
			}
			a.exact[k] = true
			continue
		}
		if e == "" {
			return nil, &Error{Field: at, Msg: "must not be empty"}
		}
		if _, err := regexp.Compile(e); err != nil {
			return nil, &Error{Field: at, Msg: "does not compile as RE2: " + syntaxCode(err)}
		}
		alts = append(alts, "(?:"+e+")")
	}
	if a.exact == nil && len(alts) > 0 {
		expr := `^(?:` + strings.Join(alts, "|") + `)$`
		re, err := regexp.Compile(expr)
		if err != nil { // each compiled alone; together they exceed RE2's size limit
			return nil, &Error{Field: field, Msg: "the expressions together are too large for RE2; use fewer or simpler ones"}
		}
		if a.weight, err = weight(expr); err != nil {
			return nil, &Error{Field: field, Msg: "the expressions together are too large for RE2; use fewer or simpler ones"}
		}
		a.re = re
	}
	return a, nil
}

func fold(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// Match reports whether the entity text is on the list.
func (a *Allow) Match(text string) bool {
	if a.re != nil {
		return a.re.MatchString(strings.TrimSpace(text))
	}
	return a.exact[fold(text)]
}

// Merge returns an allow test that accepts what any of the lists accepts
// (a policy's stored lists and the request's own); nil when there are none.
func Merge(lists ...*Allow) func(string) bool {
	var ls []*Allow
	for _, l := range lists {
		if l != nil && (l.re != nil || len(l.exact) > 0) {
			ls = append(ls, l)
		}
	}
	if len(ls) == 0 {
		return nil
	}
	return func(t string) bool {
		for _, l := range ls {
			if l.Match(t) {
				return true
			}
		}
		return false
	}
}
