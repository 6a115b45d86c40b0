import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { CAMPAIGN_ERRORS, LIMIT_ERROR, SMS_NOTES, SmsCampaignIdRequest, unprocessable } from './sms-command-parts';

export class SmsStatsBreakdownRequest extends SmsCampaignIdRequest {
  @Param('hour, day, gateway_status, error_code, carrier, country, link or sender_id', true)
  dimension?: string;

  @Param('One event type (default all)')
  event?: string;

  @Param('1: count bot clicks too')
  includebots?: string | number | boolean;

  @Param('1 to 500, default 50')
  limit?: string | number;
}

export interface SmsStatsBreakdownReply {
  Dimension: string;
  Event: string | null;
  ExcludesBots: boolean;
  Limit: number;
  Breakdown: { Dimension: string; Events: number; Messages: number }[];
}

export const SmsCampaignBreakdown = defineCommand({
  name: 'smscampaign.stats.breakdown',
  service: 'sms',
  auth: 'user',
  permission: 'SMSCampaigns.Get',
  errorStyle: 'scalar',
  v1: { methods: ['GET'], path: 'smscampaign.stats.breakdown' },
  request: SmsStatsBreakdownRequest,
  returns: reply<SmsStatsBreakdownReply>(),
  reply: 'Dimension, Event, ExcludesBots, Limit, Breakdown (Dimension, Events, Messages)',
  errors: {
    ...CAMPAIGN_ERRORS,
    3: unprocessable('missing Dimension'),
    4: unprocessable('unknown Dimension'),
    5: unprocessable('Event is not an event type'),
    6: LIMIT_ERROR,
  },
  summary: 'Events broken down by a dimension.',
  notes: SMS_NOTES,
});
