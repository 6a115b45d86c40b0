import { Injectable } from '@nestjs/common';

import { ServiceDb, type Queryable } from '@mail/kit';

export interface JourneyStart {
  userId: number;
  journeyId: number;
  journeyName: string;
  actionId: number | null;
  /** when the enrolments started (UTC `YYYY-MM-DD HH:MM:SS`) */
  at: string;
}

export interface JourneyEnds {
  userId: number;
  subscriberIds: number[];
  /** each one's enrolment (null: an event without it, matched by time) */
  entryIds: (string | null)[];
  statuses: ('Completed' | 'Exited')[];
  /** each one's last action (0 or null: keep the one recorded) */
  actionIds: (number | null)[];
  /** when they ended (UTC `YYYY-MM-DD HH:MM:SS`) */
  at: string;
}

/**
 * The journeys a subscriber is in or went through (one row per subscriber and journey: the latest enrolment).
 * Starts and ends come as separate events that replicas of this service may apply in either order. Each names its
 * enrolment, and enrolment ids grow, so an event is matched by it: an end of the enrolment recorded ends it, an end
 * of a later one (its start not applied yet) writes the ended row, and that start, arriving later, only fills in what
 * the end did not know (the journey's name, the start time); an event of an earlier enrolment is ignored. Events
 * without a numeric enrolment id (queued before ends carried one) fall back to their time (one-second precision). Only
 * subscribers of the event's user are written.
 */
@Injectable()
export class SubscriberJourneyRepository {
  constructor(private readonly db: ServiceDb) {}

  /** subscribers enrolled (again) into one journey: InProgress from `at` (subscribers deleted meanwhile are skipped) */
  async startMany(journey: JourneyStart, entrants: { subscriberIds: number[]; entryIds: (string | null)[] }, q: Queryable = this.db): Promise<void> {
    await q.query(
      `INSERT INTO "lists"."subscriber_journey" AS j ("subscriber_id", "journey_id", "journey_name", "status", "entry_id", "action_id", "enrolled_at")
       SELECT s."id", $3, $4, 'InProgress', x."entry_id", $5, $6::timestamp
       FROM unnest($1::bigint[], $2::text[]) AS x("subscriber_id", "entry_id") JOIN "lists"."subscriber" s ON s."id" = x."subscriber_id"
       JOIN "lists"."list" l ON l."id" = s."list_id" AND l."user_id" = $7
       ON CONFLICT ("subscriber_id", "journey_id") DO UPDATE SET
         "journey_name" = CASE WHEN excluded."journey_name" <> '' THEN excluded."journey_name" ELSE j."journey_name" END,
         -- this start's enrolment already ended (its end came first): keep the end, take the start time
         "status" = CASE WHEN ${ENDED_FIRST} THEN j."status" ELSE 'InProgress' END,
         "entry_id" = CASE WHEN ${ENDED_FIRST} THEN coalesce(j."entry_id", excluded."entry_id") ELSE excluded."entry_id" END,
         "action_id" = CASE WHEN ${ENDED_FIRST} THEN j."action_id" ELSE excluded."action_id" END,
         "completed_at" = CASE WHEN ${ENDED_FIRST} THEN j."completed_at" ELSE NULL END,
         "enrolled_at" = CASE WHEN ${ENDED_FIRST} THEN least(j."enrolled_at", excluded."enrolled_at") ELSE excluded."enrolled_at" END
       WHERE CASE WHEN ${ORDER} IS NULL THEN excluded."enrolled_at" >= j."enrolled_at" OR ${ENDED_BY_LATER} ELSE ${ORDER} >= 0 END`,
      [entrants.subscriberIds, entrants.entryIds, journey.journeyId, journey.journeyName, journey.actionId, journey.at, journey.userId],
    );
  }

  /** subscribers' enrolments of one journey ended at `at`: each Completed or Exited, with its last action when given */
  async endMany(journeyId: number, ended: JourneyEnds, q: Queryable = this.db): Promise<void> {
    await q.query(
      `INSERT INTO "lists"."subscriber_journey" AS j ("subscriber_id", "journey_id", "status", "entry_id", "action_id", "enrolled_at", "completed_at")
       SELECT s."id", $5, x."status", x."entry_id", nullif(x."action_id", 0), $6::timestamp, $6::timestamp
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::bigint[]) AS x("subscriber_id", "status", "entry_id", "action_id")
       JOIN "lists"."subscriber" s ON s."id" = x."subscriber_id" JOIN "lists"."list" l ON l."id" = s."list_id" AND l."user_id" = $7
       ON CONFLICT ("subscriber_id", "journey_id") DO UPDATE SET "status" = excluded."status", "completed_at" = excluded."completed_at",
         "entry_id" = coalesce(excluded."entry_id", j."entry_id"),
         -- the end of a later enrolment than the one recorded (its start not applied yet): its start time is unknown
         "enrolled_at" = CASE WHEN ${ORDER} > 0 THEN excluded."enrolled_at" ELSE j."enrolled_at" END,
         "action_id" = CASE WHEN ${ORDER} > 0 THEN excluded."action_id" ELSE coalesce(excluded."action_id", j."action_id") END
       WHERE CASE WHEN ${ORDER} IS NULL THEN excluded."completed_at" >= j."enrolled_at" ELSE ${ORDER} >= 0 END`,
      [ended.subscriberIds, ended.statuses, ended.entryIds, ended.actionIds.map((a) => a ?? 0), journeyId, ended.at, ended.userId],
    );
  }
}

/**
 * The event's enrolment against the row's: 1 a later one, 0 the same, -1 an earlier one (enrolment ids grow); NULL
 * when either id is missing or not an enrolment id (an event queued before ends carried one): then time decides.
 */
const ORDER = `(CASE WHEN excluded."entry_id" ~ '^[0-9]+$' AND j."entry_id" ~ '^[0-9]+$'
  THEN sign(excluded."entry_id"::numeric - j."entry_id"::numeric) END)`;
/** by time: the row's enrolment ended at or after this start, so the start is of the enrolment that end closed */
const ENDED_BY_LATER = `(j."completed_at" IS NOT NULL AND excluded."enrolled_at" <= j."completed_at")`;
/** this start's enrolment is the row's, and it ended already (its end was applied first) */
const ENDED_FIRST = `(CASE WHEN ${ORDER} IS NULL THEN ${ENDED_BY_LATER} ELSE ${ORDER} = 0 AND j."completed_at" IS NOT NULL END)`;
