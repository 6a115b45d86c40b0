import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import { SystemSettingsSecrets } from './system-settings.secrets';

/** Queries of the system settings (one row per vendor setting name; secret ones sealed on write, opened on read). */
@Injectable()
export class SystemSettingsRepository {
  constructor(
    private readonly db: ServiceDb,
    private readonly secrets: SystemSettingsSecrets,
  ) {}

  async all(): Promise<Record<string, string>> {
    const rows = await this.db.query<{ name: string; value: string }>(
      `SELECT "name", "value" #>> '{}' AS "value" FROM "accounts"."system_setting" ORDER BY "name"`,
    );
    return this.secrets.opened(Object.fromEntries(rows.map((r) => [r.name, r.value])));
  }

  /** upserts every pair in one statement */
  async write(plain: Record<string, string>): Promise<void> {
    const values = this.secrets.sealed(plain);
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
