package dashboard

import (
	"strings"
)

// fieldRules place a service validation message beside the form field it
// is about, by how the message begins (shared/admin and shared/detect/custom
// word them); anything else is shown above the form.
var fieldRules = []struct{ prefix, field string }{
	{"name must", "name"},
	{"policy name", "name"},
	{"plan ", "plan"},
	{"threshold", "threshold"},
	{"unknown entity types", "types"},
	{"recognizer \"", "recognizers"},
	{"a policy names at most", "recognizers"},
	{"recognizers", "recognizers"},
	{"allow list \"", "allow_lists"},
	{"recognizer.name", "name"},
	{"recognizer.entity_type", "entity_type"},
	{"recognizer.patterns", "patterns"},
	{"recognizer.deny_list", "deny_list"},
	{"recognizer.context", "context"},
	{"recognizer.validator", "validator"},
	{"recognizer", "patterns"},
	{"allow_list.name", "name"},
	{"allow_list.entries", "entries"},
	{"allow_list.match", "match"},
	{"allow_list", "entries"},
}

// fieldOf names the form field a validation error is about ("" above the form).
func fieldOf(err error) string {
	msg := strings.ToLower(formMessage(err))
	for _, r := range fieldRules {
		if strings.HasPrefix(msg, r.prefix) {
			return r.field
		}
	}
	if strings.HasSuffix(msg, "is a global policy name") {
		return "name"
	}
	return ""
}

// lines splits a textarea into its non-blank lines, trimmed.
func lines(s string) []string {
	var out []string
	for _, l := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

type confirmData struct{ Message, Action, Submit string }

// confirm shows a page that asks before a deletion when the browser did not
// (no JavaScript): its form posts again with confirm=yes.
func (c *ctx) confirm(section, title, msg, action, submit string) {
	v := c.view(section, title)
	v.Data = confirmData{Message: msg, Action: c.s.url(action), Submit: submit}
	c.render(200, "confirm.html", v)
}
