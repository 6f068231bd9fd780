package dynamo

// Table layout shared with the CDK stacks in infra/, so the code and the
// tables it runs against cannot drift apart.
const (
	// Keys table: one item per API key, keyed by the hex SHA-256 of the secret.
	AttrKeyHash       = "key_hash"
	AttrTenantID      = "tenant_id"
	AttrCreatedAt     = "created_at"
	AttrRevokedAt     = "revoked_at"
	AttrUsageKey      = "usage_key" // value of the key's API Gateway API key (usage plans)
	KeysByTenantIndex = "by_tenant" // GSI: tenant_id + created_at, for listing

	// Usage table (a global table in AWS): UsageShards counter shards per
	// tenant, month and region under pk "tenant#month#region#sN" (no
	// "#region" when no regions are configured, as locally); each region
	// writes only its own shards, so replication never loses an increment.
	// A shard holds the characters charged on it (used), the allowance it
	// may still charge without looking at the others (slack), and the room
	// and epoch of the rebalance that set the allowances (usage.go).
	AttrUsagePK = "pk"
	AttrUsed    = "used"
	AttrSlack   = "slack"
	AttrRoom    = "room"
	AttrEpoch   = "epoch"

	// Charges table (regional): one marker per charged request under pk
	// "tenant#month#request", so a retried request is charged once; TTL
	// expires_at. Kept out of the replicated usage table: its writes and TTL
	// deletes would be replicated for nothing.
	AttrChargePK = "pk"

	// Audit table: pk tenant_id holds "tenant#NN", NN the request id's
	// shard (AuditShards of them), sk "time#request_id". Records written
	// before sharding sit under pk "tenant" and are still listed.
	AttrAuditSK = "sk"

	// Policies table: pk tenant_id, sk name.
	AttrPolicyName = "name"

	// Tenant keys table: pk tenant_id, the KMS-encrypted data key.
	AttrEncryptedKey = "encrypted_key"

	// TTL attribute (epoch seconds) on the audit and charges tables (and the
	// usage table, for the charge markers it held before the charges table).
	AttrExpiresAt = "expires_at"
)

// Environment variables read by ConfigFromEnv. The CDK stacks set the table
// and key ones on every function; PIIGUARD_DYNAMO_ENDPOINT is only for local
// services (moto_server) and also points KMS there.
const (
	EnvKeysTable       = "PIIGUARD_TABLE_KEYS"
	EnvUsageTable      = "PIIGUARD_TABLE_USAGE"
	EnvChargesTable    = "PIIGUARD_TABLE_CHARGES"
	EnvAuditTable      = "PIIGUARD_TABLE_AUDIT"
	EnvPoliciesTable   = "PIIGUARD_TABLE_POLICIES"
	EnvTenantKeysTable = "PIIGUARD_TABLE_TENANT_KEYS"
	EnvKMSKeyID        = "PIIGUARD_KMS_KEY_ID"
	EnvEndpoint        = "PIIGUARD_DYNAMO_ENDPOINT"
	// EnvUsageRegions lists, comma-separated, every region whose counters
	// make up a tenant's monthly quota (the replicas of the usage table).
	EnvUsageRegions = "PIIGUARD_USAGE_REGIONS"
)
