import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { domainId } from './gateway-params';

export class GatewayAggrEventsRequest {
  @domainId(1, 2)
  @Param('The sender domain', true)
  domainid?: string | number;

  @Param('First day, YYYY-MM-DD (UTC); default 30 days before EndDate')
  startdate?: string;

  @Param('Last day, YYYY-MM-DD (UTC), included; default today')
  enddate?: string;

  @Param("'event' (default: counts per event type), 'date' (per day) or 'recipient_domain'")
  aggregatedfield?: string;

  @Param('Most buckets returned, 1 to 1000 (default 100), largest first')
  aggregatesize?: string | number;
}

export interface GatewayAggrEventsReply {
  AggregatedField: string;
  StartDate: string;
  EndDate: string;
  AggBuckets: { Key: string; Count: number }[];
}

export const GatewayAggrEvents = defineCommand({
  name: 'EmailGateway.AggrEvents',
  service: 'gateway',
  auth: 'user',
  errorStyle: 'array',
  request: GatewayAggrEventsRequest,
  returns: reply<GatewayAggrEventsReply>(),
  reply: 'AggBuckets [{ Key, Count }]',
  errors: { 1: 'DomainID missing', 2: "domain not found (or another user's)", 11: 'invalid date (use YYYY-MM-DD)', 12: 'invalid AggregatedField' },
  summary: 'Aggregated gateway events.',
});
