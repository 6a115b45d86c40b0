import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries, inBatches } from '@mail/contracts';

import type { ActionRow } from '../../actions/action.row';
import { type ActionRunner, type StepBatch, type StepOutcome } from './step';

const PARALLEL = 16;

/**
 * Decision: the subscriber's branch by RulesJSON criteria, compiled by lists' one rule compiler. The deprecated
 * YesNo is a Decision on one field rule (CriteriaLeft = a custom field id or EmailAddress); Yes is True.
 * A subscriber gone from the list ends the journey; criteria lists cannot compile take the False branch.
 */
@Injectable()
export class DecisionRunner implements ActionRunner {
  readonly types = ['Decision', 'YesNo'] as const;

  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async run({ journey, action, enrolments }: StepBatch): Promise<StepOutcome[]> {
    const { rulesJson, operator } = criteriaOf(action);
    const outcomes: StepOutcome[] = [];
    for (const slice of inBatches(enrolments, PARALLEL)) {
      const part = slice.map(async (e): Promise<StepOutcome> => {
        try {
          const reply = await this.bus.query(
            Queries.SubscriberMatch,
            { userId: journey.user_id, listId: Number(e.list_id), subscriberId: Number(e.subscriber_id), rulesJson, operator },
            5000,
          );
          if (!reply.found) return { kind: 'exit' };
          return { kind: 'branch', branch: reply.matches ? 'True' : 'False' };
        } catch (error) {
          return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
        }
      });
      outcomes.push(...(await Promise.all(part)));
    }
    return outcomes;
  }
}

/** The RulesJSON of a Decision, or the one field rule of a YesNo. */
export function criteriaOf(action: Pick<ActionRow, 'type' | 'params'>): { rulesJson: unknown; operator: string } {
  const p = action.params;
  if (action.type === 'YesNo')
    return { rulesJson: [[{ type: 'fields', field_id: p.CriteriaLeft, operator: p.CriteriaOperator, value: p.CriteriaRight }]], operator: 'and' };
  return { rulesJson: p.Criteria, operator: typeof p.CriteriaOperator === 'string' ? p.CriteriaOperator : 'and' };
}
