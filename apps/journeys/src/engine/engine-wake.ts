import { Injectable } from '@nestjs/common';

import { JobQueue, type SqlRunner } from '@mail/jobs';

import { AdvanceJob } from './advance.job';

/** Sends the advance job of a journey, now or when a wait is due (inside the caller's transaction when given). */
@Injectable()
export class EngineWake {
  constructor(private readonly jobs: JobQueue) {}

  async now(journeyId: number, q?: SqlRunner): Promise<void> {
    await this.send(journeyId, undefined, q);
  }

  async at(journeyId: number, when: Date, q?: SqlRunner): Promise<void> {
    await this.send(journeyId, when.getTime() <= Date.now() ? undefined : when, q);
  }

  private async send(journeyId: number, when: Date | undefined, q?: SqlRunner): Promise<void> {
    const second = when ? Math.ceil(when.getTime() / 1000) : 0;
    const options = { singletonKey: `${journeyId}:${second || 'now'}`, ...(when ? { startAfter: new Date(second * 1000) } : {}) };
    if (q) await this.jobs.sendInTransaction(q, AdvanceJob, { journeyId }, options);
    else await this.jobs.send(AdvanceJob, { journeyId }, options);
  }
}
