import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { ServiceDb } from '@mail/kit';

export type IdentityKind = 'email' | 'external';

/** identity (an address or external id → its subscriber on a list) and visitor (a tracker UUID → its subscriber). */
@Injectable()
export class IdentityRepository {
  constructor(private readonly db: ServiceDb) {}

  async find(listId: number, kind: IdentityKind, value: string): Promise<number | undefined> {
    const [row] = await this.db.prepared<{ subscriber_id: string }>(
      `SELECT "subscriber_id" FROM "tracking"."identity" WHERE "list_id" = $1 AND "kind" = $2 AND "value" = $3`,
      [listId, kind, value],
    );
    return row ? Number(row.subscriber_id) : undefined;
  }

  async save(listId: number, kind: IdentityKind, value: string, subscriberId: number): Promise<void> {
    await this.db.query(
      `INSERT INTO "tracking"."identity" ("list_id", "kind", "value", "subscriber_id") VALUES ($1, $2, $3, $4)
       ON CONFLICT ("list_id", "kind", "value") DO UPDATE SET "subscriber_id" = EXCLUDED."subscriber_id"`,
      [listId, kind, value, subscriberId],
    );
  }

  /** The tracker UUID is this subscriber's (the latest identification wins: a shared browser changes hands). */
  async link(listId: number, trackerUuid: string, subscriberId: number): Promise<void> {
    await this.db.query(
      `INSERT INTO "tracking"."visitor" ("list_id", "tracker_uuid", "subscriber_id") VALUES ($1, $2, $3)
       ON CONFLICT ("list_id", "tracker_uuid") DO UPDATE SET "subscriber_id" = EXCLUDED."subscriber_id", "identified_at" = now() at time zone 'utc'
       WHERE "visitor"."subscriber_id" <> EXCLUDED."subscriber_id"`,
      [listId, trackerUuid, subscriberId],
    );
  }

  /** A deleted subscriber: nothing resolves to them any more. */
  async forgetSubscriber(m: EntityManager, listId: number, subscriberId: number): Promise<void> {
    for (const table of ['identity', 'visitor'])
      await m.query(`DELETE FROM "tracking"."${table}" WHERE "list_id" = $1 AND "subscriber_id" = $2`, [listId, subscriberId]);
  }
}
