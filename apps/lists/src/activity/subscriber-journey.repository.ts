import { Injectable } from '@nestjs/common';

import { ServiceDb, type Queryable } from '@mail/kit';

/** The journeys a subscriber is in or went through (one row per subscriber and journey). */
@Injectable()
export class SubscriberJourneyRepository {
  constructor(private readonly db: ServiceDb) {}

  /** enrolled (again): InProgress from now */
  async start(
    subscriberId: string,
    journey: { journeyId: number; journeyName: string; entryId: string | null; actionId: number | null },
    q: Queryable = this.db,
  ): Promise<void> {
    await q.query(
      `INSERT INTO "lists"."subscriber_journey" ("subscriber_id", "journey_id", "journey_name", "status", "entry_id", "action_id") VALUES ($1, $2, $3, 'InProgress', $4, $5)
       ON CONFLICT ("subscriber_id", "journey_id") DO UPDATE SET "status" = 'InProgress', "journey_name" = excluded."journey_name", "entry_id" = excluded."entry_id",
         "action_id" = excluded."action_id", "enrolled_at" = now() at time zone 'utc', "completed_at" = NULL`,
      [subscriberId, journey.journeyId, journey.journeyName, journey.entryId, journey.actionId],
    );
  }

  /** Completed or Exited now; the last action stays unless a new one is given */
  async end(subscriberId: string, journeyId: number, status: 'Completed' | 'Exited', actionId: number | null, q: Queryable = this.db): Promise<void> {
    await q.query(
      `UPDATE "lists"."subscriber_journey" SET "status" = $3, "completed_at" = now() at time zone 'utc', "action_id" = coalesce($4, "action_id") WHERE "subscriber_id" = $1 AND "journey_id" = $2`,
      [subscriberId, journeyId, status, actionId],
    );
  }

  /** many subscribers enrolled (again) into one journey: InProgress from now (subscribers deleted meanwhile are skipped) */
  async startMany(
    journey: { journeyId: number; journeyName: string; actionId: number | null },
    entrants: { subscriberIds: number[]; entryIds: string[] },
    q: Queryable = this.db,
  ): Promise<void> {
    await q.query(
      `INSERT INTO "lists"."subscriber_journey" ("subscriber_id", "journey_id", "journey_name", "status", "entry_id", "action_id")
       SELECT s."id", $3, $4, 'InProgress', x."entry_id", $5
       FROM unnest($1::bigint[], $2::text[]) AS x("subscriber_id", "entry_id") JOIN "lists"."subscriber" s ON s."id" = x."subscriber_id"
       ON CONFLICT ("subscriber_id", "journey_id") DO UPDATE SET "status" = 'InProgress', "journey_name" = excluded."journey_name", "entry_id" = excluded."entry_id",
         "action_id" = excluded."action_id", "enrolled_at" = now() at time zone 'utc', "completed_at" = NULL`,
      [entrants.subscriberIds, entrants.entryIds, journey.journeyId, journey.journeyName, journey.actionId],
    );
  }

  /** many subscribers' enrolments of one journey ended: each Completed or Exited now, with its last action when given (0: keep) */
  async endMany(
    journeyId: number,
    ended: { subscriberIds: number[]; statuses: ('Completed' | 'Exited')[]; actionIds: number[] },
    q: Queryable = this.db,
  ): Promise<void> {
    await q.query(
      `UPDATE "lists"."subscriber_journey" j SET "status" = x."status", "completed_at" = now() at time zone 'utc', "action_id" = coalesce(nullif(x."action_id", 0), j."action_id")
       FROM unnest($1::bigint[], $2::text[], $3::bigint[]) AS x("subscriber_id", "status", "action_id")
       WHERE j."subscriber_id" = x."subscriber_id" AND j."journey_id" = $4`,
      [ended.subscriberIds, ended.statuses, ended.actionIds, journeyId],
    );
  }
}
