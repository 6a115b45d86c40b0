import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { JobHandler } from '@mail/jobs';

import { DeliveryScheduler } from '../delivery/delivery-scheduler';
import { AutoResendPayload, SendAutoResend } from './auto-resend.job';
import { AutoResendRepository } from './auto-resend.repository';

const log = logger('campaigns.auto-resend');

/**
 * When the wait is over: the original's non-openers get the resend. The child campaign is created (once per original
 * run) and started at once; its audience snapshot keeps, of the original's audience as it is now (unsubscribed and
 * suppressed addresses leave it), those the original run sent to who have not opened it.
 */
@Injectable()
export class AutoResendProcessor {
  constructor(
    private readonly repository: AutoResendRepository,
    private readonly scheduler: DeliveryScheduler,
  ) {}

  @JobHandler(SendAutoResend, { concurrency: 1, pollingIntervalSeconds: 1 })
  async resend(payload: AutoResendPayload): Promise<{ campaignId: number } | { skipped: string }> {
    if ((await this.repository.nonOpeners(payload.campaignId, payload.run)) === 0) return { skipped: 'every recipient opened the original' };
    const child = await this.repository.createChild(payload.campaignId, payload.run);
    if (!child) return { skipped: 'the original is gone or no longer wants an auto-resend' };
    // a child created by an earlier attempt that died before this line is Ready and due: the dispatcher's minute tick starts it
    await this.scheduler.startNow(child.id);
    log.info({ original: payload.campaignId, run: payload.run, campaignId: child.id, created: child.created }, 'auto-resend started');
    return { campaignId: child.id };
  }
}
