import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { type Queryable, ServiceDb } from '@mail/kit';

import type { Entrant } from '../enrolment.row';

export interface QueuedEntrant extends Entrant {
  id: string;
}

/** journeys.entrant_queue: entrants held before they enter a journey with Run_Criteria. */
@Injectable()
export class EntrantQueueRepository {
  constructor(private readonly db: ServiceDb) {}

  async hold(m: EntityManager, journeyId: number, entrants: Entrant[]): Promise<void> {
    await m.query(
      `INSERT INTO "journeys"."entrant_queue" ("journey_id", "subscriber_id", "list_id", "email")
       SELECT $1, s, l, e FROM unnest($2::bigint[], $3::bigint[], $4::text[]) AS x(s, l, e)`,
      [journeyId, entrants.map((e) => e.subscriberId), entrants.map((e) => e.listId), entrants.map((e) => e.email)],
    );
  }

  /** the oldest held entrants of a journey */
  async oldest(journeyId: number, limit: number): Promise<QueuedEntrant[]> {
    const rows = await this.db.query<{ id: string; subscriber_id: string; list_id: string; email: string }>(
      `SELECT "id", "subscriber_id", "list_id", "email" FROM "journeys"."entrant_queue" WHERE "journey_id" = $1 ORDER BY "id" LIMIT $2`,
      [journeyId, limit],
    );
    return rows.map((r) => ({ id: String(r.id), subscriberId: Number(r.subscriber_id), listId: Number(r.list_id), email: r.email }));
  }

  /** removes them; answers the ids it removed (another run may have taken some) */
  async take(q: Queryable, ids: string[]): Promise<Set<string>> {
    const rows = await this.db.returning<{ id: string }>(`DELETE FROM "journeys"."entrant_queue" WHERE "id" = ANY($1::bigint[]) RETURNING "id"`, [ids], q);
    return new Set(rows.map((r) => String(r.id)));
  }

  /** locks the journey's admission for the transaction (two admission runs never both fill the same window) */
  async lock(q: Queryable, journeyId: number): Promise<void> {
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('journeys.admit'), $1::int)`, [journeyId]);
  }

  /** the journey's enrolments started since each instant */
  async startedSince(q: Queryable, journeyId: number, hour: Date, day: Date): Promise<{ hour: number; day: number }> {
    const [row]: { hour: string; day: string }[] = await q.query(
      `SELECT count(*) FILTER (WHERE "started_at" >= $2) AS "hour", count(*) AS "day"
       FROM "journeys"."enrolment" WHERE "journey_id" = $1 AND "started_at" >= least($2, $3)`,
      [journeyId, hour.toISOString(), day.toISOString()],
    );
    return { hour: Number(row?.hour ?? 0), day: Number(row?.day ?? 0) };
  }

  /** journeys with entrants held (the sweep wakes their admission) */
  async journeysHolding(): Promise<number[]> {
    const rows = await this.db.query<{ journey_id: string }>(`SELECT DISTINCT "journey_id" FROM "journeys"."entrant_queue"`);
    return rows.map((r) => Number(r.journey_id));
  }
}
