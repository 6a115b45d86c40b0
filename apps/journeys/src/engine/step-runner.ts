import { Inject, Injectable } from '@nestjs/common';

import type { ActionType } from '../actions/action-spec';
import { ACTION_RUNNERS, type ActionRunner, type StepBatch, type StepOutcome } from './runners/step';

/** Dispatches a batch to the runner of its action type; a runner that throws retries the whole batch later. */
@Injectable()
export class StepRunner {
  private readonly byType = new Map<ActionType, ActionRunner>();

  constructor(@Inject(ACTION_RUNNERS) runners: ActionRunner[]) {
    for (const runner of runners) for (const type of runner.types) this.byType.set(type, runner);
  }

  async run(batch: StepBatch): Promise<StepOutcome[]> {
    const runner = this.byType.get(batch.action.type);
    if (!runner) return batch.enrolments.map(() => ({ kind: 'next' }));
    try {
      return await runner.run(batch);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return batch.enrolments.map(() => ({ kind: 'retry', reason }));
    }
  }
}
