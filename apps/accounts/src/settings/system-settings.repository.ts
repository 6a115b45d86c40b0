import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

/** Queries of the system settings (one row per vendor setting name); rules live in the services. */
@Injectable()
export class SystemSettingsRepository {
  constructor(private readonly db: ServiceDb) {}

  async all(): Promise<Record<string, string>> {
    const rows = await this.db.query<{ name: string; value: string }>(
      `SELECT "name", "value" #>> '{}' AS "value" FROM "accounts"."system_setting" ORDER BY "name"`,
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.value]));
  }

  /** upserts every pair in one statement */
  async write(values: Record<string, string>): Promise<void> {
    const names = Object.keys(values);
    if (names.length === 0) return;
    await this.db.query(
      `INSERT INTO "accounts"."system_setting" ("name", "value", "updated_at")
       SELECT n, to_jsonb(v), now() FROM unnest($1::text[], $2::text[]) AS t(n, v)
       ON CONFLICT ("name") DO UPDATE SET "value" = EXCLUDED."value", "updated_at" = now()`,
      [names, names.map((n) => values[n])],
    );
  }
}
