package dynamo

import (
	"context"
	"sort"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"github.com/piiguard/piiguard/shared/store"
)

func keyItem(k store.APIKey) map[string]types.AttributeValue {
	item := map[string]types.AttributeValue{
		AttrKeyHash:   s(k.Hash),
		"id":          s(k.ID),
		AttrTenantID:  s(k.TenantID),
		"name":        s(k.Name),
		"plan":        s(string(k.Plan)),
		AttrCreatedAt: s(fmtTime(k.CreatedAt)),
	}
	if k.RevokedAt != nil {
		item[AttrRevokedAt] = s(fmtTime(*k.RevokedAt))
	}
	if k.UsageKey != "" {
		item[AttrUsageKey] = s(k.UsageKey)
	}
	return item
}

func keyFromItem(item map[string]types.AttributeValue) (store.APIKey, error) {
	k := store.APIKey{
		Hash:     getS(item, AttrKeyHash),
		ID:       getS(item, "id"),
		TenantID: getS(item, AttrTenantID),
		Name:     getS(item, "name"),
		Plan:     store.Plan(getS(item, "plan")),
		UsageKey: getS(item, AttrUsageKey),
	}
	var err error
	if k.CreatedAt, err = parseTime(getS(item, AttrCreatedAt)); err != nil {
		return store.APIKey{}, err
	}
	if r := getS(item, AttrRevokedAt); r != "" {
		t, err := parseTime(r)
		if err != nil {
			return store.APIKey{}, err
		}
		k.RevokedAt = &t
	}
	return k, nil
}

// PutKey stores (or replaces) a key under its hash.
func (st *Store) PutKey(ctx context.Context, k store.APIKey) error {
	_, err := st.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: &st.cfg.KeysTable, Item: keyItem(k)})
	if err != nil {
		return unavailable("PutKey", err)
	}
	return nil
}

// KeyByHash reads with strong consistency so a revocation is seen at once in
// the region that made it (replicas of the global table lag by about a second).
func (st *Store) KeyByHash(ctx context.Context, hash string) (store.APIKey, error) {
	out, err := st.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName:      &st.cfg.KeysTable,
		Key:            map[string]types.AttributeValue{AttrKeyHash: s(hash)},
		ConsistentRead: aws.Bool(true),
	})
	if err != nil {
		return store.APIKey{}, unavailable("KeyByHash", err)
	}
	if out.Item == nil {
		return store.APIKey{}, store.ErrNotFound
	}
	return keyFromItem(out.Item)
}

// ListKeys queries the tenant index, oldest first.
func (st *Store) ListKeys(ctx context.Context, tenantID string) ([]store.APIKey, error) {
	var out []store.APIKey
	var start map[string]types.AttributeValue
	for {
		page, err := st.db.Query(ctx, &dynamodb.QueryInput{
			TableName:                 &st.cfg.KeysTable,
			IndexName:                 aws.String(KeysByTenantIndex),
			KeyConditionExpression:    aws.String("#t = :t"),
			ExpressionAttributeNames:  map[string]string{"#t": AttrTenantID},
			ExpressionAttributeValues: map[string]types.AttributeValue{":t": s(tenantID)},
			ExclusiveStartKey:         start,
		})
		if err != nil {
			return nil, unavailable("ListKeys", err)
		}
		for _, item := range page.Items {
			k, err := keyFromItem(item)
			if err != nil {
				return nil, err
			}
			out = append(out, k)
		}
		if len(page.LastEvaluatedKey) == 0 {
			break
		}
		start = page.LastEvaluatedKey
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].CreatedAt.Before(out[j].CreatedAt) })
	return out, nil
}

// ListTenants scans the keys table for its tenant attribute only.
func (st *Store) ListTenants(ctx context.Context) ([]string, error) {
	seen := map[string]bool{}
	var out []string
	var start map[string]types.AttributeValue
	for {
		page, err := st.db.Scan(ctx, &dynamodb.ScanInput{
			TableName:                &st.cfg.KeysTable,
			ProjectionExpression:     aws.String("#t"),
			ExpressionAttributeNames: map[string]string{"#t": AttrTenantID},
			ExclusiveStartKey:        start,
		})
		if err != nil {
			return nil, unavailable("ListTenants", err)
		}
		for _, item := range page.Items {
			if t := getS(item, AttrTenantID); t != "" && !seen[t] {
				seen[t] = true
				out = append(out, t)
			}
		}
		if len(page.LastEvaluatedKey) == 0 {
			break
		}
		start = page.LastEvaluatedKey
	}
	sort.Strings(out)
	return out, nil
}

// keyHash finds the hash (the item key) of the tenant's key keyID.
func (st *Store) keyHash(ctx context.Context, tenantID, keyID string) (string, error) {
	keys, err := st.ListKeys(ctx, tenantID)
	if err != nil {
		return "", err
	}
	for _, k := range keys {
		if k.ID == keyID {
			return k.Hash, nil
		}
	}
	return "", store.ErrNotFound
}

// UpdateKey sets plan and usage key on the tenant's key, conditioned on the
// tenant and on the key not being revoked, so a concurrent revocation is
// never undone.
func (st *Store) UpdateKey(ctx context.Context, tenantID, keyID string, plan store.Plan, usageKey string) (store.APIKey, error) {
	hash, err := st.keyHash(ctx, tenantID, keyID)
	if err != nil {
		return store.APIKey{}, err
	}
	out, err := st.db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 &st.cfg.KeysTable,
		Key:                       map[string]types.AttributeValue{AttrKeyHash: s(hash)},
		UpdateExpression:          aws.String("SET #p = :p, #u = :u"),
		ConditionExpression:       aws.String("attribute_exists(#h) AND #t = :t AND attribute_not_exists(#r)"),
		ExpressionAttributeNames:  map[string]string{"#p": "plan", "#u": AttrUsageKey, "#h": AttrKeyHash, "#t": AttrTenantID, "#r": AttrRevokedAt},
		ExpressionAttributeValues: map[string]types.AttributeValue{":p": s(string(plan)), ":u": s(usageKey), ":t": s(tenantID)},
		ReturnValues:              types.ReturnValueAllNew,
	})
	if isConditionFailed(err) {
		return store.APIKey{}, store.ErrNotFound
	}
	if err != nil {
		return store.APIKey{}, unavailable("UpdateKey", err)
	}
	return keyFromItem(out.Attributes)
}

// RevokeKey finds the key by tenant and id, then sets revoked_at on its item.
// The condition on tenant_id keeps one tenant from revoking another's key even
// if ids were ever reused.
func (st *Store) RevokeKey(ctx context.Context, tenantID, keyID string, at time.Time) error {
	hash, err := st.keyHash(ctx, tenantID, keyID)
	if err != nil {
		return err
	}
	_, err = st.db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
		TableName:                 &st.cfg.KeysTable,
		Key:                       map[string]types.AttributeValue{AttrKeyHash: s(hash)},
		UpdateExpression:          aws.String("SET #r = :r"),
		ConditionExpression:       aws.String("attribute_exists(#h) AND #t = :t"),
		ExpressionAttributeNames:  map[string]string{"#r": AttrRevokedAt, "#h": AttrKeyHash, "#t": AttrTenantID},
		ExpressionAttributeValues: map[string]types.AttributeValue{":r": s(fmtTime(at)), ":t": s(tenantID)},
	})
	if isConditionFailed(err) {
		return store.ErrNotFound
	}
	if err != nil {
		return unavailable("RevokeKey", err)
	}
	return nil
}
