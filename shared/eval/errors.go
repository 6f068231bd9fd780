package eval

import (
	"fmt"
	"io"
)

// WriteErrors runs det over s and writes one line per missed gold span (FN)
// and per prediction that matches no gold span of its mapped type with
// IoU >= 0.5 (FP). A missed span lists the predictions overlapping it, with
// their raw types, which shows what took its place. Lines are
// "set<TAB>kind<TAB>type<TAB>text<TAB>details".
func WriteErrors(w io.Writer, s *Set, det Detector) {
	for _, ex := range s.Examples {
		rs := []rune(ex.Text)
		sub := func(a, b int) string {
			a, b = max(0, min(a, len(rs))), max(0, min(b, len(rs)))
			return string(rs[a:b])
		}
		raw := append([]Span(nil), det(ex.Text, ex.Lang)...)
		var mapped []Span
		var rawOf []Span
		for _, p := range raw {
			t, ok := MapType(p.Type, s.Types)
			if !ok {
				continue
			}
			rawOf = append(rawOf, p)
			p.Type = t
			mapped = append(mapped, p)
		}
		usedP := make([]bool, len(mapped))
		for _, g := range ex.Spans {
			best, bi := 0.0, -1
			for i, p := range mapped {
				if usedP[i] || p.Type != g.Type {
					continue
				}
				if v := IoU(g, p); v >= MinIoU && v > best {
					best, bi = v, i
				}
			}
			if bi >= 0 {
				usedP[bi] = true
				continue
			}
			var over string
			for _, p := range raw {
				if IoU(g, p) > 0 {
					over += fmt.Sprintf(" [%s %q]", p.Type, sub(p.Start, p.End))
				}
			}
			ctx := sub(g.Start-40, g.End+40)
			fmt.Fprintf(w, "%s\tFN\t%s\t%q\tover:%s ctx=%q\n", s.Name, g.Type, sub(g.Start, g.End), over, ctx)
		}
		for i, p := range mapped {
			if usedP[i] {
				continue
			}
			fmt.Fprintf(w, "%s\tFP\t%s\t%q\traw=%s ctx=%q\n", s.Name, p.Type, sub(p.Start, p.End), rawOf[i].Type, sub(p.Start-40, p.End+40))
		}
	}
}
