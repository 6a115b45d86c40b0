import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { GATEWAY_NOTES, type GatewayDomainRow, domainId } from './gateway-params';

export class EmailGatewayUpdateDomainRequest {
  @domainId(1, 5)
  @Param('The sender domain', true)
  domainid?: string | number;

  @Param('1 on, 0 off')
  linktracking?: string | number;

  @Param('1 on, 0 off')
  opentracking?: string | number;

  @Param('1 adds an unsubscribe link, 0 not')
  unsubscribelink?: string | number;

  @Param('Name of the DNS hosting provider')
  hostingprovider?: string;

  @Param('Custom subdomain (letters, digits, hyphens, at most 32); empty resets to the default')
  subdomain?: string;

  @Param('Custom tracking prefix (same rules); empty resets to the default')
  trackprefix?: string;

  @Param('Custom tracking merge character (e.g. -)')
  trackmerge?: string;

  @Param('1 drops the separate tracking subdomain, 0 brings it back')
  trackprefixdisabled?: string | number;
}

export interface EmailGatewayUpdateDomainReply {
  Domain: GatewayDomainRow;
  SubdomainChanged: boolean;
}

export const EmailGatewayUpdateDomain = defineCommand({
  name: 'EmailGateway.UpdateDomain',
  service: 'gateway',
  auth: 'user',
  request: EmailGatewayUpdateDomainRequest,
  returns: reply<EmailGatewayUpdateDomainReply>(),
  reply: 'Domain { DomainID, SenderDomain, Status, Options }, SubdomainChanged',
  errorStyle: 'scalar',
  errors: {
    1: 'DomainID missing',
    5: "domain not found (or another user's)",
    6: 'Subdomain or TrackPrefix breaks the rules (letters, digits, hyphens, at most 32), or a flag is not 0 or 1, or TrackMerge is not one character',
  },
  summary: "Change the tracking, unsubscribe-link, hosting and subdomain options of one of the caller's gateway sender domains.",
  notes: GATEWAY_NOTES,
});
