import { Inject, Injectable } from '@nestjs/common';

import { CommandError, type EmailGatewayUpdateDomainReply, type EmailGatewayUpdateDomainRequest, isPresent } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { domainOptions, domainView } from '../domain-view';
import { SenderDomainRepository } from '../sender-domain.repository';

const LABEL = /^[A-Za-z0-9-]{1,32}$/;

/** EmailGateway.UpdateDomain: 5 not the caller's domain, 6 a value breaking its rules; only the options sent change. */
@Injectable()
export class EmailGatewayUpdateDomainService {
  constructor(
    private readonly domains: SenderDomainRepository,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async run(userId: number, input: EmailGatewayUpdateDomainRequest): Promise<EmailGatewayUpdateDomainReply> {
    const id = positiveId(input.domainid)!;
    const before = await this.domains.findOwned(userId, id);
    if (!before) throw new CommandError(5, 'Domain could not be retrieved');
    const change = optionsOf(input);
    const after = (await this.domains.mergeOptions(userId, id, change)) ?? before;
    const subdomainChanged = domainOptions(before).CustomSubdomain !== domainOptions(after).CustomSubdomain;
    return { Domain: domainView(after, this.config), SubdomainChanged: subdomainChanged };
  }
}

/** the options the request sets, under the vendor's keys; 6 for a value that breaks its rule */
function optionsOf(input: EmailGatewayUpdateDomainRequest): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const flag = (value: unknown, key: string) => {
    if (!isPresent(value)) return;
    const text = String(value).trim().toLowerCase();
    const on = ['1', 'true', 'yes'].includes(text) ? 1 : ['0', 'false', 'no', ''].includes(text) ? 0 : undefined;
    if (on === undefined) throw new CommandError(6, `${key} must be 1 or 0`);
    out[key] = on;
  };
  const label = (value: unknown, key: string) => {
    if (value === undefined || value === null) return;
    const text = String(value).trim();
    if (text !== '' && !LABEL.test(text))
      throw new CommandError(6, `${key === 'CustomSubdomain' ? 'Subdomain' : 'TrackPrefix'} may hold only letters, digits and hyphens, at most 32`);
    out[key] = text.toLowerCase();
  };
  flag(input.linktracking, 'LinkTracking');
  flag(input.opentracking, 'OpenTracking');
  flag(input.unsubscribelink, 'UnsubscribeLink');
  label(input.subdomain, 'CustomSubdomain');
  label(input.trackprefix, 'CustomTrackPrefix');
  if (input.hostingprovider !== undefined && input.hostingprovider !== null) out.HostingProvider = String(input.hostingprovider).trim().slice(0, 100);
  if (input.trackmerge !== undefined && input.trackmerge !== null) {
    const merge = String(input.trackmerge).trim();
    if (merge.length > 1 || (merge !== '' && !/^[-._]$/.test(merge))) throw new CommandError(6, 'TrackMerge must be one of - . _');
    out.TrackMerge = merge;
  }
  if (isPresent(input.trackprefixdisabled)) {
    const text = String(input.trackprefixdisabled).trim().toLowerCase();
    if (!['0', '1', 'true', 'false'].includes(text)) throw new CommandError(6, 'TrackPrefixDisabled must be 1 or 0');
    out.TrackPrefixDisabled = text === '1' || text === 'true';
  }
  return out;
}
