import { Inject, Injectable } from '@nestjs/common';

import { logger } from '@mail/config';

import { RollupRepository } from '../rollup/rollup.repository';
import { RetentionRepository } from './retention.repository';
import { SMS_CONFIG, type SmsConfig } from '../sms.config';

const log = logger('sms.retention');
const JOURNEY_BATCH = 2000;
const JOURNEY_ROUNDS = 5;

/**
 * Per-recipient detail (recipients, events, replies, short links) of a campaign is removed once its sending
 * started more than SMS_DETAIL_RETENTION_DAYS ago. A last roll-up runs first, so the counters and the daily
 * pre-aggregate stay exactly what they were; DetailExpired tells readers. A journey's campaign (Active, never done)
 * loses its messages' detail one message at a time instead, DetailExpired staying false.
 */
@Injectable()
export class DetailRetention {
  constructor(
    private readonly retention: RetentionRepository,
    private readonly rollups: RollupRepository,
    @Inject(SMS_CONFIG) private readonly config: SmsConfig,
  ) {}

  async expireDue(): Promise<number> {
    const days = this.config.detailRetentionDays;
    const due = await this.retention.due(days);
    for (const id of due) {
      await this.rollups.fold(id);
      await this.retention.removeDetail(id);
    }
    await this.expireJourneyMessages(days);
    return due.length;
  }

  /**
   * A journey's SMS campaign is Active for good: its messages expire one by one, once queued more than the window
   * ago (a bounded number per tick). Their campaigns are folded first, so the counters and the series keep them.
   */
  private async expireJourneyMessages(days: number): Promise<void> {
    for (let round = 0; round < JOURNEY_ROUNDS; round++) {
      const { campaignIds, messageIds } = await this.retention.journeyMessagesDue(days, JOURNEY_BATCH);
      if (!messageIds.length) return;
      for (const id of campaignIds) await this.rollups.fold(id);
      await this.retention.removeMessages(campaignIds, messageIds);
      log.info({ campaigns: campaignIds.length, messages: messageIds.length }, 'sms journey message detail expired');
    }
  }
}
