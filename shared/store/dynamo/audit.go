package dynamo

import (
	"context"
	"errors"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"github.com/piiguard/piiguard/shared/store"
)

func auditSK(r store.AuditRecord) string { return fmtTime(r.Time) + "#" + r.RequestID }

// requestMarkerPK cannot collide with a tenant id: those never start with '#'.
func requestMarkerPK(requestID string) string { return "#request#" + requestID }

// WriteAudit puts the record and a marker for its request id in one
// transaction, both conditioned on attribute_not_exists: a retried write,
// even one stamped with a different time, keeps the first record. Both items
// expire (TTL expires_at) store.AuditRetention after the record's time.
func (st *Store) WriteAudit(ctx context.Context, r store.AuditRecord) error {
	expires := n(r.Time.Add(store.AuditRetention).Unix())
	entities := map[string]types.AttributeValue{}
	for k, v := range r.Entities {
		entities[k] = n(int64(v))
	}
	item := map[string]types.AttributeValue{
		AttrTenantID:  s(r.TenantID),
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
		AttrExpiresAt: expires,
	}
	if r.Policy != "" {
		item["policy"] = s(r.Policy)
	}
	notExists := aws.String("attribute_not_exists(#pk)")
	names := map[string]string{"#pk": AttrTenantID}
	in := &dynamodb.TransactWriteItemsInput{TransactItems: []types.TransactWriteItem{
		{Put: &types.Put{TableName: &st.cfg.AuditTable, Item: map[string]types.AttributeValue{
			AttrTenantID: s(requestMarkerPK(r.RequestID)), AttrAuditSK: s("marker"), AttrExpiresAt: expires,
		}, ConditionExpression: notExists, ExpressionAttributeNames: names}},
		{Put: &types.Put{TableName: &st.cfg.AuditTable, Item: item, ConditionExpression: notExists, ExpressionAttributeNames: names}},
	}}
	for attempt := 0; ; attempt++ {
		_, err := st.db.TransactWriteItems(ctx, in)
		if err == nil {
			return nil
		}
		var tce *types.TransactionCanceledException
		if !errors.As(err, &tce) {
			return unavailable("WriteAudit", err)
		}
		if reasonIs(tce, 0, "ConditionalCheckFailed") || reasonIs(tce, 1, "ConditionalCheckFailed") {
			return nil // already written
		}
		if attempt >= maxConflictRetries {
			return unavailable("WriteAudit", err)
		}
		if err := sleepBackoff(ctx, attempt); err != nil {
			return unavailable("WriteAudit", err)
		}
	}
}

// ListAudit queries from <= time < to: sort keys are "time#request", so
// BETWEEN fmt(from) AND fmt(to) includes every record at from and none at to
// ("to#..." sorts after "to").
func (st *Store) ListAudit(ctx context.Context, tenantID string, from, to time.Time) ([]store.AuditRecord, error) {
	var out []store.AuditRecord
	if !from.Before(to) {
		return out, nil
	}
	var start map[string]types.AttributeValue
	for {
		page, err := st.db.Query(ctx, &dynamodb.QueryInput{
			TableName:                &st.cfg.AuditTable,
			KeyConditionExpression:   aws.String("#pk = :t AND #sk BETWEEN :from AND :to"),
			ExpressionAttributeNames: map[string]string{"#pk": AttrTenantID, "#sk": AttrAuditSK},
			ExpressionAttributeValues: map[string]types.AttributeValue{
				":t": s(tenantID), ":from": s(fmtTime(from)), ":to": s(fmtTime(to)),
			},
			ExclusiveStartKey: start,
		})
		if err != nil {
			return nil, unavailable("ListAudit", err)
		}
		for _, item := range page.Items {
			r, err := auditFromItem(item)
			if err != nil {
				return nil, err
			}
			out = append(out, r)
		}
		if len(page.LastEvaluatedKey) == 0 {
			return out, nil
		}
		start = page.LastEvaluatedKey
	}
}

func auditFromItem(item map[string]types.AttributeValue) (store.AuditRecord, error) {
	r := store.AuditRecord{
		RequestID: getS(item, "request_id"),
		TenantID:  getS(item, AttrTenantID),
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
