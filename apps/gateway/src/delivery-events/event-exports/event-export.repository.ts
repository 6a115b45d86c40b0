import { Injectable } from '@nestjs/common';

import type { GatewayEvent } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

/** what an export keeps of its EventFilter (times as ISO) */
export interface ExportFilters {
  domainId?: number;
  from?: string;
  to?: string;
  events?: GatewayEvent[];
  messageId?: string;
  query?: string;
}

export interface EventExportRow {
  id: number;
  userId: number;
  filters: ExportFilters;
  status: 'Queued' | 'Running' | 'Done' | 'Failed';
  rows: number;
  totalRows: number | null;
  parts: number;
  expiresAt: Date | null;
}

const COLUMNS = `"id"::int AS "id", "user_id"::int AS "userId", "filters", "status", "rows"::float8 AS "rows", "total_rows"::float8 AS "totalRows", "parts",
  "expires_at" AS "expiresAt"`;

/** event_export and its parts (migration EventExports) */
@Injectable()
export class EventExportRepository {
  constructor(private readonly db: ServiceDb) {}

  /** a new export (expired exports are dropped on the way) */
  async insert(userId: number, filters: ExportFilters): Promise<number> {
    await this.db.query(`DELETE FROM "gateway"."event_export" WHERE "expires_at" <= now()`);
    const [row] = await this.db.returning<{ id: string }>(`INSERT INTO "gateway"."event_export" ("user_id", "filters") VALUES ($1, $2) RETURNING "id"`, [
      userId,
      JSON.stringify(filters),
    ]);
    return Number(row.id);
  }

  /** the export while it is kept */
  byId(id: number): Promise<EventExportRow | undefined> {
    return this.db.one<EventExportRow>(`SELECT ${COLUMNS} FROM "gateway"."event_export" WHERE "id" = $1 AND ("expires_at" IS NULL OR "expires_at" > now())`, [
      id,
    ]);
  }

  /** (re)starts writing: the parts of a failed attempt are dropped */
  async start(id: number, totalRows: number): Promise<void> {
    await this.db.tx(async (m) => {
      await m.query(`DELETE FROM "gateway"."event_export_part" WHERE "export_id" = $1`, [id]);
      await m.query(`UPDATE "gateway"."event_export" SET "status" = 'Running', "rows" = 0, "parts" = 0, "total_rows" = $2 WHERE "id" = $1`, [id, totalRows]);
    });
  }

  async addPart(id: number, part: number, body: string, rows: number): Promise<void> {
    await this.db.tx(async (m) => {
      await m.query(`INSERT INTO "gateway"."event_export_part" ("export_id", "part", "body") VALUES ($1, $2, $3)`, [id, part, body]);
      await m.query(`UPDATE "gateway"."event_export" SET "parts" = $2, "rows" = $3 WHERE "id" = $1`, [id, part, rows]);
    });
  }

  async progress(id: number, rows: number): Promise<void> {
    await this.db.query(`UPDATE "gateway"."event_export" SET "rows" = $2 WHERE "id" = $1`, [id, rows]);
  }

  async finish(id: number, rows: number, ttlHours: number): Promise<void> {
    await this.db.query(
      `UPDATE "gateway"."event_export" SET "status" = 'Done', "rows" = $2, "total_rows" = $2, "finished_at" = now(),
         "expires_at" = now() + make_interval(hours => $3) WHERE "id" = $1`,
      [id, rows, ttlHours],
    );
  }

  async fail(id: number): Promise<void> {
    await this.db.query(`UPDATE "gateway"."event_export" SET "status" = 'Failed' WHERE "id" = $1`, [id]);
  }

  /** one part of a finished export still kept */
  part(id: number, part: number): Promise<{ body: string } | undefined> {
    return this.db.one(
      `SELECT p."body" FROM "gateway"."event_export_part" p JOIN "gateway"."event_export" e ON e."id" = p."export_id"
       WHERE p."export_id" = $1 AND p."part" = $2 AND e."status" = 'Done' AND e."expires_at" > now()`,
      [id, part],
    );
  }
}
