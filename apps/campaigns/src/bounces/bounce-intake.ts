import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { type ReportIntakeResult, readDeliveryReport } from '@mail/mail';

import { TrackingRepository } from '../engagement/tracking.repository';
import type { BounceTarget } from './bounce-address';
import { BounceRecorder } from './bounce-recorder';

const log = logger('campaigns.bounces');

/** A message that arrived at one or more VERP addresses: what it reports is charged to their recipients. */
@Injectable()
export class BounceIntake {
  constructor(
    private readonly tracking: TrackingRepository,
    private readonly recorder: BounceRecorder,
  ) {}

  async receive(raw: Buffer, targets: BounceTarget[], requestId: string): Promise<ReportIntakeResult> {
    const report = await readDeliveryReport(raw);
    if (report.type === 'none') return 'accepted';
    for (const target of targets) {
      const recipient = await this.tracking.recipient(target);
      if (!recipient) continue;
      if (report.type === 'bounce') {
        await this.recorder.bounce(recipient, report.bounceType, [report.status, report.diagnostic].filter(Boolean).join(' '));
        continue;
      }
      if (!(await this.recorder.complaint(recipient, { source: 'feedback-loop', detail: 'abuse report' }, requestId))) return 'retry';
    }
    log.info({ type: report.type, recipients: targets.length }, 'delivery report received');
    return 'accepted';
  }
}
