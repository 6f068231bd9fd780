package store

import (
	"context"

	"github.com/piiguard/piiguard/shared/detect/custom"
)

// Customs stores a tenant's named custom recognizers and allow lists, which
// its policies name (policy.Policy.Recognizers and AllowLists). Callers
// validate them (shared/detect/custom) before storing. Both stores
// implement it beside Policies, in the same (global) table on DynamoDB.
type Customs interface {
	PutRecognizer(ctx context.Context, tenantID string, r custom.Spec) error
	GetRecognizer(ctx context.Context, tenantID, name string) (custom.Spec, error)
	ListRecognizers(ctx context.Context, tenantID string) ([]custom.Spec, error)
	DeleteRecognizer(ctx context.Context, tenantID, name string) error

	PutAllowList(ctx context.Context, tenantID string, a custom.AllowList) error
	GetAllowList(ctx context.Context, tenantID, name string) (custom.AllowList, error)
	ListAllowLists(ctx context.Context, tenantID string) ([]custom.AllowList, error)
	DeleteAllowList(ctx context.Context, tenantID, name string) error
}

// TokenSecrets holds each tenant's secret for consistent tokens: 32 random
// bytes, the same in every region (on DynamoDB in the policies global
// table; tenant data keys are regional, so they can't serve). The admin
// service creates it with the tenant's keys (EnsureTokenSecret); the
// operations only read it.
type TokenSecrets interface {
	// TokenSecret returns the tenant's secret, ErrNotFound if it has none.
	TokenSecret(ctx context.Context, tenantID string) ([]byte, error)
	// EnsureTokenSecret creates the tenant's secret unless it exists; a
	// secret, once made, never changes (tokens would).
	EnsureTokenSecret(ctx context.Context, tenantID string) error
}
