import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

import { InjectDataSource, returningRows } from '@mail/db';

export type SessionOwner = { userId: number } | { adminId: number };

@Injectable()
export class SessionRepository {
  constructor(@InjectDataSource('accounts') private readonly db: DataSource) {}

  async insert(id: string, tokenHash: string, owner: SessionOwner, ip: string, lifetimeDays: number): Promise<void> {
    const userId = 'userId' in owner ? owner.userId : null;
    const adminId = 'adminId' in owner ? owner.adminId : null;
    await this.db.query(
      `INSERT INTO "accounts"."session" ("id", "token_hash", "user_id", "admin_id", "ip_address", "expires_at")
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6))`,
      [id, tokenHash, userId, adminId, ip, lifetimeDays],
    );
  }

  /** Deletes the owner's sessions (all but `exceptId`) and returns their token hashes for cache eviction. */
  async deleteForOwner(owner: SessionOwner, exceptId?: string, manager: EntityManager = this.db.manager): Promise<string[]> {
    const column = 'userId' in owner ? 'user_id' : 'admin_id';
    const id = 'userId' in owner ? owner.userId : owner.adminId;
    const result = await manager.query(
      `DELETE FROM "accounts"."session" WHERE "${column}" = $1 AND ($2::uuid IS NULL OR "id" <> $2::uuid) RETURNING "token_hash"`,
      [id, exceptId ?? null],
    );
    return returningRows<{ token_hash: string }>(result).map((r) => r.token_hash);
  }

  async countActive(): Promise<number> {
    const [row] = await this.db.query(`SELECT count(*)::int AS n FROM "accounts"."session" WHERE "expires_at" > now()`);
    return row.n;
  }

  /** Expired sessions are kept a while so that they answer 99999 (expired) rather than 99998 (unknown). */
  async purgeExpired(retentionDays: number): Promise<void> {
    await this.db.query(`DELETE FROM "accounts"."session" WHERE "expires_at" < now() - make_interval(days => $1)`, [retentionDays]);
    // client sessions (client.login) age the same way
    await this.db.query(`DELETE FROM "accounts"."client_session" WHERE "expires_at" < now() - make_interval(days => $1)`, [retentionDays]);
  }
}
