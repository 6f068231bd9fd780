package dynamo

import (
	"context"
	"errors"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"
	"github.com/aws/aws-sdk-go-v2/service/kms"
)

// CreateTables makes the six tables with the layout the CDK stacks deploy,
// on-demand, skipping ones that exist. It is for moto_server (tests, local
// demos); in AWS the stacks own the tables.
func (st *Store) CreateTables(ctx context.Context) error {
	str := types.ScalarAttributeTypeS
	specs := []*dynamodb.CreateTableInput{
		{
			TableName: &st.cfg.KeysTable,
			AttributeDefinitions: []types.AttributeDefinition{
				{AttributeName: aws.String(AttrKeyHash), AttributeType: str},
				{AttributeName: aws.String(AttrTenantID), AttributeType: str},
				{AttributeName: aws.String(AttrCreatedAt), AttributeType: str},
			},
			KeySchema: []types.KeySchemaElement{{AttributeName: aws.String(AttrKeyHash), KeyType: types.KeyTypeHash}},
			GlobalSecondaryIndexes: []types.GlobalSecondaryIndex{{
				IndexName: aws.String(KeysByTenantIndex),
				KeySchema: []types.KeySchemaElement{
					{AttributeName: aws.String(AttrTenantID), KeyType: types.KeyTypeHash},
					{AttributeName: aws.String(AttrCreatedAt), KeyType: types.KeyTypeRange},
				},
				Projection: &types.Projection{ProjectionType: types.ProjectionTypeAll},
			}},
		},
		hashOnly(st.cfg.UsageTable, AttrUsagePK),
		hashOnly(st.cfg.ChargesTable, AttrChargePK),
		hashRange(st.cfg.AuditTable, AttrTenantID, AttrAuditSK),
		hashRange(st.cfg.PoliciesTable, AttrTenantID, AttrPolicyName),
		hashOnly(st.cfg.TenantKeysTable, AttrTenantID),
	}
	for _, in := range specs {
		in.BillingMode = types.BillingModePayPerRequest
		_, err := st.db.CreateTable(ctx, in)
		var inUse *types.ResourceInUseException
		if err != nil && !errors.As(err, &inUse) {
			return unavailable("CreateTable", err)
		}
	}
	return nil
}

func hashOnly(table, pk string) *dynamodb.CreateTableInput {
	return &dynamodb.CreateTableInput{
		TableName:            aws.String(table),
		AttributeDefinitions: []types.AttributeDefinition{{AttributeName: aws.String(pk), AttributeType: types.ScalarAttributeTypeS}},
		KeySchema:            []types.KeySchemaElement{{AttributeName: aws.String(pk), KeyType: types.KeyTypeHash}},
	}
}

func hashRange(table, pk, sk string) *dynamodb.CreateTableInput {
	in := hashOnly(table, pk)
	in.AttributeDefinitions = append(in.AttributeDefinitions, types.AttributeDefinition{AttributeName: aws.String(sk), AttributeType: types.ScalarAttributeTypeS})
	in.KeySchema = append(in.KeySchema, types.KeySchemaElement{AttributeName: aws.String(sk), KeyType: types.KeyTypeRange})
	return in
}

// CreateLocalKMSKey makes a symmetric KMS key on the local endpoint and points
// the store's KMS wrapper at it; for moto_server only.
func (st *Store) CreateLocalKMSKey(ctx context.Context) (string, error) {
	w, ok := st.wrapper.(*KMSWrapper)
	if !ok {
		return "", errors.New("dynamo: store does not wrap keys with KMS")
	}
	out, err := w.Client.CreateKey(ctx, &kms.CreateKeyInput{Description: aws.String("piiguard local tenant keys")})
	if err != nil {
		return "", unavailable("kms CreateKey", err)
	}
	w.KeyID = aws.ToString(out.KeyMetadata.KeyId)
	st.cfg.KMSKeyID = w.KeyID
	return w.KeyID, nil
}
