import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type SubscriberJourneyProgress, type SubscriberJourneyProgressReply, type SubscriberJourneyProgressRequest } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

import { ActionRepository } from '../../actions/action.repository';
import type { ActionRow } from '../../actions/action.row';

interface ActiveRow {
  journey_id: string;
  action_id: string | null;
  snoozed_until: string | null;
}

/**
 * Where a subscriber stands in the user's journeys they are actively in (lists' Subscriber.Get shows it in
 * SubscriberJourneys.InProgress): the action, its position among the journey's actions in display order (the
 * main sequence, a Decision's True then False branch right after it), and the end of the Wait they are in.
 */
@Controller()
export class SubscriberProgressHandler {
  constructor(
    private readonly db: ServiceDb,
    private readonly actions: ActionRepository,
  ) {}

  @HandlesQuery(Queries.SubscriberJourneyProgress)
  async progress(r: SubscriberJourneyProgressRequest): Promise<SubscriberJourneyProgressReply> {
    if (!r.journeyIds.length) return { journeys: [] };
    const rows = await this.db.query<ActiveRow>(
      `SELECT e."journey_id", e."action_id",
              CASE WHEN e."phase" = 1 THEN to_char(coalesce(e."wait_until", e."due_at"), 'YYYY-MM-DD HH24:MI:SS') END AS "snoozed_until"
       FROM "journeys"."enrolment" e
       WHERE e."subscriber_id" = $1 AND e."user_id" = $2 AND e."journey_id" = ANY($3::bigint[]) AND e."status" = 'Active'`,
      [r.subscriberId, r.userId, r.journeyIds],
    );
    const journeys: SubscriberJourneyProgress[] = [];
    for (const row of rows) {
      const order = displayOrder(await this.actions.forJourney(Number(row.journey_id)));
      const at = row.action_id === null ? -1 : order.indexOf(row.action_id);
      journeys.push({
        journeyId: Number(row.journey_id),
        actionId: row.action_id === null ? null : Number(row.action_id),
        currentStep: at < 0 ? order.length : at + 1,
        totalSteps: order.length,
        snoozedUntil: row.snoozed_until,
      });
    }
    return { journeys };
  }
}

/** action ids in display order: each sequence by order_no, a Decision's True then False branch right after it */
export function displayOrder(rows: Pick<ActionRow, 'id' | 'parent_id' | 'branch' | 'order_no'>[]): string[] {
  const children = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.parent_id ?? ''}:${row.branch ?? ''}`;
    children.set(key, [...(children.get(key) ?? []), row]);
  }
  const out: string[] = [];
  const walk = (parent: string, branch: string) => {
    for (const row of [...(children.get(`${parent}:${branch}`) ?? [])].sort((a, b) => a.order_no - b.order_no)) {
      out.push(String(row.id));
      walk(String(row.id), 'True');
      walk(String(row.id), 'False');
    }
  };
  walk('', '');
  return out;
}
