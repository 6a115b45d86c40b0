import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { logger } from '@mail/config';
import { InjectDataSource, liftStatementTimeout } from '@mail/db';
import { type JobContext, JobHandler } from '@mail/jobs';

import { UnrenderableContentError } from '../rendering/campaign-message.compiler';
import { CampaignRunRepository, type RunState } from './campaign-run.repository';
import { RunFinisher } from './run-finisher';
import { DeliveryStarter } from './delivery-starter';
import { RunPayload, SnapshotAudience } from './delivery.jobs';
import { PeerQueries, PeerRefusedError } from './peer-queries';
import { RecipientRepository } from './recipient.repository';
import { RunContentPreparer } from './run-content.preparer';
import { SplitTestDecision } from '../split-tests/split-test-decision';
import { SplitTestRepository } from '../split-tests/split-test.repository';

const log = logger('campaigns.snapshot');
const PAGE = 5000;
const OVER = new Set(['Cancelled', 'Failed', 'Sent']);

/**
 * A run's audience, snapshotted into the recipient queue: pages of subscribers (with their personalisation values)
 * from lists, each page written together with the snapshot's cursor, so a retried job resumes after the last
 * committed page. An address on several of the audience's lists is kept once, by its first (lowest) subscriber id: the
 * queue's unique (campaign, run, address) index drops the later ones as pages arrive in id order. Delivery starts as soon
 * as the first page is in; pausing does not stop the snapshot. An A/B run
 * assigns each recipient its variation here (with a split test, only the test share; the rest is held for the winner,
 * decided TestDuration after the snapshot is complete); an auto-resend keeps only the original run's non-openers.
 */
@Injectable()
export class AudienceSnapshotProcessor {
  constructor(
    private readonly finisher: RunFinisher,
    @InjectDataSource('campaigns') private readonly db: DataSource,
    private readonly runs: CampaignRunRepository,
    private readonly recipients: RecipientRepository,
    private readonly preparer: RunContentPreparer,
    private readonly peers: PeerQueries,
    private readonly starter: DeliveryStarter,
    private readonly splitTests: SplitTestRepository,
    private readonly splitTestDecision: SplitTestDecision,
  ) {}

  @JobHandler(SnapshotAudience, { concurrency: 2 })
  async snapshot(payload: RunPayload, job: JobContext): Promise<{ recipients: number } | { skipped: string }> {
    const state = await this.runs.state(payload.campaignId, payload.run);
    if (!state || state.currentRun !== payload.run || OVER.has(state.status)) return { skipped: 'the run is over' };
    if (state.snapshotDone) return { skipped: 'already snapshotted' };
    try {
      return { recipients: await this.write(await this.withContent(state), job) };
    } catch (error) {
      if (!(error instanceof UnrenderableContentError) && !(error instanceof PeerRefusedError)) throw error;
      log.info({ campaignId: payload.campaignId, run: payload.run, reason: error.message }, 'campaign run failed');
      await this.runs.fail(payload.campaignId, payload.run, error.message);
      return { skipped: error.message };
    }
  }

  private async withContent(state: RunState): Promise<RunState> {
    if (state.content) return state;
    const { content, neverSuppressed } = await this.preparer.prepare(state);
    await this.runs.saveContent(state.campaignId, state.run, content, neverSuppressed);
    return { ...state, content, neverSuppressed };
  }

  private async write(state: RunState, job: JobContext): Promise<number> {
    const { campaignId, run } = state;
    // a split test set on the campaign takes its first A/B run: only its share is sent the variations now
    const testShare = state.content?.variations ? await this.db.transaction((m) => this.splitTests.shareForRun(m, campaignId, run)) : undefined;
    const pageOptions = { variations: state.content?.variations, resendOf: state.resendOf ?? undefined, testShare };
    const fetchPage = (after: number) => {
      const reply = this.peers.audiencePage({
        userId: state.userId,
        rulesJsonBundle: state.rulesJsonBundle ?? undefined,
        recipientListsAndSegments: state.recipientListsAndSegments,
        excludeListsAndSegments: state.excludeListsAndSegments,
        neverSuppressed: state.neverSuppressed,
        afterSubscriberId: after,
        limit: PAGE,
        withFields: true,
        // the recipient queue keeps the first of each address (its unique index, pages in id order): lists need not
        // look each row up in the other lists. An A/B run numbers the page's recipients in memory, so it asks for none.
        withDuplicates: !pageOptions.variations,
      });
      reply.catch(() => undefined); // awaited below; a page fetched ahead of a failed write is simply dropped
      return reply;
    };
    let after = state.snapshotAfter;
    let written = 0;
    let next = fetchPage(after);
    for (let page = 0; !job.signal.aborted; page++) {
      if (page > 0 && (await this.runIsOver(campaignId, run))) return written;
      const reply = await next;
      const done = reply.nextAfterSubscriberId === null || reply.members.length < PAGE;
      after = reply.nextAfterSubscriberId ?? after;
      // lists reads the next page while this one is written
      if (!done) next = fetchPage(after);
      const members = reply.members.map((m) => ({ ...m, fields: m.fields ?? {} }));
      await this.db.transaction(async (m) => {
        await liftStatementTimeout(m);
        written += await this.recipients.insertPage(m, campaignId, run, members, pageOptions);
        await this.runs.snapshotProgress(m, campaignId, run, after, done, page === 0 ? (reply.mergeTagAliases ?? {}) : undefined);
      });
      // workers start with this attempt's first page (again after a retry: extra workers only share the queue)
      if (page === 0 && (written > 0 || !done)) await this.starter.startWorkers(campaignId, run);
      if (done) return this.complete(campaignId, run, written);
    }
    return written;
  }

  /** a run cancelled while it was being snapshotted: stop, and leave nothing queued behind */
  private async runIsOver(campaignId: number, run: number): Promise<boolean> {
    const state = await this.runs.state(campaignId, run);
    if (state && state.currentRun === run && !OVER.has(state.status)) return false;
    await this.starter.cancelQueued({ campaignId, run });
    return true;
  }

  private async complete(campaignId: number, run: number, written: number): Promise<number> {
    if (!(await this.recipients.hasAny(campaignId, run))) await this.runs.fail(campaignId, run, 'No recipients: the audience is empty');
    else {
      await this.splitTestDecision.plan(campaignId, run);
      await this.finisher.finishIfDone(campaignId, run);
    }
    return written;
  }
}
