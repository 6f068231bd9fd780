package dashboard

import (
	"context"
	"encoding/csv"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/piiguard/piiguard/shared/admin"
	"github.com/piiguard/piiguard/shared/regions"
	"github.com/piiguard/piiguard/shared/store"
)

type usageRow struct {
	KeyID, KeyName, Operation, Region string
	Plan                              store.Plan
	Calls, Characters, Refused        int64
}

type usageData struct {
	Month       string
	Charged     int64 // the tenant's monthly counter (all regions' charges)
	HasCounter  bool
	FreeMonthly int64 // the Free plan's monthly cap, shared by the tenant's Free keys
	HasFree     bool
	Percent     int
	Rows        []usageRow
	Calls       int64
	Characters  int64
	Plans       []planInfo
	CanExport   bool
	Capped      bool  // the month has more records than Scan: the table counts the first Scan
	Scan        int64 // limits.usageScan
}

// monthRange parses "2006-01" (default: this month) into [from, to).
func monthRange(s string, now time.Time) (string, time.Time, time.Time, bool) {
	if s == "" {
		s = store.Month(now)
	}
	from, err := time.Parse("2006-01", s)
	if err != nil {
		return s, time.Time{}, time.Time{}, false
	}
	return s, from, store.NextMonth(from), true
}

// usageCount sums audit records per key, operation and region as they are
// walked: it holds one row per combination, never the records.
type usageCount struct {
	keys                  map[string]store.APIKey
	rows                  map[usageKey]*usageRow
	calls, chars, refused int64
	read                  int
	capped                bool
}

type usageKey struct{ key, op, region string }

// count walks the tenant's records of [from, to), at most max of them
// (capped then).
func (s *server) count(ctx context.Context, tenant string, from, to time.Time, keys map[string]store.APIKey) (*usageCount, error) {
	u := &usageCount{keys: keys, rows: map[usageKey]*usageRow{}}
	err := s.cfg.Admin.Audit.WalkAudit(ctx, tenant, from, to, false, func(r store.AuditRecord) bool {
		if u.read >= s.lim.usageScan {
			u.capped = true
			return false
		}
		u.read++
		u.add(r)
		return true
	})
	return u, err
}

func (u *usageCount) add(r store.AuditRecord) {
	kk := usageKey{r.KeyID, r.Operation, r.Region}
	row := u.rows[kk]
	if row == nil {
		k := u.keys[r.KeyID]
		row = &usageRow{KeyID: r.KeyID, KeyName: k.Name, Plan: k.Plan, Operation: r.Operation, Region: r.Region}
		u.rows[kk] = row
	}
	row.Calls++
	u.calls++
	if r.Status >= 400 {
		row.Refused++
		u.refused++
	} else {
		row.Characters += r.Characters
		u.chars += r.Characters
	}
}

// sorted are the rows by key name, key id, operation and region.
func (u *usageCount) sorted() []usageRow {
	out := make([]usageRow, 0, len(u.rows))
	for _, r := range u.rows {
		out = append(out, *r)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.KeyName != b.KeyName {
			return a.KeyName < b.KeyName
		}
		if a.KeyID != b.KeyID {
			return a.KeyID < b.KeyID
		}
		if a.Operation != b.Operation {
			return a.Operation < b.Operation
		}
		return a.Region < b.Region
	})
	return out
}

func (s *server) usagePage(c *ctx) {
	if !c.needTenant() {
		return
	}
	v := c.view("usage", "Usage")
	month, from, to, ok := monthRange(c.r.URL.Query().Get("month"), s.cfg.Now())
	v.Form.Set("month", month)
	if !ok {
		v.Errors["month"] = "Enter a month as YYYY-MM, such as " + store.Month(s.cfg.Now()) + "."
		month, from, to, _ = monthRange("", s.cfg.Now())
	}
	rc := c.r.Context()
	keys, err := s.cfg.Admin.ListKeys(rc, c.tenant)
	if err != nil {
		c.failErr(err)
		return
	}
	byID := map[string]store.APIKey{}
	d := &usageData{Month: month, Plans: plans, FreeMonthly: store.LimitsOf(store.PlanFree).Monthly,
		CanExport: c.id.Operator && s.cfg.Tenants != nil}
	for _, k := range keys {
		byID[k.ID] = k
		if k.RevokedAt == nil && k.Plan == store.PlanFree {
			d.HasFree = true
		}
	}
	u, err := s.count(rc, c.tenant, from, to, byID)
	if err != nil {
		c.failErr(err)
		return
	}
	d.Rows, d.Calls, d.Characters = u.sorted(), u.calls, u.chars
	d.Capped, d.Scan = u.capped, int64(s.lim.usageScan)
	if s.cfg.Usage != nil {
		if d.Charged, err = s.cfg.Usage.Used(rc, c.tenant, month); err != nil {
			c.failErr(err)
			return
		}
		d.HasCounter = true
		if d.FreeMonthly > 0 {
			d.Percent = int(min(100, d.Charged*100/d.FreeMonthly))
		}
	}
	v.Data = d
	status := http.StatusOK
	if len(v.Errors) > 0 {
		status = http.StatusBadRequest
	}
	c.render(status, "usage.html", v)
}

// ExportHeader is the first line of the operator's monthly usage export.
// audit_capped is true when the tenant had more records in the month than
// the dashboard counts (limits.usageScan): calls, characters and
// refused_calls then count the first of them; characters_charged is exact.
var ExportHeader = []string{"month", "tenant_id", "characters_charged", "region", "calls", "characters", "refused_calls", "active_keys", "plans", "audit_capped"}

// usageExport is the operator's billing export: one line per tenant with
// the month's charged characters (the quota counter) and this region's
// audited calls.
func (s *server) usageExport(c *ctx) {
	if !c.id.Operator {
		c.fail(http.StatusForbidden, "Only operators can export every tenant's usage.")
		return
	}
	if s.cfg.Tenants == nil {
		c.fail(http.StatusNotFound, "This deployment cannot list its tenants.")
		return
	}
	month, from, to, ok := monthRange(c.r.URL.Query().Get("month"), s.cfg.Now())
	if !ok {
		c.fail(http.StatusBadRequest, "Enter the month as YYYY-MM, such as "+store.Month(s.cfg.Now())+".")
		return
	}
	rc := c.r.Context()
	tenants, err := s.cfg.Tenants.ListTenants(rc)
	if err != nil {
		c.failErr(err)
		return
	}
	// One row per tenant, written as soon as it is counted: nothing but
	// the current tenant's counts is held.
	c.w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	c.w.Header().Set("Content-Disposition", `attachment; filename="piiguard-usage-`+month+`-`+s.cfg.Region+`.csv"`)
	cw := csv.NewWriter(c.w)
	started := false
	for _, t := range tenants {
		var charged int64
		if s.cfg.Usage != nil {
			if charged, err = s.cfg.Usage.Used(rc, t, month); err != nil {
				break
			}
		}
		var u *usageCount
		if u, err = s.count(rc, t, from, to, nil); err != nil {
			break
		}
		var keys []store.APIKey
		if keys, err = s.cfg.Admin.Keys.ListKeys(rc, t); err != nil {
			break
		}
		active, planSet := 0, map[string]bool{}
		for _, k := range keys {
			if k.RevokedAt == nil {
				active++
				planSet[string(k.Plan)] = true
			}
		}
		ps := make([]string, 0, len(planSet))
		for p := range planSet {
			ps = append(ps, p)
		}
		sort.Strings(ps)
		if !started {
			c.w.WriteHeader(http.StatusOK)
			_ = cw.Write(ExportHeader)
			started = true
		}
		_ = cw.Write([]string{month, admin.CSVCell(t), strconv.FormatInt(charged, 10), s.cfg.Region, strconv.FormatInt(u.calls, 10),
			strconv.FormatInt(u.chars, 10), strconv.FormatInt(u.refused, 10), strconv.Itoa(active), strings.Join(ps, ";"), strconv.FormatBool(u.capped)})
		cw.Flush()
	}
	if err != nil {
		if !started {
			c.w.Header().Del("Content-Disposition")
			c.w.Header().Del("Content-Type")
			c.failErr(err)
			return
		}
		// The rows so far are sent: end with a line that says the file is
		// incomplete rather than let it pass for the whole month.
		s.log.Error("dashboard: usage export stopped", "error", err.Error())
		_ = cw.Write([]string{"# incomplete: the export failed after the tenants above; download it again"})
		cw.Flush()
		return
	}
	if !started {
		c.w.WriteHeader(http.StatusOK)
		_ = cw.Write(ExportHeader)
		cw.Flush()
	}
}

// endpoints are Config.Endpoints and, in the order of regions.All, those
// FindEndpoint finds for the regions they lack; a region it cannot find now
// is listed without a URL (the page says so) and looked up again next time.
func (s *server) endpoints(ctx context.Context) []Endpoint {
	if s.cfg.FindEndpoint == nil {
		return s.cfg.Endpoints
	}
	have := map[string]string{}
	for _, e := range s.cfg.Endpoints {
		have[e.Label] = e.URL
	}
	var out []Endpoint
	for _, r := range regions.All {
		if u, ok := have[r.Label]; ok {
			out = append(out, Endpoint{Label: r.Label, URL: u})
			continue
		}
		s.mu.Lock()
		u, ok := s.found[r.Label]
		s.mu.Unlock()
		if !ok {
			fctx, cancel := context.WithTimeout(ctx, 3*time.Second)
			var err error
			u, err = s.cfg.FindEndpoint(fctx, r.Label)
			cancel()
			if err != nil {
				s.log.Warn("dashboard: endpoint not found", "region", r.Label, "error", err.Error())
				u = ""
			} else {
				s.mu.Lock()
				if s.found == nil {
					s.found = map[string]string{}
				}
				s.found[r.Label] = u
				s.mu.Unlock()
			}
		}
		out = append(out, Endpoint{Label: r.Label, URL: u})
	}
	for _, e := range s.cfg.Endpoints { // labels outside regions.All ("local")
		if _, ok := regions.ByLabel(e.Label); !ok {
			out = append(out, e)
		}
	}
	return out
}

type endpointsData struct {
	Endpoints []Endpoint
	Curl      string
}

func (s *server) endpointsPage(c *ctx) {
	v := c.view("endpoints", "Endpoints")
	d := endpointsData{Endpoints: s.endpoints(c.r.Context())}
	if len(d.Endpoints) > 0 && d.Endpoints[0].URL != "" {
		d.Curl = "curl -s -X POST " + d.Endpoints[0].URL + "/detect \\\n  -H 'Content-Type: application/json' \\\n  -H \"X-API-Key: $PIIGUARD_API_KEY\" \\\n  -d '{\"text\":\"Mail jane.doe@example.com\"}'"
	}
	v.Data = d
	c.render(http.StatusOK, "endpoints.html", v)
}
