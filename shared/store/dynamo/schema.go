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

	// Usage table (a global table in AWS): counters under pk
	// "tenant#month#region", one per region so that no two regions ever write
	// the same item, or "tenant#month" when no regions are configured (local);
	// charge markers under pk "charge#tenant#month#request".
	AttrUsagePK = "pk"
	AttrUsed    = "used"

	// Audit table: pk tenant_id, sk "time#request_id"; request markers under
	// pk "#request#<id>", sk "marker".
	AttrAuditSK = "sk"

	// Policies table: pk tenant_id, sk name.
	AttrPolicyName = "name"

	// Tenant keys table: pk tenant_id, the KMS-encrypted data key.
	AttrEncryptedKey = "encrypted_key"

	// TTL attribute (epoch seconds) on the audit and usage tables.
	AttrExpiresAt = "expires_at"
)

// Environment variables read by ConfigFromEnv. The CDK stacks set the table
// and key ones on every function; PIIGUARD_DYNAMO_ENDPOINT is only for local
// services (moto_server) and also points KMS there.
const (
	EnvKeysTable       = "PIIGUARD_TABLE_KEYS"
	EnvUsageTable      = "PIIGUARD_TABLE_USAGE"
	EnvAuditTable      = "PIIGUARD_TABLE_AUDIT"
	EnvPoliciesTable   = "PIIGUARD_TABLE_POLICIES"
	EnvTenantKeysTable = "PIIGUARD_TABLE_TENANT_KEYS"
	EnvKMSKeyID        = "PIIGUARD_KMS_KEY_ID"
	EnvEndpoint        = "PIIGUARD_DYNAMO_ENDPOINT"
	// EnvUsageRegions lists, comma-separated, every region whose counters
	// make up a tenant's monthly quota (the replicas of the usage table).
	EnvUsageRegions = "PIIGUARD_USAGE_REGIONS"
)
