import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export type ExportKind = 'events' | 'recipients';

export interface ExportFilters {
  status?: string;
  event?: string;
  /** ISO times */
  from?: string;
  to?: string;
  subscriberId?: number;
}

export interface ExportRow {
  id: number;
  userId: number;
  campaignId: number;
  kind: ExportKind;
  filters: ExportFilters;
  status: 'Queued' | 'Running' | 'Done' | 'Failed';
  rows: number;
  totalRows: number | null;
  parts: number;
  /** ISO, once done */
  expiresAt: string | null;
}

const COLUMNS = `"id"::int AS "id", "user_id" AS "userId", "campaign_id"::int AS "campaignId", "kind", "filters", "status", "rows"::float8 AS "rows",
  "total_rows"::float8 AS "totalRows", "parts", to_char("expires_at", 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "expiresAt"`;

@Injectable()
export class ExportRepository {
  constructor(private readonly db: ServiceDb) {}

  async insert(userId: number, campaignId: number, kind: ExportKind, filters: ExportFilters): Promise<number> {
    const [row] = await this.db.returning<{ id: string }>(
      `INSERT INTO "sms"."export" ("user_id", "campaign_id", "kind", "filters") VALUES ($1, $2, $3, $4) RETURNING "id"`,
      [userId, campaignId, kind, JSON.stringify(filters)],
    );
    return Number(row.id);
  }

  /** the export while it is kept (an expired one is gone for its user too) */
  byId(id: number): Promise<ExportRow | undefined> {
    return this.db.one<ExportRow>(
      `SELECT ${COLUMNS} FROM "sms"."export" WHERE "id" = $1 AND ("expires_at" IS NULL OR "expires_at" > (now() at time zone 'utc'))`,
      [id],
    );
  }

  /** (re)starts writing: earlier parts of a failed attempt are dropped */
  async start(id: number, totalRows: number): Promise<void> {
    await this.db.tx(async (m) => {
      await m.query(`DELETE FROM "sms"."export_part" WHERE "export_id" = $1`, [id]);
      await m.query(`UPDATE "sms"."export" SET "status" = 'Running', "rows" = 0, "parts" = 0, "total_rows" = $2 WHERE "id" = $1`, [id, totalRows]);
    });
  }

  async addPart(id: number, part: number, body: string, rows: number): Promise<void> {
    await this.db.tx(async (m) => {
      await m.query(`INSERT INTO "sms"."export_part" ("export_id", "part", "body") VALUES ($1, $2, $3)`, [id, part, body]);
      await m.query(`UPDATE "sms"."export" SET "parts" = $2, "rows" = $3 WHERE "id" = $1`, [id, part, rows]);
    });
  }

  async progress(id: number, rows: number): Promise<void> {
    await this.db.query(`UPDATE "sms"."export" SET "rows" = $2 WHERE "id" = $1`, [id, rows]);
  }

  async finish(id: number, rows: number, ttlHours: number): Promise<void> {
    await this.db.query(
      `UPDATE "sms"."export" SET "status" = 'Done', "rows" = $2, "finished_at" = (now() at time zone 'utc'),
         "expires_at" = (now() at time zone 'utc') + make_interval(hours => $3) WHERE "id" = $1`,
      [id, rows, ttlHours],
    );
  }

  async fail(id: number): Promise<void> {
    await this.db.query(`UPDATE "sms"."export" SET "status" = 'Failed' WHERE "id" = $1`, [id]);
  }

  async part(id: number, part: number): Promise<{ body: string; campaignId: number; kind: string } | undefined> {
    return this.db.one(
      `SELECT p."body", e."campaign_id"::int AS "campaignId", e."kind" FROM "sms"."export_part" p JOIN "sms"."export" e ON e."id" = p."export_id"
       WHERE p."export_id" = $1 AND p."part" = $2 AND e."status" = 'Done' AND e."expires_at" > (now() at time zone 'utc')`,
      [id, part],
    );
  }

  /** exports past their expiry, with their parts */
  async deleteExpired(): Promise<number> {
    return (await this.db.returning(`DELETE FROM "sms"."export" WHERE "expires_at" <= (now() at time zone 'utc') RETURNING "id"`)).length;
  }
}
