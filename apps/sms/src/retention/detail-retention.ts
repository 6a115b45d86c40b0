import { Injectable } from '@nestjs/common';

import { envInt } from '@mail/config';

import { RollupRepository } from '../rollup/rollup.repository';
import { RetentionRepository } from './retention.repository';

/**
 * Per-recipient detail (recipients, events, replies, short links) of a campaign is removed once its sending
 * started more than SMS_DETAIL_RETENTION_DAYS ago. A last roll-up runs first, so the counters and the daily
 * pre-aggregate stay exactly what they were; DetailExpired tells readers.
 */
@Injectable()
export class DetailRetention {
  constructor(
    private readonly retention: RetentionRepository,
    private readonly rollups: RollupRepository,
  ) {}

  async expireDue(): Promise<number> {
    const due = await this.retention.due(envInt('SMS_DETAIL_RETENTION_DAYS'));
    for (const id of due) {
      await this.rollups.fold(id);
      await this.retention.removeDetail(id);
    }
    return due.length;
  }
}
