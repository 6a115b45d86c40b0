import { Injectable } from '@nestjs/common';

import { ServiceDb, type Queryable } from '@mail/kit';

/** Website events tracked for a subscriber. */
@Injectable()
export class WebsiteEventRepository {
  constructor(private readonly db: ServiceDb) {}

  async insert(
    subscriberId: string,
    e: { trackerUuid: string; event: string; email: string; parameters: Record<string, unknown>; at: string },
    q: Queryable = this.db,
  ): Promise<void> {
    await q.query(
      `INSERT INTO "lists"."website_event" ("subscriber_id", "tracker_uuid", "event", "email", "parameters", "created_at") VALUES ($1, $2, $3, $4, $5::jsonb, $6::timestamptz at time zone 'utc')`,
      [subscriberId, e.trackerUuid, e.event, e.email, JSON.stringify(e.parameters), e.at],
    );
  }
}
