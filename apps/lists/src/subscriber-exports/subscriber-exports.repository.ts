import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import { ts } from '../common/sql';
import type { CompiledWhere } from '../rules/rule-engine.query';
import { SqlParams } from '../rules/sql-params';
import { SUBSCRIBER_COLUMNS, type SubscriberRow } from '../subscribers/subscriber.row';

/** what an export writes: its list, rules, subset, format and columns (echoed by subscribers.export.get) */
export interface SubscriberExportOptions {
  listId: number;
  /** the rules as sent (a JSON value) */
  rules: unknown;
  operator: 'and' | 'or';
  /** '' | a built-in status (lower case) | a segment id */
  target: string;
  format: 'csv' | 'json';
  fields: string[];
}

export type SubscriberExportStatus = 'Pending' | 'Processing' | 'Completed' | 'Failed';

export interface SubscriberExportRecord {
  id: number;
  userId: number;
  listId: number;
  options: SubscriberExportOptions;
  status: SubscriberExportStatus;
  rows: number;
  totalRows: number;
  parts: number;
  bytes: number;
  submittedAt: string;
  finishedAt: string | null;
  expiresAt: string | null;
  expired: boolean;
}

/** one subscriber as an export reads it, with its custom field values when asked for */
export type ExportSubscriberRow = SubscriberRow & { field_values?: Record<string, string> | null };

const COLUMNS = `x."id"::float8 AS "id", x."user_id"::float8 AS "userId", x."list_id"::float8 AS "listId", x."options", x."status", x."rows",
  x."total_rows" AS "totalRows", x."parts", x."bytes"::float8 AS "bytes", ${ts('x."submitted_at"')} AS "submittedAt",
  ${ts('x."finished_at"')} AS "finishedAt", ${ts('x."expires_at"')} AS "expiresAt", x."expired"`;

/** subscriber exports: the job records, their file parts, and the subscribers they write */
@Injectable()
export class SubscriberExportsRepository {
  constructor(private readonly db: ServiceDb) {}

  async insert(userId: number, options: SubscriberExportOptions): Promise<number> {
    const [row] = await this.db.returning<{ id: string }>(
      `INSERT INTO "lists"."subscriber_export" ("user_id", "list_id", "options") VALUES ($1, $2, $3) RETURNING "id"`,
      [userId, options.listId, JSON.stringify(options)],
    );
    return Number(row.id);
  }

  byId(id: number): Promise<SubscriberExportRecord | undefined> {
    return this.db.one<SubscriberExportRecord>(`SELECT ${COLUMNS} FROM "lists"."subscriber_export" x WHERE x."id" = $1`, [id]);
  }

  /** the user's export of the list */
  owned(userId: number, listId: number, id: number): Promise<SubscriberExportRecord | undefined> {
    return this.db.one<SubscriberExportRecord>(
      `SELECT ${COLUMNS} FROM "lists"."subscriber_export" x WHERE x."id" = $1 AND x."user_id" = $2 AND x."list_id" = $3`,
      [id, userId, listId],
    );
  }

  /** the user's exports of the list, newest first (at most 1,000) */
  ofList(userId: number, listId: number): Promise<SubscriberExportRecord[]> {
    return this.db.query<SubscriberExportRecord>(
      `SELECT ${COLUMNS} FROM "lists"."subscriber_export" x WHERE x."user_id" = $1 AND x."list_id" = $2 ORDER BY x."id" DESC LIMIT 1000`,
      [userId, listId],
    );
  }

  /** files past their retention: their parts are deleted, the jobs stay (expired) */
  async expireFiles(): Promise<void> {
    await this.db.tx(async (m) => {
      const expired = `SELECT "id" FROM "lists"."subscriber_export" WHERE NOT "expired" AND "expires_at" <= (now() at time zone 'utc')`;
      await m.query(`DELETE FROM "lists"."subscriber_export_part" WHERE "export_id" IN (${expired})`);
      await m.query(`UPDATE "lists"."subscriber_export" SET "expired" = true WHERE "id" IN (${expired})`);
    });
  }

  /** (re)starts writing: the parts of a failed attempt are dropped */
  async start(id: number, totalRows: number): Promise<void> {
    await this.db.tx(async (m) => {
      await m.query(`DELETE FROM "lists"."subscriber_export_part" WHERE "export_id" = $1`, [id]);
      await m.query(`UPDATE "lists"."subscriber_export" SET "status" = 'Processing', "rows" = 0, "parts" = 0, "bytes" = 0, "total_rows" = $2 WHERE "id" = $1`, [
        id,
        totalRows,
      ]);
    });
  }

  async addPart(id: number, part: number, body: string, rows: number): Promise<void> {
    await this.db.tx(async (m) => {
      await m.query(`INSERT INTO "lists"."subscriber_export_part" ("export_id", "part", "body") VALUES ($1, $2, $3)`, [id, part, body]);
      await m.query(`UPDATE "lists"."subscriber_export" SET "parts" = $2, "rows" = $3, "bytes" = "bytes" + $4 WHERE "id" = $1`, [
        id,
        part,
        rows,
        Buffer.byteLength(body),
      ]);
    });
  }

  async progress(id: number, rows: number): Promise<void> {
    await this.db.query(`UPDATE "lists"."subscriber_export" SET "rows" = $2 WHERE "id" = $1`, [id, rows]);
  }

  async finish(id: number, rows: number, retentionDays: number): Promise<void> {
    await this.db.query(
      `UPDATE "lists"."subscriber_export" SET "status" = 'Completed', "rows" = $2, "finished_at" = (now() at time zone 'utc'),
         "expires_at" = (now() at time zone 'utc') + make_interval(days => $3) WHERE "id" = $1`,
      [id, rows, retentionDays],
    );
  }

  async fail(id: number): Promise<void> {
    await this.db.query(`UPDATE "lists"."subscriber_export" SET "status" = 'Failed', "finished_at" = (now() at time zone 'utc') WHERE "id" = $1`, [id]);
  }

  /** every part of a completed, unexpired export, in order */
  async allParts(id: number): Promise<string[]> {
    const rows = await this.db.query<{ body: string }>(`SELECT p."body" FROM "lists"."subscriber_export_part" p WHERE p."export_id" = $1 ORDER BY p."part"`, [
      id,
    ]);
    return rows.map((r) => r.body);
  }

  async part(id: number, part: number): Promise<string | undefined> {
    const row = await this.db.one<{ body: string }>(`SELECT "body" FROM "lists"."subscriber_export_part" WHERE "export_id" = $1 AND "part" = $2`, [id, part]);
    return row?.body;
  }

  /** how many subscribers of the list the condition matches now */
  async count(listId: number, where: CompiledWhere): Promise<number> {
    const params = new SqlParams(where.params.values);
    const row = await this.db.one<{ n: string }>(
      `SELECT count(*) AS "n" FROM "lists"."subscriber" s WHERE s."list_id" = ${params.add(listId)} AND ${where.sql}`,
      params.values,
    );
    return Number(row?.n ?? 0);
  }

  /** the matching subscribers after `afterId`, by id (keyset: each page is an index range) */
  page(listId: number, where: CompiledWhere, afterId: number, limit: number, withValues: boolean): Promise<ExportSubscriberRow[]> {
    const params = new SqlParams(where.params.values);
    const values = withValues
      ? `, (SELECT json_object_agg(v."field_id", v."value_text") FROM "lists"."custom_field_value" v WHERE v."subscriber_id" = s."id") AS "field_values"`
      : '';
    return this.db.query<ExportSubscriberRow>(
      `SELECT ${SUBSCRIBER_COLUMNS}${values} FROM "lists"."subscriber" s
       WHERE s."list_id" = ${params.add(listId)} AND s."id" > ${params.add(afterId)} AND ${where.sql}
       ORDER BY s."id" LIMIT ${Math.trunc(limit)}`,
      params.values,
    );
  }
}
