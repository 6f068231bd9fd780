package dynamo

import (
	"context"
	"fmt"
	"hash/fnv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"github.com/piiguard/piiguard/shared/store"
)

// AuditShards is how many partitions a tenant's audit records spread over,
// by request id, so a busy tenant does not make one hot partition: at the
// stage limit of 1,000 requests/s (burst 2,000) each takes about 125 (250)
// writes/s, well under DynamoDB's 1,000 per partition.
const AuditShards = 8

func auditSK(r store.AuditRecord) string { return fmtTime(r.Time) + "#" + r.RequestID }

// auditPK is the partition of a tenant's record: "tenant#NN", NN from the
// request id, so every write of one request goes to the same item. Tenant
// ids contain no '#' (admin.validTenant).
func auditPK(tenantID, requestID string) string {
	h := fnv.New32a()
	h.Write([]byte(requestID))
	return fmt.Sprintf("%s#%02d", tenantID, h.Sum32()%AuditShards)
}

// auditPKs are every partition ListAudit reads for a tenant: the shards,
// and the tenant id alone, where records written before sharding are (they
// expire within store.AuditRetention of the upgrade).
func auditPKs(tenantID string) []string {
	pks := []string{tenantID}
	for i := range AuditShards {
		pks = append(pks, fmt.Sprintf("%s#%02d", tenantID, i))
	}
	return pks
}

// WriteAudit puts the record conditioned on attribute_not_exists: a write
// repeated after a lost answer keeps the first record and is not an error.
// One request's record has one time stamp (the API makes the record once
// and retries it as is), so time and request id are its key. The record
// expires (TTL expires_at) store.AuditRetention after its time.
func (st *Store) WriteAudit(ctx context.Context, r store.AuditRecord) error {
	entities := map[string]types.AttributeValue{}
	for k, v := range r.Entities {
		entities[k] = n(int64(v))
	}
	item := map[string]types.AttributeValue{
		AttrTenantID:  s(auditPK(r.TenantID, r.RequestID)),
		AttrAuditSK:   s(auditSK(r)),
		"request_id":  s(r.RequestID),
		"key_id":      s(r.KeyID),
		"time":        s(fmtTime(r.Time)),
		"region":      s(r.Region),
		"operation":   s(r.Operation),
		"method":      s(r.Method),
		"entities":    &types.AttributeValueMemberM{Value: entities},
		"characters":  n(r.Characters),
		"status":      n(int64(r.Status)),
		AttrExpiresAt: n(r.Time.Add(store.AuditRetention).Unix()),
	}
	if r.Policy != "" {
		item["policy"] = s(r.Policy)
	}
	_, err := st.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: &st.cfg.AuditTable, Item: item,
		ConditionExpression:      aws.String("attribute_not_exists(#pk)"),
		ExpressionAttributeNames: map[string]string{"#pk": AttrTenantID},
	})
	if err != nil && !isConditionFailed(err) {
		return unavailable("WriteAudit", err)
	}
	return nil
}

// ListAudit is WalkAudit, oldest first, collected.
func (st *Store) ListAudit(ctx context.Context, tenantID string, from, to time.Time) ([]store.AuditRecord, error) {
	var out []store.AuditRecord
	err := st.WalkAudit(ctx, tenantID, from, to, false, func(r store.AuditRecord) bool {
		out = append(out, r)
		return true
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// auditPage is how many items one Query of a partition asks for: a walk
// holds at most this many records per partition (9 partitions).
const auditPage = 200

// auditCursor reads one partition in sort key order, a page at a time.
type auditCursor struct {
	pk    string
	page  []store.AuditRecord
	start map[string]types.AttributeValue
	done  bool // no page left to fetch
}

// WalkAudit queries every partition of the tenant for from <= time < to,
// in pages of auditPage, and merges them in order: sort keys are
// "time#request", so BETWEEN fmt(from) AND fmt(to) includes every record at
// from and none at to ("to#..." sorts after "to"), and each partition
// comes back in the merged order.
func (st *Store) WalkAudit(ctx context.Context, tenantID string, from, to time.Time, newestFirst bool, fn func(store.AuditRecord) bool) error {
	if !from.Before(to) {
		return nil
	}
	var cursors []*auditCursor
	for _, pk := range auditPKs(tenantID) {
		cursors = append(cursors, &auditCursor{pk: pk})
	}
	fill := func(c *auditCursor) error {
		for len(c.page) == 0 && !c.done {
			page, err := st.db.Query(ctx, &dynamodb.QueryInput{
				TableName:                &st.cfg.AuditTable,
				KeyConditionExpression:   aws.String("#pk = :t AND #sk BETWEEN :from AND :to"),
				ExpressionAttributeNames: map[string]string{"#pk": AttrTenantID, "#sk": AttrAuditSK},
				ExpressionAttributeValues: map[string]types.AttributeValue{
					":t": s(c.pk), ":from": s(fmtTime(from)), ":to": s(fmtTime(to)),
				},
				ScanIndexForward:  aws.Bool(!newestFirst),
				Limit:             aws.Int32(auditPage),
				ExclusiveStartKey: c.start,
			})
			if err != nil {
				return unavailable("ListAudit", err)
			}
			for _, item := range page.Items {
				r, err := auditFromItem(item)
				if err != nil {
					return err
				}
				r.TenantID = tenantID
				c.page = append(c.page, r)
			}
			c.start = page.LastEvaluatedKey
			c.done = len(page.LastEvaluatedKey) == 0
		}
		return nil
	}
	for {
		var next *auditCursor
		for _, c := range cursors {
			if err := fill(c); err != nil {
				return err
			}
			if len(c.page) == 0 {
				continue
			}
			if next == nil || store.AuditBefore(c.page[0], next.page[0]) != newestFirst {
				next = c
			}
		}
		if next == nil {
			return nil
		}
		r := next.page[0]
		next.page = next.page[1:]
		if !fn(r) {
			return nil
		}
	}
}

func auditFromItem(item map[string]types.AttributeValue) (store.AuditRecord, error) {
	r := store.AuditRecord{
		RequestID: getS(item, "request_id"),
		KeyID:     getS(item, "key_id"),
		Region:    getS(item, "region"),
		Operation: getS(item, "operation"),
		Method:    getS(item, "method"),
		Policy:    getS(item, "policy"),
		Entities:  map[string]int{},
	}
	var err error
	if r.Time, err = parseTime(getS(item, "time")); err != nil {
		return r, err
	}
	if r.Characters, err = getN(item, "characters"); err != nil {
		return r, err
	}
	status, err := getN(item, "status")
	if err != nil {
		return r, err
	}
	r.Status = int(status)
	exp, err := getN(item, AttrExpiresAt)
	if err != nil {
		return r, err
	}
	r.ExpiresAt = time.Unix(exp, 0).UTC()
	if m, ok := item["entities"].(*types.AttributeValueMemberM); ok {
		for k := range m.Value {
			c, err := getN(m.Value, k)
			if err != nil {
				return r, err
			}
			r.Entities[k] = int(c)
		}
	}
	return r, nil
}
