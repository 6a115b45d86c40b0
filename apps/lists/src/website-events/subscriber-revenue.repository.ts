import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { ServiceDb } from '@mail/kit';

/** subscriber_revenue: what each subscriber's tracked conversions add up to. */
@Injectable()
export class SubscriberRevenueRepository {
  constructor(private readonly db: ServiceDb) {}

  async add(m: EntityManager, subscriberId: string, value: number): Promise<void> {
    await m.query(
      `INSERT INTO "lists"."subscriber_revenue" ("subscriber_id", "total", "conversions") VALUES ($1, $2, 1)
       ON CONFLICT ("subscriber_id") DO UPDATE SET "total" = "subscriber_revenue"."total" + EXCLUDED."total", "conversions" = "subscriber_revenue"."conversions" + 1`,
      [subscriberId, value],
    );
  }

  /** TotalRevenue of each subscriber that has one (the others have none: 0) */
  async totals(subscriberIds: number[]): Promise<Map<number, number>> {
    const totals = new Map<number, number>();
    if (!subscriberIds.length) return totals;
    const rows = await this.db.query<{ subscriber_id: string; total: string }>(
      `SELECT "subscriber_id", "total" FROM "lists"."subscriber_revenue" WHERE "subscriber_id" = ANY($1::bigint[])`,
      [subscriberIds],
    );
    for (const r of rows) totals.set(Number(r.subscriber_id), Number(r.total));
    return totals;
  }
}
