import { Injectable } from '@nestjs/common';

import { JobQueue, type SqlRunner } from '@mail/jobs';

import { AdmitJob } from './admit.job';

/** Sends a journey's admission job, now or when its rate-limit window opens (inside the caller's transaction when given). */
@Injectable()
export class AdmissionWake {
  constructor(private readonly jobs: JobQueue) {}

  async now(journeyId: number, q?: SqlRunner): Promise<void> {
    await this.send(journeyId, undefined, q);
  }

  async at(journeyId: number, when: Date): Promise<void> {
    await this.send(journeyId, when.getTime() <= Date.now() ? undefined : when);
  }

  private async send(journeyId: number, when: Date | undefined, q?: SqlRunner): Promise<void> {
    const second = when ? Math.ceil(when.getTime() / 1000) : 0;
    const options = { singletonKey: `admit:${journeyId}:${second || 'now'}`, ...(when ? { startAfter: new Date(second * 1000) } : {}) };
    if (q) await this.jobs.sendInTransaction(q, AdmitJob, { journeyId }, options);
    else await this.jobs.send(AdmitJob, { journeyId }, options);
  }
}
