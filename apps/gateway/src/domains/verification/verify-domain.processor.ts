import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { logger } from '@mail/config';
import { JobHandler, JobQueue } from '@mail/jobs';

import { SenderDomainRepository } from '../sender-domain.repository';
import type { SenderDomainRow } from '../sender-domain.row';
import { DomainVerifier } from './domain-verifier';
import { VERIFY_DOMAINS_CRON, VerifyDomainJob, type VerifyDomainPayload } from './verify-domain.job';

const log = logger('gateway.verify-domain');
const BATCH = 200;

/** Moves VerificationStatus, DKIMStatus and SPFStatus from what DNS really answers (domain-check.ts). */
@Injectable()
export class VerifyDomainProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly verifier: DomainVerifier,
    private readonly jobs: JobQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(VerifyDomainJob, VERIFY_DOMAINS_CRON, {});
  }

  @JobHandler(VerifyDomainJob)
  async run(payload: VerifyDomainPayload): Promise<{ checked: number }> {
    const due = payload.domainId
      ? [await this.domains.find(payload.domainId)].filter((d): d is SenderDomainRow => !!d && !(payload.firstCheck && d.checked_at))
      : await this.domains.dueForCheck(BATCH);
    for (const domain of due) await this.check(domain);
    return { checked: due.length };
  }

  private async check(domain: SenderDomainRow): Promise<void> {
    const { verification, dkim, spf } = await this.verifier.check(domain);
    await this.domains.setStatuses(domain, { verification, dkim, spf });
    if (verification !== domain.verification_status) log.info({ domainId: domain.id, verification, dkim, spf }, 'sender domain status changed');
  }
}
