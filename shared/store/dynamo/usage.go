package dynamo

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"github.com/piiguard/piiguard/shared/store"
)

// The monthly quota is counted on UsageShards items per tenant, month and
// region, so a busy tenant's charges spread over as many items (no single
// hot item, few transaction conflicts). It stays exact within a region by an
// allowance scheme; docs/RELIABILITY.md has the proof. In short:
//
//   - Each shard i holds used_i (charged on it) and slack_i >= 0 (what it may
//     still charge on its own), and every shard holds the room R and epoch of
//     the last rebalance. A rebalance writes all shards in one transaction and
//     leaves sum(used_i + slack_i) = R.
//   - Fast path: one conditional update of a random shard, used += c and
//     slack -= c, if slack >= c and the shard's R <= the caller's room. It
//     keeps sum(used + slack), so the total charged stays <= R <= room.
//   - Rebalance (the fast path failed): read every shard; refuse if
//     sum(used) + c > room (used only grows, so that is true at the end of
//     the read); else charge c and share out room - sum(used) - c as new
//     slack, conditioned on the epoch read (no rebalance in between) and on
//     each slack not going below 0 (fast paths since the read took no more
//     than the new share).
//
// A caller without a limit uses the room unlimitedRoom: its fast path always
// qualifies, and a later caller with a limit finds R > its room and rebalances.
const UsageShards = 8

// unlimitedRoom is the room of a charge without a limit: far beyond any
// month's characters, and sums of it fit in an int64.
const unlimitedRoom = int64(1) << 56

// chargeMarkerTTL keeps a charge marker past the end of its month, long enough
// for any retry of the request to find it.
const chargeMarkerTTL = 62 * 24 * time.Hour

// maxConflictRetries bounds retries when concurrent transactions on the same
// items cancel each other (TransactionConflict); a cancelled transaction
// wrote nothing, so retrying cannot double count.
const maxConflictRetries = 12

// maxChargeAttempts bounds the fast path/rebalance rounds of one charge that
// lost a race: such a round fails only when another charge succeeded
// meanwhile, so the races end when the quota is full; the API's store budget
// cuts them shorter.
const maxChargeAttempts = 64

var (
	errCharged  = errors.New("already charged under this request id")
	errNoSlack  = errors.New("shard has no allowance for this charge")
	errRetry    = errors.New("another charge changed the shards first")
	errConflict = errors.New("transaction conflict or throttling")
)

func usagePK(tenantID, month string) string { return tenantID + "#" + month }

// counterPK is the prefix of region's shards ("" when no regions are configured).
func counterPK(tenantID, month, region string) string {
	if region == "" {
		return usagePK(tenantID, month)
	}
	return usagePK(tenantID, month) + "#" + region
}

func shardPKs(prefix string) []string {
	pks := make([]string, UsageShards)
	for i := range pks {
		pks[i] = fmt.Sprintf("%s#s%d", prefix, i)
	}
	return pks
}

// ownPrefix is the counter prefix this store charges: its region's, or the single one.
func (st *Store) ownPrefix(tenantID, month string) string {
	if len(st.cfg.UsageRegions) == 0 {
		return counterPK(tenantID, month, "")
	}
	return counterPK(tenantID, month, st.cfg.UsageRegion)
}

type shard struct{ used, slack, room, epoch int64 }

// Charge adds chars to the tenant's month within limit (0: no limit), which
// is global: the room left is limit minus every other region's shards, and
// only this region's shards are written (no two regions write one item, so
// global-table replication never loses an increment). With a request id the
// write is a transaction that also puts a marker in the regional charges
// table, conditioned on attribute_not_exists, so a retried request is
// charged once; a refused charge leaves no marker.
func (st *Store) Charge(ctx context.Context, tenantID, month, requestID string, chars, limit int64) error {
	room := unlimitedRoom
	if limit > 0 {
		peers, err := st.peerUsed(ctx, tenantID, month)
		if err != nil {
			return err
		}
		if room = limit - peers; chars > room {
			return store.ErrQuotaExceeded
		}
	}
	pks := shardPKs(st.ownPrefix(tenantID, month))
	for raced, conflicts := 0, 0; ; {
		k := rand.N(UsageShards)
		err := st.fastCharge(ctx, tenantID, month, requestID, pks[k], chars, room)
		if errors.Is(err, errNoSlack) {
			err = st.rebalance(ctx, tenantID, month, requestID, pks, k, chars, room)
		}
		var wait int
		switch {
		case err == nil, errors.Is(err, errCharged):
			return nil
		case errors.Is(err, errRetry):
			if raced++; raced >= maxChargeAttempts {
				return unavailable("Charge", err)
			}
			wait = min(raced, 4)
		case errors.Is(err, errConflict):
			if conflicts++; conflicts > maxConflictRetries {
				return unavailable("Charge", err)
			}
			wait = conflicts
		default:
			return err // ErrQuotaExceeded or ErrUnavailable
		}
		if err := sleepBackoff(ctx, wait); err != nil {
			return unavailable("Charge", err)
		}
	}
}

// marker is the charge marker put of a request (nil without a request id).
func (st *Store) marker(tenantID, month, requestID string, chars int64) *types.Put {
	if requestID == "" {
		return nil
	}
	return &types.Put{
		TableName: &st.cfg.ChargesTable,
		Item: map[string]types.AttributeValue{
			AttrChargePK:  s(usagePK(tenantID, month) + "#" + requestID),
			"chars":       n(chars),
			AttrExpiresAt: n(time.Now().Add(chargeMarkerTTL).Unix()),
		},
		ConditionExpression:      aws.String("attribute_not_exists(#pk)"),
		ExpressionAttributeNames: map[string]string{"#pk": AttrChargePK},
	}
}

var shardNames = map[string]string{"#u": AttrUsed, "#s": AttrSlack, "#r": AttrRoom, "#e": AttrEpoch}

// fastCharge charges shard pk alone: errNoSlack when its allowance is short
// or was set for a larger room than the caller's.
func (st *Store) fastCharge(ctx context.Context, tenantID, month, requestID, pk string, chars, room int64) error {
	upd := &types.Update{
		TableName:                 &st.cfg.UsageTable,
		Key:                       map[string]types.AttributeValue{AttrUsagePK: s(pk)},
		UpdateExpression:          aws.String("SET #u = #u + :c, #s = #s - :c"),
		ConditionExpression:       aws.String("#s >= :c AND #r <= :room"),
		ExpressionAttributeNames:  map[string]string{"#u": AttrUsed, "#s": AttrSlack, "#r": AttrRoom},
		ExpressionAttributeValues: map[string]types.AttributeValue{":c": n(chars), ":room": n(room)},
	}
	m := st.marker(tenantID, month, requestID, chars)
	if m == nil {
		_, err := st.db.UpdateItem(ctx, &dynamodb.UpdateItemInput{
			TableName: upd.TableName, Key: upd.Key, UpdateExpression: upd.UpdateExpression,
			ConditionExpression: upd.ConditionExpression, ExpressionAttributeNames: upd.ExpressionAttributeNames,
			ExpressionAttributeValues: upd.ExpressionAttributeValues,
		})
		if isConditionFailed(err) {
			return errNoSlack
		}
		// A rebalance's transaction holds the shard: nothing was written,
		// retry as for a cancelled transaction (the SDK does not).
		var inTx *types.TransactionConflictException
		if errors.As(err, &inTx) {
			return errConflict
		}
		if err != nil {
			return unavailable("Charge", err)
		}
		return nil
	}
	return st.transact(ctx, []types.TransactWriteItem{{Put: m}, {Update: upd}}, errNoSlack)
}

// rebalance reads every shard of the region, refuses the charge if it does
// not fit, else charges it on shard k and shares out what is left of room
// as new allowances, all in one transaction.
func (st *Store) rebalance(ctx context.Context, tenantID, month, requestID string, pks []string, k int, chars, room int64) error {
	shards, err := st.readShards(ctx, pks, true)
	if err != nil {
		return err
	}
	var used, slack int64
	epoch := shards[0].epoch
	for _, sh := range shards {
		if sh.epoch != epoch {
			return errRetry // a rebalance committed while we read
		}
		used += sh.used
		slack += sh.slack
	}
	if used+chars > room {
		return store.ErrQuotaExceeded
	}
	if sh := shards[k]; sh.slack >= chars && sh.room <= room && epoch > 0 {
		return errRetry // another rebalance gave shard k room meanwhile: the fast path will do
	}
	free := room - used - chars
	if st.beforeRebalanceWrite != nil {
		st.beforeRebalanceWrite()
	}
	var items []types.TransactWriteItem
	if m := st.marker(tenantID, month, requestID, chars); m != nil {
		items = append(items, types.TransactWriteItem{Put: m})
	}
	for i, pk := range pks {
		share := free / UsageShards
		if int64(i) < free%UsageShards {
			share++
		}
		delta := share - shards[i].slack
		add := int64(0)
		if i == k {
			add = chars
		}
		upd := &types.Update{
			TableName:        &st.cfg.UsageTable,
			Key:              map[string]types.AttributeValue{AttrUsagePK: s(pk)},
			UpdateExpression: aws.String("SET #u = if_not_exists(#u, :zero) + :c, #s = if_not_exists(#s, :zero) + :d, #r = :room, #e = :next"),
			ExpressionAttributeValues: map[string]types.AttributeValue{
				":zero": n(0), ":c": n(add), ":d": n(delta), ":room": n(room), ":next": n(epoch + 1),
			},
			ExpressionAttributeNames: shardNames,
		}
		switch {
		case epoch == 0:
			upd.ConditionExpression = aws.String("attribute_not_exists(#e)")
		case delta >= 0:
			upd.ConditionExpression = aws.String("#e = :epoch")
			upd.ExpressionAttributeValues[":epoch"] = n(epoch)
		default: // fast paths since the read may have taken at most share
			upd.ConditionExpression = aws.String("#e = :epoch AND #s >= :minslack")
			upd.ExpressionAttributeValues[":epoch"] = n(epoch)
			upd.ExpressionAttributeValues[":minslack"] = n(-delta)
		}
		items = append(items, types.TransactWriteItem{Update: upd})
	}
	return st.transact(ctx, items, errRetry)
}

// transact runs a charge transaction once; its first item is the marker
// when it is a Put. A failed marker condition is errCharged, a failed shard
// condition shardFailed, any other cancellation (TransactionConflict,
// throttling: nothing was written) errConflict.
func (st *Store) transact(ctx context.Context, items []types.TransactWriteItem, shardFailed error) error {
	_, err := st.db.TransactWriteItems(ctx, &dynamodb.TransactWriteItemsInput{TransactItems: items})
	if err == nil {
		return nil
	}
	var tce *types.TransactionCanceledException
	if !errors.As(err, &tce) {
		return unavailable("Charge", err)
	}
	if items[0].Put != nil && reasonIs(tce, 0, "ConditionalCheckFailed") {
		return errCharged
	}
	for i := range items {
		if reasonIs(tce, i, "ConditionalCheckFailed") {
			return shardFailed
		}
	}
	return errConflict
}

// readShards returns the shards named by pks, in order (absent ones zero).
func (st *Store) readShards(ctx context.Context, pks []string, consistent bool) ([]shard, error) {
	keys := make([]map[string]types.AttributeValue, len(pks))
	for i, pk := range pks {
		keys[i] = map[string]types.AttributeValue{AttrUsagePK: s(pk)}
	}
	byPK := map[string]shard{}
	for attempt := 0; len(keys) > 0; attempt++ {
		if attempt > 0 {
			if attempt > maxConflictRetries {
				return nil, unavailable("Used", errors.New("BatchGetItem left keys unprocessed"))
			}
			if err := sleepBackoff(ctx, attempt); err != nil {
				return nil, unavailable("Used", err)
			}
		}
		out, err := st.db.BatchGetItem(ctx, &dynamodb.BatchGetItemInput{RequestItems: map[string]types.KeysAndAttributes{
			st.cfg.UsageTable: {Keys: keys, ConsistentRead: aws.Bool(consistent)},
		}})
		if err != nil {
			return nil, unavailable("Used", err)
		}
		for _, item := range out.Responses[st.cfg.UsageTable] {
			var sh shard
			for _, f := range []struct {
				attr string
				dst  *int64
			}{{AttrUsed, &sh.used}, {AttrSlack, &sh.slack}, {AttrRoom, &sh.room}, {AttrEpoch, &sh.epoch}} {
				if *f.dst, err = getN(item, f.attr); err != nil {
					return nil, err
				}
			}
			byPK[getS(item, AttrUsagePK)] = sh
		}
		keys = out.UnprocessedKeys[st.cfg.UsageTable].Keys
	}
	shards := make([]shard, len(pks))
	for i, pk := range pks {
		shards[i] = byPK[pk]
	}
	return shards, nil
}

func sumUsed(shards []shard) int64 {
	var t int64
	for _, sh := range shards {
		t += sh.used
	}
	return t
}

// peerUsed sums the other regions' shards for the month. They reach this
// region's replica of the global table by replication (about a second
// behind), so a charge here can overshoot the global quota only by what the
// other regions charged within that lag. Eventually consistent reads: the
// replication lag is the larger delay anyway.
func (st *Store) peerUsed(ctx context.Context, tenantID, month string) (int64, error) {
	var total int64
	for _, r := range st.cfg.UsageRegions {
		if r == st.cfg.UsageRegion {
			continue
		}
		shards, err := st.readShards(ctx, shardPKs(counterPK(tenantID, month, r)), false)
		if err != nil {
			return 0, err
		}
		total += sumUsed(shards)
	}
	return total, nil
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

// Used is the tenant's month across every region: this region's shards read
// with strong consistency plus the others' as replicated here.
func (st *Store) Used(ctx context.Context, tenantID, month string) (int64, error) {
	own, err := st.readShards(ctx, shardPKs(st.ownPrefix(tenantID, month)), true)
	if err != nil {
		return 0, err
	}
	peers, err := st.peerUsed(ctx, tenantID, month)
	if err != nil {
		return 0, err
	}
	return sumUsed(own) + peers, nil
}
