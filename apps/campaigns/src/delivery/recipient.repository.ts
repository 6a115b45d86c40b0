import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

import { CampaignEvents, Events } from '@mail/contracts';
import { InjectDataSource, outboxInsertSql, preparedQuery, returningRows } from '@mail/db';

import type { MessageRecipient } from '../rendering/campaign-content';
import { testSlot } from '../split-tests/split-test-winner';
import { variationAt } from './ab-split';

/**
 * queued → sending (claimed) → sent | failed | unknown; queued again after a refusal worth retrying; cancelled.
 * held: outside a split test's share, queued with the winner when the test is decided (never claimed before).
 */
export type RecipientState = 'queued' | 'sending' | 'sent' | 'failed' | 'unknown' | 'cancelled' | 'held';

export interface SnapshotMember {
  subscriberId: number;
  listId: number;
  emailAddress: string;
  fields: Record<string, string>;
}

/** What a snapshot page is written with besides its members. */
export interface SnapshotPageOptions {
  /** the run's A/B variations (its content's), in order */
  variations?: { emailId: number; weight: number }[];
  /** an auto-resend: the original campaign's run whose non-openers it resends to */
  resendOf?: { campaignId: number; run: number };
  /** a split test's share (%): only that share gets the variations now, the others are held for the winner */
  testShare?: number;
}

// the original run's recipient at the same address was sent the message and has no human open (a click implies one)
const NON_OPENER_OF_ORIGINAL = `EXISTS (
    SELECT 1 FROM "campaigns"."recipient" p WHERE p."campaign_id" = $4 AND p."run" = $5 AND lower(p."email_address") = lower(t."e") AND p."state" = 'sent'
      AND NOT EXISTS (SELECT 1 FROM "campaigns"."tracking_event" o
                      WHERE o."campaign_id" = $4 AND o."kind" = 'open' AND o."subscriber_id" = p."subscriber_id" AND o."recipient_id" = p."id" AND NOT o."is_bot"))`;

export interface ClaimedRecipient extends MessageRecipient {
  /** sends tried so far, this one included */
  attempts: number;
}

/** What happened to one claimed recipient. */
export interface SendOutcome {
  id: number;
  state: 'sent' | 'failed' | 'unknown' | 'queued';
  messageId?: string;
  error?: string;
}

export interface SettleCounts {
  sent: number;
  failed: number;
  unknown: number;
  requeued: number;
}

// The run as a range (`run BETWEEN $2 AND $2`) and ordered by (run, id): only the queue index gives that order. With
// `run = $2` the planner reduces the order to the id alone and, expecting the run's rows spread evenly, walks the
// primary key from the table's first row, through every earlier campaign's recipients (1 s per claim behind a
// million of them).
const CLAIM = `UPDATE "campaigns"."recipient" r SET "state" = 'sending', "claimed_at" = now(), "attempts" = r."attempts" + 1
  WHERE r."id" IN (
    SELECT q."id" FROM "campaigns"."recipient" q WHERE q."campaign_id" = $1 AND q."run" BETWEEN $2 AND $2 AND q."state" = 'queued'
    ORDER BY q."run", q."id" LIMIT $3 FOR UPDATE SKIP LOCKED)
  AND EXISTS (SELECT 1 FROM "campaigns"."campaign" c WHERE c."id" = $1 AND c."status" = 'Sending' AND c."current_run" = $2)
  RETURNING r."id", r."subscriber_id", r."list_id", r."email_address", r."fields", r."attempts", r."variation"`;

// One statement per batch: the outcomes, one Events.EmailsDelivered for the batch's sent recipients (through the
// outbox, so the event exists exactly when the rows say sent), the campaign's counters, the run's send span and, for a
// run from the group's default sender domain, the usage accounts counts against DefaultSenderDomainMonthlyLimit. Only rows still `sending`
// change: a row the lease sweep already recorded as unknown stays unknown, so nothing is counted twice.
const SETTLE = `WITH outcome AS (
    SELECT * FROM unnest($3::bigint[], $4::text[], $5::text[], $6::text[]) AS o("id", "state", "message_id", "error")
  ), settled AS (
    UPDATE "campaigns"."recipient" r SET "state" = o."state", "message_id" = o."message_id", "error" = o."error",
      "sent_at" = CASE WHEN o."state" = 'sent' THEN now() END
    FROM outcome o WHERE r."id" = o."id" AND r."campaign_id" = $1 AND r."run" = $2 AND r."state" = 'sending'
    RETURNING r."state", r."subscriber_id", r."sent_at", r."email_id"
  ), events AS (
    ${outboxInsertSql(
      'campaigns',
      CampaignEvents.EmailsDelivered,
      {
        userId: '$7::int',
        campaignId: '$1::bigint',
        // one event per email of the batch: an A/B recipient's own variation email, else the run's
        emailId: 'coalesce(s."email_id", $8::bigint)',
        kind: `'campaign'`,
        occurredAt: `to_char(min(s."sent_at") at time zone 'utc', 'YYYY-MM-DD HH24:MI:SS')`,
        subscriberIds: `jsonb_agg(s."subscriber_id" ORDER BY s."subscriber_id")`,
      },
      `FROM settled s WHERE s."state" = 'sent' GROUP BY coalesce(s."email_id", $8::bigint)`,
    )}
  ), counts AS (
    SELECT count(*) FILTER (WHERE "state" = 'sent') AS "sent", count(*) FILTER (WHERE "state" = 'failed') AS "failed",
           count(*) FILTER (WHERE "state" = 'unknown') AS "unknown", count(*) FILTER (WHERE "state" = 'queued') AS "requeued"
    FROM settled
  ), totals AS (
    UPDATE "campaigns"."campaign" c SET "total_sent" = c."total_sent" + n."sent", "total_failed" = c."total_failed" + n."failed",
      "total_unknown" = c."total_unknown" + n."unknown"
    FROM counts n WHERE c."id" = $1 AND (n."sent" + n."failed" + n."unknown") > 0  ), span AS (
    UPDATE "campaigns"."campaign_run" cr SET "sent" = cr."sent" + n."sent", "first_sent_at" = coalesce(cr."first_sent_at", now()), "last_sent_at" = now()
    FROM counts n WHERE cr."campaign_id" = $1 AND cr."run" = $2 AND n."sent" > 0  ), usage AS (
    ${outboxInsertSql(
      'campaigns',
      Events.UsageReported,
      { userId: '$7::int', metric: `'default_sender_domain_sent'`, count: 'n."sent"::int' },
      `FROM counts n WHERE $9::boolean AND n."sent" > 0`,
    )}
  )
  SELECT * FROM counts`;

/** The recipient queue of send runs (the audience snapshot is the queue). */
@Injectable()
export class RecipientRepository {
  constructor(@InjectDataSource('campaigns') private readonly db: DataSource) {}

  /**
   * Adds a snapshot page; an address already in the run is skipped (a retried page, or the same person on two lists).
   * Members are added in the page's order, so of two with the same address in one page the first is kept.
   * With A/B `variations` each new recipient is assigned one by its ordinal in the campaign's snapshots (the
   * recipients counted before this page, read under the campaign row's lock, so a retried page assigns the same).
   * With `resendOf` only the original run's recipients who were sent the message and have no human open are added.
   */
  async insertPage(m: EntityManager, campaignId: number, run: number, members: SnapshotMember[], page: SnapshotPageOptions = {}): Promise<number> {
    if (!members.length) return 0;
    const variations = page.variations;
    const base = variations ? await this.recipientsSoFar(m, campaignId) : 0;
    const weights = variations?.map((v) => v.weight) ?? [];
    const rows = members.map((x, i) => {
      const slot = page.testShare ? testSlot(base + i, page.testShare) : { inTest: true, index: base + i };
      const variation = variations && slot.inTest ? variationAt(slot.index, weights) : null;
      return {
        s: x.subscriberId,
        l: x.listId,
        e: x.emailAddress,
        f: x.fields,
        v: variation,
        m: variations && variation !== null ? variations[variation].emailId : null,
        q: slot.inTest ? 'queued' : 'held',
      };
    });
    const [row] = await m.query(
      `WITH added AS (
         INSERT INTO "campaigns"."recipient" ("campaign_id", "run", "subscriber_id", "list_id", "email_address", "fields", "variation", "email_id", "state")
         SELECT $1, $2, t."s", t."l", t."e", t."f", t."v", t."m", t."q"
         FROM ROWS FROM (jsonb_to_recordset($3::jsonb) AS ("s" bigint, "l" bigint, "e" text, "f" jsonb, "v" smallint, "m" bigint, "q" text))
           WITH ORDINALITY AS t("s", "l", "e", "f", "v", "m", "q", "n")
         WHERE $4::bigint IS NULL OR ${NON_OPENER_OF_ORIGINAL}
         ORDER BY t."n"
         ON CONFLICT DO NOTHING RETURNING 1
       )
       SELECT count(*)::int AS "n" FROM added`,
      [campaignId, run, JSON.stringify(rows), page.resendOf?.campaignId ?? null, page.resendOf?.run ?? null],
    );
    await m.query(`UPDATE "campaigns"."campaign" SET "total_recipients" = "total_recipients" + $2 WHERE "id" = $1`, [campaignId, row.n]);
    return row.n;
  }

  private async recipientsSoFar(m: EntityManager, campaignId: number): Promise<number> {
    const [row] = await m.query(`SELECT "total_recipients" FROM "campaigns"."campaign" WHERE "id" = $1 FOR UPDATE`, [campaignId]);
    return Number(row?.total_recipients ?? 0);
  }

  async hasAny(campaignId: number, run: number): Promise<boolean> {
    const [row] = await this.db.query(`SELECT 1 FROM "campaigns"."recipient" WHERE "campaign_id" = $1 AND "run" = $2 LIMIT 1`, [campaignId, run]);
    return row !== undefined;
  }

  /** Claims up to `limit` queued recipients while the campaign is sending this run (none once it is paused or cancelled). */
  async claim(campaignId: number, run: number, limit: number): Promise<ClaimedRecipient[]> {
    const rows = await preparedQuery<{
      id: string;
      subscriber_id: string;
      list_id: string;
      email_address: string;
      fields: Record<string, string>;
      attempts: number;
      variation: number | null;
    }>(this.db, CLAIM, [campaignId, run, limit]);
    return rows.map((r) => ({
      id: Number(r.id),
      subscriberId: Number(r.subscriber_id),
      listId: Number(r.list_id),
      emailAddress: r.email_address,
      fields: r.fields,
      attempts: r.attempts,
      variation: r.variation,
    }));
  }

  async settle(
    run: { campaignId: number; run: number; userId: number; emailId: number; onDefaultSenderDomain: boolean },
    outcomes: SendOutcome[],
  ): Promise<SettleCounts> {
    const [row] = await preparedQuery<Record<keyof SettleCounts, string>>(this.db, SETTLE, [
      run.campaignId,
      run.run,
      outcomes.map((o) => o.id),
      outcomes.map((o) => o.state),
      outcomes.map((o) => o.messageId ?? null),
      outcomes.map((o) => (o.error ? o.error.slice(0, 500) : null)),
      run.userId,
      run.emailId,
      run.onDefaultSenderDomain,
    ]);
    return { sent: Number(row.sent), failed: Number(row.failed), unknown: Number(row.unknown), requeued: Number(row.requeued) };
  }

  /**
   * Claims older than the lease belong to a worker that died mid-batch: whether the SMTP server took those
   * messages is unknown, so they are recorded as unknown and counted, never sent again.
   */
  async recoverAbandoned(campaignId: number, run: number, leaseSeconds: number): Promise<number> {
    const [row] = await this.db.query(
      `WITH lost AS (
         UPDATE "campaigns"."recipient" SET "state" = 'unknown', "error" = 'the worker sending it stopped before the SMTP outcome was recorded'
         WHERE "campaign_id" = $1 AND "run" = $2 AND "state" = 'sending' AND "claimed_at" < now() - make_interval(secs => $3)
         RETURNING 1
       ), counted AS (
         UPDATE "campaigns"."campaign" SET "total_unknown" = "total_unknown" + (SELECT count(*) FROM lost) WHERE "id" = $1 AND EXISTS (SELECT 1 FROM lost)
       )
       SELECT count(*)::int AS "n" FROM lost`,
      [campaignId, run, leaseSeconds],
    );
    return row.n;
  }

  /** Marks up to `limit` still-queued recipients of a cancelled run; 0 when none are left. */
  async cancelQueued(campaignId: number, run: number, limit: number): Promise<number> {
    const rows = returningRows(
      await this.db.query(
        `UPDATE "campaigns"."recipient" SET "state" = 'cancelled' WHERE "id" IN (
           SELECT "id" FROM "campaigns"."recipient" WHERE "campaign_id" = $1 AND "run" = $2 AND "state" IN ('queued', 'held') ORDER BY "id" LIMIT $3)
         RETURNING 1`,
        [campaignId, run, limit],
      ),
    );
    return rows.length;
  }
}
