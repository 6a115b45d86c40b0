import { Inject, Injectable } from '@nestjs/common';

import type { EmailGatewayGetDomainsReply, EmailGatewayGetDomainsRequest } from '@mail/contracts';

import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { domainView } from '../domain-view';
import { SenderDomainRepository } from '../sender-domain.repository';

const TRUTHY = new Set(['1', 'true', 'yes']);

/** EmailGateway.GetDomains: the caller's domains; with a truthy WithCounts, each with its counts and last 7 days. */
@Injectable()
export class EmailGatewayGetDomainsService {
  constructor(
    private readonly domains: SenderDomainRepository,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async run(userId: number, input: EmailGatewayGetDomainsRequest): Promise<EmailGatewayGetDomainsReply> {
    const withCounts =
      input.withcounts === true ||
      TRUTHY.has(
        String(input.withcounts ?? '')
          .trim()
          .toLowerCase(),
      );
    const [rows, counts] = await Promise.all([this.domains.listOwned(userId), withCounts ? this.domains.countsOwned(userId) : undefined]);
    return {
      Domains: rows.map((row) => {
        const view = domainView(row, this.config);
        const c = counts?.get(row.id);
        if (!counts) return view;
        return {
          ...view,
          APIKeyCount: c?.keys ?? 0,
          SMTPCount: c?.smtps ?? 0,
          WebhookCount: c?.webhooks ?? 0,
          Sent7d: c?.sent ?? 0,
          BounceRate7d: c?.sent ? Math.round((c.bounced / c.sent) * 10_000) / 100 : 0,
          LastActivityAt: c?.last_activity ? new Date(c.last_activity).toISOString() : null,
        };
      }),
    };
  }
}
