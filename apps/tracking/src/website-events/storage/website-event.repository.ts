import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { ServiceDb } from '@mail/kit';

import type { PropertyName } from './known-properties';
import type { WebsiteEvent } from './website-event';

/** A batch to write: its events, the property names new to this process, the lists whose last event time is due. */
export interface EventBatch {
  events: WebsiteEvent[];
  properties: PropertyName[];
  touch: { lists: number[]; at: Date };
}

/**
 * The keys go into event_key first (ON CONFLICT DO NOTHING) and only the events whose key was new are stored;
 * the property names and the lists' last event time go in the same statement (data-modifying CTEs always run).
 */
const WRITE_BATCH = `WITH input AS (
    SELECT * FROM json_to_recordset($1::json)
      AS t("event_id" uuid, "user_id" int, "list_id" bigint, "tracker_uuid" text, "event" text, "email" text, "external_id" text, "subscriber_id" bigint, "properties" jsonb, "occurred_at" timestamp)
  ), fresh AS (
    INSERT INTO "tracking"."event_key" ("event_id") SELECT DISTINCT "event_id" FROM input ON CONFLICT DO NOTHING RETURNING "event_id"
  ), stored AS (
    INSERT INTO "tracking"."website_event" ("event_id", "user_id", "list_id", "tracker_uuid", "event", "email", "external_id", "subscriber_id", "properties", "occurred_at")
    SELECT DISTINCT ON (i."event_id") i.* FROM input i JOIN fresh f USING ("event_id")
    RETURNING "event_id"
  ), named AS (
    INSERT INTO "tracking"."event_property" ("list_id", "event", "property")
    SELECT * FROM unnest($2::bigint[], $3::text[], $4::text[]) ON CONFLICT DO NOTHING
  ), touched AS (
    UPDATE "tracking"."list_tracker" SET "last_event_at" = $6::timestamp
    WHERE "list_id" = ANY($5::bigint[]) AND ("last_event_at" IS NULL OR "last_event_at" < $6::timestamp)
  )
  SELECT "event_id" FROM stored`;

/** website_event and what is written beside it. */
@Injectable()
export class WebsiteEventRepository {
  constructor(private readonly db: ServiceDb) {}

  /**
   * Stores the batch's new events, the property names not seen before and the lists' last event time, in one
   * statement: on the pool (`q` absent) it is its own transaction, one round trip, a prepared plan; inside a caller's
   * transaction (`q`: one that also writes outbox events) it is that transaction's first statement.
   * Answers the ids of the events stored (a duplicate is not).
   */
  async write(batch: EventBatch, q?: EntityManager): Promise<Set<string>> {
    const { events, properties, touch } = batch;
    // one JSON text for the rows: serialised natively, where ten arrays would each be escaped element by element
    const rows = JSON.stringify(
      events.map((e) => ({
        event_id: e.eventId,
        user_id: e.userId,
        list_id: e.listId,
        tracker_uuid: e.trackerUuid,
        event: e.event,
        email: e.email,
        external_id: e.externalId,
        subscriber_id: e.subscriberId,
        properties: e.properties,
        occurred_at: e.occurredAt.toISOString(),
      })),
    );
    const params = [
      rows,
      properties.map((t) => t.listId),
      properties.map((t) => t.event),
      properties.map((t) => t.property),
      touch.lists,
      touch.at.toISOString(),
    ];
    const stored: { event_id: string }[] = q ? await q.query(WRITE_BATCH, params) : await this.db.prepared(WRITE_BATCH, params);
    return new Set(stored.map((r) => r.event_id));
  }

  /** Event names → property names seen on the list, each sorted. */
  async properties(listId: number): Promise<Record<string, string[]>> {
    const rows = await this.db.prepared<{ event: string; property: string }>(
      `SELECT "event", "property" FROM "tracking"."event_property" WHERE "list_id" = $1 ORDER BY "event", "property"`,
      [listId],
    );
    // event names are the user's (and anyone's through the public tracker): `constructor`, `__proto__` must be plain keys
    const out = new Map<string, string[]>();
    for (const r of rows) {
      const names = out.get(r.event);
      if (names) names.push(r.property);
      else out.set(r.event, [r.property]);
    }
    return Object.fromEntries(out);
  }

  /** The subscriber's latest events on the list: identified ones, and those of every tracker UUID linked to them. */
  subscriberEvents(listId: number, subscriberId: number, limit: number): Promise<StoredEventRow[]> {
    return this.db.prepared<StoredEventRow>(SUBSCRIBER_EVENTS, [listId, subscriberId, limit]);
  }
}

/**
 * Two index scans newest first, each cut at the limit: the identified events (website_event_subscriber_idx) and, per
 * tracker UUID linked to the subscriber, that UUID's events not already in the first (website_event_tracker_idx).
 * One `subscriber_id = $2 OR tracker_uuid IN (…)` filter would read every event of the list instead.
 */
const SUBSCRIBER_EVENTS = `SELECT e."event", e."tracker_uuid", e."email", e."properties", to_char(e."occurred_at", 'YYYY-MM-DD HH24:MI:SS') AS "occurred_at"
  FROM (
    (SELECT i."event", i."tracker_uuid", i."email", i."properties", i."occurred_at" FROM "tracking"."website_event" i
     WHERE i."list_id" = $1 AND i."subscriber_id" = $2 ORDER BY i."occurred_at" DESC LIMIT $3)
    UNION ALL
    (SELECT a."event", a."tracker_uuid", a."email", a."properties", a."occurred_at" FROM "tracking"."visitor" v
     CROSS JOIN LATERAL (
       SELECT * FROM "tracking"."website_event" w
       WHERE w."list_id" = v."list_id" AND w."tracker_uuid" = v."tracker_uuid" AND w."subscriber_id" IS DISTINCT FROM $2
       ORDER BY w."occurred_at" DESC LIMIT $3) a
     WHERE v."list_id" = $1 AND v."subscriber_id" = $2)
  ) e
  ORDER BY e."occurred_at" DESC LIMIT $3`;

export interface StoredEventRow {
  event: string;
  tracker_uuid: string;
  email: string;
  properties: Record<string, unknown>;
  occurred_at: string;
}
