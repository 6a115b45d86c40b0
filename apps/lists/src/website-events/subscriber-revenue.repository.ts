import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/** subscriber_revenue: what each subscriber's tracked conversions add up to. */
@Injectable()
export class SubscriberRevenueRepository {
  async add(m: EntityManager, subscriberId: string, value: number): Promise<void> {
    await m.query(
      `INSERT INTO "lists"."subscriber_revenue" ("subscriber_id", "total", "conversions") VALUES ($1, $2, 1)
       ON CONFLICT ("subscriber_id") DO UPDATE SET "total" = "subscriber_revenue"."total" + EXCLUDED."total", "conversions" = "subscriber_revenue"."conversions" + 1`,
      [subscriberId, value],
    );
  }
}
