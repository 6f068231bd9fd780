package dashboard

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/piiguard/piiguard/shared/admin"
	"github.com/piiguard/piiguard/shared/store"
)

// auditFilter is the Audit section's form: a time range (whole UTC days,
// both included), a key, an operation and a status ("", "2xx", "4xx",
// "5xx" or a code).
type auditFilter struct {
	From, To  time.Time // [From, To)
	Key, Op   string
	Status    string
	statusLo  int
	statusHi  int
	QueryBase string // the filter as a query string, for the export links
}

const dateLayout = "2006-01-02"

// parseAuditFilter reads q; errors are per field, in words.
func parseAuditFilter(q url.Values, now time.Time) (auditFilter, url.Values, map[string]string) {
	errs := map[string]string{}
	form := url.Values{}
	now = now.UTC()
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	f := auditFilter{From: time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC), To: today}
	day := func(field string, def time.Time) time.Time {
		s := strings.TrimSpace(q.Get(field))
		if s == "" {
			form.Set(field, def.Format(dateLayout))
			return def
		}
		form.Set(field, s)
		t, err := time.Parse(dateLayout, s)
		if err != nil {
			errs[field] = "Enter a date as YYYY-MM-DD, such as " + today.Format(dateLayout) + "."
			return def
		}
		return t
	}
	f.From = day("from", f.From)
	last := day("to", f.To)
	f.To = last.Add(24 * time.Hour)
	if _, bad := errs["to"]; !bad && !f.From.Before(f.To) {
		errs["to"] = "The end date must not be before the start date."
	}
	if f.To.Sub(f.From) > store.AuditRetention+48*time.Hour {
		errs["from"] = "Records are kept for 90 days; choose a range of at most 90 days."
	}
	f.Key, f.Op = strings.TrimSpace(q.Get("key")), strings.TrimSpace(q.Get("operation"))
	form.Set("key", f.Key)
	form.Set("operation", f.Op)
	f.Status = strings.ToLower(strings.TrimSpace(q.Get("status")))
	form.Set("status", f.Status)
	switch {
	case f.Status == "":
	case len(f.Status) == 3 && f.Status[1:] == "xx" && f.Status[0] >= '1' && f.Status[0] <= '5':
		f.statusLo = int(f.Status[0]-'0') * 100
		f.statusHi = f.statusLo + 99
	default:
		n, err := strconv.Atoi(f.Status)
		if err != nil || n < 100 || n > 599 {
			errs["status"] = "Enter a status code such as 401, or a class such as 4xx, or leave it empty."
		} else {
			f.statusLo, f.statusHi = n, n
		}
	}
	qb := url.Values{}
	for _, k := range []string{"from", "to", "key", "operation", "status"} {
		if v := form.Get(k); v != "" {
			qb.Set(k, v)
		}
	}
	f.QueryBase = qb.Encode()
	return f, form, errs
}

func (f auditFilter) keep(r store.AuditRecord) bool {
	if f.Key != "" && r.KeyID != f.Key {
		return false
	}
	if f.Op != "" && !strings.EqualFold(r.Operation, f.Op) {
		return false
	}
	if f.statusLo != 0 && (r.Status < f.statusLo || r.Status > f.statusHi) {
		return false
	}
	return true
}

type auditData struct {
	Records     []store.AuditRecord // newest first, at most auditShown
	Matched     int64
	Capped      bool  // the read stopped at Scan records: Matched counts among the newest Scan
	Scan        int64 // limits.auditScan
	ExportBytes int64 // limits.exportBytes
	Keys        []store.APIKey
	Operations  []string // seen in the range, for the operation field's suggestions
	CSV, JSONL  string   // the export links of the filter
}

// auditShown bounds the rows on the page; the export has them all.
const auditShown = 100

func (s *server) auditPage(c *ctx) {
	if !c.needTenant() {
		return
	}
	v := c.view("audit", "Audit")
	f, form, errs := parseAuditFilter(c.r.URL.Query(), s.cfg.Now())
	v.Form, v.Errors = form, errs
	rc := c.r.Context()
	keys, err := s.cfg.Admin.ListKeys(rc, c.tenant)
	if err != nil {
		c.failErr(err)
		return
	}
	d := &auditData{Keys: keys, Scan: int64(s.lim.auditScan), ExportBytes: s.lim.exportBytes}
	q := f.QueryBase
	if c.id.Operator && c.tenant != c.id.Tenant {
		q += "&tenant=" + url.QueryEscape(c.tenant)
	}
	d.CSV = s.url("/audit/export?format=" + admin.FormatCSV + "&" + q)
	d.JSONL = s.url("/audit/export?format=" + admin.FormatJSONL + "&" + q)
	status := http.StatusBadRequest
	if len(errs) == 0 {
		status = http.StatusOK
		// Newest first, at most limits.auditScan records: the page shows
		// auditShown of them and counts the matches among those read.
		ops, read := map[string]bool{}, 0
		err := s.cfg.Admin.Audit.WalkAudit(rc, c.tenant, f.From, f.To, true, func(r store.AuditRecord) bool {
			if read >= s.lim.auditScan {
				d.Capped = true
				return false
			}
			read++
			ops[r.Operation] = true
			if !f.keep(r) {
				return true
			}
			d.Matched++
			if len(d.Records) < auditShown {
				d.Records = append(d.Records, r)
			}
			return true
		})
		if err != nil {
			c.failErr(err)
			return
		}
		for o := range ops {
			d.Operations = append(d.Operations, o)
		}
		sort.Strings(d.Operations)
	}
	v.Data = d
	c.render(status, "audit.html", v)
}

// auditExport downloads the filtered records through admin.ExportAuditWhere,
// as CSV or JSON lines: the records hold no submitted text, nor does this.
func (s *server) auditExport(c *ctx) {
	if !c.needTenant() {
		return
	}
	f, _, errs := parseAuditFilter(c.r.URL.Query(), s.cfg.Now())
	if len(errs) > 0 {
		// the page shows the mistakes beside the fields
		http.Redirect(c.w, c.r, s.url("/audit?"+c.r.URL.RawQuery), http.StatusSeeOther)
		return
	}
	format := c.r.URL.Query().Get("format")
	ext := "jsonl"
	if format == admin.FormatCSV {
		ext = "csv"
		c.w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	} else {
		c.w.Header().Set("Content-Type", "application/x-ndjson")
	}
	name := "piiguard-audit-" + s.cfg.Region + "-" + f.From.Format(dateLayout) + "-to-" + f.To.Add(-24*time.Hour).Format(dateLayout) + "." + ext
	c.w.Header().Set("Content-Disposition", `attachment; filename="`+name+`"`)
	// Streamed: each line goes to the response as it is made (the store is
	// walked, not collected), up to limits.exportBytes less room for the
	// closing line; the status is sent with the first byte.
	sw := &startWriter{w: c.w}
	capped, err := s.cfg.Admin.ExportAuditCapped(c.r.Context(), sw, c.tenant, f.From, f.To, format, f.keep, s.lim.exportBytes-exportNoteRoom)
	if err != nil && !sw.started {
		c.w.Header().Del("Content-Disposition")
		c.w.Header().Del("Content-Type")
		c.failErr(err)
		return
	}
	sw.start()
	switch {
	case err != nil:
		s.log.Error("dashboard: audit export stopped", "error", err.Error())
		_, _ = io.WriteString(c.w, exportNote(format, "incomplete: the export failed part way; download it again"))
	case capped:
		_, _ = io.WriteString(c.w, exportNote(format, fmt.Sprintf("incomplete: the export stops at %s; narrow the date range (or export a day at a time) for the rest", mib(s.lim.exportBytes))))
	}
}

// exportNoteRoom is kept free under limits.exportBytes for exportNote.
const exportNoteRoom = 256

// exportNote is the last line of an export that stopped early: a CSV row
// whose one cell starts with "#", or a JSON line {"incomplete": message}.
func exportNote(format, msg string) string {
	if format == admin.FormatCSV {
		return "\"# " + msg + "\"\n"
	}
	b, _ := json.Marshal(map[string]string{"incomplete": msg})
	return string(b) + "\n"
}

// startWriter sends the status with the first byte written, so that an
// error before any record can still be answered as an error page.
type startWriter struct {
	w       http.ResponseWriter
	started bool
}

func (s *startWriter) start() {
	if !s.started {
		s.started = true
		s.w.WriteHeader(http.StatusOK)
	}
}

func (s *startWriter) Write(p []byte) (int, error) {
	s.start()
	return s.w.Write(p)
}

// mib is n bytes in MiB for people ("4 MiB").
func mib(n int64) string { return strconv.FormatInt(n>>20, 10) + " MiB" }
