// Package store defines the persistence the service needs: API keys, monthly
// usage counters, audit records, tenant policies and tenant encryption keys.
// Each is a small interface; shared/store/memory implements them in process (for
// `make run` and tests) and shared/store/dynamo on DynamoDB (for AWS).
package store

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"time"

	"github.com/piiguard/piiguard/shared/policy"
)

var (
	// ErrNotFound: no such key, policy or record.
	ErrNotFound = errors.New("not found")
	// ErrQuotaExceeded: the charge would take the tenant over its monthly quota;
	// nothing was charged.
	ErrQuotaExceeded = errors.New("quota exceeded")
	// ErrUnavailable wraps failures of the backing service (timeouts,
	// throttling); callers answer 503 and never treat it as success.
	ErrUnavailable = errors.New("store unavailable")
)

// Plan is a billing plan.
type Plan string

const (
	PlanFree       Plan = "free"
	PlanPayAsYouGo Plan = "payg"
)

// Limits are a plan's character caps; 0 means no cap.
type Limits struct {
	PerRequest int64
	Monthly    int64
}

// LimitsOf returns the SPEC.md limits of a plan; an unknown plan gets Free's.
func LimitsOf(p Plan) Limits {
	switch p {
	case PlanPayAsYouGo:
		return Limits{PerRequest: 500_000}
	default:
		return Limits{PerRequest: 5_000, Monthly: 500_000}
	}
}

// APIKey is a stored key. The secret itself is never stored: only the hex
// SHA-256 of it.
type APIKey struct {
	ID       string `json:"id"`
	TenantID string `json:"tenant_id"`
	Name     string `json:"name"`
	Plan     Plan   `json:"plan"`
	Hash     string `json:"-"`
	// UsageKey is the value of the API Gateway API key that carries this key
	// into its plan's usage plan (the authorizer returns it as the
	// usageIdentifierKey). Random and unrelated to the secret; empty for keys
	// made outside the admin service (local development).
	UsageKey  string     `json:"-"`
	CreatedAt time.Time  `json:"created_at"`
	RevokedAt *time.Time `json:"revoked_at,omitempty"`
}

// HashKey is how secrets are stored and looked up.
func HashKey(secret string) string {
	h := sha256.Sum256([]byte(secret))
	return hex.EncodeToString(h[:])
}

// Keys stores API keys.
type Keys interface {
	PutKey(ctx context.Context, k APIKey) error
	// KeyByHash returns the key whose Hash is hash, revoked or not.
	KeyByHash(ctx context.Context, hash string) (APIKey, error)
	ListKeys(ctx context.Context, tenantID string) ([]APIKey, error)
	// RevokeKey marks a tenant's key revoked at the given time.
	RevokeKey(ctx context.Context, tenantID, keyID string, at time.Time) error
}

// KeyUpdater changes an active key in place; the admin service uses it for
// plan changes and to give older keys a usage key. Both stores implement it.
type KeyUpdater interface {
	// UpdateKey sets the plan and usage key of the tenant's key keyID and
	// returns the key, unless it is revoked: ErrNotFound if the tenant has
	// no such active key.
	UpdateKey(ctx context.Context, tenantID, keyID string, plan Plan, usageKey string) (APIKey, error)
}

// Usage counts characters per tenant and month ("2026-11").
type Usage interface {
	// Charge adds chars to the tenant's counter for month if the result stays
	// within limit (0: no limit), atomically. On ErrQuotaExceeded nothing is
	// added. requestID makes a retried charge count once. (No new total is
	// returned: on DynamoDB it would cost a read of every counter shard.)
	Charge(ctx context.Context, tenantID, month, requestID string, chars, limit int64) error
	Used(ctx context.Context, tenantID, month string) (int64, error)
}

// AuditRecord is one call, without any submitted text or matched value.
type AuditRecord struct {
	RequestID  string         `json:"request_id"`
	TenantID   string         `json:"tenant_id"`
	KeyID      string         `json:"key_id"`
	Time       time.Time      `json:"time"`
	Region     string         `json:"region"`
	Operation  string         `json:"operation"`
	Method     string         `json:"method"`
	Policy     string         `json:"policy,omitempty"`
	Entities   map[string]int `json:"entities"`
	Characters int64          `json:"characters"`
	Status     int            `json:"status"`
	ExpiresAt  time.Time      `json:"expires_at"`
}

// AuditRetention is how long audit records are kept.
const AuditRetention = 90 * 24 * time.Hour

// Audit stores audit records. Writing the same RequestID twice keeps one record.
type Audit interface {
	WriteAudit(ctx context.Context, r AuditRecord) error
	// ListAudit returns a tenant's records with from <= Time < to, oldest first.
	ListAudit(ctx context.Context, tenantID string, from, to time.Time) ([]AuditRecord, error)
	// WalkAudit calls fn with a tenant's records with from <= Time < to, one
	// at a time, oldest first or (newestFirst) newest first, until fn returns
	// false. It holds no more than a page of the backing store per partition,
	// so readers that aggregate or stop early (the dashboard) stay bounded
	// however many records the range has. Ties in Time go by RequestID.
	WalkAudit(ctx context.Context, tenantID string, from, to time.Time, newestFirst bool, fn func(AuditRecord) bool) error
}

// AuditBefore is the order of ListAudit: Time, then RequestID.
func AuditBefore(a, b AuditRecord) bool {
	if !a.Time.Equal(b.Time) {
		return a.Time.Before(b.Time)
	}
	return a.RequestID < b.RequestID
}

// Policies stores tenant-defined policies (global ones live in shared/policy).
type Policies interface {
	PutPolicy(ctx context.Context, tenantID string, p policy.Policy) error
	GetPolicy(ctx context.Context, tenantID, name string) (policy.Policy, error)
	ListPolicies(ctx context.Context, tenantID string) ([]policy.Policy, error)
	DeletePolicy(ctx context.Context, tenantID, name string) error
}

// TenantKeys gives each tenant its own 32-byte data key for /encrypt and
// /decrypt without an encryption_key. Tenants never share a key.
type TenantKeys interface {
	TenantKey(ctx context.Context, tenantID string) ([]byte, error)
}

// Month is the usage period key of t (UTC).
func Month(t time.Time) string { return t.UTC().Format("2006-01") }

// NextMonth is when the period of t ends.
func NextMonth(t time.Time) time.Time {
	y, m, _ := t.UTC().Date()
	return time.Date(y, m+1, 1, 0, 0, 0, 0, time.UTC)
}

// TenantLister lists the tenants that have keys, for the operator's
// per-tenant usage export (shared/dashboard). Both stores implement it on
// their Keys; on DynamoDB it scans the keys table (one page per 1 MB), which
// is fine for a monthly export and never on a request path.
type TenantLister interface {
	// ListTenants returns every tenant id with at least one key, revoked
	// or not, sorted and without repeats.
	ListTenants(ctx context.Context) ([]string, error)
}
