import { randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { ServiceDb } from '@mail/kit';

export interface ListTrackerRow {
  list_id: number;
  user_id: number;
  tracker_id: string;
  user_tracker_id: string;
  last_event_at: string | null;
}

/** List.Get's tracker fields: the row and every property name seen on the list (sorted, distinct). */
export interface ListTrackerView extends ListTrackerRow {
  properties: string[];
}

const trackerId = () => randomBytes(12).toString('base64url');

/** list_tracker and user_tracker: the lists tracking has seen (with their owner) and their browser tracker ids. */
@Injectable()
export class ListTrackerRepository {
  constructor(private readonly db: ServiceDb) {}

  async findByList(listId: number): Promise<ListTrackerRow | undefined> {
    return (await this.db.prepared<ListTrackerRow>(BY_LIST, [listId]))[0];
  }

  async findByTracker(tracker: string): Promise<ListTrackerRow | undefined> {
    return (await this.db.prepared<ListTrackerRow>(BY_TRACKER, [tracker]))[0];
  }

  /** The list's row with its property names, in one statement (read afresh: List.Get shows the last event's time). */
  async view(listId: number): Promise<ListTrackerView | undefined> {
    return (await this.db.prepared<ListTrackerView>(VIEW, [listId]))[0];
  }

  /** Records a list of the user (lists confirmed it), with fresh random tracker ids where none exist yet. */
  async ensure(userId: number, listId: number): Promise<ListTrackerRow> {
    await this.db.query(`INSERT INTO "tracking"."user_tracker" ("user_id", "tracker_id") VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, trackerId()]);
    await this.db.query(`INSERT INTO "tracking"."list_tracker" ("list_id", "user_id", "tracker_id") VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
      listId,
      userId,
      trackerId(),
    ]);
    return (await this.findByList(listId))!;
  }

  /** A deleted list: its tracker stops working and its identities go (its events age out with their partitions). */
  async forgetList(m: EntityManager, listId: number): Promise<void> {
    for (const table of ['list_tracker', 'identity', 'visitor', 'event_property'])
      await m.query(`DELETE FROM "tracking"."${table}" WHERE "list_id" = $1`, [listId]);
  }
}

const COLUMNS = `l."list_id"::int AS "list_id", l."user_id", l."tracker_id", u."tracker_id" AS "user_tracker_id",
  to_char(l."last_event_at", 'YYYY-MM-DD HH24:MI:SS') AS "last_event_at"`;
const FROM = `FROM "tracking"."list_tracker" l JOIN "tracking"."user_tracker" u ON u."user_id" = l."user_id"`;
const BY_LIST = `SELECT ${COLUMNS} ${FROM} WHERE l."list_id" = $1`;
const BY_TRACKER = `SELECT ${COLUMNS} ${FROM} WHERE l."tracker_id" = $1`;
const VIEW = `SELECT ${COLUMNS},
  ARRAY(SELECT DISTINCT p."property" FROM "tracking"."event_property" p WHERE p."list_id" = l."list_id" ORDER BY 1) AS "properties"
  ${FROM} WHERE l."list_id" = $1`;
