import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { logger } from '@mail/config';
import { type JobContext, JobHandler, JobQueue } from '@mail/jobs';
import { ServiceDb } from '@mail/kit';

import { ActionRepository } from '../actions/action.repository';
import { JourneyRepository } from '../journeys/journey.repository';
import type { JourneyRow } from '../journeys/journey.row';
import { ActionGraph } from './action-graph';
import { AdvanceJob, type AdvancePayload, SWEEP_CRON, SweepJob } from './advance.job';
import { AdmissionWake } from './admission/admission-wake';
import { EntrantQueueRepository } from './admission/entrant-queue.repository';
import { EngineWake } from './engine-wake';
import { EnrolmentRepository } from './enrolment.repository';
import type { EnrolmentRow, Transition } from './enrolment.row';
import { JourneyCompletedTrigger } from './journey-completed.trigger';
import { JourneyEvents } from './journey-events';
import type { StepOutcome } from './runners/step';
import { StepRunner } from './step-runner';

const log = logger('journeys.engine');
const BATCH = 500;
const LEASE_SECONDS = 60;
const RUN_BUDGET_MS = 20_000;
const RETRY_SECONDS = 15;

/**
 * The journey engine. One advance job runs a journey's due steps in batches: claim (a lease, never a
 * transaction held across a step), run each action once for its group, then apply every transition of the batch
 * in one transaction guarded by step numbers, with the counters and JourneyEnded events. A journey still having
 * due work after the run's budget sends itself again (the bus and other journeys are never held up); a wait
 * sends a delayed job for its due second. Disabled journeys' enrolments are never claimed (paused).
 */
@Injectable()
export class AdvanceProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly db: ServiceDb,
    private readonly jobs: JobQueue,
    private readonly journeys: JourneyRepository,
    private readonly actions: ActionRepository,
    private readonly enrolments: EnrolmentRepository,
    private readonly steps: StepRunner,
    private readonly events: JourneyEvents,
    private readonly wake: EngineWake,
    private readonly completions: JourneyCompletedTrigger,
    private readonly held: EntrantQueueRepository,
    private readonly admission: AdmissionWake,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(SweepJob, SWEEP_CRON, {});
  }

  @JobHandler(SweepJob)
  async sweep(): Promise<{ woken: number }> {
    const ids = await this.enrolments.journeysWithDue();
    for (const id of ids) await this.wake.now(id);
    // entrants held for Run_Criteria whose admission job was lost (or whose journey was enabled again)
    for (const journeyId of await this.held.journeysHolding()) await this.admission.now(journeyId);
    return { woken: ids.length };
  }

  @JobHandler(AdvanceJob, { concurrency: 4, pollingIntervalSeconds: 1 })
  async advance({ journeyId }: AdvancePayload, ctx: JobContext): Promise<{ steps: number }> {
    const started = Date.now();
    let steps = 0;
    for (;;) {
      const journey = await this.journeys.findById(journeyId);
      if (journey?.status !== 'Enabled') return { steps };
      const claimed = await this.enrolments.claimDue(journeyId, BATCH, LEASE_SECONDS);
      if (!claimed.length) break;
      steps += await this.runBatch(journey, claimed);
      if (ctx.signal.aborted || Date.now() - started > RUN_BUDGET_MS) {
        await this.wake.now(journeyId);
        return { steps };
      }
    }
    const next = await this.enrolments.nextDue(journeyId);
    if (next) await this.wake.at(journeyId, next);
    return { steps };
  }

  private async runBatch(journey: JourneyRow, claimed: EnrolmentRow[]): Promise<number> {
    const graph = new ActionGraph(await this.actions.forJourney(Number(journey.id)));
    const groups = new Map<string, EnrolmentRow[]>();
    for (const e of claimed) groups.set(e.action_id ?? '', [...(groups.get(e.action_id ?? '') ?? []), e]);
    const transitions: Transition[] = [];
    const retries: string[] = [];
    const entered = new Map<string, number>();
    const completed = new Map<string, number>();
    const emailsSent = new Map<string, number>();
    const sends: { actionId: string; row: EnrolmentRow }[] = [];
    const ends = new Map<string, { row: EnrolmentRow; actionId: string | null; reason: 'completed' | 'exited' }>();
    const move = (e: EnrolmentRow, current: string | null, outcome: StepOutcome) => {
      if (outcome.kind === 'retry') return retries.push(e.id);
      const now = new Date();
      if (outcome.kind === 'wait')
        return transitions.push({ id: e.id, stepNo: e.step_no, actionId: current, phase: 1, dueAt: outcome.until, status: 'Active' });
      if (current) completed.set(current, (completed.get(current) ?? 0) + 1);
      if (current && outcome.kind === 'next' && outcome.emailSent) {
        emailsSent.set(current, (emailsSent.get(current) ?? 0) + 1);
        sends.push({ actionId: current, row: e });
      }
      const next = outcome.kind === 'exit' || !current ? null : outcome.kind === 'branch' ? graph.branch(current, outcome.branch) : graph.after(current);
      if (next) {
        entered.set(next, (entered.get(next) ?? 0) + 1);
        return transitions.push({ id: e.id, stepNo: e.step_no, actionId: next, phase: 0, dueAt: now, status: 'Active' });
      }
      const status = outcome.kind === 'exit' ? 'Exited' : 'Completed';
      ends.set(e.id, { row: e, actionId: current, reason: status === 'Exited' ? 'exited' : 'completed' });
      return transitions.push({ id: e.id, stepNo: e.step_no, actionId: current, phase: 0, dueAt: now, status });
    };
    for (const [actionId, group] of groups) {
      const action = graph.action(actionId);
      // an action deleted or unpublished meanwhile: the enrolment goes on after it, or ends
      if (!action) {
        for (const e of group) move(e, null, { kind: 'next' });
        continue;
      }
      // a subscriber removed or exited since the claim gets nothing more from this journey
      const active = await this.enrolments.stillActive(group.map((e) => String(e.id)));
      const live = group.filter((e) => active.has(String(e.id)));
      if (!live.length) continue;
      const outcomes = await this.steps.run({ journey, action, enrolments: live });
      live.forEach((e, i) => move(e, actionId, outcomes[i] ?? { kind: 'retry', reason: 'no outcome' }));
    }
    await this.db.tx(async (m) => {
      const applied = await this.enrolments.advance(m, transitions);
      await this.enrolments.recordSends(
        m,
        sends.filter((x) => applied.has(x.row.id)),
      );
      const byId = new Map(claimed.map((e) => [String(e.id), e]));
      await this.enrolments.recordReach(
        m,
        transitions.flatMap((t) =>
          applied.has(t.id) && t.phase === 0 && t.status === 'Active' && t.actionId && byId.has(String(t.id))
            ? [{ actionId: t.actionId, row: byId.get(String(t.id))! }]
            : [],
        ),
      );
      await this.actions.count(m, entered, completed, emailsSent);
      const ended = [...ends.values()].filter((x) => applied.has(x.row.id));
      await this.events.ended(m, ended);
      await this.completions.fire(
        m,
        journey,
        ended.filter((x) => x.reason === 'completed').map((x) => x.row),
      );
    });
    this.events.kick();
    if (retries.length) {
      log.warn({ journeyId: journey.id, count: retries.length }, 'journey steps failed transiently; retried later');
      await this.enrolments.retryAt(retries, new Date(Date.now() + RETRY_SECONDS * 1000));
    }
    return transitions.length;
  }
}
