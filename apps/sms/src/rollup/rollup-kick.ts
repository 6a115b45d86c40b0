import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { JobQueue } from '@mail/jobs';

import { RollupJob } from './rollup.job';

const log = logger('sms.rollup');
/** a busy store asks for a roll-up at most this often per process */
const KICK_EVERY_MS = 1000;

/**
 * Asks for a roll-up soon after new events, so counters do not wait for the minute's tick. Kicks within a second of
 * the last one are folded into one trailing kick, so the last events of a burst are rolled up a second later too.
 */
@Injectable()
export class RollupKick {
  private last = 0;
  private trailing?: NodeJS.Timeout;

  constructor(private readonly jobs: JobQueue) {}

  kick(): void {
    const wait = this.last + KICK_EVERY_MS - Date.now();
    if (wait > 0) {
      this.trailing ??= setTimeout(() => {
        this.trailing = undefined;
        this.kick();
      }, wait).unref();
      return;
    }
    this.last = Date.now();
    this.jobs.send(RollupJob, {}, { startAfter: 1 }).catch((error: unknown) => log.warn({ err: error }, 'roll-up kick failed; the minute tick runs it'));
  }
}
