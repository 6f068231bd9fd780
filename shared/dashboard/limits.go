package dashboard

// limits bound what one page reads from the audit store, so a busy tenant
// cannot run the function (128 MB, 25 s) out of memory or time, nor a
// download past API Gateway's 6 MB Lambda proxy response
// (docs/DASHBOARD.md, "Limits"). Every reader walks the store
// (store.Audit.WalkAudit) and keeps counts, never a slice of the records.
type limits struct {
	// lastUsedScan: the keys page reads at most this many of the newest
	// records of the last 7 days for "last used" (fewer when every key is
	// found first).
	lastUsedScan int
	// auditScan: the Audit page reads at most this many of the newest
	// records of the range to show auditShown of those that match.
	auditScan int
	// usageScan: the Usage page, and the operator export per tenant, count
	// at most this many records of the month.
	usageScan int
	// exportBytes caps an audit download: it stops before the line that
	// would pass it and ends with a line saying so. 4 MiB leaves room for
	// the escaping of the body in the Lambda proxy's JSON answer.
	exportBytes int64
}

// defaultLimits are the deployed limits; tests lower them.
var defaultLimits = limits{lastUsedScan: 2_000, auditScan: 5_000, usageScan: 100_000, exportBytes: 4 << 20}
