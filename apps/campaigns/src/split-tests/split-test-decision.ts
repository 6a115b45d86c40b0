import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { JobHandler, JobQueue } from '@mail/jobs';

import { CampaignRunRepository } from '../delivery/campaign-run.repository';
import { DeliveryStarter } from '../delivery/delivery-starter';
import { RunFinisher } from '../delivery/run-finisher';
import { DecideSplitTest, SplitTestPayload } from './split-test.job';
import { SplitTestRepository } from './split-test.repository';
import { splitTestWinner } from './split-test-winner';

const log = logger('campaigns.split-test');
/** a run in one of these is over: its held recipients stay unsent (a cancel marks them cancelled) */
const OVER = new Set(['Cancelled', 'Failed', 'Sent']);

/**
 * The second half of a split test: planned when the run's snapshot is complete (TestDuration later), it picks the
 * winner from the test recipients' human opens or clicks, gives the held recipients the winner and queues them, and
 * starts the run's workers again (a paused campaign sends them once resumed).
 */
@Injectable()
export class SplitTestDecision {
  constructor(
    private readonly tests: SplitTestRepository,
    private readonly runs: CampaignRunRepository,
    private readonly starter: DeliveryStarter,
    private readonly finisher: RunFinisher,
    private readonly jobs: JobQueue,
  ) {}

  /** once the run's audience is snapshotted: the decision, TestDuration from now */
  async plan(campaignId: number, run: number): Promise<void> {
    const test = await this.tests.forRun(campaignId, run);
    if (!test || test.state !== 'testing') return;
    const at = new Date(Date.now() + test.test_duration * 1000);
    await this.jobs.send(DecideSplitTest, { campaignId, run }, { startAfter: at });
    log.info({ campaignId, run, at }, 'split test decision planned');
  }

  @JobHandler(DecideSplitTest)
  async decide({ campaignId, run }: SplitTestPayload): Promise<{ winner: number } | { skipped: string }> {
    const [test, state] = await Promise.all([this.tests.forRun(campaignId, run), this.runs.state(campaignId, run)]);
    if (!test || test.state !== 'testing') return { skipped: 'no split test to decide' };
    if (!state || state.currentRun !== run || OVER.has(state.status)) return { skipped: 'the run is over' };
    const variations = state.content?.variations ?? [];
    if (!variations.length) return { skipped: 'the run has no variations' };
    const winner = splitTestWinner(test.winner_rule, await this.tests.testFigures(campaignId, run), variations.length);
    if (!(await this.tests.release(campaignId, run, winner, variations[winner].emailId))) return { skipped: 'decided before' };
    log.info({ campaignId, run, winner }, 'split test decided');
    await this.starter.startWorkers(campaignId, run);
    await this.finisher.finishIfDone(campaignId, run);
    return { winner };
  }
}
