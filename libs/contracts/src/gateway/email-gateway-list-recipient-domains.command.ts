import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { GATEWAY_NOTES, domainId } from './gateway-params';

export class EmailGatewayListRecipientDomainsRequest {
  @domainId(1, 2)
  @Param('The sender domain', true)
  domainid?: string | number;

  @Param('Y-m-d (UTC), inclusive; default 30 days before EndDate')
  startdate?: string;

  @Param('Y-m-d (UTC), inclusive; default today; never before StartDate')
  enddate?: string;

  @Param('Rows at most (default 50, clamped to 1–1000)')
  limit?: string | number;
}

export interface EmailGatewayListRecipientDomainsReply {
  StartDate: string;
  EndDate: string;
  Limit: number;
  RecipientDomains: {
    Domain: string;
    Sent: number;
    Failed: number;
    Sending: number;
    AvgDeliverySec: number | null;
    MinDeliverySec: number | null;
    MaxDeliverySec: number | null;
  }[];
}

export const EmailGatewayListRecipientDomains = defineCommand({
  name: 'EmailGateway.ListRecipientDomains',
  service: 'gateway',
  auth: 'user',
  request: EmailGatewayListRecipientDomainsRequest,
  returns: reply<EmailGatewayListRecipientDomainsReply>(),
  reply: 'StartDate, EndDate, Limit, RecipientDomains [{ Domain, Sent, Failed, Sending, AvgDeliverySec, MinDeliverySec, MaxDeliverySec }] (most sent first)',
  errorStyle: 'scalar',
  errors: { 1: 'DomainID missing', 2: "domain not found (or another user's)" },
  summary: 'Rank the recipient domains one sender domain sent to, with sent, failed and in-flight counts and delivery times.',
  notes: GATEWAY_NOTES,
});
