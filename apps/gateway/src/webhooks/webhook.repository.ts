import { Injectable } from '@nestjs/common';

import type { GatewayEvent } from '@mail/contracts';
import { ServiceDb, type Queryable } from '@mail/kit';

import type { MessageEventRow } from '../delivery-events/message-event.repository';

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

  /**
   * What one post needs, in one query: the webhook with its domain's signing key (undefined once deleted: its
   * pending posts then stop), the event with its message, and whether this attempt is logged already.
   */
  async postContext(
    webhookId: number,
    eventId: number,
    attempt: number,
  ): Promise<{ target: WebhookTarget; event: MessageEventRow; attempted: boolean } | undefined> {
    const [row] = await this.db.query<WebhookTarget & { event: MessageEventRow; attempted: boolean }>(
      `SELECT w."id"::int AS "id", w."url", w."domain_id"::int AS "domain_id", d."signing_key",
              json_build_object('id', e."id", 'message_id', e."message_id", 'domain_id', e."domain_id", 'event', e."event", 'recipient', e."recipient",
                                'detail', e."detail", 'occurred_at', e."occurred_at", 'mail_from', m."mail_from", 'subject', m."subject", 'tags', m."tags") AS "event",
              EXISTS (SELECT 1 FROM "gateway"."webhook_attempt" a WHERE a."event_id" = e."id" AND a."webhook_id" = w."id" AND a."attempt" = $3) AS "attempted"
       FROM "gateway"."webhook" w JOIN "gateway"."sender_domain" d ON d."id" = w."domain_id",
            "gateway"."message_event" e JOIN "gateway"."message" m ON m."id" = e."message_id"
       WHERE w."id" = $1 AND e."id" = $2`,
      [webhookId, eventId, attempt],
    );
    if (!row) return undefined;
    const { event, attempted, ...target } = row;
    return { target, event: { ...event, id: Number(event.id), domain_id: Number(event.domain_id) }, attempted };
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
