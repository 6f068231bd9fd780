package dynamo

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"github.com/piiguard/piiguard/shared/detect/custom"
	"github.com/piiguard/piiguard/shared/store"
)

var _ store.Customs = (*Store)(nil)

// Custom recognizers and allow lists live in the policies table (a global
// table: both regions see them as they see the policies that name them),
// under sort keys with these prefixes. Policy names never hold '#', so the
// two never meet; ListPolicies reads only items with a policy document.
const (
	skRecognizer  = "recognizer#"
	skAllowList   = "allowlist#"
	attrCustomDoc = "custom"
)

func (st *Store) putCustom(ctx context.Context, op, tenantID, sk string, v any) error {
	doc, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("dynamo: encode %s: %w", op, err)
	}
	item := policyKey(tenantID, sk)
	item[attrCustomDoc] = s(string(doc))
	if _, err := st.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: &st.cfg.PoliciesTable, Item: item}); err != nil {
		return unavailable(op, err)
	}
	return nil
}

func (st *Store) getCustom(ctx context.Context, op, tenantID, sk string, v any) error {
	out, err := st.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: &st.cfg.PoliciesTable, Key: policyKey(tenantID, sk), ConsistentRead: aws.Bool(true),
	})
	if err != nil {
		return unavailable(op, err)
	}
	if out.Item == nil {
		return store.ErrNotFound
	}
	if err := json.Unmarshal([]byte(getS(out.Item, attrCustomDoc)), v); err != nil {
		return fmt.Errorf("dynamo: decode %s: %w", op, err)
	}
	return nil
}

// listCustom calls add with the document of each of the tenant's items
// under prefix, in name order.
func (st *Store) listCustom(ctx context.Context, op, tenantID, prefix string, add func(doc []byte) error) error {
	var start map[string]types.AttributeValue
	for {
		page, err := st.db.Query(ctx, &dynamodb.QueryInput{
			TableName:                 &st.cfg.PoliciesTable,
			KeyConditionExpression:    aws.String("#t = :t AND begins_with(#n, :p)"),
			ExpressionAttributeNames:  map[string]string{"#t": AttrTenantID, "#n": AttrPolicyName},
			ExpressionAttributeValues: map[string]types.AttributeValue{":t": s(tenantID), ":p": s(prefix)},
			ExclusiveStartKey:         start,
		})
		if err != nil {
			return unavailable(op, err)
		}
		for _, item := range page.Items {
			if err := add([]byte(getS(item, attrCustomDoc))); err != nil {
				return fmt.Errorf("dynamo: decode %s: %w", op, err)
			}
		}
		if len(page.LastEvaluatedKey) == 0 {
			return nil
		}
		start = page.LastEvaluatedKey
	}
}

func (st *Store) deleteCustom(ctx context.Context, op, tenantID, sk string) error {
	_, err := st.db.DeleteItem(ctx, &dynamodb.DeleteItemInput{
		TableName:                &st.cfg.PoliciesTable,
		Key:                      policyKey(tenantID, sk),
		ConditionExpression:      aws.String("attribute_exists(#t)"),
		ExpressionAttributeNames: map[string]string{"#t": AttrTenantID},
	})
	if isConditionFailed(err) {
		return store.ErrNotFound
	}
	if err != nil {
		return unavailable(op, err)
	}
	return nil
}

func (st *Store) PutRecognizer(ctx context.Context, tenantID string, r custom.Spec) error {
	return st.putCustom(ctx, "PutRecognizer", tenantID, skRecognizer+r.Name, r)
}

func (st *Store) GetRecognizer(ctx context.Context, tenantID, name string) (custom.Spec, error) {
	var r custom.Spec
	err := st.getCustom(ctx, "GetRecognizer", tenantID, skRecognizer+name, &r)
	return r, err
}

func (st *Store) ListRecognizers(ctx context.Context, tenantID string) ([]custom.Spec, error) {
	var out []custom.Spec
	err := st.listCustom(ctx, "ListRecognizers", tenantID, skRecognizer, func(doc []byte) error {
		var r custom.Spec
		if err := json.Unmarshal(doc, &r); err != nil {
			return err
		}
		out = append(out, r)
		return nil
	})
	return out, err
}

func (st *Store) DeleteRecognizer(ctx context.Context, tenantID, name string) error {
	return st.deleteCustom(ctx, "DeleteRecognizer", tenantID, skRecognizer+name)
}

func (st *Store) PutAllowList(ctx context.Context, tenantID string, a custom.AllowList) error {
	return st.putCustom(ctx, "PutAllowList", tenantID, skAllowList+a.Name, a)
}

func (st *Store) GetAllowList(ctx context.Context, tenantID, name string) (custom.AllowList, error) {
	var a custom.AllowList
	err := st.getCustom(ctx, "GetAllowList", tenantID, skAllowList+name, &a)
	return a, err
}

func (st *Store) ListAllowLists(ctx context.Context, tenantID string) ([]custom.AllowList, error) {
	var out []custom.AllowList
	err := st.listCustom(ctx, "ListAllowLists", tenantID, skAllowList, func(doc []byte) error {
		var a custom.AllowList
		if err := json.Unmarshal(doc, &a); err != nil {
			return err
		}
		out = append(out, a)
		return nil
	})
	return out, err
}

func (st *Store) DeleteAllowList(ctx context.Context, tenantID, name string) error {
	return st.deleteCustom(ctx, "DeleteAllowList", tenantID, skAllowList+name)
}

// isCustomItem reports whether a policies-table item is a recognizer, an
// allow list or a token secret rather than a policy.
func isCustomItem(item map[string]types.AttributeValue) bool {
	n := getS(item, AttrPolicyName)
	return strings.HasPrefix(n, skRecognizer) || strings.HasPrefix(n, skAllowList) || n == skTokenSecret
}

var _ store.TokenSecrets = (*Store)(nil)

// The tenant's consistent-token secret is one item of the policies global
// table, so both regions read the same one. It is stored as plain bytes:
// the KMS keys are regional and could not wrap it for both regions. Read
// access to that table therefore lets one confirm a guessed value's token
// (docs/API.md); it decrypts nothing.
const (
	skTokenSecret   = "tokensecret#"
	attrTokenSecret = "secret"
)

func (st *Store) TokenSecret(ctx context.Context, tenantID string) ([]byte, error) {
	out, err := st.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName: &st.cfg.PoliciesTable, Key: policyKey(tenantID, skTokenSecret),
	})
	if err != nil {
		return nil, unavailable("TokenSecret", err)
	}
	b, ok := out.Item[attrTokenSecret].(*types.AttributeValueMemberB)
	if out.Item == nil || !ok || len(b.Value) != 32 {
		return nil, store.ErrNotFound
	}
	return b.Value, nil
}

// EnsureTokenSecret writes a fresh secret only where there is none (a
// conditional put), so a retried or concurrent call keeps the first.
func (st *Store) EnsureTokenSecret(ctx context.Context, tenantID string) error {
	sec := make([]byte, 32)
	if _, err := rand.Read(sec); err != nil {
		return fmt.Errorf("dynamo: random: %w", err)
	}
	item := policyKey(tenantID, skTokenSecret)
	item[attrTokenSecret] = &types.AttributeValueMemberB{Value: sec}
	_, err := st.db.PutItem(ctx, &dynamodb.PutItemInput{
		TableName: &st.cfg.PoliciesTable, Item: item,
		ConditionExpression:      aws.String("attribute_not_exists(#t)"),
		ExpressionAttributeNames: map[string]string{"#t": AttrTenantID},
	})
	if err != nil && !isConditionFailed(err) {
		return unavailable("EnsureTokenSecret", err)
	}
	return nil
}
