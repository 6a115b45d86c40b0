import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { CAMPAIGN_ERRORS, CONTROL_STATE_ERROR, SMS_NOTES, SmsCampaignIdRequest, type SmsCampaignStatusReply } from './sms-command-parts';

export class SmsCampaignCancelRequest extends SmsCampaignIdRequest {}

/** Status: Cancelled */
export type SmsCampaignCancelReply = SmsCampaignStatusReply;

/** Extension command (not in the spec). */
export const SmsCampaignCancel = defineCommand({
  name: 'smscampaign.cancel',
  service: 'sms',
  auth: 'user',
  errorStyle: 'scalar',
  legacy: true,
  notes: SMS_NOTES,
  v1: { methods: ['POST'], path: 'smscampaign.cancel' },
  request: SmsCampaignCancelRequest,
  returns: reply<SmsCampaignCancelReply>(),
  reply: 'SMSCampaignID, Status (Cancelled)',
  errors: { ...CAMPAIGN_ERRORS, 3: CONTROL_STATE_ERROR('Draft, Scheduled, Sending or Paused') },
  summary: 'Cancel an SMS campaign: its queued messages become Cancelled and are never sent.',
});
