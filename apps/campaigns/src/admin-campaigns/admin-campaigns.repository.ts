import { Injectable } from '@nestjs/common';

import { jobsSchemaOf } from '@mail/jobs';
import { ServiceDb } from '@mail/kit';

const JOBS = `"${jobsSchemaOf('campaigns')}"."job"`;

export interface AdminCampaignRow {
  id: string;
  user_id: number;
  name: string;
  status: string;
  email_id: string | null;
  current_run: number;
  send_started_at: Date | null;
  total_recipients: number;
  total_sent: number;
  total_failed: number;
  total_hard_bounces: number;
  total_soft_bounces: number;
  created_at: Date;
}

/** one delivery run of a campaign with its recipients counted by state */
export interface RunCounts {
  run: number;
  started_at: Date;
  finished_at: Date | null;
  snapshot_done: boolean;
  total: number;
  queued: number;
  sending: number;
  sent: number;
  failed: number;
  attempts: number;
  last_claim: Date | null;
  first_sent: Date | null;
  last_sent: Date | null;
  /** now() on the database, for ages */
  now: Date;
}

export interface QueueFilter {
  states?: string[];
  search?: string;
  run?: number;
  order: string;
  desc: boolean;
  limit: number;
  offset: number;
}

export interface QueueRow {
  id: string;
  run: number;
  list_id: string;
  subscriber_id: string;
  email_address: string;
  state: string;
  error: string | null;
  sent_at: Date | null;
  fields: Record<string, unknown>;
  queued_at: Date;
}

export interface JobRow {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  created_on: Date;
  started_on: Date | null;
  data: { campaignId?: number; run?: number };
}

export interface SearchFilter {
  status?: string;
  keyword?: string;
  userId?: number;
  ids?: number[];
  from?: Date;
  to?: Date;
  order: string;
  desc: boolean;
  limit: number;
  offset: number;
}

const QUEUE_ORDER: Record<string, string> = { queueid: 'q."id"', emailaddress: 'lower(q."email_address")', status: 'q."state"', sentat: 'q."sent_at"' };
const SEARCH_ORDER: Record<string, string> = {
  campaignid: 'c."id"',
  campaignname: 'lower(c."name")',
  campaignstatus: 'c."status"',
  createdon: 'c."created_at"',
  totalsent: 'c."total_sent"',
  totalrecipients: 'c."total_recipients"',
};

/** Admin reads of every user's campaigns, their runs, recipient queues and delivery jobs; the admin unstuck/markfailed writes. */
@Injectable()
export class AdminCampaignsRepository {
  constructor(private readonly db: ServiceDb) {}

  campaign(campaignId: number): Promise<AdminCampaignRow | undefined> {
    return this.db.one<AdminCampaignRow>(`SELECT * FROM "campaigns"."campaign" WHERE "id" = $1`, [campaignId]);
  }

  /** every run of the campaign, oldest first, with its recipient counts */
  runs(campaignId: number): Promise<RunCounts[]> {
    return this.db.query<RunCounts>(
      `SELECT r."run", r."started_at", r."finished_at", r."snapshot_done", now() AS "now",
              count(q."id")::int AS "total",
              count(q."id") FILTER (WHERE q."state" IN ('queued', 'held'))::int AS "queued",
              count(q."id") FILTER (WHERE q."state" = 'sending')::int AS "sending",
              count(q."id") FILTER (WHERE q."state" = 'sent')::int AS "sent",
              count(q."id") FILTER (WHERE q."state" IN ('failed', 'unknown'))::int AS "failed",
              COALESCE(sum(q."attempts"), 0)::int AS "attempts",
              max(q."claimed_at") AS "last_claim", min(q."sent_at") AS "first_sent", max(q."sent_at") AS "last_sent"
       FROM "campaigns"."campaign_run" r
       LEFT JOIN "campaigns"."recipient" q ON q."campaign_id" = r."campaign_id" AND q."run" = r."run"
       WHERE r."campaign_id" = $1
       GROUP BY r."run", r."started_at", r."finished_at", r."snapshot_done"
       ORDER BY r."run"`,
      [campaignId],
    );
  }

  /** messages handed over in the last `seconds` (all runs) */
  async sentSince(campaignId: number, seconds: number): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      `SELECT count(*)::int AS "n" FROM "campaigns"."recipient" WHERE "campaign_id" = $1 AND "state" = 'sent' AND "sent_at" > now() - make_interval(secs => $2)`,
      [campaignId, seconds],
    );
    return row?.n ?? 0;
  }

  async queue(campaignId: number, f: QueueFilter): Promise<{ rows: QueueRow[]; total: number }> {
    const params: unknown[] = [campaignId];
    const where = ['q."campaign_id" = $1'];
    if (f.states) {
      params.push(f.states);
      where.push(`q."state" = ANY($${params.length})`);
    }
    if (f.search) {
      params.push(`%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`q."email_address" ILIKE $${params.length}`);
    }
    if (f.run !== undefined) {
      params.push(f.run);
      where.push(`q."run" = $${params.length}`);
    }
    const counted = await this.db.one<{ n: number }>(`SELECT count(*)::int AS "n" FROM "campaigns"."recipient" q WHERE ${where.join(' AND ')}`, params);
    params.push(f.limit, f.offset);
    const rows = await this.db.query<QueueRow>(
      `SELECT q."id", q."run", q."list_id", q."subscriber_id", q."email_address", q."state", q."error", q."sent_at", q."fields",
              r."started_at" AS "queued_at"
       FROM "campaigns"."recipient" q
       LEFT JOIN "campaigns"."campaign_run" r ON r."campaign_id" = q."campaign_id" AND r."run" = q."run"
       WHERE ${where.join(' AND ')}
       ORDER BY ${QUEUE_ORDER[f.order] ?? 'q."id"'} ${f.desc ? 'DESC' : 'ASC'} NULLS LAST, q."id"
       LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { rows, total: counted?.n ?? 0 };
  }

  /** sent messages per time bucket of `bucketSeconds` */
  buckets(campaignId: number, bucketSeconds: number): Promise<{ bucket: Date; sent: number }[]> {
    return this.db.query(
      `SELECT date_bin(make_interval(secs => $2), "sent_at", TIMESTAMPTZ '2000-01-01') AS "bucket", count(*)::int AS "sent"
       FROM "campaigns"."recipient" WHERE "campaign_id" = $1 AND "state" = 'sent' AND "sent_at" IS NOT NULL
       GROUP BY 1 ORDER BY 1`,
      [campaignId, bucketSeconds],
    );
  }

  /** the delivery, snapshot and cancel jobs of the campaign that are waiting, retrying or running */
  jobs(campaignId: number): Promise<JobRow[]> {
    return this.db.query<JobRow>(
      `SELECT "id", "name", "state", "retry_count", "created_on", "started_on", "data" FROM ${JOBS}
       WHERE "name" IN ('campaigns.deliver', 'campaigns.snapshot-audience', 'campaigns.cancel-queued')
         AND "state" IN ('created', 'retry', 'active') AND ("data"->>'campaignId')::bigint = $1
       ORDER BY "created_on"`,
      [campaignId],
    );
  }

  async statusCounts(): Promise<Record<string, number>> {
    const rows = await this.db.query<{ status: string; n: number }>(`SELECT "status", count(*)::int AS "n" FROM "campaigns"."campaign" GROUP BY "status"`);
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  }

  /** Sent campaigns finished since the start of today (UTC), 7 and 30 days ago; Ready/Scheduled ones due by the end of today, in 7 and 30 days */
  async timeline(): Promise<Record<'sent_today' | 'sent_7' | 'sent_30' | 'due_today' | 'due_7' | 'due_30', number>> {
    const row = await this.db.one<Record<'sent_today' | 'sent_7' | 'sent_30' | 'due_today' | 'due_7' | 'due_30', number>>(
      `SELECT count(*) FILTER (WHERE "status" = 'Sent' AND "send_finished_at" >= date_trunc('day', now() at time zone 'utc') at time zone 'utc')::int AS "sent_today",
              count(*) FILTER (WHERE "status" = 'Sent' AND "send_finished_at" >= now() - interval '7 days')::int AS "sent_7",
              count(*) FILTER (WHERE "status" = 'Sent' AND "send_finished_at" >= now() - interval '30 days')::int AS "sent_30",
              count(*) FILTER (WHERE "status" IN ('Ready', 'Scheduled') AND "next_send_at" < (date_trunc('day', now() at time zone 'utc') + interval '1 day') at time zone 'utc')::int AS "due_today",
              count(*) FILTER (WHERE "status" IN ('Ready', 'Scheduled') AND "next_send_at" < now() + interval '7 days')::int AS "due_7",
              count(*) FILTER (WHERE "status" IN ('Ready', 'Scheduled') AND "next_send_at" < now() + interval '30 days')::int AS "due_30"
       FROM "campaigns"."campaign"`,
    );
    return row!;
  }

  async search(f: SearchFilter): Promise<{ rows: AdminCampaignRow[]; sums: Record<string, number> }> {
    const params: unknown[] = [];
    const where: string[] = ['TRUE'];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (f.status) add(`lower(c."status") = lower(?)`, f.status.replace(/\s+/g, ' ').trim());
    if (f.keyword) add(`c."name" ILIKE ?`, `%${f.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    if (f.userId) add(`c."user_id" = ?`, f.userId);
    if (f.ids) add(`c."id" = ANY(?::bigint[])`, f.ids);
    if (f.from) add(`c."created_at" >= ?`, f.from);
    if (f.to) add(`c."created_at" <= ?`, f.to);
    const filter = where.join(' AND ');
    const rows = await this.db.query<AdminCampaignRow>(
      `SELECT c.* FROM "campaigns"."campaign" c WHERE ${filter}
       ORDER BY ${SEARCH_ORDER[f.order] ?? 'c."id"'} ${f.desc ? 'DESC' : 'ASC'}, c."id" LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, f.limit, f.offset],
    );
    const sums = await this.db.one<Record<string, number>>(
      `SELECT count(*)::int AS "matched", COALESCE(sum(c."total_recipients"), 0)::int AS "recipients", COALESCE(sum(c."total_sent"), 0)::int AS "sent",
              COALESCE(sum(c."total_failed"), 0)::int AS "failed", COALESCE(sum(c."total_hard_bounces"), 0)::int AS "hard",
              COALESCE(sum(c."total_soft_bounces"), 0)::int AS "soft",
              (SELECT count(*) FROM "campaigns"."tracking_event" e WHERE e."campaign_id" IN (SELECT c2."id" FROM "campaigns"."campaign" c2 WHERE ${filter.replace(/c\./g, 'c2.')}) AND e."kind" = 'open')::int AS "opens",
              (SELECT count(DISTINCT (e."campaign_id", e."subscriber_id")) FROM "campaigns"."tracking_event" e WHERE e."campaign_id" IN (SELECT c2."id" FROM "campaigns"."campaign" c2 WHERE ${filter.replace(/c\./g, 'c2.')}) AND e."kind" = 'open')::int AS "unique_opens",
              (SELECT count(*) FROM "campaigns"."tracking_event" e WHERE e."campaign_id" IN (SELECT c2."id" FROM "campaigns"."campaign" c2 WHERE ${filter.replace(/c\./g, 'c2.')}) AND e."kind" = 'click')::int AS "clicks",
              (SELECT count(DISTINCT (e."campaign_id", e."subscriber_id")) FROM "campaigns"."tracking_event" e WHERE e."campaign_id" IN (SELECT c2."id" FROM "campaigns"."campaign" c2 WHERE ${filter.replace(/c\./g, 'c2.')}) AND e."kind" = 'click')::int AS "unique_clicks",
              (SELECT count(*) FROM "campaigns"."tracking_event" e WHERE e."campaign_id" IN (SELECT c2."id" FROM "campaigns"."campaign" c2 WHERE ${filter.replace(/c\./g, 'c2.')}) AND e."kind" = 'unsubscribe')::int AS "unsubscriptions"
       FROM "campaigns"."campaign" c WHERE ${filter}`,
      params,
    );
    return { rows, sums: sums ?? {} };
  }

  email(emailId: number): Promise<(Record<string, unknown> & { id: string; user_id: number; created_at: Date; updated_at: Date }) | undefined> {
    return this.db.one(`SELECT * FROM "campaigns"."email" WHERE "id" = $1`, [emailId]);
  }

  /** per user: campaigns whose send finished in the last `days`, journey emails handed over then, and the last hand-over ever */
  sendingActivity(userIds: number[], days: number): Promise<{ user_id: number; campaigns: number; journey_emails: number; last_sent: Date | null }[]> {
    return this.db.query(
      `SELECT u."id" AS "user_id",
              (SELECT count(*) FROM "campaigns"."campaign" c WHERE c."user_id" = u."id" AND c."status" = 'Sent' AND c."send_finished_at" >= now() - make_interval(days => $2))::int AS "campaigns",
              (SELECT count(*) FROM "campaigns"."journey_mail" j WHERE j."user_id" = u."id" AND j."message_id" IS NOT NULL AND j."created_at" >= (now() at time zone 'utc') - make_interval(days => $2))::int AS "journey_emails",
              GREATEST((SELECT max(c."send_finished_at") FROM "campaigns"."campaign" c WHERE c."user_id" = u."id" AND c."send_started_at" IS NOT NULL),
                       (SELECT max(j."created_at") AT TIME ZONE 'utc' FROM "campaigns"."journey_mail" j WHERE j."user_id" = u."id" AND j."message_id" IS NOT NULL)) AS "last_sent"
       FROM unnest($1::int[]) AS u("id")`,
      [userIds, days],
    );
  }

  /** claims of the run older than the lease: the worker died; recorded as unknown (never resent), as the sweep does */
  async abandonClaims(campaignId: number, run: number, leaseSeconds: number): Promise<number> {
    const rows = await this.db.returning(
      `UPDATE "campaigns"."recipient" SET "state" = 'unknown', "error" = 'the worker sending it stopped before the SMTP outcome was recorded (admin unstuck)'
       WHERE "campaign_id" = $1 AND "run" = $2 AND "state" = 'sending' AND "claimed_at" < now() - make_interval(secs => $3) RETURNING 1`,
      [campaignId, run, leaseSeconds],
    );
    if (rows.length) await this.db.query(`UPDATE "campaigns"."campaign" SET "total_unknown" = "total_unknown" + $2 WHERE "id" = $1`, [campaignId, rows.length]);
    return rows.length;
  }

  /** Sending → Failed with the reason; every run left open is closed and its unsent recipients cancelled. The runs closed. */
  markFailed(campaignId: number, reason: string): Promise<number | undefined> {
    return this.db.tx(async (m) => {
      const failed = await this.db.returning(
        `UPDATE "campaigns"."campaign" SET "status" = 'Failed', "status_reason" = $2, "send_finished_at" = now(), "updated_at" = now() at time zone 'utc'
         WHERE "id" = $1 AND "status" = 'Sending' RETURNING "id"`,
        [campaignId, reason],
        m,
      );
      if (!failed.length) return undefined;
      await m.query(
        `UPDATE "campaigns"."recipient" SET "state" = 'cancelled', "error" = $2 WHERE "campaign_id" = $1 AND "state" IN ('queued', 'held', 'sending')`,
        [campaignId, reason],
      );
      const closed = await this.db.returning(
        `UPDATE "campaigns"."campaign_run" SET "finished_at" = now(), "snapshot_done" = true WHERE "campaign_id" = $1 AND "finished_at" IS NULL RETURNING "run"`,
        [campaignId],
        m,
      );
      return closed.length;
    });
  }
}
