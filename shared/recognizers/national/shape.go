package national

import (
	"regexp"
	"regexp/syntax"
)

// formatShape is what a Format regexp anchored at both ends can match, read
// from its syntax: the ASCII bytes it may consume and the lengths of its
// matches. A candidate with another byte, or of another length, cannot match,
// so the regexp is not run (the layout regexps were most of national's time
// on texts full of numbers). A nil shape allows everything.
type formatShape struct {
	bytes    [256]bool
	min, max int
}

const unbounded = 1 << 30

// newFormatShape returns nil for a regexp it cannot bound: not anchored at
// both ends, or with non-ASCII or "any character" parts.
func newFormatShape(re *regexp.Regexp) *formatShape {
	t, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil || !anchoredStart(t) || !anchoredEnd(t) {
		return nil
	}
	f := &formatShape{}
	if !f.collect(t) {
		return nil
	}
	f.min, f.max = lengths(t)
	return f
}

// allows reports whether raw may match (false only when it cannot).
func (f *formatShape) allows(raw string) bool {
	if f == nil {
		return true
	}
	if len(raw) < f.min || len(raw) > f.max {
		// a match is ASCII (no other byte is allowed below), so its length
		// in bytes is its length in runes
		return false
	}
	for i := 0; i < len(raw); i++ {
		if !f.bytes[raw[i]] {
			return false
		}
	}
	return true
}

func anchoredStart(t *syntax.Regexp) bool {
	switch t.Op {
	case syntax.OpBeginText:
		return true
	case syntax.OpConcat:
		return len(t.Sub) > 0 && anchoredStart(t.Sub[0])
	case syntax.OpCapture:
		return anchoredStart(t.Sub[0])
	case syntax.OpAlternate:
		for _, s := range t.Sub {
			if !anchoredStart(s) {
				return false
			}
		}
		return len(t.Sub) > 0
	}
	return false
}

func anchoredEnd(t *syntax.Regexp) bool {
	switch t.Op {
	case syntax.OpEndText:
		return true
	case syntax.OpConcat:
		return len(t.Sub) > 0 && anchoredEnd(t.Sub[len(t.Sub)-1])
	case syntax.OpCapture:
		return anchoredEnd(t.Sub[0])
	case syntax.OpAlternate:
		for _, s := range t.Sub {
			if !anchoredEnd(s) {
				return false
			}
		}
		return len(t.Sub) > 0
	}
	return false
}

// collect adds the bytes t may consume; false: t is not bounded to ASCII.
func (f *formatShape) collect(t *syntax.Regexp) bool {
	switch t.Op {
	case syntax.OpLiteral:
		for _, r := range t.Rune {
			if r >= 0x80 {
				return false
			}
			f.bytes[r] = true
			if t.Flags&syntax.FoldCase != 0 {
				switch {
				case r == 'k' || r == 'K' || r == 's' || r == 'S':
					return false // folds to a non-ASCII rune (Kelvin sign, long s)
				case r >= 'a' && r <= 'z':
					f.bytes[r-32] = true
				case r >= 'A' && r <= 'Z':
					f.bytes[r+32] = true
				}
			}
		}
		return true
	case syntax.OpCharClass:
		for i := 0; i+1 < len(t.Rune); i += 2 {
			lo, hi := t.Rune[i], t.Rune[i+1]
			if hi >= 0x80 {
				return false
			}
			for r := lo; r <= hi; r++ {
				f.bytes[r] = true
			}
		}
		return true
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return true
	case syntax.OpCapture, syntax.OpStar, syntax.OpPlus, syntax.OpQuest, syntax.OpRepeat,
		syntax.OpConcat, syntax.OpAlternate:
		for _, s := range t.Sub {
			if !f.collect(s) {
				return false
			}
		}
		return true
	}
	return false // any character, no match, ...
}

// lengths returns the shortest and longest match of t, in runes.
func lengths(t *syntax.Regexp) (int, int) {
	switch t.Op {
	case syntax.OpLiteral:
		return len(t.Rune), len(t.Rune)
	case syntax.OpCharClass, syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return 1, 1
	case syntax.OpCapture:
		return lengths(t.Sub[0])
	case syntax.OpStar:
		return 0, unbounded
	case syntax.OpPlus:
		lo, _ := lengths(t.Sub[0])
		return lo, unbounded
	case syntax.OpQuest:
		_, hi := lengths(t.Sub[0])
		return 0, hi
	case syntax.OpRepeat:
		lo, hi := lengths(t.Sub[0])
		if t.Max < 0 || hi >= unbounded {
			return lo * t.Min, unbounded
		}
		return lo * t.Min, hi * t.Max
	case syntax.OpConcat:
		lo, hi := 0, 0
		for _, s := range t.Sub {
			a, b := lengths(s)
			lo += a
			hi = min(hi+b, unbounded)
		}
		return lo, hi
	case syntax.OpAlternate:
		lo, hi := unbounded, 0
		for _, s := range t.Sub {
			a, b := lengths(s)
			lo, hi = min(lo, a), max(hi, b)
		}
		return lo, hi
	}
	return 0, 0 // empty-width
}
