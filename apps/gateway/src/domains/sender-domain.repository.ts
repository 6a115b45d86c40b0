import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import type { CheckStatus, NewSenderDomain, SenderDomainRow } from './sender-domain.row';

const COLUMNS = `"id"::int AS "id", "user_id", "name", "dkim_selector", "dkim_private_key", "dkim_public_key", "signing_key",
  "verification_status", "dkim_status", "spf_status", "created_at", "checked_at"`;

/** sender_domain, scoped to its owner wherever a user names a domain (another user's reads as missing). */
@Injectable()
export class SenderDomainRepository {
  constructor(private readonly db: ServiceDb) {}

  /** the new id, or undefined when the user already has that domain */
  async insert(d: NewSenderDomain): Promise<number | undefined> {
    const row = await this.db.one<{ id: string }>(
      `INSERT INTO "gateway"."sender_domain" ("user_id", "name", "dkim_selector", "dkim_private_key", "dkim_public_key", "signing_key")
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ("user_id", "name") DO NOTHING RETURNING "id"`,
      [d.userId, d.name, d.selector, d.sealedPrivateKey, d.publicKey, d.sealedSigningKey],
    );
    return row ? Number(row.id) : undefined;
  }

  async countOwned(userId: number): Promise<number> {
    const row = await this.db.one<{ n: number }>(`SELECT count(*)::int AS "n" FROM "gateway"."sender_domain" WHERE "user_id" = $1`, [userId]);
    return row?.n ?? 0;
  }

  findOwned(userId: number, id: number): Promise<SenderDomainRow | undefined> {
    return this.db.one<SenderDomainRow>(`SELECT ${COLUMNS} FROM "gateway"."sender_domain" WHERE "id" = $1 AND "user_id" = $2`, [id, userId]);
  }

  findOwnedByName(userId: number, name: string): Promise<SenderDomainRow | undefined> {
    return this.db.one<SenderDomainRow>(`SELECT ${COLUMNS} FROM "gateway"."sender_domain" WHERE "name" = $1 AND "user_id" = $2`, [name, userId]);
  }

  /** by id alone: for work that already knows the domain is the caller's (a key, a credential, a job) */
  find(id: number): Promise<SenderDomainRow | undefined> {
    return this.db.prepared<SenderDomainRow>(`SELECT ${COLUMNS} FROM "gateway"."sender_domain" WHERE "id" = $1`, [id]).then((rows) => rows[0]);
  }

  /** by ids alone, in one query (a delivery batch's domains); a deleted domain is missing from the map */
  async findMany(ids: number[]): Promise<Map<number, SenderDomainRow>> {
    if (!ids.length) return new Map();
    const rows = await this.db.query<SenderDomainRow>(`SELECT ${COLUMNS} FROM "gateway"."sender_domain" WHERE "id" = ANY($1::bigint[])`, [ids]);
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** the hashes of the deleted domain's keys (deleted with it), or undefined when the user has no such domain */
  async deleteOwned(userId: number, id: number): Promise<string[] | undefined> {
    const rows = await this.db.returning<{ key_hashes: string[] }>(
      `DELETE FROM "gateway"."sender_domain" WHERE "id" = $1 AND "user_id" = $2
       RETURNING array(SELECT "key_hash" FROM "gateway"."api_key" WHERE "domain_id" = $1) AS "key_hashes"`,
      [id, userId],
    );
    return rows[0]?.key_hashes;
  }

  /** Domains due a DNS check: not verified yet, or verified more than a day ago. */
  dueForCheck(limit: number): Promise<SenderDomainRow[]> {
    return this.db.query<SenderDomainRow>(
      `SELECT ${COLUMNS} FROM "gateway"."sender_domain"
       WHERE "verification_status" <> 'Verified' OR "checked_at" IS NULL OR "checked_at" < now() - interval '1 day'
       ORDER BY "checked_at" NULLS FIRST LIMIT $1`,
      [limit],
    );
  }

  /**
   * The statuses a check found, unless they changed since the check read the domain (`was`): a status written
   * meanwhile (a newer check, an operator's verification) is not overwritten by a stale lookup.
   */
  async setStatuses(domain: SenderDomainRow, s: { verification: CheckStatus; dkim: CheckStatus; spf: CheckStatus }): Promise<void> {
    await this.db.query(
      `UPDATE "gateway"."sender_domain" SET "verification_status" = $2, "dkim_status" = $3, "spf_status" = $4, "checked_at" = now()
       WHERE "id" = $1 AND "verification_status" = $5 AND "dkim_status" = $6 AND "spf_status" = $7`,
      [domain.id, s.verification, s.dkim, s.spf, domain.verification_status, domain.dkim_status, domain.spf_status],
    );
  }
}
