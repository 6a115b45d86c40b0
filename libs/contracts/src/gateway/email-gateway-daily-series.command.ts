import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { GATEWAY_NOTES } from './gateway-params';

export class EmailGatewayDailySeriesRequest {
  @Param("One sender domain (must be the caller's); all of the caller's when omitted")
  domainid?: string | number;

  @Param('Y-m-d (UTC), inclusive; default 30 days before EndDate')
  startdate?: string;

  @Param('Y-m-d (UTC), inclusive; default today')
  enddate?: string;
}

export interface EmailGatewayDailySeriesReply {
  /** by day (YYYY-MM-DD, UTC); days without activity are left out */
  Series: Record<string, { Sent: number; Bounced: number; Opened: number; Clicked: number }>;
}

export const EmailGatewayDailySeries = defineCommand({
  name: 'EmailGateway.DailySeries',
  service: 'gateway',
  auth: 'user',
  request: EmailGatewayDailySeriesRequest,
  returns: reply<EmailGatewayDailySeriesReply>(),
  reply: 'Series { <YYYY-MM-DD>: { Sent, Bounced, Opened, Clicked } }',
  errorStyle: 'scalar',
  errors: { 2: "DomainID is not the caller's domain" },
  summary: "Per-day gateway counts of one or all of the caller's sender domains.",
  notes: GATEWAY_NOTES,
});
