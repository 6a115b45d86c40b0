import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface SubscriberJourneyRow {
  journey_id: string;
  name: string;
  status: 'Active' | 'Completed' | 'Exited';
  joined_at: string;
}

export interface ActionSubscriberRow {
  subscriber_id: string;
  email: string;
  suppressed: boolean;
}

/** the engagement kinds of action_engagement each FilterJSON item reads ('forwarded' is never recorded) */
export const FILTER_KINDS: Record<string, string> = {
  opened: 'open',
  clicked: 'click',
  converted: 'conversion',
  browser_viewed: 'view',
  forwarded: 'forward',
  unsubscribed: 'unsubscribe',
  bounced: 'bounce',
  spam_complaint: 'complaint',
};

export interface ActionSubscribersPage {
  actionId: number;
  kinds: string[];
  operator: 'AND' | 'OR';
  /** null: no limit */
  limit: number | null;
  offset: number;
  order: 'email' | 'subscriber_id' | 'at';
  direction: 'ASC' | 'DESC';
}

const ORDER = { email: 'r."email"', subscriber_id: 'r."subscriber_id"', at: 'r."at"' } as const;

/** Reads of who is or was in the journeys: a subscriber's journeys, an action's subscribers. */
@Injectable()
export class SubscriberJourneysRepository {
  constructor(private readonly db: ServiceDb) {}

  /** the latest enrolment of the subscriber in each of the user's journeys, oldest join first */
  subscriberJourneys(userId: number, subscriberId: number): Promise<SubscriberJourneyRow[]> {
    return this.db.query<SubscriberJourneyRow>(
      `SELECT * FROM (
         SELECT DISTINCT ON (e."journey_id") e."journey_id", j."name", e."status", to_char(e."started_at", 'YYYY-MM-DD HH24:MI:SS') AS "joined_at", e."started_at"
         FROM "journeys"."enrolment" e JOIN "journeys"."journey" j ON j."id" = e."journey_id" AND j."user_id" = e."user_id"
         WHERE e."user_id" = $1 AND e."subscriber_id" = $2
         ORDER BY e."journey_id", e."id" DESC) x
       ORDER BY x."started_at", x."journey_id"`,
      [userId, subscriberId],
    );
  }

  /** one page of the subscribers who reached the action, and how many match in all */
  async actionSubscribers(p: ActionSubscribersPage): Promise<{ rows: ActionSubscriberRow[]; total: number }> {
    const matched = p.operator === 'AND' ? '= cardinality($2::text[])' : '> 0';
    const filter = `AND (cardinality($2::text[]) = 0 OR (SELECT count(DISTINCT g."kind") FROM "journeys"."action_engagement" g
      WHERE g."action_id" = r."action_id" AND g."subscriber_id" = r."subscriber_id" AND g."kind" = ANY($2::text[])) ${matched})`;
    const where = `WHERE r."action_id" = $1 ${filter}`;
    const params = [p.actionId, p.kinds];
    const total = await this.db.one<{ n: string }>(`SELECT count(*) AS "n" FROM "journeys"."action_reach" r ${where}`, params);
    const rows = await this.db.query<ActionSubscriberRow>(
      `SELECT r."subscriber_id"::text AS "subscriber_id", r."email",
              EXISTS (SELECT 1 FROM "journeys"."action_engagement" g WHERE g."action_id" = r."action_id" AND g."subscriber_id" = r."subscriber_id"
                      AND g."kind" IN ('bounce', 'complaint', 'unsubscribe')) AS "suppressed"
       FROM "journeys"."action_reach" r ${where}
       ORDER BY ${ORDER[p.order]} ${p.direction}, r."subscriber_id" ${p.direction}
       LIMIT $3 OFFSET $4`,
      [...params, p.limit, p.offset],
    );
    return { rows, total: Number(total?.n ?? 0) };
  }
}
