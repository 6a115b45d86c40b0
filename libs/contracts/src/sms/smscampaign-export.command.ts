import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { CAMPAIGN_ERRORS, SMS_NOTES, SmsCampaignIdRequest, unprocessable } from './sms-command-parts';

export class SmsExportCreateRequest extends SmsCampaignIdRequest {
  @Param("'events' (default) or 'recipients'")
  kind?: string;

  @Param('recipients: only this recipient status')
  status?: string;

  @Param('events: only this event type')
  event?: string;

  @Param('events: at or after this time (any parseable date, UTC)')
  from?: string;

  @Param('events: at or before this time (any parseable date, UTC)')
  to?: string;

  @Param("events: only this subscriber's")
  subscriberid?: string | number;
}

export interface SmsExportCreateReply {
  ExportID: number;
  SMSCampaignID: number;
  Kind: 'events' | 'recipients';
  Status: 'Queued';
}

/** Extension command (not in the spec). */
export const SmsCampaignExport = defineCommand({
  name: 'smscampaign.export',
  service: 'sms',
  auth: 'user',
  errorStyle: 'scalar',
  legacy: true,
  notes: SMS_NOTES,
  v1: { methods: ['POST'], path: 'smscampaign.export' },
  request: SmsExportCreateRequest,
  returns: reply<SmsExportCreateReply>(),
  reply: 'ExportID, SMSCampaignID, Kind, Status (Queued)',
  errors: {
    ...CAMPAIGN_ERRORS,
    3: unprocessable("Kind is neither 'events' nor 'recipients'"),
    4: unprocessable('Status is not a recipient status'),
    5: unprocessable('Event is not an event type'),
    6: unprocessable('SubscriberID is not an integer'),
    11: unprocessable('From or To is not a date'),
  },
  summary: "Start a CSV export of an SMS campaign's recipients or events (filters as the browse reads).",
});
