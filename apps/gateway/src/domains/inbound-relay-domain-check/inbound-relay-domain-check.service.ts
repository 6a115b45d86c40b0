import { Inject, Injectable } from '@nestjs/common';

import type { InboundRelayDomainCheckReply, InboundRelayDomainCheckRequest } from '@mail/contracts';
import { CommandError, isPresent } from '@mail/contracts';
import { isEmail } from '@mail/values';

import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { senderDomainName } from '../domain-name';
import { SenderDomainRepository } from '../sender-domain.repository';

/** the vendor's refusal: HTTP 500 with an empty object */
const DENIED: InboundRelayDomainCheckReply = { RawHttp: { status: 500, contentType: 'application/json; charset=utf-8', body: '{}' } };

/**
 * GET /api/v1/inbound-relay-domain-check (admin): relay is allowed for a live sender domain of any account, any
 * subdomain of one (its return-path and tracking hosts) and the installation's return-path host.
 */
@Injectable()
export class InboundRelayDomainCheckService {
  constructor(
    private readonly domains: SenderDomainRepository,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async run(input: InboundRelayDomainCheckRequest): Promise<InboundRelayDomainCheckReply> {
    const given = isPresent(input.domain) ? String(input.domain).trim() : '';
    // a full address is accepted when it is one (not just anything before an @); control characters or undecodable
    // bytes (U+FFFD) anywhere make the input malformed
    const malformed = /[\u0000-\u001f\u007f\ufffd]/.test(given) || (given.includes('@') && !isEmail(given));
    const name = malformed ? undefined : senderDomainName(given.slice(given.lastIndexOf('@') + 1));
    // a request without a domain is the caller's mistake, answered in the envelope; a domain not served here is the denial
    if (!name) throw new CommandError(2, 'Domain is missing, or neither a domain name nor an email address');
    const labels = name.split('.');
    const candidates = labels.slice(0, labels.length - 1).map((_, i) => labels.slice(i).join('.'));
    const allowed = name === this.config.returnPathHost.toLowerCase() || (await this.domains.anyLive(candidates));
    return allowed ? { Success: true, RelayDomain: name } : DENIED;
  }
}
