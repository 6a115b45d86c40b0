import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface SsoSourceRow {
  id: number;
  name: string;
  code: string;
  description: string;
  expires_at: Date | null;
  valid_for_seconds: number;
  options: Record<string, string>;
  secret_sealed: string;
}

export type SsoSourceValues = Partial<Omit<SsoSourceRow, 'id'>>;

const COLUMNS = ['name', 'code', 'description', 'expires_at', 'valid_for_seconds', 'options', 'secret_sealed'] as const;
const value = (v: unknown) => (v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v);

/** Queries of SSO sources (the secret arrives and leaves sealed); rules live in the services. */
@Injectable()
export class SsoRepository {
  constructor(private readonly db: ServiceDb) {}

  /** undefined when another source has the code */
  async insert(values: SsoSourceValues): Promise<number | undefined> {
    const columns = COLUMNS.filter((c) => values[c] !== undefined);
    const row = await this.db.one<{ id: number }>(
      `INSERT INTO "accounts"."sso_source" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
       ON CONFLICT ("code") DO NOTHING RETURNING "id"`,
      columns.map((c) => value(values[c])),
    );
    return row?.id;
  }

  async findById(id: number): Promise<SsoSourceRow | undefined> {
    return this.db.one<SsoSourceRow>(`SELECT * FROM "accounts"."sso_source" WHERE "id" = $1`, [id]);
  }

  async codeTaken(code: string, exceptId = 0): Promise<boolean> {
    return !!(await this.db.one(`SELECT 1 FROM "accounts"."sso_source" WHERE "code" = $1 AND "id" <> $2`, [code, exceptId]));
  }

  /** 'missing' when no such source, 'taken' when the new code is another source's */
  async update(id: number, values: SsoSourceValues): Promise<'ok' | 'missing' | 'taken'> {
    const columns = COLUMNS.filter((c) => values[c] !== undefined);
    try {
      const rows = await this.db.returning(
        `UPDATE "accounts"."sso_source" SET ${columns.map((c, i) => `"${c}" = $${i + 2}`).join(', ')} WHERE "id" = $1 RETURNING "id"`,
        [id, ...columns.map((c) => value(values[c]))],
      );
      return rows.length ? 'ok' : 'missing';
    } catch (error) {
      if ((error as { code?: string }).code === '23505') return 'taken';
      throw error;
    }
  }

  async delete(ids: number[]): Promise<void> {
    await this.db.query(`DELETE FROM "accounts"."sso_source" WHERE "id" = ANY($1::int[])`, [ids]);
  }

  /** source by its code */
  async findByCode(code: string): Promise<SsoSourceRow | undefined> {
    return this.db.one<SsoSourceRow>(`SELECT * FROM "accounts"."sso_source" WHERE "code" = $1`, [code]);
  }

  /**
   * Records a link's use; false when it was used before (a replay). Expired uses are swept on the way, so the table
   * only holds links that could still be valid.
   */
  async useOnce(sourceId: number, nonce: string, expiresAt: Date): Promise<boolean> {
    await this.db.query(`DELETE FROM "accounts"."sso_nonce" WHERE "expires_at" < now()`);
    const rows = await this.db.query(
      `INSERT INTO "accounts"."sso_nonce" ("source_id", "nonce", "expires_at") VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1`,
      [sourceId, nonce, expiresAt],
    );
    return rows.length > 0;
  }
}
