import { Inject, Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { CommandError, isPresent, type UserSenderdomainVerifyReply, type UserSenderdomainVerifyRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import type { SenderDomainRow } from '../../domains/sender-domain.row';
import { DomainVerifier } from '../../domains/verification/domain-verifier';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { recordMap, userDomainStatus } from '../user-sender-domain.view';
import { UserSenderDomainsRepository } from '../user-sender-domains.repository';

const log = logger('gateway.user-senderdomain-verify');

/** at most this many domains per verifyall call */
const VERIFY_ALL_LIMIT = 25;

/**
 * user.senderdomain.verify: looks the domain's SPF and DKIM records up now through the gateway's resolver (the
 * verifier EmailGateway.VerifyDomain and the daily job use), stores the statuses and each record's result, and moves
 * LastVerifiedAt on every call. 1 DomainID missing (single mode), 2 not the caller's.
 */
@Injectable()
export class UserSenderdomainVerifyService {
  constructor(
    private readonly repository: UserSenderDomainsRepository,
    private readonly verifier: DomainVerifier,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async run(userId: number, input: UserSenderdomainVerifyRequest): Promise<UserSenderdomainVerifyReply> {
    if (isPresent(input.verifyall) && ['1', 'true', 'yes', 'on'].includes(String(input.verifyall).trim().toLowerCase())) return this.all(userId);
    if (!isPresent(input.domainid) || String(input.domainid).trim() === '') throw new CommandError(1, 'Missing DomainID parameter');
    const id = positiveId(input.domainid);
    const row = id ? await this.repository.find(userId, id) : undefined;
    if (!row) throw new CommandError(2, 'Sender domain not found');
    const after = await this.verify(row);
    return {
      Success: true,
      DomainID: after.id,
      IsVerified: after.verification_status === 'Verified',
      Status: userDomainStatus(after),
      DNSRecords: recordMap(after, this.config),
    };
  }

  private async all(userId: number): Promise<UserSenderdomainVerifyReply> {
    const rows = await this.repository.pending(userId, VERIFY_ALL_LIMIT + 1);
    const domains: { DomainID: number; IsVerified: boolean; Status: string }[] = [];
    for (const row of rows.slice(0, VERIFY_ALL_LIMIT)) {
      const after = await this.verify(row);
      domains.push({ DomainID: after.id, IsVerified: after.verification_status === 'Verified', Status: userDomainStatus(after) });
    }
    const verified = domains.filter((d) => d.IsVerified).length;
    return {
      Success: true,
      VerifyAll: true,
      Verified: verified,
      Failed: domains.length - verified,
      Truncated: rows.length > VERIFY_ALL_LIMIT,
      Domains: domains,
    };
  }

  /** the domain as the check leaves it (unchanged but LastVerifiedAt when DNS did not answer) */
  private async verify(row: SenderDomainRow): Promise<SenderDomainRow> {
    try {
      const found = await this.verifier.check(row);
      const checks = Object.fromEntries(Object.entries(found.records).map(([host, [, , ok]]) => [host, ok]));
      await this.repository.recordVerification(row.id, { ...found, checks });
      return { ...row, verification_status: found.verification, dkim_status: found.dkim, spf_status: found.spf, dns_checks: { ...row.dns_checks, ...checks } };
    } catch (error) {
      log.warn({ err: error, domainId: row.id }, 'DNS lookup failed');
      await this.repository.touchVerified(row.id);
      return { ...row, verification_status: row.verification_status === 'Verified' ? 'Pending' : row.verification_status };
    }
  }
}
