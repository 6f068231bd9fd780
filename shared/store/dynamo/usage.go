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

// counterPK is the counter item of region ("" when no regions are configured).
func counterPK(tenantID, month, region string) string {
	if region == "" {
		return usagePK(tenantID, month)
	}
	return usagePK(tenantID, month) + "#" + region
}

// ownPK is the counter this store charges: its region's, or the single one.
func (st *Store) ownPK(tenantID, month string) string {
	if len(st.cfg.UsageRegions) == 0 {
		return counterPK(tenantID, month, "")
	}
	return counterPK(tenantID, month, st.cfg.UsageRegion)
}

// peerUsed sums the other regions' counters for the month. They reach this
// region's replica of the global table by replication (about a second
// behind), so a charge here can overshoot the global quota only by what the
// other regions charged within that lag.
func (st *Store) peerUsed(ctx context.Context, tenantID, month string) (int64, error) {
	var total int64
	for _, r := range st.cfg.UsageRegions {
		if r == st.cfg.UsageRegion {
			continue
		}
		v, err := st.counter(ctx, counterPK(tenantID, month, r))
		if err != nil {
			return 0, err
		}
		total += v
	}
	return total, nil
}

// counterUpdate adds chars to the counter only if the new total stays within
// room (0: no limit). DynamoDB cannot add inside a condition, so the check is
// used <= room-chars, which is the same inequality.
func (st *Store) counterUpdate(tenantID, month string, chars, room int64) *types.Update {
	u := &types.Update{
		TableName:                 &st.cfg.UsageTable,
		Key:                       map[string]types.AttributeValue{AttrUsagePK: s(st.ownPK(tenantID, month))},
		UpdateExpression:          aws.String("SET #u = if_not_exists(#u, :zero) + :c"),
		ExpressionAttributeNames:  map[string]string{"#u": AttrUsed},
		ExpressionAttributeValues: map[string]types.AttributeValue{":zero": n(0), ":c": n(chars)},
	}
	if room > 0 {
		u.ConditionExpression = aws.String("attribute_not_exists(#u) OR #u <= :room")
		u.ExpressionAttributeValues[":room"] = n(room - chars)
	}
	return u
}

// Charge adds chars to the tenant's month within limit, which is global: the
// room left is limit minus every region's counter, and only this region's
// counter is written (no two regions write one item, so global-table
// replication never loses an increment). Without a request id it is one
// conditional UpdateItem; with one, a transaction that also puts a marker
// item conditioned on attribute_not_exists, so a retried request is charged
// once. The returned total is read after the write and may include
// concurrent charges.
func (st *Store) Charge(ctx context.Context, tenantID, month, requestID string, chars, limit int64) (int64, error) {
	room := limit
	if limit > 0 {
		peers, err := st.peerUsed(ctx, tenantID, month)
		if err != nil {
			return 0, err
		}
		room = limit - peers
		if chars > room {
			return st.usedAfterRefusal(ctx, tenantID, month)
		}
	}
	upd := st.counterUpdate(tenantID, month, chars, room)
	if requestID == "" {
		_, err := st.db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
			TableName: upd.TableName, Key: upd.Key, UpdateExpression: upd.UpdateExpression,
			ConditionExpression: upd.ConditionExpression, ExpressionAttributeNames: upd.ExpressionAttributeNames,
			ExpressionAttributeValues: upd.ExpressionAttributeValues,
		})
		if isConditionFailed(err) {
			return st.usedAfterRefusal(ctx, tenantID, month)
		}
		if err != nil {
			return 0, unavailable("Charge", err)
		}
		return st.Used(ctx, tenantID, month)
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

// Used is the tenant's month across every region: this region's counter read
// with strong consistency plus the others' as replicated here.
func (st *Store) Used(ctx context.Context, tenantID, month string) (int64, error) {
	own, err := st.counter(ctx, st.ownPK(tenantID, month))
	if err != nil {
		return 0, err
	}
	peers, err := st.peerUsed(ctx, tenantID, month)
	if err != nil {
		return 0, err
	}
	return own + peers, nil
}

func (st *Store) counter(ctx context.Context, pk string) (int64, error) {
	out, err := st.db.GetItem(ctx, &dynamodb.GetItemInput{
		TableName:      &st.cfg.UsageTable,
		Key:            map[string]types.AttributeValue{AttrUsagePK: s(pk)},
		ConsistentRead: aws.Bool(true),
	})
	if err != nil {
		return 0, unavailable("Used", err)
	}
	return getN(out.Item, AttrUsed)
}
