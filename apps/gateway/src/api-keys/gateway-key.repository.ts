import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';
import { tokenHash } from '@mail/secrets';

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

  async insert(userId: number, domainId: number, key: string, description: string, permissions: string, t: GatewayKeyTargets): Promise<number> {
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO "gateway"."api_key" ("user_id", "domain_id", "key_hash", "description", "permissions", "list_id", "subscriber_id", "journey_id", "action_id", "key_hint")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING "id"`,
      [
        userId,
        domainId,
        tokenHash(key),
        description,
        permissions,
        t.listId ?? null,
        t.subscriberId ?? null,
        t.journeyId ?? null,
        t.actionId ?? null,
        key.slice(-4),
      ],
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
       FROM "gateway"."api_key" k JOIN "gateway"."sender_domain" d ON d."id" = k."domain_id" WHERE k."key_hash" = $1 AND d."deleted_at" IS NULL`,
      [keyHash],
    );
    return rows[0];
  }

  /** a domain's keys, oldest first */
  listByDomain(domainId: number): Promise<GatewayKeyListRow[]> {
    return this.db.query<GatewayKeyListRow>(
      `SELECT "id"::int AS "id", "domain_id"::int AS "domain_id", "description", "key_hint", "created_at" FROM "gateway"."api_key" WHERE "domain_id" = $1 ORDER BY "id"`,
      [domainId],
    );
  }

  /**
   * In one statement: every key of the user's domain deleted and the new one inserted. Undefined when the user has no
   * such domain (nothing changed); else the new key's row and the deleted keys' hashes (to evict from caches).
   */
  async replace(
    userId: number,
    domainId: number,
    key: string,
    description: string,
    permissions: string,
  ): Promise<{ id: number; created_at: Date; old_hashes: string[] } | undefined> {
    const rows = await this.db.returning<{ id: string; created_at: Date; old_hashes: string[] }>(
      `WITH "domain" AS (SELECT "id" FROM "gateway"."sender_domain" WHERE "id" = $2 AND "user_id" = $1 AND "deleted_at" IS NULL),
            "gone" AS (DELETE FROM "gateway"."api_key" WHERE "user_id" = $1 AND "domain_id" IN (SELECT "id" FROM "domain") RETURNING "key_hash"),
            "added" AS (INSERT INTO "gateway"."api_key" ("user_id", "domain_id", "key_hash", "description", "permissions", "key_hint")
              SELECT $1, "id", $3, $4, $5, $6 FROM "domain" RETURNING "id", "created_at")
       SELECT "id", "created_at", array(SELECT "key_hash" FROM "gone") AS "old_hashes" FROM "added"`,
      [userId, domainId, tokenHash(key), description, permissions, key.slice(-4)],
    );
    return rows[0] && { id: Number(rows[0].id), created_at: rows[0].created_at, old_hashes: rows[0].old_hashes };
  }
}

/** a key as EmailGateway.GetAPIs lists it (the key itself is not kept) */
export interface GatewayKeyListRow {
  id: number;
  domain_id: number;
  description: string;
  key_hint: string;
  created_at: Date;
}
