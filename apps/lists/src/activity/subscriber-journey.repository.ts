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
  statuses: ('Completed' | 'Exited')[];
  /** each one's last action (0 or null: keep the one recorded) */
  actionIds: (number | null)[];
  /** when they ended (UTC `YYYY-MM-DD HH:MM:SS`) */
  at: string;
}

/**
 * The journeys a subscriber is in or went through (one row per subscriber and journey: the latest enrolment).
 * Starts and ends come as separate events that replicas of this service may apply in either order, so each is
 * applied by its time, not by its arrival: an end before the start it ends has been recorded writes the ended row,
 * and that start, arriving later, only fills in what the end did not know (the journey's name, the start time).
 * A start or an end older than the enrolment recorded is ignored. Only subscribers of the event's user are written.
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
         "status" = CASE WHEN ${ENDED_BY_LATER} THEN j."status" ELSE 'InProgress' END,
         "entry_id" = CASE WHEN ${ENDED_BY_LATER} THEN coalesce(j."entry_id", excluded."entry_id") ELSE excluded."entry_id" END,
         "action_id" = CASE WHEN ${ENDED_BY_LATER} THEN j."action_id" ELSE excluded."action_id" END,
         "completed_at" = CASE WHEN ${ENDED_BY_LATER} THEN j."completed_at" ELSE NULL END,
         "enrolled_at" = CASE WHEN ${ENDED_BY_LATER} THEN least(j."enrolled_at", excluded."enrolled_at") ELSE excluded."enrolled_at" END
       WHERE excluded."enrolled_at" >= j."enrolled_at" OR ${ENDED_BY_LATER}`,
      [entrants.subscriberIds, entrants.entryIds, journey.journeyId, journey.journeyName, journey.actionId, journey.at, journey.userId],
    );
  }

  /** subscribers' enrolments of one journey ended at `at`: each Completed or Exited, with its last action when given */
  async endMany(journeyId: number, ended: JourneyEnds, q: Queryable = this.db): Promise<void> {
    await q.query(
      `INSERT INTO "lists"."subscriber_journey" AS j ("subscriber_id", "journey_id", "status", "action_id", "enrolled_at", "completed_at")
       SELECT s."id", $4, x."status", nullif(x."action_id", 0), $5::timestamp, $5::timestamp
       FROM unnest($1::bigint[], $2::text[], $3::bigint[]) AS x("subscriber_id", "status", "action_id") JOIN "lists"."subscriber" s ON s."id" = x."subscriber_id"
       JOIN "lists"."list" l ON l."id" = s."list_id" AND l."user_id" = $6
       ON CONFLICT ("subscriber_id", "journey_id") DO UPDATE SET "status" = excluded."status", "completed_at" = excluded."completed_at",
         "action_id" = coalesce(excluded."action_id", j."action_id")
       WHERE excluded."completed_at" >= j."enrolled_at"`,
      [ended.subscriberIds, ended.statuses, ended.actionIds.map((a) => a ?? 0), journeyId, ended.at, ended.userId],
    );
  }
}

/** the row's enrolment ended at or after this start: the start is of the enrolment that end closed */
const ENDED_BY_LATER = `(j."completed_at" IS NOT NULL AND excluded."enrolled_at" <= j."completed_at")`;
