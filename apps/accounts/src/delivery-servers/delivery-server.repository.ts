import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface DeliveryServerRow {
  id: number;
  name: string;
  smtp_host: string;
  smtp_port: number;
  smtp_secure: string;
  smtp_timeout: number;
  smtp_auth: boolean;
  smtp_username: string;
  smtp_password_sealed: string;
  domains: Record<string, unknown>;
  sender_rotation: Record<string, unknown>;
  verification: Record<string, unknown>;
  verification_checked_at: Date | null;
}

export type DeliveryServerValues = Omit<DeliveryServerRow, 'id' | 'verification' | 'verification_checked_at' | 'smtp_password_sealed' | 'sender_rotation'> & {
  /** undefined: keep the stored one */
  smtp_password_sealed?: string;
  sender_rotation?: Record<string, unknown>;
};

const COLUMNS = [
  'name',
  'smtp_host',
  'smtp_port',
  'smtp_secure',
  'smtp_timeout',
  'smtp_auth',
  'smtp_username',
  'smtp_password_sealed',
  'domains',
  'sender_rotation',
] as const;

const json = (v: unknown) => (v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v);

/** Queries of delivery servers (the SMTP password arrives and leaves sealed); rules live in the services. */
@Injectable()
export class DeliveryServerRepository {
  constructor(private readonly db: ServiceDb) {}

  async insert(values: DeliveryServerValues): Promise<number> {
    const columns = COLUMNS.filter((c) => values[c] !== undefined);
    const row = await this.db.one<{ id: number }>(
      `INSERT INTO "accounts"."delivery_server" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING "id"`,
      columns.map((c) => json(values[c])),
    );
    return row!.id;
  }

  async update(id: number, values: DeliveryServerValues): Promise<boolean> {
    const columns = COLUMNS.filter((c) => values[c] !== undefined);
    const rows = await this.db.returning(
      `UPDATE "accounts"."delivery_server" SET ${columns.map((c, i) => `"${c}" = $${i + 2}`).join(', ')} WHERE "id" = $1 RETURNING "id"`,
      [id, ...columns.map((c) => json(values[c]))],
    );
    return rows.length > 0;
  }

  async findById(id: number): Promise<DeliveryServerRow | undefined> {
    return this.db.one<DeliveryServerRow>(`SELECT * FROM "accounts"."delivery_server" WHERE "id" = $1`, [id]);
  }

  /** the servers named (all when `ids` is undefined), oldest first */
  async list(ids?: number[]): Promise<DeliveryServerRow[]> {
    if (!ids) return this.db.query(`SELECT * FROM "accounts"."delivery_server" ORDER BY "id"`);
    return this.db.query(`SELECT * FROM "accounts"."delivery_server" WHERE "id" = ANY($1::int[]) ORDER BY "id"`, [ids]);
  }

  async saveVerification(id: number, verification: Record<string, unknown>, checkedAt: Date): Promise<void> {
    await this.db.query(`UPDATE "accounts"."delivery_server" SET "verification" = $2, "verification_checked_at" = $3 WHERE "id" = $1`, [
      id,
      JSON.stringify(verification),
      checkedAt,
    ]);
  }

  async delete(ids: number[]): Promise<void> {
    await this.db.query(`DELETE FROM "accounts"."delivery_server" WHERE "id" = ANY($1::int[])`, [ids]);
  }
}
