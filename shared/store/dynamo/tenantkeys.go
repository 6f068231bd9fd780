package dynamo

import (
	"context"
	"fmt"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/aws/aws-sdk-go-v2/service/kms"
	kmstypes "github.com/aws/aws-sdk-go-v2/service/kms/types"

	"github.com/piiguard/piiguard/shared/store"
)

// KeyWrapper makes and opens envelope-encrypted tenant data keys.
type KeyWrapper interface {
	// NewDataKey returns a fresh 32-byte key and its wrapped form.
	NewDataKey(ctx context.Context, tenantID string) (plain, wrapped []byte, err error)
	// Unwrap returns the key inside wrapped; tenantID must be the one it was made for.
	Unwrap(ctx context.Context, tenantID string, wrapped []byte) ([]byte, error)
}

// KMSWrapper wraps data keys with a KMS key. The tenant id is bound as
// encryption context, so one tenant's wrapped key cannot be opened as another's.
type KMSWrapper struct {
	Client *kms.Client
	KeyID  string
}

func encryptionContext(tenantID string) map[string]string {
	return map[string]string{"piiguard:tenant": tenantID}
}

func (w *KMSWrapper) NewDataKey(ctx context.Context, tenantID string) ([]byte, []byte, error) {
	if w.KeyID == "" {
		return nil, nil, fmt.Errorf("dynamo: no KMS key configured (%s)", EnvKMSKeyID)
	}
	out, err := w.Client.GenerateDataKey(ctx, &kms.GenerateDataKeyInput{
		KeyId: &w.KeyID, KeySpec: kmstypes.DataKeySpecAes256, EncryptionContext: encryptionContext(tenantID),
	})
	if err != nil {
		return nil, nil, unavailable("kms GenerateDataKey", err)
	}
	return out.Plaintext, out.CiphertextBlob, nil
}

func (w *KMSWrapper) Unwrap(ctx context.Context, tenantID string, wrapped []byte) ([]byte, error) {
	out, err := w.Client.Decrypt(ctx, &kms.DecryptInput{CiphertextBlob: wrapped, EncryptionContext: encryptionContext(tenantID)})
	if err != nil {
		return nil, unavailable("kms Decrypt", err)
	}
	return out.Plaintext, nil
}

// TenantKey returns the tenant's data key: from the in-process cache, else
// unwrapped from the table, else generated, stored with attribute_not_exists
// (so two concurrent first calls agree on one key) and cached.
func (st *Store) TenantKey(ctx context.Context, tenantID string) ([]byte, error) {
	st.mu.Lock()
	k, ok := st.tenantKeys[tenantID]
	st.mu.Unlock()
	if ok {
		return append([]byte(nil), k...), nil
	}
	k, err := st.loadTenantKey(ctx, tenantID)
	if err != nil {
		return nil, err
	}
	if len(k) != 32 {
		return nil, fmt.Errorf("dynamo: tenant data key has %d bytes, want 32", len(k))
	}
	st.mu.Lock()
	st.tenantKeys[tenantID] = k
	st.mu.Unlock()
	return append([]byte(nil), k...), nil
}

func (st *Store) loadTenantKey(ctx context.Context, tenantID string) ([]byte, error) {
	key := map[string]types.AttributeValue{AttrTenantID: s(tenantID)}
	for range 2 {
		out, err := st.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: &st.cfg.TenantKeysTable, Key: key, ConsistentRead: aws.Bool(true)})
		if err != nil {
			return nil, unavailable("TenantKey", err)
		}
		if b, ok := out.Item[AttrEncryptedKey].(*types.AttributeValueMemberB); ok {
			return st.wrapper.Unwrap(ctx, tenantID, b.Value)
		}
		plain, wrapped, err := st.wrapper.NewDataKey(ctx, tenantID)
		if err != nil {
			return nil, err
		}
		_, err = st.db.PutItem(ctx, &dynamodb.PutItemInput{
			TableName: &st.cfg.TenantKeysTable,
			Item: map[string]types.AttributeValue{
				AttrTenantID: s(tenantID), AttrEncryptedKey: &types.AttributeValueMemberB{Value: wrapped},
			},
			ConditionExpression:      aws.String("attribute_not_exists(#t)"),
			ExpressionAttributeNames: map[string]string{"#t": AttrTenantID},
		})
		if err == nil {
			return plain, nil
		}
		if !isConditionFailed(err) {
			return nil, unavailable("TenantKey", err)
		}
		// Another caller stored a key first: read and use theirs.
	}
	return nil, fmt.Errorf("%w: dynamo TenantKey: key neither readable nor writable", store.ErrUnavailable)
}
