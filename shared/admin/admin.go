// Package admin is tenant administration: API keys (created once, stored only
// as a hash), tenant policies and audit export. Service holds the operations;
// Handler exposes them over HTTP for the IAM-authorised admin API, and
// scripts/admin calls Service directly.
package admin

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/piiguard/piiguard/shared/bulk"
	"github.com/piiguard/piiguard/shared/entity"
	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/store"
)

// ErrInvalid marks a request the caller must fix (answered 400).
var ErrInvalid = errors.New("invalid request")

const (
	keyPrefix  = "pg_"
	keyLength  = 40
	base62     = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	maxNameLen = 100
)

// NewSecret returns "pg_" and 40 uniformly random base62 characters
// (about 238 bits).
func NewSecret(random io.Reader) (string, error) {
	var b strings.Builder
	b.WriteString(keyPrefix)
	max := big.NewInt(int64(len(base62)))
	for range keyLength {
		i, err := rand.Int(random, max)
		if err != nil {
			return "", fmt.Errorf("admin: random: %w", err)
		}
		b.WriteByte(base62[i.Int64()])
	}
	return b.String(), nil
}

// IsSecretFormat reports whether s looks like a key NewSecret makes.
func IsSecretFormat(s string) bool {
	if len(s) != len(keyPrefix)+keyLength || !strings.HasPrefix(s, keyPrefix) {
		return false
	}
	for i := len(keyPrefix); i < len(s); i++ {
		if strings.IndexByte(base62, s[i]) < 0 {
			return false
		}
	}
	return true
}

// Service runs the admin operations on the stores.
type Service struct {
	Keys     store.Keys
	Policies store.Policies
	Audit    store.Audit
	// UsagePlans has one entry per regional API (EU and US in AWS); nil
	// where there is no API Gateway (local server, in-memory CLI).
	UsagePlans []UsagePlans
	// Jobs starts and watches bulk jobs; nil where none are deployed.
	Jobs   *bulk.Jobs
	Now    func() time.Time // nil: time.Now
	Random io.Reader        // nil: crypto/rand
}

func (s *Service) now() time.Time {
	if s.Now != nil {
		return s.Now().UTC()
	}
	return time.Now().UTC()
}

func (s *Service) random() io.Reader {
	if s.Random != nil {
		return s.Random
	}
	return rand.Reader
}

func validTenant(tenant string) error {
	if tenant == "" || len(tenant) > maxNameLen || strings.ContainsAny(tenant, "#/ \t\r\n") {
		return fmt.Errorf("%w: tenant id must be 1-%d characters without '#', '/' or spaces", ErrInvalid, maxNameLen)
	}
	return nil
}

func validPlan(plan store.Plan) (store.Plan, error) {
	if plan == "" {
		plan = store.PlanFree
	}
	if plan != store.PlanFree && plan != store.PlanPayAsYouGo {
		return "", fmt.Errorf("%w: plan must be %q or %q", ErrInvalid, store.PlanFree, store.PlanPayAsYouGo)
	}
	return plan, nil
}

// CreateKey makes a key for tenant and returns it with its secret; the secret
// is not stored and cannot be shown again. The key's API Gateway API key is
// created in every regional API first, so the key works everywhere as soon
// as this returns; if that or the store write fails, what was made is
// removed again and nothing is returned.
func (s *Service) CreateKey(ctx context.Context, tenant, name string, plan store.Plan) (store.APIKey, string, error) {
	if err := validTenant(tenant); err != nil {
		return store.APIKey{}, "", err
	}
	if name == "" || len(name) > maxNameLen {
		return store.APIKey{}, "", fmt.Errorf("%w: name must be 1-%d characters", ErrInvalid, maxNameLen)
	}
	plan, err := validPlan(plan)
	if err != nil {
		return store.APIKey{}, "", err
	}
	secret, err := NewSecret(s.random())
	if err != nil {
		return store.APIKey{}, "", err
	}
	id, err := NewSecret(s.random()) // ids are random too, but shorter and public
	if err != nil {
		return store.APIKey{}, "", err
	}
	usageKey, err := s.newUsageKey()
	if err != nil {
		return store.APIKey{}, "", err
	}
	if err := s.ensureTokenSecret(ctx, tenant); err != nil {
		return store.APIKey{}, "", err
	}
	k := store.APIKey{ID: "key_" + id[len(keyPrefix):len(keyPrefix)+16], TenantID: tenant, Name: name, Plan: plan,
		Hash: store.HashKey(secret), CreatedAt: s.now(), UsageKey: usageKey}
	if err := s.attachAll(ctx, k, true); err != nil {
		return store.APIKey{}, "", err
	}
	if err := s.Keys.PutKey(ctx, k); err != nil {
		_ = s.detachAll(context.WithoutCancel(ctx), k.ID)
		return store.APIKey{}, "", err
	}
	return k, secret, nil
}

func (s *Service) ListKeys(ctx context.Context, tenant string) ([]store.APIKey, error) {
	if err := validTenant(tenant); err != nil {
		return nil, err
	}
	return s.Keys.ListKeys(ctx, tenant)
}

// RevokeKey marks the key revoked (the authorizer refuses it once its cached
// answer expires) and deletes its API Gateway API key in every region, which
// also takes it out of its usage plan. Retrying after a partial failure
// finishes the job.
func (s *Service) RevokeKey(ctx context.Context, tenant, keyID string) error {
	if err := validTenant(tenant); err != nil {
		return err
	}
	if err := s.Keys.RevokeKey(ctx, tenant, keyID, s.now()); err != nil {
		return err
	}
	return s.detachAll(ctx, keyID)
}

// ChangePlan moves an active key to plan: the keys table first (the
// authorizer passes the plan on, which sets the character caps), then the
// key's API key into that plan's usage plan in every region (throttling).
func (s *Service) ChangePlan(ctx context.Context, tenant, keyID string, plan store.Plan) (store.APIKey, error) {
	if err := validTenant(tenant); err != nil {
		return store.APIKey{}, err
	}
	if plan == "" {
		return store.APIKey{}, fmt.Errorf("%w: plan is required", ErrInvalid)
	}
	plan, err := validPlan(plan)
	if err != nil {
		return store.APIKey{}, err
	}
	k, err := s.findKey(ctx, tenant, keyID)
	if err != nil {
		return store.APIKey{}, err
	}
	usageKey := k.UsageKey
	if usageKey == "" {
		if usageKey, err = s.newUsageKey(); err != nil {
			return store.APIKey{}, err
		}
	}
	k, err = s.updater().UpdateKey(ctx, tenant, keyID, plan, usageKey)
	if err != nil {
		return store.APIKey{}, err
	}
	return k, s.attachAll(ctx, k, false)
}

// findKey returns the tenant's active key keyID (ErrNotFound if there is
// none, or it is revoked).
func (s *Service) findKey(ctx context.Context, tenant, keyID string) (store.APIKey, error) {
	keys, err := s.Keys.ListKeys(ctx, tenant)
	if err != nil {
		return store.APIKey{}, err
	}
	for _, k := range keys {
		if k.ID == keyID && k.RevokedAt == nil {
			return k, nil
		}
	}
	return store.APIKey{}, store.ErrNotFound
}

func (s *Service) updater() store.KeyUpdater {
	if u, ok := s.Keys.(store.KeyUpdater); ok {
		return u
	}
	return noUpdater{}
}

type noUpdater struct{}

func (noUpdater) UpdateKey(context.Context, string, string, store.Plan, string) (store.APIKey, error) {
	return store.APIKey{}, errors.New("admin: this key store cannot update keys")
}

// PutPolicy validates and stores a tenant policy. A tenant policy may not
// shadow a global one, so a policy name always means the same thing.
func (s *Service) PutPolicy(ctx context.Context, tenant string, p policy.Policy) error {
	if err := validTenant(tenant); err != nil {
		return err
	}
	if p.Name == "" || len(p.Name) > maxNameLen || strings.ContainsAny(p.Name, "/# ") {
		return fmt.Errorf("%w: policy name must be 1-%d characters without '/', '#' or spaces", ErrInvalid, maxNameLen)
	}
	if p.Name == "." || p.Name == ".." { // a URL path cannot name them: /policies/../edit is /edit
		return fmt.Errorf("%w: policy name must not be '.' or '..'", ErrInvalid)
	}
	// in any case: "STRICT" beside the global "strict" would read as it
	for _, g := range policy.Names() {
		if strings.EqualFold(p.Name, g) {
			return fmt.Errorf("%w: %q is a global policy name", ErrInvalid, p.Name)
		}
	}
	if p.Threshold < 0 || p.Threshold > 1 {
		return fmt.Errorf("%w: threshold must be between 0 and 1", ErrInvalid)
	}
	if _, unknown := entity.Resolve(p.Types); len(unknown) > 0 {
		return fmt.Errorf("%w: unknown entity types: %s", ErrInvalid, strings.Join(unknown, ", "))
	}
	if err := s.checkPolicyCustoms(ctx, tenant, p); err != nil {
		return err
	}
	return s.Policies.PutPolicy(ctx, tenant, p)
}

func (s *Service) GetPolicy(ctx context.Context, tenant, name string) (policy.Policy, error) {
	if err := validTenant(tenant); err != nil {
		return policy.Policy{}, err
	}
	if !storableName(name, maxNameLen) {
		return policy.Policy{}, store.ErrNotFound
	}
	return s.Policies.GetPolicy(ctx, tenant, name)
}

func (s *Service) ListPolicies(ctx context.Context, tenant string) ([]policy.Policy, error) {
	if err := validTenant(tenant); err != nil {
		return nil, err
	}
	return s.Policies.ListPolicies(ctx, tenant)
}

func (s *Service) DeletePolicy(ctx context.Context, tenant, name string) error {
	if err := validTenant(tenant); err != nil {
		return err
	}
	if !storableName(name, maxNameLen) {
		return store.ErrNotFound
	}
	return s.Policies.DeletePolicy(ctx, tenant, name)
}

// storableName: a name Put could have stored (1 to max bytes). Longer ones
// (from a URL) are not found without asking the store: DynamoDB refuses a
// key over 1 KB with an error that would read as the store failing (503).
func storableName(name string, max int) bool { return name != "" && len(name) <= max }

// Export formats.
const (
	FormatCSV   = "csv"
	FormatJSONL = "jsonl"
)

// CSVHeader is the first line of a CSV export; entities are "TYPE=count"
// pairs joined by ';', sorted by type.
var CSVHeader = []string{"request_id", "time", "tenant_id", "key_id", "region", "operation", "method", "policy", "entities", "characters", "status"}

// CSVCell makes a text cell of a CSV export inert in a spreadsheet: a cell
// that starts with '=', '+', '-', '@', a tab or a carriage return would be
// read as a formula (a tenant names its policies; an operator opens the
// export), so it gets a leading apostrophe, the spreadsheets' text marker.
// Numbers and times are written by this package and never need it.
func CSVCell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// ExportAudit writes the tenant's records with from <= time < to, oldest
// first, as CSV or JSON lines.
func (s *Service) ExportAudit(ctx context.Context, w io.Writer, tenant string, from, to time.Time, format string) error {
	return s.ExportAuditWhere(ctx, w, tenant, from, to, format, nil)
}

// ExportAuditWhere is ExportAudit of the records keep accepts (nil: all);
// the dashboard filters by key, operation and status with it.
func (s *Service) ExportAuditWhere(ctx context.Context, w io.Writer, tenant string, from, to time.Time, format string, keep func(store.AuditRecord) bool) error {
	_, err := s.ExportAuditCapped(ctx, w, tenant, from, to, format, keep, 0)
	return err
}

// ExportAuditCapped streams the records to w one line at a time (the store
// is walked, never collected) and stops before the line that would take
// the output over maxBytes (0: no cap), reporting capped: whatever was
// written is whole lines.
func (s *Service) ExportAuditCapped(ctx context.Context, w io.Writer, tenant string, from, to time.Time, format string, keep func(store.AuditRecord) bool, maxBytes int64) (capped bool, err error) {
	if err := validTenant(tenant); err != nil {
		return false, err
	}
	if format != FormatCSV && format != FormatJSONL {
		return false, fmt.Errorf("%w: format must be %q or %q", ErrInvalid, FormatCSV, FormatJSONL)
	}
	if !from.Before(to) {
		return false, fmt.Errorf("%w: from must be before to", ErrInvalid)
	}
	var line bytes.Buffer
	var written int64
	emit := func() bool {
		if maxBytes > 0 && written+int64(line.Len()) > maxBytes {
			capped = true
			return false
		}
		n, werr := w.Write(line.Bytes())
		written += int64(n)
		line.Reset()
		if werr != nil {
			err = werr
			return false
		}
		return true
	}
	enc := json.NewEncoder(&line)
	cw := csv.NewWriter(&line)
	// The CSV header goes out with the first record (or at the end): a
	// store failure before any record writes nothing, so the caller can
	// still answer with an error.
	header := format == FormatCSV
	writeHeader := func() {
		if header {
			header = false
			_ = cw.Write(CSVHeader)
			cw.Flush()
		}
	}
	werr := s.Audit.WalkAudit(ctx, tenant, from, to, false, func(r store.AuditRecord) bool {
		if keep != nil && !keep(r) {
			return true
		}
		writeHeader()
		if format == FormatJSONL {
			if err = enc.Encode(r); err != nil {
				return false
			}
			return emit()
		}
		types := make([]string, 0, len(r.Entities))
		for t, n := range r.Entities {
			types = append(types, t+"="+strconv.Itoa(n))
		}
		sort.Strings(types)
		_ = cw.Write([]string{CSVCell(r.RequestID), r.Time.UTC().Format(time.RFC3339Nano), CSVCell(r.TenantID), CSVCell(r.KeyID),
			CSVCell(r.Region), CSVCell(r.Operation), CSVCell(r.Method), CSVCell(r.Policy), strings.Join(types, ";"),
			strconv.FormatInt(r.Characters, 10), strconv.Itoa(r.Status)})
		cw.Flush()
		if err = cw.Error(); err != nil {
			return false
		}
		return emit()
	})
	if werr != nil {
		return capped, werr
	}
	if err == nil && !capped && header {
		writeHeader()
		emit()
	}
	return capped, err
}
