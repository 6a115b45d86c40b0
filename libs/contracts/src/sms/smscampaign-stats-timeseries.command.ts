import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { CAMPAIGN_ERRORS, SMS_NOTES, SmsCampaignIdRequest, unprocessable } from './sms-command-parts';

export class SmsStatsTimeseriesRequest extends SmsCampaignIdRequest {
  @Param("'hour' (default) or 'day'")
  granularity?: string;

  @Param('Comma-separated event types (default all eleven)')
  events?: string;

  @Param('1: count bot clicks too (hourly series only; the daily series always includes them)')
  includebots?: string | number | boolean;
}

/** answered as JSON text built once per roll-up (and NotModified on a matching etag) */
export interface SmsStatsTimeseriesReply {
  Granularity: 'hour' | 'day';
  Events: string[];
  ExcludesBots: boolean;
  MessagesOnlyMeaningfulForOutcomes: true;
  Series: { Bucket: string; Event: string; Events: number; Messages: number }[];
}

export const SmsCampaignTimeseries = defineCommand({
  name: 'smscampaign.stats.timeseries',
  service: 'sms',
  auth: 'user',
  permission: 'SMSCampaigns.Get',
  errorStyle: 'scalar',
  v1: { methods: ['GET'], path: 'smscampaign.stats.timeseries' },
  request: SmsStatsTimeseriesRequest,
  returns: reply<SmsStatsTimeseriesReply>(),
  reply: 'Granularity, Events, ExcludesBots, MessagesOnlyMeaningfulForOutcomes, Series (Bucket, Event, Events, Messages)',
  errors: {
    ...CAMPAIGN_ERRORS,
    3: unprocessable("Granularity is neither 'hour' nor 'day'"),
    4: unprocessable('Events names an unknown event type'),
  },
  summary: 'Event time series.',
  notes: SMS_NOTES,
});
