package dynamo

import (
	"context"
	"errors"
	"math/rand/v2"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"github.com/piiguard/piiguard/shared/store"
)

// chargeMarkerTTL keeps a charge marker past the end of its month, long enough
// for any retry of the request to find it.
const chargeMarkerTTL = 62 * 24 * time.Hour

// maxConflictRetries bounds retries when concurrent transactions on the same
// counter cancel each other (TransactionConflict); a cancelled transaction
// wrote nothing, so retrying cannot double count.
const maxConflictRetries = 12

func usagePK(tenantID, month string) string { return tenantID + "#" + month }

// counterUpdate adds chars to the counter only if the new total stays within
// limit. DynamoDB cannot add inside a condition, so the check is
// used <= limit-chars, which is the same inequality.
func (st *Store) counterUpdate(tenantID, month string, chars, limit int64) *types.Update {
	u := &types.Update{
		TableName:                 &st.cfg.UsageTable,
		Key:                       map[string]types.AttributeValue{AttrUsagePK: s(usagePK(tenantID, month))},
		UpdateExpression:          aws.String("SET #u = if_not_exists(#u, :zero) + :c"),
		ExpressionAttributeNames:  map[string]string{"#u": AttrUsed},
		ExpressionAttributeValues: map[string]types.AttributeValue{":zero": n(0), ":c": n(chars)},
	}
	if limit > 0 {
		u.ConditionExpression = aws.String("attribute_not_exists(#u) OR #u <= :room")
		u.ExpressionAttributeValues[":room"] = n(limit - chars)
	}
	return u
}

// Charge adds chars to the tenant's month within limit. Without a request id
// it is one conditional UpdateItem; with one, a transaction that also puts a
// marker item conditioned on attribute_not_exists, so a retried request is
// charged once. The returned total is read after the transaction and may
// include concurrent charges.
func (st *Store) Charge(ctx context.Context, tenantID, month, requestID string, chars, limit int64) (int64, error) {
	if limit > 0 && chars > limit {
		used, err := st.Used(ctx, tenantID, month)
		if err != nil {
			return 0, err
		}
		return used, store.ErrQuotaExceeded
	}
	upd := st.counterUpdate(tenantID, month, chars, limit)
	if requestID == "" {
		out, err := st.db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
			TableName: upd.TableName, Key: upd.Key, UpdateExpression: upd.UpdateExpression,
			ConditionExpression: upd.ConditionExpression, ExpressionAttributeNames: upd.ExpressionAttributeNames,
			ExpressionAttributeValues: upd.ExpressionAttributeValues, ReturnValues: types.ReturnValueUpdatedNew,
		})
		if isConditionFailed(err) {
			return st.usedAfterRefusal(ctx, tenantID, month)
		}
		if err != nil {
			return 0, unavailable("Charge", err)
		}
		return getN(out.Attributes, AttrUsed)
	}

	marker := &types.Put{
		TableName: &st.cfg.UsageTable,
		Item: map[string]types.AttributeValue{
			AttrUsagePK:   s("charge#" + usagePK(tenantID, month) + "#" + requestID),
			"chars":       n(chars),
			AttrExpiresAt: n(time.Now().Add(chargeMarkerTTL).Unix()),
		},
		ConditionExpression:      aws.String("attribute_not_exists(#pk)"),
		ExpressionAttributeNames: map[string]string{"#pk": AttrUsagePK},
	}
	in := &dynamodb.TransactWriteItemsInput{TransactItems: []types.TransactWriteItem{{Put: marker}, {Update: upd}}}
	for attempt := 0; ; attempt++ {
		_, err := st.db.TransactWriteItems(ctx, in)
		if err == nil {
			return st.Used(ctx, tenantID, month)
		}
		var tce *types.TransactionCanceledException
		if !errors.As(err, &tce) {
			return 0, unavailable("Charge", err)
		}
		switch {
		case reasonIs(tce, 0, "ConditionalCheckFailed"): // already charged under this request id
			return st.Used(ctx, tenantID, month)
		case reasonIs(tce, 1, "ConditionalCheckFailed"):
			return st.usedAfterRefusal(ctx, tenantID, month)
		}
		// TransactionConflict or throttling: nothing was written, try again.
		if attempt >= maxConflictRetries {
			return 0, unavailable("Charge", err)
		}
		if err := sleepBackoff(ctx, attempt); err != nil {
			return 0, unavailable("Charge", err)
		}
	}
}

func (st *Store) usedAfterRefusal(ctx context.Context, tenantID, month string) (int64, error) {
	used, err := st.Used(ctx, tenantID, month)
	if err != nil {
		return 0, err
	}
	return used, store.ErrQuotaExceeded
}

func reasonIs(tce *types.TransactionCanceledException, i int, code string) bool {
	return i < len(tce.CancellationReasons) && aws.ToString(tce.CancellationReasons[i].Code) == code
}

// sleepBackoff waits a jittered, capped exponential delay.
func sleepBackoff(ctx context.Context, attempt int) error {
	d := min(5*time.Millisecond<<attempt, 250*time.Millisecond)
	d = d/2 + rand.N(d/2+1)
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// Used reads the month's counter with strong consistency.
func (st *Store) Used(ctx context.Context, tenantID, month string) (int64, error) {
	out, err := st.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName:      &st.cfg.UsageTable,
		Key:            map[string]types.AttributeValue{AttrUsagePK: s(usagePK(tenantID, month))},
		ConsistentRead: aws.Bool(true),
	})
	if err != nil {
		return 0, unavailable("Used", err)
	}
	return getN(out.Item, AttrUsed)
}
