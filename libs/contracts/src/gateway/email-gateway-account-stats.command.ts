import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { GATEWAY_NOTES } from './gateway-params';
import type { GatewayPeriodCounts } from './email-gateway-domain-stats.command';

export class EmailGatewayAccountStatsRequest {
  @Param('Y-m-d (UTC), inclusive; default 30 days before EndDate')
  startdate?: string;

  @Param('Y-m-d (UTC), inclusive; default today; never before StartDate')
  enddate?: string;

  @Param("Comma-separated domain ids; ids that are not the caller's are ignored; all of the caller's domains when omitted")
  domainids?: string;
}

export interface GatewayRates {
  DeliveryRate: number;
  OpenRate: number;
  ClickRate: number;
  BounceRate: number;
}

export interface EmailGatewayAccountStatsReply {
  /** `Y-m-d 00:00:00` (UTC) */
  StartDate: string;
  /** `Y-m-d 23:59:59` (UTC) */
  EndDate: string;
  Totals: GatewayPeriodCounts & GatewayRates;
  ComparisonTotals: GatewayPeriodCounts & GatewayRates;
  PerDomain: ({ DomainID: number; SenderDomain: string } & GatewayPeriodCounts & GatewayRates)[];
}

export const EmailGatewayAccountStats = defineCommand({
  name: 'EmailGateway.AccountStats',
  service: 'gateway',
  auth: 'user',
  request: EmailGatewayAccountStatsRequest,
  returns: reply<EmailGatewayAccountStatsReply>(),
  reply: 'StartDate, EndDate, Totals, ComparisonTotals (counts and rates), PerDomain [{ DomainID, SenderDomain, counts, rates }] (most sent first)',
  errorStyle: 'scalar',
  errors: {},
  summary: 'Gateway totals and rates of all (or chosen) sender domains of the caller, with the previous period and one row per domain.',
  notes: GATEWAY_NOTES,
});
