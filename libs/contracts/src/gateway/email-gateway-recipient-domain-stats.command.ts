import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { GATEWAY_NOTES, domainId } from './gateway-params';

export class EmailGatewayRecipientDomainStatsRequest {
  @domainId(1, 2)
  @Param('The sender domain', true)
  domainid?: string | number;

  @IsPresent(code(1, 'Missing RecipientToDomain'))
  @Param('The recipient domain (e.g. gmail.com)', true)
  recipienttodomain?: string;

  @Param('Y-m-d (UTC), inclusive; default 28 days before EndDate')
  startdate?: string;

  @Param('Y-m-d (UTC), inclusive; default today')
  enddate?: string;
}

export interface EmailGatewayRecipientDomainStatsReply {
  SummaryStats: { Status: 'Sent' | 'Failed'; TotalEmails: number; AvgDeliverySeconds: number; MinDeliverySeconds: number; MaxDeliverySeconds: number }[];
  /** by status: one row per bucket (< 1s … > 10m) */
  DeliverySpeedHistogram: Record<string, { DeliveryBucket: string; EmailCount: number; Percentage: number }[]>;
}

export const EmailGatewayRecipientDomainStats = defineCommand({
  name: 'EmailGateway.RecipientDomainStats',
  service: 'gateway',
  auth: 'user',
  request: EmailGatewayRecipientDomainStatsRequest,
  returns: reply<EmailGatewayRecipientDomainStatsReply>(),
  reply:
    'SummaryStats [{ Status, TotalEmails, AvgDeliverySeconds, MinDeliverySeconds, MaxDeliverySeconds }], DeliverySpeedHistogram { Sent|Failed: [{ DeliveryBucket, EmailCount, Percentage }] }',
  errorStyle: 'scalar',
  errors: { 1: 'DomainID or RecipientToDomain missing', 2: "domain not found (or another user's)" },
  summary: 'Sends of one sender domain to one recipient domain by status, with delivery times and a delivery-speed histogram.',
  notes: GATEWAY_NOTES,
});
