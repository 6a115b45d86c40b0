import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { CommandError, type EmailGatewayVerifyDomainReply, type EmailGatewayVerifyDomainRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { statusText } from '../domain-view';
import { SenderDomainRepository } from '../sender-domain.repository';
import { DomainVerifier } from '../verification/domain-verifier';

const log = logger('gateway.verify-domain');

/** EmailGateway.VerifyDomain: looks DNS up now (as the cron job does) and stores what it found; 3 when DNS fails. */
@Injectable()
export class EmailGatewayVerifyDomainService {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly verifier: DomainVerifier,
  ) {}

  async run(userId: number, input: EmailGatewayVerifyDomainRequest): Promise<EmailGatewayVerifyDomainReply> {
    const domain = await this.domains.findOwned(userId, positiveId(input.domainid)!);
    if (!domain) throw new CommandError(2, 'Domain could not be retrieved');
    const found = await this.verifier.check(domain).catch((error: unknown) => {
      log.warn({ err: error, domainId: domain.id }, 'DNS lookup failed');
      throw new CommandError(3, 'DNS did not answer; try again later');
    });
    await this.domains.overwriteStatuses(domain.id, found);
    return {
      Domain: { DomainID: domain.id, SenderDomain: domain.name, Status: statusText(found.verification), DKIMStatus: found.dkim, SPFStatus: found.spf },
      DNSVerificationResults: found.records,
    };
  }
}
