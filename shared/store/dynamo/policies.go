package dynamo

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/store"
)

// The policy is stored as its JSON in attribute "doc": that keeps the
// difference between Types nil (every type) and Types empty.
const attrPolicyDoc = "doc"

func policyKey(tenantID, name string) map[string]types.AttributeValue {
	return map[string]types.AttributeValue{AttrTenantID: s(tenantID), AttrPolicyName: s(name)}
}

func (st *Store) PutPolicy(ctx context.Context, tenantID string, p policy.Policy) error {
	doc, err := json.Marshal(p)
	if err != nil {
		return fmt.Errorf("dynamo: encode policy: %w", err)
	}
	item := policyKey(tenantID, p.Name)
	item[attrPolicyDoc] = s(string(doc))
	if _, err := st.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: &st.cfg.PoliciesTable, Item: item}); err != nil {
		return unavailable("PutPolicy", err)
	}
	return nil
}

func (st *Store) GetPolicy(ctx context.Context, tenantID, name string) (policy.Policy, error) {
	out, err := st.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: &st.cfg.PoliciesTable, Key: policyKey(tenantID, name), ConsistentRead: aws.Bool(true),
	})
	if err != nil {
		return policy.Policy{}, unavailable("GetPolicy", err)
	}
	if out.Item == nil || isCustomItem(out.Item) { // a recognizer or allow list is no policy
		return policy.Policy{}, store.ErrNotFound
	}
	return policyFromItem(out.Item)
}

func policyFromItem(item map[string]types.AttributeValue) (policy.Policy, error) {
	var p policy.Policy
	if err := json.Unmarshal([]byte(getS(item, attrPolicyDoc)), &p); err != nil {
		return policy.Policy{}, fmt.Errorf("dynamo: decode policy: %w", err)
	}
	return p, nil
}

// ListPolicies returns the tenant's policies sorted by name (the sort key).
func (st *Store) ListPolicies(ctx context.Context, tenantID string) ([]policy.Policy, error) {
	var out []policy.Policy
	var start map[string]types.AttributeValue
	for {
		page, err := st.db.Query(ctx, &dynamodb.QueryInput{
			TableName:                 &st.cfg.PoliciesTable,
			KeyConditionExpression:    aws.String("#t = :t"),
			ExpressionAttributeNames:  map[string]string{"#t": AttrTenantID},
			ExpressionAttributeValues: map[string]types.AttributeValue{":t": s(tenantID)},
			ExclusiveStartKey:         start,
		})
		if err != nil {
			return nil, unavailable("ListPolicies", err)
		}
		for _, item := range page.Items {
			if isCustomItem(item) { // custom.go: recognizers and allow lists share the table
				continue
			}
			p, err := policyFromItem(item)
			if err != nil {
				return nil, err
			}
			out = append(out, p)
		}
		if len(page.LastEvaluatedKey) == 0 {
			return out, nil
		}
		start = page.LastEvaluatedKey
	}
}

func (st *Store) DeletePolicy(ctx context.Context, tenantID, name string) error {
	_, err := st.db.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName:                &st.cfg.PoliciesTable,
		Key:                      policyKey(tenantID, name),
		ConditionExpression:      aws.String("attribute_exists(#t)"),
		ExpressionAttributeNames: map[string]string{"#t": AttrTenantID},
	})
	if isConditionFailed(err) {
		return store.ErrNotFound
	}
	if err != nil {
		return unavailable("DeletePolicy", err)
	}
	return nil
}
