package dashboard

import (
	"html/template"
	"io/fs"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/piiguard/piiguard/shared/store"
)

var funcs = template.FuncMap{
	"val": func(v *view, name string) string { return v.Form.Get(name) },
	"has": func(v *view, name, x string) bool {
		for _, s := range v.Form[name] {
			if s == x {
				return true
			}
		}
		return false
	},
	"time": func(t time.Time) string { return t.UTC().Format("2006-01-02 15:04 UTC") },
	"num":  num,
	"mib":  mib,
	// pathEscape makes a name one URL path segment: a policy may be named
	// "a?b" or "100%", which html/template leaves as they are in a path.
	"pathEscape": url.PathEscape,
	"plan":       func(p store.Plan) string { return planLabel(p) },
	"cap": func(n int64) string {
		if n == 0 {
			return "no cap"
		}
		return num(n)
	},
	"limits": store.LimitsOf,
	"join":   func(s []string) string { return strings.Join(s, ", ") },
	// prefix is replaced in each server's clone by its BasePath (pagesFor).
	"prefix": func() string { return Prefix },
	"ftoa":   func(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) },
}

// num writes n with thousands separators: 500,000.
func num(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

// parsed are the pages parsed once per process; they are never executed,
// only cloned (html/template cannot clone a template once executed).
var parsed = sync.OnceValue(parsePages)

// pagesFor returns the pages with every link starting with base (the
// prefix function).
func pagesFor(base string) map[string]*template.Template {
	out := map[string]*template.Template{}
	for name, t := range parsed() {
		c := template.Must(t.Clone())
		out[name] = c.Funcs(template.FuncMap{"prefix": func() string { return base }})
	}
	return out
}

// parsePages parses each page with the layout; a broken template fails the
// start (and every test), not a request.
func parsePages() map[string]*template.Template {
	names, err := fs.Glob(files, "templates/*.html")
	if err != nil {
		panic(err)
	}
	pages := map[string]*template.Template{}
	for _, n := range names {
		base := strings.TrimPrefix(n, "templates/")
		if base == "layout.html" {
			continue
		}
		pages[base] = template.Must(template.New(base).Funcs(funcs).ParseFS(files, "templates/layout.html", n))
	}
	return pages
}
