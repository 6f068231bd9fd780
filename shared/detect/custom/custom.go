// Package custom compiles a tenant's own detection rules, sent with a request
// or stored per tenant: custom recognizers (RE2 patterns, a deny list of
// phrases, context words, a checksum validator) that run beside the built-in
// recognizers, and allow lists that exempt values from detection.
//
// Everything here is validated before any text is read. Errors name the field
// and the recognizer, never a pattern, phrase or value.
package custom

import (
	"fmt"
	"regexp"
	"regexp/syntax"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/entity"
)

// Limits per request (and per stored recognizer set or allow list: the admin
// API applies the same). See docs/API.md, "Custom recognizers and allow lists".
const (
	MaxRecognizers = 50
	// MaxPatterns bounds the patterns of one request, over every recognizer.
	MaxPatterns        = 100
	MaxPatternChars    = 1_000
	MaxDenyPhrases     = 10_000 // over every recognizer of a request
	MaxDenyPhraseChars = 200
	MaxDenyPhraseWords = 16
	MaxContextWords    = 50
	MaxContextChars    = 64
	MaxAllowEntries    = 1_000
	MaxAllowEntryChars = 1_000
	MaxNameChars       = 64
	// MaxPatternWork bounds pattern weights x text bytes of one request: a
	// regular expression runs in linear time, but 100 patterns over 10 MB
	// still cost seconds. Go's regexp scans a small pattern at about 30 MB/s
	// (BenchmarkCustom and docs/API.md), so 32 MiB is about one second.
	MaxPatternWork = 32 << 20
	// PatternWeightInsts is the unit of a pattern's weight: one per started
	// PatternWeightInsts instructions of its compiled RE2 program. Go's
	// regexp can run every instruction at every byte, so a pattern's worst
	// case is its size: `(?:\w ){0,300}z` (903 instructions) scans
	// "a a a …" at 0.1 MB/s, `\b\d{3}-[A-Z]{4}-\d{3}\b` (16) at 23 MB/s
	// (measured; TestPatternWeight).
	PatternWeightInsts = 8
)

// Pattern is one regular expression of a recognizer.
type Pattern struct {
	Regex string   `json:"regex"`
	Score *float64 `json:"score"`
}

// Spec is a custom recognizer as a request or the admin API sends it.
type Spec struct {
	Name       string    `json:"name"`
	EntityType string    `json:"entity_type"`
	Patterns   []Pattern `json:"patterns,omitempty"`
	DenyList   []string  `json:"deny_list,omitempty"`
	Context    []string  `json:"context,omitempty"`
	Validator  *string   `json:"validator,omitempty"`
}

// Error is a validation error: Field is the JSON path of the offending field,
// Recognizer the name of its recognizer when it has a usable one.
type Error struct {
	Field, Recognizer, Msg string
}

func (e *Error) Error() string {
	if e.Recognizer != "" {
		return fmt.Sprintf("%s (recognizer %q): %s", e.Field, e.Recognizer, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.Field, e.Msg)
}

// Set is a compiled list of custom recognizers.
type Set struct {
	Recognizers []detect.Recognizer
	// Types are the custom entity types, in first-use order.
	Types []string
	// Patterns counts the regular expressions (for the work bound).
	Patterns int
	// Specs and Phrases count the recognizers and deny-list phrases.
	Specs, Phrases int
}

// Combine joins sets compiled apart (a policy's stored recognizers and a
// request's own) and applies the per-request limits to the whole.
func Combine(field string, sets ...*Set) (*Set, *Error) {
	out := &Set{}
	seen := map[string]bool{}
	for _, s := range sets {
		if s == nil {
			continue
		}
		out.Recognizers = append(out.Recognizers, s.Recognizers...)
		out.Patterns += s.Patterns
		out.Specs += s.Specs
		out.Phrases += s.Phrases
		for _, t := range s.Types {
			if !seen[t] {
				seen[t] = true
				out.Types = append(out.Types, t)
			}
		}
	}
	switch {
	case out.Specs > MaxRecognizers:
		return nil, &Error{Field: field, Msg: fmt.Sprintf("with the policy's, %d recognizers; at most %d are allowed", out.Specs, MaxRecognizers)}
	case out.Patterns > MaxPatterns:
		return nil, &Error{Field: field, Msg: fmt.Sprintf("with the policy's, more than %d patterns in all", MaxPatterns)}
	case out.Phrases > MaxDenyPhrases:
		return nil, &Error{Field: field, Msg: fmt.Sprintf("with the policy's, more than %d deny_list phrases in all", MaxDenyPhrases)}
	}
	return out, nil
}

var (
	upperSnake = regexp.MustCompile(`^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$`)
	nameRE     = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_.-]*$`)
)

// ValidName reports whether n can name a recognizer or an allow list: it is
// echoed in errors and explanations, so it must look like a name.
func ValidName(n string) bool { return len(n) <= MaxNameChars && nameRE.MatchString(n) }

// checkType explains why id cannot be a custom type: not UPPER_SNAKE, or a
// built-in type's id, name or alias (shared/entity); "" when it can.
func checkType(id string) string {
	if len(id) > MaxNameChars || !upperSnake.MatchString(id) {
		return "must be an UPPER_SNAKE name (A-Z, 0-9 and single underscores, starting with a letter, at most 64 characters)"
	}
	if _, builtin := entity.Lookup(id); builtin {
		return "collides with a built-in entity type; choose another name"
	}
	return ""
}

// Title is how /detect shows a custom type: "EMPLOYEE_ID" is "Employee Id",
// as built-in types are shown in title case.
func Title(id string) string {
	words := strings.Split(strings.ToLower(id), "_")
	for i, w := range words {
		if w != "" {
			r, n := utf8.DecodeRuneInString(w)
			words[i] = string(unicode.ToUpper(r)) + w[n:]
		}
	}
	return strings.Join(words, " ")
}

// Compile validates specs (field is their JSON path, e.g.
// "custom_recognizers") and builds their recognizers. It never reads text.
func Compile(field string, specs []Spec) (*Set, *Error) {
	if len(specs) > MaxRecognizers {
		return nil, &Error{Field: field, Msg: fmt.Sprintf("holds %d recognizers; at most %d are allowed", len(specs), MaxRecognizers)}
	}
	set := &Set{Specs: len(specs)}
	names := map[string]bool{}
	seenType := map[string]bool{}
	phrases := 0
	for i, sp := range specs {
		at := fmt.Sprintf("%s[%d]", field, i)
		if !ValidName(sp.Name) {
			return nil, &Error{Field: at + ".name", Msg: "is required: letters, digits, '_', '.', '-', starting with a letter or digit, at most 64 characters"}
		}
		rn := sp.Name
		if names[rn] {
			return nil, &Error{Field: at + ".name", Recognizer: rn, Msg: "names two recognizers; names must be unique"}
		}
		names[rn] = true
		if msg := checkType(sp.EntityType); msg != "" {
			return nil, &Error{Field: at + ".entity_type", Recognizer: rn, Msg: msg}
		}
		if len(sp.Patterns) == 0 && len(sp.DenyList) == 0 {
			return nil, &Error{Field: at, Recognizer: rn, Msg: "needs patterns or a deny_list"}
		}
		var valid validator
		vname := ""
		if sp.Validator != nil {
			v, ok := validators[*sp.Validator]
			if !ok {
				return nil, &Error{Field: at + ".validator", Recognizer: rn, Msg: "unknown validator; use one of " + strings.Join(ValidatorNames(), ", ")}
			}
			valid, vname = v, *sp.Validator
		}
		ctx, e := compileContext(at+".context", rn, sp.Context)
		if e != nil {
			return nil, e
		}
		set.Patterns += len(sp.Patterns)
		if set.Patterns > MaxPatterns {
			return nil, &Error{Field: field, Msg: fmt.Sprintf("holds more than %d patterns in all", MaxPatterns)}
		}
		for j, p := range sp.Patterns {
			pat := fmt.Sprintf("%s.patterns[%d]", at, j)
			if p.Regex == "" {
				return nil, &Error{Field: pat + ".regex", Recognizer: rn, Msg: "is required"}
			}
			if utf8.RuneCountInString(p.Regex) > MaxPatternChars {
				return nil, &Error{Field: pat + ".regex", Recognizer: rn, Msg: fmt.Sprintf("is longer than %d characters", MaxPatternChars)}
			}
			re, err := regexp.Compile(p.Regex)
			if err != nil {
				return nil, &Error{Field: pat + ".regex", Recognizer: rn, Msg: "does not compile as RE2: " + syntaxCode(err)}
			}
			w, err := weight(p.Regex)
			if err != nil {
				return nil, &Error{Field: pat + ".regex", Recognizer: rn, Msg: "does not compile as RE2: " + syntaxCode(err)}
			}
			if p.Score == nil || !(*p.Score >= 0 && *p.Score <= 1) {
				return nil, &Error{Field: pat + ".score", Recognizer: rn, Msg: "is required: a number from 0 to 1"}
			}
			set.Recognizers = append(set.Recognizers, &patternRec{name: rn, typ: sp.EntityType, re: re,
				score: *p.Score, ctx: ctx, valid: valid, vname: vname, weight: w})
		}
		if len(sp.DenyList) > 0 {
			phrases += len(sp.DenyList)
			if phrases > MaxDenyPhrases {
				return nil, &Error{Field: field, Msg: fmt.Sprintf("holds more than %d deny_list phrases in all", MaxDenyPhrases)}
			}
			set.Phrases = phrases
			dr, e := compileDeny(at+".deny_list", rn, sp.EntityType, sp.DenyList, ctx)
			if e != nil {
				return nil, e
			}
			set.Recognizers = append(set.Recognizers, dr)
		}
		if !seenType[sp.EntityType] {
			seenType[sp.EntityType] = true
			set.Types = append(set.Types, sp.EntityType)
		}
	}
	return set, nil
}

// syntaxCode is the kind of a regexp error without the offending fragment
// (regexp's message quotes the pattern).
func syntaxCode(err error) string {
	if se, ok := err.(*syntax.Error); ok {
		return string(se.Code)
	}
	return "invalid pattern"
}

func compileContext(field, rn string, words []string) (*detect.Context, *Error) {
	if len(words) == 0 {
		return nil, nil
	}
	if len(words) > MaxContextWords {
		return nil, &Error{Field: field, Recognizer: rn, Msg: fmt.Sprintf("holds more than %d words", MaxContextWords)}
	}
	c := &detect.Context{}
	for k, w := range words {
		w = strings.ToLower(strings.TrimSpace(w))
		if w == "" || utf8.RuneCountInString(w) > MaxContextChars || strings.IndexFunc(w, func(r rune) bool { return !isWordRune(r) }) >= 0 {
			return nil, &Error{Field: fmt.Sprintf("%s[%d]", field, k), Recognizer: rn,
				Msg: fmt.Sprintf("must be one word of letters and digits, at most %d characters", MaxContextChars)}
		}
		c.Boost = append(c.Boost, w)
	}
	return c, nil
}

// PatternWeight is r's weight in the work bound (MaxPatternWork) when r is
// one regular expression of a custom recognizer, else 0.
func PatternWeight(r detect.Recognizer) int {
	if p, ok := r.(*patternRec); ok {
		return p.weight
	}
	return 0
}

// DenyWeight is a deny-list recognizer's weight in the work bound: its scan
// copies and splits the whole text and walks up to MaxDenyPhraseWords
// words at each word, 2-10 MB/s measured on "a a a …" and prose against a
// small pattern's 30 MB/s, so 50 of them over 10 MB cost minutes.
const DenyWeight = 16

// WorkWeight is r's weight in the work bound: PatternWeight for a pattern,
// DenyWeight for a deny list, 0 for any other recognizer.
func WorkWeight(r detect.Recognizer) int {
	if _, ok := r.(*denyRec); ok {
		return DenyWeight
	}
	return PatternWeight(r)
}

// weight is a pattern's compiled RE2 program size in units of
// PatternWeightInsts, at least 1 (regexp compiles it the same way but does
// not expose the program).
func weight(expr string) (int, error) {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		return 0, err
	}
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		return 0, err
	}
	return max(1, (len(prog.Inst)+PatternWeightInsts-1)/PatternWeightInsts), nil
}

// patternRec is one pattern of a custom recognizer.
type patternRec struct {
	name, typ string
	re        *regexp.Regexp
	score     float64
	ctx       *detect.Context
	valid     validator
	vname     string
	weight    int // PatternWeight
}

func (r *patternRec) Name() string               { return r.name }
func (r *patternRec) Types() []string            { return []string{r.typ} }
func (r *patternRec) Needs() detect.Need         { return 0 }
func (r *patternRec) Describe() (string, string) { return r.re.String(), r.vname }
func (r *patternRec) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	for _, loc := range r.re.FindAllStringIndex(d.Text, -1) {
		if loc[0] == loc[1] {
			continue
		}
		if r.valid != nil && !r.valid(d.Text[loc[0]:loc[1]]) {
			continue
		}
		out = append(out, detect.Match{Type: r.typ, Start: loc[0], End: loc[1], Score: r.score, Context: r.ctx})
	}
	return out
}
