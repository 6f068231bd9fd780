package dashboard

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/piiguard/piiguard/shared/admin"
	"github.com/piiguard/piiguard/shared/detect/custom"
	"github.com/piiguard/piiguard/shared/entity"
	"github.com/piiguard/piiguard/shared/policy"
)

type policiesData struct {
	Globals     []policy.Policy
	Own         []policy.Policy
	Recognizers []custom.Spec
	AllowLists  []custom.AllowList
}

func (s *server) policiesPage(c *ctx) {
	if !c.needTenant() {
		return
	}
	rc := c.r.Context()
	d := &policiesData{Globals: policy.Globals()}
	var err error
	if d.Own, err = s.cfg.Admin.ListPolicies(rc, c.tenant); err != nil {
		c.failErr(err)
		return
	}
	if d.Recognizers, err = s.cfg.Admin.ListRecognizers(rc, c.tenant); err != nil {
		c.failErr(err)
		return
	}
	if d.AllowLists, err = s.cfg.Admin.ListAllowLists(rc, c.tenant); err != nil {
		c.failErr(err)
		return
	}
	v := c.view("policies", "Policies")
	v.Data = d
	c.render(http.StatusOK, "policies.html", v)
}

type typeGroup struct {
	Category entity.Category
	Types    []entity.Type
}

type policyFormData struct {
	Editing     bool
	Draft       string // the form's draft key for dashboard.js
	Groups      []typeGroup
	Recognizers []string
	AllowLists  []string
}

// typeGroups are the registered entity types by category, for the checkboxes.
func typeGroups() []typeGroup {
	var out []typeGroup
	idx := map[entity.Category]int{}
	for _, t := range entity.All() {
		if t.Parent != "" {
			continue // selected with its parent; the API accepts it by name too
		}
		i, ok := idx[t.Category]
		if !ok {
			i = len(out)
			idx[t.Category] = i
			out = append(out, typeGroup{Category: t.Category})
		}
		out[i].Types = append(out[i].Types, t)
	}
	return out
}

func (s *server) policyFormData(c *ctx, editing bool, name string) (*policyFormData, error) {
	d := &policyFormData{Editing: editing, Groups: typeGroups(), Draft: draftKey("policy", editing, name)}
	rs, err := s.cfg.Admin.ListRecognizers(c.r.Context(), c.tenant)
	if err != nil {
		return nil, err
	}
	for _, r := range rs {
		d.Recognizers = append(d.Recognizers, r.Name)
	}
	as, err := s.cfg.Admin.ListAllowLists(c.r.Context(), c.tenant)
	if err != nil {
		return nil, err
	}
	for _, a := range as {
		d.AllowLists = append(d.AllowLists, a.Name)
	}
	return d, nil
}

func (s *server) policyForm(c *ctx) {
	if !c.needTenant() {
		return
	}
	name := c.r.PathValue("name")
	v := c.view("policies", "New policy")
	if name != "" {
		p, err := s.cfg.Admin.GetPolicy(c.r.Context(), c.tenant, name)
		if err != nil {
			c.failErr(err)
			return
		}
		v.Title = "Edit policy " + p.Name
		v.Form = url.Values{"name": {p.Name}, "description": {p.Description},
			"threshold": {strconv.FormatFloat(p.Threshold, 'f', -1, 64)},
			"types":     p.Types, "recognizers": p.Recognizers, "allow_lists": p.AllowLists}
	} else {
		v.Form.Set("threshold", "0.5")
	}
	s.renderPolicyForm(c, v, http.StatusOK, name != "", name)
}

// renderPolicyForm shows the policy form v with the types, recognizers and
// allow lists it offers.
func (s *server) renderPolicyForm(c *ctx, v *view, status int, editing bool, name string) {
	d, err := s.policyFormData(c, editing, name)
	if err != nil {
		c.failErr(err)
		return
	}
	v.Data = d
	c.render(status, "policy.html", v)
}

func (s *server) savePolicy(c *ctx) {
	if !c.needTenant() {
		return
	}
	f := c.r.PostForm
	editing := f.Get("editing") == "yes"
	p := policy.Policy{Name: strings.TrimSpace(f.Get("name")), Description: strings.TrimSpace(f.Get("description")),
		Types: f["types"], Recognizers: f["recognizers"], AllowLists: f["allow_lists"]}
	errs := map[string]string{}
	if t, err := strconv.ParseFloat(strings.TrimSpace(f.Get("threshold")), 64); err != nil {
		errs["threshold"] = "Enter a number between 0 and 1, such as 0.5."
	} else {
		p.Threshold = t
	}
	formErr := ""
	if len(errs) == 0 {
		if editing {
			// an edit keeps its name: a renamed copy would leave the old one behind
			if _, gerr := s.cfg.Admin.GetPolicy(c.r.Context(), c.tenant, p.Name); gerr != nil {
				c.failErr(gerr)
				return
			}
		}
		var done bool
		if formErr, done = c.settleSave(s.cfg.Admin.PutPolicy(c.r.Context(), c.tenant, p), "policy-saved", draftKey("policy", editing, p.Name), errs); done {
			return
		}
	}
	v := c.view("policies", "New policy")
	if editing {
		v.Title = "Edit policy " + p.Name
	}
	v.Errors, v.Form, v.FormError = errs, f, formErr
	s.renderPolicyForm(c, v, http.StatusBadRequest, editing, p.Name)
}

func (s *server) deletePolicy(c *ctx) {
	if !c.needTenant() {
		return
	}
	name := c.r.PathValue("name")
	if c.r.PostFormValue("confirm") != "yes" {
		if _, err := s.cfg.Admin.GetPolicy(c.r.Context(), c.tenant, name); err != nil {
			c.failErr(err)
			return
		}
		c.confirm("policies", "Delete policy", "Delete the policy "+name+"? Calls that name it will be refused.",
			"/policies/"+url.PathEscape(name)+"/delete", "Delete policy")
		return
	}
	if err := s.cfg.Admin.DeletePolicy(c.r.Context(), c.tenant, name); err != nil {
		c.failErr(err)
		return
	}
	c.redirect("/policies", "policy-deleted", "")
}

// settleSave answers a save on the policies page: saved (err nil), it
// redirects there with done and clears the form's draft; an error other than
// admin.ErrInvalid fails the request; both return done. A refusal
// (admin.ErrInvalid) goes beside its field in errs, or else comes back as
// the form's error, for the caller to show the form again.
func (c *ctx) settleSave(err error, done, draft string, errs map[string]string) (formErr string, answered bool) {
	if err == nil {
		c.redirect("/policies", done, draft)
		return "", true
	}
	if !errors.Is(err, admin.ErrInvalid) {
		c.failErr(err)
		return "", true
	}
	if fld := fieldOf(err); fld != "" {
		errs[fld] = formMessage(err)
		return "", false
	}
	return formMessage(err), false
}

// draftKey names a form's draft for dashboard.js: kind:new, or kind:name
// while editing.
func draftKey(kind string, editing bool, name string) string {
	if editing {
		return kind + ":" + name
	}
	return kind + ":new"
}

// --- custom recognizers ---

type customFormData struct {
	Editing bool
	Draft   string
}

func (s *server) recognizerForm(c *ctx) {
	if !c.needTenant() {
		return
	}
	name := c.r.PathValue("name")
	v := c.view("policies", "New recognizer")
	v.Data = customFormData{Editing: name != "", Draft: "recognizer:" + name}
	if name == "" {
		v.Form.Set("score", "0.6")
		v.Data = customFormData{Draft: "recognizer:new"}
	} else {
		r, err := s.cfg.Admin.GetRecognizer(c.r.Context(), c.tenant, name)
		if err != nil {
			c.failErr(err)
			return
		}
		v.Title = "Edit recognizer " + r.Name
		v.Form = recognizerValues(r)
	}
	c.render(http.StatusOK, "recognizer.html", v)
}

func recognizerValues(r custom.Spec) url.Values {
	f := url.Values{"name": {r.Name}, "entity_type": {r.EntityType},
		"deny_list": {strings.Join(r.DenyList, "\n")}, "context": {strings.Join(r.Context, "\n")}}
	var pats []string
	for _, p := range r.Patterns {
		pats = append(pats, p.Regex)
		if p.Score != nil {
			f.Set("score", strconv.FormatFloat(*p.Score, 'f', -1, 64))
		}
	}
	f.Set("patterns", strings.Join(pats, "\n"))
	if r.Validator != nil {
		f.Set("validator", *r.Validator)
	}
	return f
}

func (s *server) saveRecognizer(c *ctx) {
	if !c.needTenant() {
		return
	}
	f := c.r.PostForm
	editing := f.Get("editing") == "yes"
	r := custom.Spec{Name: strings.TrimSpace(f.Get("name")), EntityType: strings.TrimSpace(f.Get("entity_type")),
		DenyList: lines(f.Get("deny_list")), Context: lines(f.Get("context"))}
	errs := map[string]string{}
	var score *float64
	if sc := strings.TrimSpace(f.Get("score")); sc != "" {
		v, err := strconv.ParseFloat(sc, 64)
		if err != nil {
			errs["score"] = "Enter a number between 0 and 1, such as 0.6, or leave it empty."
		}
		score = &v
	}
	for _, p := range lines(f.Get("patterns")) {
		r.Patterns = append(r.Patterns, custom.Pattern{Regex: p, Score: score})
	}
	if v := strings.TrimSpace(f.Get("validator")); v != "" {
		r.Validator = &v
	}
	draft := draftKey("recognizer", editing, r.Name)
	formErr := ""
	if len(errs) == 0 {
		var done bool
		if formErr, done = c.settleSave(s.cfg.Admin.PutRecognizer(c.r.Context(), c.tenant, r), "recognizer-saved", draft, errs); done {
			return
		}
	}
	v := c.view("policies", "New recognizer")
	v.Errors, v.Form, v.FormError = errs, f, formErr
	v.Data = customFormData{Editing: editing, Draft: draft}
	c.render(http.StatusBadRequest, "recognizer.html", v)
}

func (s *server) deleteRecognizer(c *ctx) {
	s.deleteCustom(c, "recognizer", "/recognizers/", s.cfg.Admin.DeleteRecognizer, func(name string) error {
		_, err := s.cfg.Admin.GetRecognizer(c.r.Context(), c.tenant, name)
		return err
	})
}

func (s *server) deleteAllowList(c *ctx) {
	s.deleteCustom(c, "allow list", "/allow-lists/", s.cfg.Admin.DeleteAllowList, func(name string) error {
		_, err := s.cfg.Admin.GetAllowList(c.r.Context(), c.tenant, name)
		return err
	})
}

// deleteCustom deletes a recognizer or allow list after a confirmation; the
// service refuses while a policy names it, which the policies page shows.
func (s *server) deleteCustom(c *ctx, what, path string, del func(context.Context, string, string) error, exists func(string) error) {
	if !c.needTenant() {
		return
	}
	name := c.r.PathValue("name")
	if err := exists(name); err != nil {
		c.failErr(err)
		return
	}
	if c.r.PostFormValue("confirm") != "yes" {
		c.confirm("policies", "Delete "+what, "Delete the "+what+" "+name+"?", path+url.PathEscape(name)+"/delete", "Delete "+what)
		return
	}
	if err := del(c.r.Context(), c.tenant, name); err != nil {
		c.failErr(err)
		return
	}
	code := map[string]string{"recognizer": "recognizer-delete", "allow list": "allow-list-delete"}[what]
	c.redirect("/policies", code, "")
}

// --- allow lists ---

func (s *server) allowListForm(c *ctx) {
	if !c.needTenant() {
		return
	}
	name := c.r.PathValue("name")
	v := c.view("policies", "New allow list")
	v.Data = customFormData{Draft: "allow-list:new"}
	v.Form.Set("match", custom.AllowExact)
	if name != "" {
		a, err := s.cfg.Admin.GetAllowList(c.r.Context(), c.tenant, name)
		if err != nil {
			c.failErr(err)
			return
		}
		v.Title = "Edit allow list " + a.Name
		v.Data = customFormData{Editing: true, Draft: "allow-list:" + name}
		v.Form = url.Values{"name": {a.Name}, "entries": {strings.Join(a.Entries, "\n")}, "match": {a.Match}}
		if a.Match == "" {
			v.Form.Set("match", custom.AllowExact)
		}
	}
	c.render(http.StatusOK, "allowlist.html", v)
}

func (s *server) saveAllowList(c *ctx) {
	if !c.needTenant() {
		return
	}
	f := c.r.PostForm
	editing := f.Get("editing") == "yes"
	a := custom.AllowList{Name: strings.TrimSpace(f.Get("name")), Entries: lines(f.Get("entries")), Match: f.Get("match")}
	draft := draftKey("allow-list", editing, a.Name)
	v := c.view("policies", "New allow list")
	formErr, done := c.settleSave(s.cfg.Admin.PutAllowList(c.r.Context(), c.tenant, a), "allow-list-saved", draft, v.Errors)
	if done {
		return
	}
	v.Form, v.FormError = f, formErr
	v.Data = customFormData{Editing: editing, Draft: draft}
	c.render(http.StatusBadRequest, "allowlist.html", v)
}
