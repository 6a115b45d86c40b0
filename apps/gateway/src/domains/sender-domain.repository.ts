import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import type { CheckStatus, DomainCounts, DomainOrigin, NewSenderDomain, SenderDomainRow } from './sender-domain.row';

const COLUMNS = `"id"::int AS "id", "user_id", "name", "dkim_selector", "dkim_private_key", "dkim_public_key", "signing_key",
  "verification_status", "dkim_status", "spf_status", "created_at", "checked_at", "options", "origin", "disabled", "last_verified_at", "dns_checks"`;
/** a soft-deleted domain (user.senderdomain.delete) is missing from every read */
const LIVE = `"deleted_at" IS NULL`;

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
    const row = await this.db.one<{ n: number }>(`SELECT count(*)::int AS "n" FROM "gateway"."sender_domain" WHERE "user_id" = $1 AND ${LIVE}`, [userId]);
    return row?.n ?? 0;
  }

  findOwned(userId: number, id: number): Promise<SenderDomainRow | undefined> {
    return this.db.one<SenderDomainRow>(`SELECT ${COLUMNS} FROM "gateway"."sender_domain" WHERE "id" = $1 AND "user_id" = $2 AND ${LIVE}`, [id, userId]);
  }

  findOwnedByName(userId: number, name: string): Promise<SenderDomainRow | undefined> {
    return this.db.one<SenderDomainRow>(`SELECT ${COLUMNS} FROM "gateway"."sender_domain" WHERE "name" = $1 AND "user_id" = $2 AND ${LIVE}`, [name, userId]);
  }

  /** by id alone: for work that already knows the domain is the caller's (a key, a credential, a job) */
  find(id: number): Promise<SenderDomainRow | undefined> {
    return this.db.prepared<SenderDomainRow>(`SELECT ${COLUMNS} FROM "gateway"."sender_domain" WHERE "id" = $1 AND ${LIVE}`, [id]).then((rows) => rows[0]);
  }

  /** by ids alone, in one query (a delivery batch's domains); a deleted domain is missing from the map */
  async findMany(ids: number[]): Promise<Map<number, SenderDomainRow>> {
    if (!ids.length) return new Map();
    const rows = await this.db.query<SenderDomainRow>(`SELECT ${COLUMNS} FROM "gateway"."sender_domain" WHERE "id" = ANY($1::bigint[]) AND ${LIVE}`, [ids]);
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
       WHERE ${LIVE} AND ("verification_status" <> 'Verified' OR "checked_at" IS NULL OR "checked_at" < now() - interval '1 day')
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

  /** whether any account has one of these names as a live sender domain (inbound-relay-domain-check) */
  async anyLive(names: string[]): Promise<boolean> {
    if (!names.length) return false;
    const row = await this.db.one<{ found: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM "gateway"."sender_domain" WHERE "name" = ANY($1::text[]) AND ${LIVE}) AS "found"`,
      [names],
    );
    return row?.found === true;
  }

  /** every domain name of the installation, each once, sorted (sender.domains) */
  async allNames(): Promise<string[]> {
    return (await this.db.query<{ name: string }>(`SELECT DISTINCT "name" FROM "gateway"."sender_domain" WHERE ${LIVE} ORDER BY 1`)).map((r) => r.name);
  }

  /** the user's domains of one family (EmailGateway.GetDomains: 'gateway', user.senderdomain.list: 'user'), oldest first */
  listOwned(userId: number, origin: DomainOrigin = 'gateway'): Promise<SenderDomainRow[]> {
    return this.db.query<SenderDomainRow>(`SELECT ${COLUMNS} FROM "gateway"."sender_domain" WHERE "user_id" = $1 AND "origin" = $2 AND ${LIVE} ORDER BY "id"`, [
      userId,
      origin,
    ]);
  }

  /**
   * EmailGateway.GetDomains WithCounts, for every domain of the user in one query: its keys, credentials and webhooks,
   * and its last 7 days (accepted recipients, bounces, the newest activity) from the statistics' counters (whole UTC
   * days: the day 7 days ago onwards).
   */
  async countsOwned(userId: number): Promise<Map<number, DomainCounts>> {
    const rows = await this.db.query<DomainCounts & { id: number }>(
      `SELECT d."id"::int AS "id",
         (SELECT count(*)::int FROM "gateway"."api_key" k WHERE k."domain_id" = d."id") AS "keys",
         (SELECT count(*)::int FROM "gateway"."smtp_credential" c WHERE c."domain_id" = d."id") AS "smtps",
         (SELECT count(*)::int FROM "gateway"."webhook" w WHERE w."domain_id" = d."id") AS "webhooks",
         st."sent", st."bounced", st."last_activity"
       FROM "gateway"."sender_domain" d
       LEFT JOIN LATERAL (
         SELECT coalesce(sum(s."accepted"), 0)::int AS "sent", coalesce(sum(s."bounced"), 0)::int AS "bounced", max(s."last_at") AS "last_activity"
         FROM "gateway"."stats_daily" s
         WHERE s."user_id" = $1 AND s."domain_id" = d."id" AND s."day" >= ((now() - interval '7 days') AT TIME ZONE 'UTC')::date) st ON true
       WHERE d."user_id" = $1 AND d.${LIVE}`,
      [userId],
    );
    return new Map(rows.map(({ id, ...counts }) => [id, counts]));
  }

  /** the options after the change, or undefined when the user has no such domain */
  async mergeOptions(userId: number, id: number, options: Record<string, unknown>): Promise<SenderDomainRow | undefined> {
    const rows = await this.db.returning<SenderDomainRow>(
      `UPDATE "gateway"."sender_domain" SET "options" = "options" || $3::jsonb WHERE "id" = $1 AND "user_id" = $2 AND ${LIVE} RETURNING ${COLUMNS}`,
      [id, userId, JSON.stringify(options)],
    );
    return rows[0];
  }

  /** whether the user's domain now has this (sealed) signing key */
  async setSigningKey(userId: number, id: number, sealedSigningKey: string): Promise<boolean> {
    const rows = await this.db.returning(
      `UPDATE "gateway"."sender_domain" SET "signing_key" = $3 WHERE "id" = $1 AND "user_id" = $2 AND ${LIVE} RETURNING "id"`,
      [id, userId, sealedSigningKey],
    );
    return rows.length > 0;
  }

  /** a check's statuses, whatever was stored (a check the user asked for answers what DNS says now) */
  async overwriteStatuses(id: number, s: { verification: CheckStatus; dkim: CheckStatus; spf: CheckStatus }): Promise<void> {
    await this.db.query(
      `UPDATE "gateway"."sender_domain" SET "verification_status" = $2, "dkim_status" = $3, "spf_status" = $4, "checked_at" = now() WHERE "id" = $1`,
      [id, s.verification, s.dkim, s.spf],
    );
  }
}
