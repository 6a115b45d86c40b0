import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface GatewayKeyTargets {
  listId?: number;
  subscriberId?: number;
  journeyId?: number;
  actionId?: number;
}

/** A key as the send path needs it: who it sends for, from which domain. */
export interface SenderKeyRow {
  id: number;
  user_id: number;
  domain_id: number;
  domain_name: string;
  verification_status: string;
  permissions: string;
}

/** api_key: keys are stored as sha256 only (the key is shown once, at creation). */
@Injectable()
export class GatewayKeyRepository {
  constructor(private readonly db: ServiceDb) {}

  async insert(userId: number, domainId: number, keyHash: string, description: string, permissions: string, t: GatewayKeyTargets): Promise<number> {
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO "gateway"."api_key" ("user_id", "domain_id", "key_hash", "description", "permissions", "list_id", "subscriber_id", "journey_id", "action_id")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING "id"`,
      [userId, domainId, keyHash, description, permissions, t.listId ?? null, t.subscriberId ?? null, t.journeyId ?? null, t.actionId ?? null],
    );
    return Number(row.id);
  }

  /** the deleted key's hash, or undefined when the user has no such key */
  async deleteOwned(userId: number, id: number): Promise<string | undefined> {
    const rows = await this.db.returning<{ key_hash: string }>(`DELETE FROM "gateway"."api_key" WHERE "id" = $1 AND "user_id" = $2 RETURNING "key_hash"`, [
      id,
      userId,
    ]);
    return rows[0]?.key_hash;
  }

  async byHash(keyHash: string): Promise<SenderKeyRow | undefined> {
    const rows = await this.db.prepared<SenderKeyRow>(
      `SELECT k."id"::int AS "id", k."user_id", k."domain_id"::int AS "domain_id", d."name" AS "domain_name", d."verification_status", k."permissions"
       FROM "gateway"."api_key" k JOIN "gateway"."sender_domain" d ON d."id" = k."domain_id" WHERE k."key_hash" = $1`,
      [keyHash],
    );
    return rows[0];
  }
}
