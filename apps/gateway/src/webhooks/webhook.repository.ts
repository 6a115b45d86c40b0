import { Injectable } from '@nestjs/common';

import type { GatewayEvent } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

/** webhook: a domain's event URLs; a user names only their own webhooks (posts: webhook-delivery.repository.ts). */
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

  /** deleted with its pending posts (the queue's rows go with it: ON DELETE CASCADE) */
  async deleteOwned(userId: number, id: number): Promise<boolean> {
    return (await this.db.returning(`DELETE FROM "gateway"."webhook" WHERE "id" = $1 AND "user_id" = $2 RETURNING "id"`, [id, userId])).length > 0;
  }

  /** a domain's webhooks, oldest first */
  listByDomain(domainId: number): Promise<{ id: number; event: GatewayEvent; url: string }[]> {
    return this.db.query(`SELECT "id"::int AS "id", "event", "url" FROM "gateway"."webhook" WHERE "domain_id" = $1 ORDER BY "id"`, [domainId]);
  }

  /** one webhook of a domain, deleted (a sender key names only its domain's); false when it has no such webhook */
  async deleteOfDomain(domainId: number, id: number): Promise<boolean> {
    return (await this.db.returning(`DELETE FROM "gateway"."webhook" WHERE "id" = $1 AND "domain_id" = $2 RETURNING "id"`, [id, domainId])).length > 0;
  }
}
