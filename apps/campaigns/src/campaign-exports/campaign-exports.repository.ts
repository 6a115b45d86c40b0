import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

/** which campaigns an export writes: Campaigns.Get's filters and the export's own */
export interface ExportFilter {
  status?: string;
  scheduleTypes?: string[];
  keyword?: string;
  campaignIds?: number[];
  tagIds?: number[];
  /** send date, YYYY-MM-DD */
  from?: string;
  to?: string;
  includeResends: boolean;
  splitAb: boolean;
}

export type ExportStatus = 'Queued' | 'Running' | 'Finished' | 'Failed';

export interface ExportRecord {
  id: number;
  userId: number;
  filters: ExportFilter;
  fields: string[];
  status: ExportStatus;
  rows: number;
  totalRows: number;
  parts: number;
  bytes: number;
  /** UTC 'YYYY-MM-DD HH:MM:SS', once finished */
  expiresAt: string | null;
}

/** one campaign as an export writes it (dates as UTC text) */
export interface ExportCampaignRow {
  id: number;
  name: string;
  subject: string;
  status: string;
  schedule_type: string;
  send_date: string;
  send_time: string;
  created_at: string;
  send_started_at: string;
  send_finished_at: string;
  total_recipients: number;
  total_sent: number;
  total_failed: number;
  recipient_lists_and_segments: string;
  ab_variations: { emailId: number; weight: number }[] | null;
}

const COLUMNS = `"id"::int AS "id", "user_id" AS "userId", "filters", "fields", "status", "rows", "total_rows" AS "totalRows", "parts", "bytes"::float8 AS "bytes",
  to_char("expires_at", 'YYYY-MM-DD HH24:MI:SS') AS "expiresAt"`;
const UTC = (column: string) => `coalesce(to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS'), '')`;

/** campaign exports: the job records, their CSV parts, and the campaigns they write */
@Injectable()
export class CampaignExportsRepository {
  constructor(private readonly db: ServiceDb) {}

  async insert(userId: number, filters: ExportFilter, fields: string[], totalRows: number): Promise<number> {
    const [row] = await this.db.returning<{ id: string }>(
      `INSERT INTO "campaigns"."campaign_export" ("user_id", "filters", "fields", "total_rows") VALUES ($1, $2, $3, $4) RETURNING "id"`,
      [userId, JSON.stringify(filters), fields, totalRows],
    );
    return Number(row.id);
  }

  /** the user's export while it is kept (an expired one is gone) */
  owned(userId: number, id: number): Promise<ExportRecord | undefined> {
    return this.db.one<ExportRecord>(
      `SELECT ${COLUMNS} FROM "campaigns"."campaign_export"
       WHERE "id" = $1 AND "user_id" = $2 AND ("expires_at" IS NULL OR "expires_at" > (now() at time zone 'utc'))`,
      [id, userId],
    );
  }

  byId(id: number): Promise<ExportRecord | undefined> {
    return this.db.one<ExportRecord>(`SELECT ${COLUMNS} FROM "campaigns"."campaign_export" WHERE "id" = $1`, [id]);
  }

  /** exports past their expiry, with their files */
  async purgeExpired(): Promise<void> {
    await this.db.query(`DELETE FROM "campaigns"."campaign_export" WHERE "expires_at" <= (now() at time zone 'utc')`);
  }

  /** (re)starts writing: the parts of a failed attempt are dropped */
  async start(id: number): Promise<void> {
    await this.db.tx(async (m) => {
      await m.query(`DELETE FROM "campaigns"."campaign_export_part" WHERE "export_id" = $1`, [id]);
      await m.query(`UPDATE "campaigns"."campaign_export" SET "status" = 'Running', "rows" = 0, "parts" = 0, "bytes" = 0 WHERE "id" = $1`, [id]);
    });
  }

  async addPart(id: number, part: number, body: string, rows: number): Promise<void> {
    await this.db.tx(async (m) => {
      await m.query(`INSERT INTO "campaigns"."campaign_export_part" ("export_id", "part", "body") VALUES ($1, $2, $3)`, [id, part, body]);
      await m.query(`UPDATE "campaigns"."campaign_export" SET "parts" = $2, "rows" = $3, "bytes" = "bytes" + $4 WHERE "id" = $1`, [
        id,
        part,
        rows,
        Buffer.byteLength(body),
      ]);
    });
  }

  async progress(id: number, rows: number): Promise<void> {
    await this.db.query(`UPDATE "campaigns"."campaign_export" SET "rows" = $2 WHERE "id" = $1`, [id, rows]);
  }

  async finish(id: number, rows: number, ttlHours: number): Promise<void> {
    await this.db.query(
      `UPDATE "campaigns"."campaign_export" SET "status" = 'Finished', "rows" = $2, "finished_at" = (now() at time zone 'utc'),
         "expires_at" = (now() at time zone 'utc') + make_interval(hours => $3) WHERE "id" = $1`,
      [id, rows, ttlHours],
    );
  }

  async fail(id: number): Promise<void> {
    await this.db.query(`UPDATE "campaigns"."campaign_export" SET "status" = 'Failed' WHERE "id" = $1`, [id]);
  }

  /** every part of a finished, unexpired export, in order */
  async allParts(id: number): Promise<string[]> {
    const rows = await this.db.query<{ body: string }>(
      `SELECT p."body" FROM "campaigns"."campaign_export_part" p JOIN "campaigns"."campaign_export" x ON x."id" = p."export_id"
       WHERE p."export_id" = $1 AND x."status" = 'Finished' AND x."expires_at" > (now() at time zone 'utc') ORDER BY p."part"`,
      [id],
    );
    return rows.map((r) => r.body);
  }

  /** one part of a finished, unexpired export */
  part(id: number, part: number): Promise<{ body: string } | undefined> {
    return this.db.one<{ body: string }>(
      `SELECT p."body" FROM "campaigns"."campaign_export_part" p JOIN "campaigns"."campaign_export" x ON x."id" = p."export_id"
       WHERE p."export_id" = $1 AND p."part" = $2 AND x."status" = 'Finished' AND x."expires_at" > (now() at time zone 'utc')`,
      [id, part],
    );
  }

  /** how many campaigns the filter matches now */
  async count(userId: number, filter: ExportFilter): Promise<number> {
    const { where, params } = whereOf(userId, filter);
    const row = await this.db.one<{ n: number }>(`SELECT count(*)::int AS "n" FROM "campaigns"."campaign" c WHERE ${where}`, params);
    return row?.n ?? 0;
  }

  /** the matching campaigns after `afterId`, by id */
  page(userId: number, filter: ExportFilter, afterId: number, limit: number): Promise<ExportCampaignRow[]> {
    const { where, params } = whereOf(userId, filter);
    return this.db.query<ExportCampaignRow>(
      `SELECT c."id"::int AS "id", c."name", coalesce(e."subject", '') AS "subject", c."status", c."schedule_type",
              coalesce(to_char(c."send_date", 'YYYY-MM-DD'), '') AS "send_date", c."send_time", ${UTC('c."created_at" AT TIME ZONE \'UTC\'')} AS "created_at",
              ${UTC('c."send_started_at"')} AS "send_started_at", ${UTC('c."send_finished_at"')} AS "send_finished_at",
              c."total_recipients", c."total_sent", c."total_failed", c."recipient_lists_and_segments", c."ab_variations"
       FROM "campaigns"."campaign" c LEFT JOIN "campaigns"."email" e ON e."id" = c."email_id"
       WHERE ${where} AND c."id" > $${params.push(afterId)} ORDER BY c."id" LIMIT ${Math.trunc(limit)}`,
      params,
    );
  }
}

function whereOf(userId: number, f: ExportFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [userId];
  const where = ['c."user_id" = $1'];
  if (!f.includeResends) where.push(`c."parent_campaign_id" IS NULL`);
  if (f.status) where.push(`c."status" = $${params.push(f.status)}`);
  if (f.scheduleTypes?.length) where.push(`c."schedule_type" = ANY($${params.push(f.scheduleTypes)}::text[])`);
  if (f.keyword) {
    const like = params.push(`%${f.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`);
    where.push(`(c."name" ILIKE $${like} OR EXISTS (SELECT 1 FROM "campaigns"."email" k WHERE k."id" = c."email_id" AND k."subject" ILIKE $${like}))`);
  }
  if (f.campaignIds?.length) where.push(`c."id" = ANY($${params.push(f.campaignIds)}::bigint[])`);
  if (f.tagIds?.length)
    where.push(
      `EXISTS (SELECT 1 FROM "campaigns"."campaign_tag_link" l JOIN "campaigns"."campaign_tag" t ON t."id" = l."tag_id"
               WHERE l."campaign_id" = c."id" AND t."user_id" = c."user_id" AND t."id" = ANY($${params.push(f.tagIds)}::bigint[]))`,
    );
  if (f.from) where.push(`c."send_date" >= $${params.push(f.from)}::date`);
  if (f.to) where.push(`c."send_date" <= $${params.push(f.to)}::date`);
  return { where: where.join(' AND '), params };
}
