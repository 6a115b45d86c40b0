import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { CAMPAIGN_ERRORS, CONTROL_STATE_ERROR, SMS_NOTES, SmsCampaignIdRequest, type SmsCampaignStatusReply } from './sms-command-parts';

export class SmsCampaignPauseRequest extends SmsCampaignIdRequest {}

/** Status: Paused */
export type SmsCampaignPauseReply = SmsCampaignStatusReply;

/** Extension command (not in the spec). */
export const SmsCampaignPause = defineCommand({
  name: 'smscampaign.pause',
  service: 'sms',
  auth: 'user',
  errorStyle: 'scalar',
  legacy: true,
  notes: SMS_NOTES,
  v1: { methods: ['POST'], path: 'smscampaign.pause' },
  request: SmsCampaignPauseRequest,
  returns: reply<SmsCampaignPauseReply>(),
  reply: 'SMSCampaignID, Status (Paused)',
  errors: { ...CAMPAIGN_ERRORS, 3: CONTROL_STATE_ERROR('Sending or Scheduled') },
  summary: 'Pause a Sending or Scheduled SMS campaign (the message being sent is finished; the rest stay queued).',
});
