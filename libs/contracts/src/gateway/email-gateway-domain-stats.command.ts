import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { GATEWAY_NOTES, domainId } from './gateway-params';

export class EmailGatewayDomainStatsRequest {
  @domainId(1, 2)
  @Param('The sender domain', true)
  domainid?: string | number;

  @Param('Y-m-d (UTC), inclusive; default 28 days before EndDate')
  startdate?: string;

  @Param('Y-m-d (UTC), inclusive; default today')
  enddate?: string;
}

export interface GatewayPeriodCounts {
  Sent: number;
  Delivered: number;
  Bounced: number;
  Opened: number;
  Clicked: number;
}

export interface EmailGatewayDomainStatsReply {
  StartDate: string;
  EndDate: string;
  Stats: GatewayPeriodCounts;
  ComparisonStats: { PreviousPeriod: GatewayPeriodCounts };
  /** by tag of the messages */
  TagStats: Record<string, { Sent: number; Delivered: number }>;
}

export const EmailGatewayDomainStats = defineCommand({
  name: 'EmailGateway.DomainStats',
  service: 'gateway',
  auth: 'user',
  request: EmailGatewayDomainStatsRequest,
  returns: reply<EmailGatewayDomainStatsReply>(),
  reply: 'StartDate, EndDate, Stats { Sent, Delivered, Bounced, Opened, Clicked }, ComparisonStats { PreviousPeriod }, TagStats { <tag>: { Sent, Delivered } }',
  errorStyle: 'scalar',
  errors: { 1: 'DomainID missing', 2: "domain not found (or another user's)" },
  summary: 'Delivery and engagement counts of one gateway sender domain for a period, with the previous period and per tag.',
  notes: GATEWAY_NOTES,
});
