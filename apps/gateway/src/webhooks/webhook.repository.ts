import { Injectable } from '@nestjs/common';

import type { GatewayEvent } from '@mail/contracts';
import { ServiceDb, type Queryable } from '@mail/kit';

export interface WebhookTarget {
  id: number;
  url: string;
  domain_id: number;
  /** sealed (DomainSecrets) */
  signing_key: string;
}

/** webhook and webhook_attempt; a user names only their own webhooks. */
@Injectable()
export class WebhookRepository {
  constructor(private readonly db: ServiceDb) {}

  async insert(userId: number, domainId: number, event: GatewayEvent, url: string): Promise<number> {
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO "gateway"."webhook" ("user_id", "domain_id", "event", "url") VALUES ($1, $2, $3, $4) RETURNING "id"`,
      [userId, domainId, event, url],
    );
    return Number(row.id);
  }

  async deleteOwned(userId: number, id: number): Promise<boolean> {
    return (await this.db.returning(`DELETE FROM "gateway"."webhook" WHERE "id" = $1 AND "user_id" = $2 RETURNING "id"`, [id, userId])).length > 0;
  }

  async idsFor(q: Queryable, domainId: number, event: GatewayEvent): Promise<number[]> {
    const rows = (await q.query(`SELECT "id"::int AS "id" FROM "gateway"."webhook" WHERE "domain_id" = $1 AND "event" = $2`, [domainId, event])) as {
      id: number;
    }[];
    return rows.map((r) => r.id);
  }

  /** every webhook of these domains, with the event it is for */
  async forDomains(q: Queryable, domainIds: number[]): Promise<{ id: number; domain_id: number; event: GatewayEvent }[]> {
    return (await q.query(`SELECT "id"::int AS "id", "domain_id"::int AS "domain_id", "event" FROM "gateway"."webhook" WHERE "domain_id" = ANY($1::bigint[])`, [
      domainIds,
    ])) as { id: number; domain_id: number; event: GatewayEvent }[];
  }

  /** the webhook with its domain's signing key; undefined once deleted (its pending posts then stop) */
  target(id: number): Promise<WebhookTarget | undefined> {
    return this.db.one<WebhookTarget>(
      `SELECT w."id"::int AS "id", w."url", w."domain_id"::int AS "domain_id", d."signing_key"
       FROM "gateway"."webhook" w JOIN "gateway"."sender_domain" d ON d."id" = w."domain_id" WHERE w."id" = $1`,
      [id],
    );
  }

  /** whether this attempt is logged already (a re-run of a post whose outcome was committed) */
  async attempted(webhookId: number, eventId: number, attempt: number): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM "gateway"."webhook_attempt" WHERE "event_id" = $1 AND "webhook_id" = $2 AND "attempt" = $3`, [
      eventId,
      webhookId,
      attempt,
    ]);
    return rows.length > 0;
  }

  /** logs an attempt once (unique per webhook, event and attempt): false when it was logged already */
  async logAttempt(q: Queryable, webhookId: number, eventId: number, attempt: number, statusCode: number | null, error: string | null): Promise<boolean> {
    const rows = (await q.query(
      `INSERT INTO "gateway"."webhook_attempt" ("webhook_id", "event_id", "attempt", "status_code", "error") VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT ("event_id", "webhook_id", "attempt") DO NOTHING RETURNING "id"`,
      [webhookId, eventId, attempt, statusCode, error],
    )) as unknown[];
    return rows.length > 0;
  }
}
