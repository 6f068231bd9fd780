// Package entity is the registry of entity types: one place that knows, for each
// type, its UPPER_SNAKE id, its natural name, its aliases, its category and the
// countries and languages it covers. Filters, policies, responses and tokens all
// resolve names through it.
//
// Every type is listed in this package (allTypes, types.go): a new type is a
// line in baseTypes, nationalTypes (national.go), secretTypes (secrets.go) or
// otherTypes, beside a comment naming its recognizer. docs/ENTITY_TYPES.md
// lists every type; doc_test.go regenerates it (-update) and fails when it is stale.
package entity

import (
	"fmt"
	"sort"
	"strings"
	"sync"
	"unicode"
)

// Category groups types the way SPEC.md lists them.
type Category string

const (
	Personal     Category = "personal"
	Contact      Category = "contact"
	Financial    Category = "financial"
	Government   Category = "government"
	Healthcare   Category = "healthcare"
	Digital      Category = "digital"
	Secrets      Category = "secrets"
	Travel       Category = "travel"
	Registration Category = "registration"
	Temporal     Category = "temporal"
)

// Type describes one entity type.
type Type struct {
	// ID is the UPPER_SNAKE identifier shown by every operation except /detect.
	ID string
	// Name is the natural lower-case name ("email address"); /detect shows it in
	// title case.
	Name string
	// Aliases are further accepted filter names (case-insensitive).
	Aliases  []string
	Category Category
	// Parent, when set, is a broader type: filtering by the parent selects this
	// type too (NATIONAL_ID selects PL_PESEL).
	Parent string
	// Countries (ISO 3166 alpha-2) and Languages (ISO 639-1) the type is specific
	// to; empty means any.
	Countries []string
	Languages []string
}

// Title is the title-case natural name used by /detect ("Date Of Birth").
func (t Type) Title() string { return titleCase(t.Name) }

var (
	mu       sync.RWMutex
	byID     = map[string]*Type{}
	byName   = map[string]*Type{} // normalised name, alias or id -> type
	children = map[string][]string{}
	// The lists fill the maps when the package initialises (Go initialises
	// the maps first: registerAll refers to them), before any caller can look.
	_ = registerAll(allTypes())
)

func registerAll(ts []Type) bool {
	for _, t := range ts {
		register(t)
	}
	return true
}

// register adds a type. It panics on a duplicate id or a name already taken
// by another type, since both are programming errors found at start-up.
func register(t Type) {
	if t.ID == "" || t.Name == "" {
		panic("entity: type needs an ID and a Name")
	}
	mu.Lock()
	defer mu.Unlock()
	if _, dup := byID[t.ID]; dup {
		panic("entity: duplicate type " + t.ID)
	}
	tp := &t
	names := append([]string{t.ID, t.Name}, t.Aliases...)
	for _, n := range names {
		k := normalise(n)
		if other, taken := byName[k]; taken && other.ID != t.ID {
			panic(fmt.Sprintf("entity: name %q of %s already names %s", n, t.ID, other.ID))
		}
	}
	for _, n := range names {
		byName[normalise(n)] = tp
	}
	byID[t.ID] = tp
	if t.Parent != "" {
		children[t.Parent] = append(children[t.Parent], t.ID)
	}
}

// Lookup resolves an id, a natural name or an alias, case-insensitively and
// ignoring the difference between spaces, '_' and '-'.
func Lookup(name string) (Type, bool) {
	mu.RLock()
	defer mu.RUnlock()
	t, ok := byName[normalise(name)]
	if !ok {
		return Type{}, false
	}
	return *t, true
}

// Get returns the type with this exact id.
func Get(id string) (Type, bool) {
	mu.RLock()
	defer mu.RUnlock()
	t, ok := byID[id]
	if !ok {
		return Type{}, false
	}
	return *t, true
}

// Expand returns id and every type below it (children, grandchildren, ...).
func Expand(id string) []string {
	mu.RLock()
	defer mu.RUnlock()
	out := []string{id}
	for i := 0; i < len(out); i++ {
		out = append(out, children[out[i]]...)
	}
	return out
}

// All returns every registered type, sorted by id.
func All() []Type {
	mu.RLock()
	defer mu.RUnlock()
	out := make([]Type, 0, len(byID))
	for _, t := range byID {
		out = append(out, *t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// Resolve turns filter names into the set of type ids they select (children
// included). Unknown names are returned in unknown, in input order.
func Resolve(names []string) (ids map[string]bool, unknown []string) {
	ids = make(map[string]bool, len(names))
	for _, n := range names {
		t, ok := Lookup(n)
		if !ok {
			unknown = append(unknown, n)
			continue
		}
		for _, id := range Expand(t.ID) {
			ids[id] = true
		}
	}
	return ids, unknown
}

// TitleOf is the /detect display name of an id; unknown ids are shown as they are.
func TitleOf(id string) string {
	if t, ok := Get(id); ok {
		return t.Title()
	}
	return id
}

func normalise(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		if r == '_' || r == '-' || unicode.IsSpace(r) {
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}

func titleCase(s string) string {
	b := []rune(s)
	up := true
	for i, r := range b {
		if up {
			b[i] = unicode.ToUpper(r)
		}
		up = r == ' ' || r == '-' || r == '/'
	}
	return string(b)
}
