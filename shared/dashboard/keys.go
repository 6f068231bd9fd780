package dashboard

import (
	"errors"
	"net/http"
	"time"

	"github.com/piiguard/piiguard/shared/admin"
	"github.com/piiguard/piiguard/shared/store"
)

// planInfo is a plan as the forms offer it, with its caps (store.LimitsOf).
type planInfo struct {
	Plan   store.Plan
	Label  string
	Limits store.Limits
}

// plans are the plans a key can be on, in the order the forms show them.
var plans = []planInfo{
	{store.PlanFree, "Free", store.LimitsOf(store.PlanFree)},
	{store.PlanPayAsYouGo, "Pay as you go", store.LimitsOf(store.PlanPayAsYouGo)},
}

func planLabel(p store.Plan) string {
	for _, pi := range plans {
		if pi.Plan == p {
			return pi.Label
		}
	}
	return string(p)
}

type keyRow struct {
	store.APIKey
	LastUsed *time.Time // this region's newest audit record of the key, in the last lastUsedWindow
}

type keysData struct {
	Keys []keyRow
	// LastUsedCapped: the read for "last used" stopped at limits.lastUsedScan
	// records before the window's start; a key not found may still have
	// been used in the window.
	LastUsedCapped bool
	LastUsedScan   int64
	Plans          []planInfo
	NewKey         *store.APIKey
	NewSecret      string
}

// lastUsedWindow bounds the audit read behind "last used": the keys page
// reads this region's records of the window (docs/DASHBOARD.md, "Limits").
const lastUsedWindow = 7 * 24 * time.Hour

func (s *server) keysData(c *ctx) (*keysData, error) {
	keys, err := s.cfg.Admin.ListKeys(c.r.Context(), c.tenant)
	if err != nil {
		return nil, err
	}
	now := s.cfg.Now().UTC()
	last := map[string]time.Time{}
	d := &keysData{Plans: plans, LastUsedScan: int64(s.lim.lastUsedScan)}
	if s.cfg.Admin.Audit != nil && len(keys) > 0 {
		// Newest first: a key's first record is its last use; stop once
		// every key has one, or at the cap.
		ids := map[string]bool{}
		for _, k := range keys {
			ids[k.ID] = true
		}
		read := 0
		err := s.cfg.Admin.Audit.WalkAudit(c.r.Context(), c.tenant, now.Add(-lastUsedWindow), now.Add(time.Minute), true, func(r store.AuditRecord) bool {
			if _, seen := last[r.KeyID]; !seen && ids[r.KeyID] {
				last[r.KeyID] = r.Time
			}
			read++
			if len(last) == len(ids) {
				return false
			}
			if read >= s.lim.lastUsedScan {
				d.LastUsedCapped = true
				return false
			}
			return true
		})
		if err != nil {
			return nil, err
		}
	}
	for i := len(keys) - 1; i >= 0; i-- { // newest first
		row := keyRow{APIKey: keys[i]}
		if t, ok := last[keys[i].ID]; ok {
			row.LastUsed = &t
		}
		d.Keys = append(d.Keys, row)
	}
	return d, nil
}

func (s *server) keysPage(c *ctx) {
	if !c.needTenant() {
		return
	}
	v := c.view("keys", "API keys")
	d, err := s.keysData(c)
	if err != nil {
		c.failErr(err)
		return
	}
	v.Data = d
	v.Form.Set("plan", string(store.PlanFree))
	c.render(http.StatusOK, "keys.html", v)
}

// createKey shows the new secret on the page it answers with (no-store, never
// in a URL or a redirect): it cannot be shown again.
func (s *server) createKey(c *ctx) {
	if !c.needTenant() {
		return
	}
	v := c.view("keys", "API keys")
	name, plan := c.r.PostFormValue("name"), store.Plan(c.r.PostFormValue("plan"))
	k, secret, err := s.cfg.Admin.CreateKey(c.r.Context(), c.tenant, name, plan)
	status := http.StatusOK
	if err != nil {
		if !errors.Is(err, admin.ErrInvalid) {
			c.failErr(err)
			return
		}
		v.Form = c.r.PostForm
		v.Errors[fieldOf(err)] = formMessage(err)
		status = http.StatusBadRequest
	}
	d, derr := s.keysData(c)
	if derr != nil {
		c.failErr(derr)
		return
	}
	if err == nil {
		d.NewKey, d.NewSecret = &k, secret
		v.ClearDraft = "key:new"
		v.Form.Set("plan", string(store.PlanFree))
	}
	v.Data = d
	c.render(status, "keys.html", v)
}

func (s *server) changePlan(c *ctx) {
	if !c.needTenant() {
		return
	}
	_, err := s.cfg.Admin.ChangePlan(c.r.Context(), c.tenant, c.r.PathValue("id"), store.Plan(c.r.PostFormValue("plan")))
	if err != nil {
		c.failErr(err)
		return
	}
	c.redirect("/keys", "plan", "")
}

// revokeKey asks first: without confirm=yes (which dashboard.js sets after
// the browser's own confirmation) it shows a confirmation page.
func (s *server) revokeKey(c *ctx) {
	if !c.needTenant() {
		return
	}
	id := c.r.PathValue("id")
	if c.r.PostFormValue("confirm") != "yes" {
		keys, err := s.cfg.Admin.ListKeys(c.r.Context(), c.tenant)
		if err != nil {
			c.failErr(err)
			return
		}
		for _, k := range keys {
			if k.ID == id && k.RevokedAt == nil {
				c.confirm("keys", "Revoke key", "Revoke the key "+k.Name+" ("+k.ID+")? Calls with it will be refused. This cannot be undone.",
					"/keys/"+id+"/revoke", "Revoke key")
				return
			}
		}
		c.failErr(store.ErrNotFound)
		return
	}
	if err := s.cfg.Admin.RevokeKey(c.r.Context(), c.tenant, id); err != nil {
		c.failErr(err)
		return
	}
	c.redirect("/keys", "revoked", "")
}
