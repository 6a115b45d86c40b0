import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import type { CheckStatus, NewSenderDomain, SenderDomainRow } from '../domains/sender-domain.row';

const COLUMNS = `"id"::int AS "id", "user_id", "name", "dkim_selector", "dkim_private_key", "dkim_public_key", "signing_key",
  "verification_status", "dkim_status", "spf_status", "created_at", "checked_at", "options", "origin", "disabled", "last_verified_at", "dns_checks"`;
/** a live domain of the user.senderdomain family */
const USER_LIVE = `"origin" = 'user' AND "deleted_at" IS NULL`;

/** one domain's sending health over a window: accepted recipients and the outcomes recorded */
export interface DomainVolume {
  sent7d: number;
  sentPrev7d: number;
  sent30d: number;
  delivered30d: number;
  bounced30d: number;
  complaints30d: number;
}

export interface DomainDay {
  day: string;
  sent: number;
  delivered: number;
  bounced: number;
  complaints: number;
}

/**
 * The user.senderdomain family's rows of gateway.sender_domain (origin 'user'), always scoped to their owner: another
 * user's domain, a gateway domain and a soft-deleted one read as missing.
 */
@Injectable()
export class UserSenderDomainsRepository {
  constructor(private readonly db: ServiceDb) {}

  /**
   * The new (or revived) domain's id; a soft-deleted domain of the same name comes back as a new one (fresh keys,
   * Pending, the new options). Undefined when the user already has that domain live.
   */
  async insert(d: NewSenderDomain, options: Record<string, unknown>): Promise<number | undefined> {
    const row = await this.db.one<{ id: string }>(
      `INSERT INTO "gateway"."sender_domain" ("user_id", "name", "dkim_selector", "dkim_private_key", "dkim_public_key", "signing_key", "options", "origin")
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, 'user')
       ON CONFLICT ("user_id", "name") DO UPDATE SET "dkim_selector" = EXCLUDED."dkim_selector", "dkim_private_key" = EXCLUDED."dkim_private_key",
         "dkim_public_key" = EXCLUDED."dkim_public_key", "signing_key" = EXCLUDED."signing_key", "options" = EXCLUDED."options", "origin" = 'user',
         "verification_status" = 'Pending', "dkim_status" = 'Pending', "spf_status" = 'Pending', "checked_at" = NULL, "created_at" = now(),
         "disabled" = false, "deleted_at" = NULL, "last_verified_at" = NULL, "dns_checks" = '{}'
       WHERE "sender_domain"."deleted_at" IS NOT NULL
       RETURNING "id"`,
      [d.userId, d.name, d.selector, d.sealedPrivateKey, d.publicKey, d.sealedSigningKey, JSON.stringify(options)],
    );
    return row ? Number(row.id) : undefined;
  }

  find(userId: number, id: number): Promise<SenderDomainRow | undefined> {
    return this.db.one<SenderDomainRow>(`SELECT ${COLUMNS} FROM "gateway"."sender_domain" WHERE "id" = $1 AND "user_id" = $2 AND ${USER_LIVE}`, [id, userId]);
  }

  list(userId: number): Promise<SenderDomainRow[]> {
    return this.db.query<SenderDomainRow>(`SELECT ${COLUMNS} FROM "gateway"."sender_domain" WHERE "user_id" = $1 AND ${USER_LIVE} ORDER BY "id"`, [userId]);
  }

  /** the user's domains waiting for verification (not verified, not paused), oldest first */
  pending(userId: number, limit: number): Promise<SenderDomainRow[]> {
    return this.db.query<SenderDomainRow>(
      `SELECT ${COLUMNS} FROM "gateway"."sender_domain" WHERE "user_id" = $1 AND ${USER_LIVE} AND "verification_status" <> 'Verified' AND NOT "disabled"
       ORDER BY "id" LIMIT $2`,
      [userId, limit],
    );
  }

  /**
   * The changed domain: options merged, paused or resumed (`disabled` undefined: unchanged), and with `resetDns` its
   * verification dropped (Pending, no record results). Undefined when the user has no such domain.
   */
  async update(
    userId: number,
    id: number,
    change: { options: Record<string, unknown>; disabled?: boolean; resetDns: boolean },
  ): Promise<SenderDomainRow | undefined> {
    const rows = await this.db.returning<SenderDomainRow>(
      `UPDATE "gateway"."sender_domain" SET "options" = "options" || $3::jsonb, "disabled" = coalesce($4::boolean, "disabled"),
         "verification_status" = CASE WHEN $5 THEN 'Pending' ELSE "verification_status" END,
         "dkim_status" = CASE WHEN $5 THEN 'Pending' ELSE "dkim_status" END,
         "spf_status" = CASE WHEN $5 THEN 'Pending' ELSE "spf_status" END,
         "dns_checks" = CASE WHEN $5 THEN '{}'::jsonb ELSE "dns_checks" END
       WHERE "id" = $1 AND "user_id" = $2 AND ${USER_LIVE} RETURNING ${COLUMNS}`,
      [id, userId, JSON.stringify(change.options), change.disabled ?? null, change.resetDns],
    );
    return rows[0];
  }

  /** whether the user's domain was there (it is now soft-deleted) */
  async softDelete(userId: number, id: number): Promise<boolean> {
    const rows = await this.db.returning(
      `UPDATE "gateway"."sender_domain" SET "deleted_at" = now() WHERE "id" = $1 AND "user_id" = $2 AND ${USER_LIVE} RETURNING "id"`,
      [id, userId],
    );
    return rows.length > 0;
  }

  /** a verify call's outcome: the statuses and record results, and LastVerifiedAt (every call) */
  async recordVerification(id: number, s: { verification: CheckStatus; dkim: CheckStatus; spf: CheckStatus; checks: Record<string, boolean> }): Promise<void> {
    await this.db.query(
      `UPDATE "gateway"."sender_domain" SET "verification_status" = $2, "dkim_status" = $3, "spf_status" = $4, "dns_checks" = "dns_checks" || $5::jsonb,
         "checked_at" = now(), "last_verified_at" = now() WHERE "id" = $1`,
      [id, s.verification, s.dkim, s.spf, JSON.stringify(s.checks)],
    );
  }

  /** a verify call that could not look DNS up: only LastVerifiedAt moves */
  async touchVerified(id: number): Promise<void> {
    await this.db.query(`UPDATE "gateway"."sender_domain" SET "last_verified_at" = now() WHERE "id" = $1`, [id]);
  }

  /** per domain: recipients accepted in the last 7 days and the 7 before, and the last 30 days' outcomes */
  async volumes(userId: number, ids: number[]): Promise<Map<number, DomainVolume>> {
    if (!ids.length) return new Map();
    const rows = await this.db.query<DomainVolume & { id: number }>(
      `SELECT d."id"::int AS "id",
         coalesce(m."sent7d", 0)::int AS "sent7d", coalesce(m."sentPrev7d", 0)::int AS "sentPrev7d", coalesce(m."sent30d", 0)::int AS "sent30d",
         coalesce(e."delivered", 0)::int AS "delivered30d", coalesce(e."bounced", 0)::int AS "bounced30d", coalesce(e."complaints", 0)::int AS "complaints30d"
       FROM unnest($2::bigint[]) AS d("id")
       LEFT JOIN (
         SELECT "domain_id",
           sum(cardinality("recipients")) FILTER (WHERE "created_at" >= now() - interval '7 days') AS "sent7d",
           sum(cardinality("recipients")) FILTER (WHERE "created_at" < now() - interval '7 days' AND "created_at" >= now() - interval '14 days') AS "sentPrev7d",
           sum(cardinality("recipients")) AS "sent30d"
         FROM "gateway"."message" WHERE "user_id" = $1 AND "domain_id" = ANY($2::bigint[]) AND "created_at" >= now() - interval '30 days'
         GROUP BY 1) m ON m."domain_id" = d."id"
       LEFT JOIN (
         SELECT "domain_id", count(*) FILTER (WHERE "event" = 'delivery') AS "delivered", count(*) FILTER (WHERE "event" = 'bounce') AS "bounced",
           count(*) FILTER (WHERE "event" = 'complaint') AS "complaints"
         FROM "gateway"."message_event" WHERE "user_id" = $1 AND "domain_id" = ANY($2::bigint[]) AND "occurred_at" >= now() - interval '30 days'
           AND "event" IN ('delivery', 'bounce', 'complaint')
         GROUP BY 1) e ON e."domain_id" = d."id"`,
      [userId, ids],
    );
    return new Map(rows.map(({ id, ...v }) => [id, v]));
  }

  /** the domain's days with activity (UTC) since `from`: accepted recipients and their outcomes */
  daily(userId: number, id: number, from: Date): Promise<DomainDay[]> {
    return this.db.query<DomainDay>(
      `WITH "sent" AS (
         SELECT to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "day", sum(cardinality("recipients"))::int AS "n" FROM "gateway"."message"
         WHERE "user_id" = $1 AND "domain_id" = $2 AND "created_at" >= $3 GROUP BY 1),
       "events" AS (
         SELECT to_char("occurred_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "day", count(*) FILTER (WHERE "event" = 'delivery')::int AS "delivered",
           count(*) FILTER (WHERE "event" = 'bounce')::int AS "bounced", count(*) FILTER (WHERE "event" = 'complaint')::int AS "complaints"
         FROM "gateway"."message_event" WHERE "user_id" = $1 AND "domain_id" = $2 AND "occurred_at" >= $3 AND "event" IN ('delivery', 'bounce', 'complaint')
         GROUP BY 1)
       SELECT coalesce(s."day", e."day") AS "day", coalesce(s."n", 0) AS "sent", coalesce(e."delivered", 0) AS "delivered",
         coalesce(e."bounced", 0) AS "bounced", coalesce(e."complaints", 0) AS "complaints"
       FROM "sent" s FULL JOIN "events" e ON e."day" = s."day" ORDER BY 1 DESC`,
      [userId, id, from],
    );
  }
}
