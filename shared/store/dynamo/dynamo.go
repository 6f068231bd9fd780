// Package dynamo implements the shared/store interfaces on DynamoDB, with
// tenant data keys wrapped by KMS. The table layout is in schema.go; the
// tables themselves are created by the CDK stacks in infra/ (CreateTables
// makes the same tables on a local moto_server for tests and demos).
package dynamo

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/aws/aws-sdk-go-v2/service/kms"

	"github.com/piiguard/piiguard/shared/internal/awsconf"
	"github.com/piiguard/piiguard/shared/store"
)

// Config names the tables and the KMS key.
type Config struct {
	Region          string
	Endpoint        string // non-empty: a local endpoint (moto_server) for DynamoDB and KMS
	KeysTable       string
	UsageTable      string
	ChargesTable    string // regional: the charge markers of UsageTable's counters
	AuditTable      string
	PoliciesTable   string
	TenantKeysTable string
	KMSKeyID        string // key id, ARN or alias used to generate tenant data keys
	// UsageRegions are the regions whose counters together make up a
	// tenant's monthly quota (the quota is global); each region writes only
	// its own counter, UsageRegion's (default: Region). Empty: one counter,
	// as in a single-region or local setup.
	UsageRegions []string
	UsageRegion  string
	// RequestTimeout bounds one HTTP attempt so a hung connection becomes
	// ErrUnavailable instead of eating the Lambda's time; 0 means 3s.
	RequestTimeout time.Duration
}

// ConfigFromEnv reads the PIIGUARD_* variables (schema.go) and AWS_REGION.
// Unset table names fall back to the names CreateTables uses locally.
func ConfigFromEnv() Config {
	get := func(k, def string) string {
		if v := os.Getenv(k); v != "" {
			return v
		}
		return def
	}
	return Config{
		Region:          get("AWS_REGION", get("AWS_DEFAULT_REGION", "eu-central-1")),
		Endpoint:        os.Getenv(EnvEndpoint),
		KeysTable:       get(EnvKeysTable, "piiguard-keys"),
		UsageTable:      get(EnvUsageTable, "piiguard-usage"),
		ChargesTable:    get(EnvChargesTable, "piiguard-charges"),
		AuditTable:      get(EnvAuditTable, "piiguard-audit"),
		PoliciesTable:   get(EnvPoliciesTable, "piiguard-policies"),
		TenantKeysTable: get(EnvTenantKeysTable, "piiguard-tenant-keys"),
		KMSKeyID:        os.Getenv(EnvKMSKeyID),
		UsageRegions:    splitList(os.Getenv(EnvUsageRegions)),
	}
}

func splitList(v string) []string {
	var out []string
	for _, f := range strings.Split(v, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, f)
		}
	}
	return out
}

// Store implements store.Keys, Usage, Audit, Policies and TenantKeys.
type Store struct {
	cfg     Config
	db      *dynamodb.Client
	wrapper KeyWrapper

	mu         sync.Mutex
	tenantKeys map[string][]byte // decrypted data keys, by tenant

	// beforeRebalanceWrite, for tests only, runs between a usage
	// rebalance's read and its write: the window other charges race into.
	beforeRebalanceWrite func()
}

var (
	_ store.Keys         = (*Store)(nil)
	_ store.Usage        = (*Store)(nil)
	_ store.Audit        = (*Store)(nil)
	_ store.Policies     = (*Store)(nil)
	_ store.TenantKeys   = (*Store)(nil)
	_ store.KeyUpdater   = (*Store)(nil)
	_ store.TenantLister = (*Store)(nil)
)

// FromEnv builds a Store from ConfigFromEnv and the default AWS credential
// chain (static dummy credentials when a local endpoint is set and none are
// given, since moto accepts any).
func FromEnv(ctx context.Context) (*Store, error) {
	return Open(ctx, ConfigFromEnv())
}

// Open loads the AWS configuration for cfg and returns a Store.
func Open(ctx context.Context, cfg Config) (*Store, error) {
	if cfg.RequestTimeout == 0 {
		cfg.RequestTimeout = 3 * time.Second
	}
	// Fail within seconds, not the SDK's 20s backoff cap: API Gateway gives
	// the whole request 29s and the caller answers 503 anyway.
	awsCfg, err := awsconf.Load(ctx, awsconf.Options{Region: cfg.Region, Endpoint: cfg.Endpoint,
		Timeout: cfg.RequestTimeout, MaxBackoff: 300 * time.Millisecond})
	if err != nil {
		return nil, fmt.Errorf("dynamo: aws config: %w", err)
	}
	return New(awsCfg, cfg), nil
}

// New returns a Store on the given AWS configuration, wrapping tenant data
// keys with KMS key cfg.KMSKeyID.
func New(awsCfg aws.Config, cfg Config) *Store {
	if cfg.UsageRegion == "" {
		cfg.UsageRegion = cfg.Region
	}
	endpoint := func(o *dynamodb.Options) {
		if cfg.Endpoint != "" {
			o.BaseEndpoint = aws.String(cfg.Endpoint)
		}
	}
	kmsClient := kms.NewFromConfig(awsCfg, func(o *kms.Options) {
		if cfg.Endpoint != "" {
			o.BaseEndpoint = aws.String(cfg.Endpoint)
		}
	})
	return &Store{
		cfg:        cfg,
		db:         dynamodb.NewFromConfig(awsCfg, endpoint),
		wrapper:    &KMSWrapper{Client: kmsClient, KeyID: cfg.KMSKeyID},
		tenantKeys: map[string][]byte{},
	}
}

// WithKeyWrapper replaces how tenant data keys are generated and unwrapped
// (KMS by default).
func (s *Store) WithKeyWrapper(w KeyWrapper) *Store {
	s.wrapper = w
	return s
}

// Client exposes the DynamoDB client (CreateTables, tests).
func (s *Store) Client() *dynamodb.Client { return s.db }

// Config returns the store's configuration.
func (s *Store) Config() Config { return s.cfg }

// unavailable wraps a backend failure (throttling, timeout, refused
// connection, missing table, denied access) so callers answer 503; the
// original stays reachable with errors.As. AWS error texts carry no item data.
func unavailable(op string, err error) error {
	if errors.Is(err, store.ErrUnavailable) {
		return err
	}
	return fmt.Errorf("%w: dynamo %s: %w", store.ErrUnavailable, op, err)
}

// isConditionFailed reports a failed ConditionExpression on a single-item write.
func isConditionFailed(err error) bool {
	var ccf *types.ConditionalCheckFailedException
	return errors.As(err, &ccf)
}

// --- attribute helpers (the SDK's attributevalue package is not a dependency) ---

func s(v string) types.AttributeValue { return &types.AttributeValueMemberS{Value: v} }
func n(v int64) types.AttributeValue  { return &types.AttributeValueMemberN{Value: fmt.Sprint(v)} }

func getS(item map[string]types.AttributeValue, k string) string {
	if v, ok := item[k].(*types.AttributeValueMemberS); ok {
		return v.Value
	}
	return ""
}

func getN(item map[string]types.AttributeValue, k string) (int64, error) {
	v, ok := item[k].(*types.AttributeValueMemberN)
	if !ok {
		return 0, nil
	}
	var x int64
	if _, err := fmt.Sscan(v.Value, &x); err != nil {
		return 0, fmt.Errorf("dynamo: attribute %s is not an integer", k)
	}
	return x, nil
}

// timeFormat is fixed-width UTC so that stored times sort as strings.
const timeFormat = "2006-01-02T15:04:05.000000000Z"

func fmtTime(t time.Time) string { return t.UTC().Format(timeFormat) }

func parseTime(v string) (time.Time, error) { return time.Parse(timeFormat, v) }
