package detect

import "strings"

// LineBreakBefore returns the index of the last '\n' in t[:i] when it lies
// within the `within` bytes before i, or -1 when t[:i] holds no line break
// and is at most `within` long (the line starts the text); ok is false when
// the line before i is longer than that. Recognizers that read the line of
// a match, or the line before it, look back through it: an unbounded
// strings.LastIndexByte(t[:i], '\n') per match makes a long text without
// line breaks cost time quadratic in its length.
func LineBreakBefore(t string, i, within int) (ls int, ok bool) {
	from := max(i-within, 0)
	ls = strings.LastIndexByte(t[from:i], '\n')
	if ls < 0 {
		return -1, from == 0
	}
	return from + ls, true
}

// ScreenColumn is the column on screen after s, as a table's columns line up
// in a fixed-width font: a rune one column, a tab to the next multiple of
// eight.
func ScreenColumn(s string) int {
	n := 0
	for _, r := range s {
		if r == '\t' {
			n = (n/8 + 1) * 8
		} else {
			n++
		}
	}
	return n
}
