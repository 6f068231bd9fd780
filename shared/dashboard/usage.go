package dashboard

import (
	"context"
	"encoding/csv"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"time"

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

// aggregate sums audit records per key, operation and region.
func aggregate(recs []store.AuditRecord, keys map[string]store.APIKey) ([]usageRow, int64, int64) {
	type k struct{ key, op, region string }
	rows := map[k]*usageRow{}
	var calls, chars int64
	for _, r := range recs {
		kk := k{r.KeyID, r.Operation, r.Region}
		row := rows[kk]
		if row == nil {
			k := keys[r.KeyID]
			row = &usageRow{KeyID: r.KeyID, KeyName: k.Name, Plan: k.Plan, Operation: r.Operation, Region: r.Region}
			rows[kk] = row
		}
		row.Calls++
		calls++
		if r.Status >= 400 {
			row.Refused++
		} else {
			row.Characters += r.Characters
			chars += r.Characters
		}
	}
	out := make([]usageRow, 0, len(rows))
	for _, r := range rows {
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
	return out, calls, chars
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
	recs, err := s.cfg.Admin.Audit.ListAudit(rc, c.tenant, from, to)
	if err != nil {
		c.failErr(err)
		return
	}
	d.Rows, d.Calls, d.Characters = aggregate(recs, byID)
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
var ExportHeader = []string{"month", "tenant_id", "characters_charged", "region", "calls", "characters", "refused_calls", "active_keys", "plans"}

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
	var b strings.Builder
	cw := csv.NewWriter(&b)
	_ = cw.Write(ExportHeader)
	for _, t := range tenants {
		var charged int64
		if s.cfg.Usage != nil {
			if charged, err = s.cfg.Usage.Used(rc, t, month); err != nil {
				c.failErr(err)
				return
			}
		}
		recs, err := s.cfg.Admin.Audit.ListAudit(rc, t, from, to)
		if err != nil {
			c.failErr(err)
			return
		}
		_, calls, chars := aggregate(recs, nil)
		var refused int64
		for _, r := range recs {
			if r.Status >= 400 {
				refused++
			}
		}
		keys, err := s.cfg.Admin.Keys.ListKeys(rc, t)
		if err != nil {
			c.failErr(err)
			return
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
		_ = cw.Write([]string{month, t, strconv.FormatInt(charged, 10), s.cfg.Region, strconv.FormatInt(calls, 10),
			strconv.FormatInt(chars, 10), strconv.FormatInt(refused, 10), strconv.Itoa(active), strings.Join(ps, ";")})
	}
	cw.Flush()
	c.w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	c.w.Header().Set("Content-Disposition", `attachment; filename="piiguard-usage-`+month+`-`+s.cfg.Region+`.csv"`)
	c.w.WriteHeader(http.StatusOK)
	_, _ = c.w.Write([]byte(b.String()))
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
