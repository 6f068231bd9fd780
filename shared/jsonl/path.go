package jsonl

import (
	"errors"
	"strconv"
	"strings"
)

// Step is one step of a Path: into an object's member or an array's element.
type Step struct {
	Key   string // the member's name, when Index < 0
	Index int    // the element's index; -1 for a member
}

// Key is the step into member k; Elem the step into element i.
func Key(k string) Step { return Step{Key: k, Index: -1} }
func Elem(i int) Step   { return Step{Index: i} }

// Path is where a string is in its record, from the top-level key down. It
// has two spellings: Pointer (RFC 6901, the bulk jobs' mapping files) and
// Dotted (the CLI's reports).
type Path []Step

// With is p extended by s, in a new slice (paths outlive their siblings).
func (p Path) With(s Step) Path {
	return append(p[:len(p):len(p)], s)
}

// Pointer spells p as a JSON pointer: "/note/0/to".
func (p Path) Pointer() string {
	var b strings.Builder
	for _, s := range p {
		b.WriteByte('/')
		if s.Index >= 0 {
			b.WriteString(strconv.Itoa(s.Index))
		} else {
			b.WriteString(pointerEscaper.Replace(s.Key))
		}
	}
	return b.String()
}

// Dotted spells p as "note[0].to". It does not escape: a key holding '.',
// '[' or ']' is written as it is, so only Pointer is unambiguous.
func (p Path) Dotted() string {
	var b strings.Builder
	for i, s := range p {
		switch {
		case s.Index >= 0:
			b.WriteByte('[')
			b.WriteString(strconv.Itoa(s.Index))
			b.WriteByte(']')
		case i > 0:
			b.WriteByte('.')
			fallthrough
		default:
			b.WriteString(s.Key)
		}
	}
	return b.String()
}

var (
	pointerEscaper   = strings.NewReplacer("~", "~0", "/", "~1")
	pointerUnescaper = strings.NewReplacer("~1", "/", "~0", "~")
)

var (
	errPointerStart  = errors.New("a JSON pointer starts with '/'")
	errPointerEscape = errors.New("'~' is followed by neither 0 nor 1")
	errDottedSyntax  = errors.New("not a dotted path (key, .key, [index])")
)

// ParsePointer reads an RFC 6901 pointer. A token that is an array index
// ("0" or digits without a leading zero) becomes an Elem step: RFC 6901
// leaves it to the document, and the records' pointers spell indexes so.
func ParsePointer(s string) (Path, error) {
	if s == "" {
		return Path{}, nil
	}
	if s[0] != '/' {
		return nil, errPointerStart
	}
	var p Path
	for _, tok := range strings.Split(s[1:], "/") {
		for i := 0; i < len(tok); i++ {
			if tok[i] == '~' && (i+1 == len(tok) || (tok[i+1] != '0' && tok[i+1] != '1')) {
				return nil, errPointerEscape
			}
		}
		if n, ok := index(tok); ok {
			p = append(p, Elem(n))
		} else {
			p = append(p, Key(pointerUnescaper.Replace(tok)))
		}
	}
	return p, nil
}

// ParseDotted reads a Dotted path: a first key, then ".key" and "[index]"
// steps. Keys are non-empty and hold no '.', '[' or ']'.
func ParseDotted(s string) (Path, error) {
	var p Path
	for i := 0; i < len(s); {
		switch {
		case s[i] == '[':
			j := strings.IndexByte(s[i:], ']')
			if j < 0 {
				return nil, errDottedSyntax
			}
			n, ok := index(s[i+1 : i+j])
			if !ok {
				return nil, errDottedSyntax
			}
			p = append(p, Elem(n))
			i += j + 1
		case s[i] == '.' && len(p) > 0 || len(p) == 0:
			if len(p) > 0 {
				i++
			}
			j := i
			for j < len(s) && s[j] != '.' && s[j] != '[' && s[j] != ']' {
				j++
			}
			if j == i {
				return nil, errDottedSyntax
			}
			p = append(p, Key(s[i:j]))
			i = j
		default:
			return nil, errDottedSyntax
		}
	}
	return p, nil
}

// index reads an array index: "0" or digits without a leading zero.
func index(s string) (int, bool) {
	if s == "" || len(s) > 9 || (s[0] == '0' && len(s) > 1) {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}
