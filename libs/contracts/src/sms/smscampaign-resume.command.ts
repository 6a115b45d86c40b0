import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { CAMPAIGN_ERRORS, CONTROL_STATE_ERROR, SMS_NOTES, SmsCampaignIdRequest, type SmsCampaignStatusReply } from './sms-command-parts';

export class SmsCampaignResumeRequest extends SmsCampaignIdRequest {}

/** Status: Sending, or Scheduled while SendAt is ahead */
export type SmsCampaignResumeReply = SmsCampaignStatusReply;

/** Extension command (not in the spec). */
export const SmsCampaignResume = defineCommand({
  name: 'smscampaign.resume',
  service: 'sms',
  auth: 'user',
  errorStyle: 'scalar',
  legacy: true,
  notes: SMS_NOTES,
  v1: { methods: ['POST'], path: 'smscampaign.resume' },
  request: SmsCampaignResumeRequest,
  returns: reply<SmsCampaignResumeReply>(),
  reply: 'SMSCampaignID, Status (Sending, or Scheduled while SendAt is ahead)',
  errors: { ...CAMPAIGN_ERRORS, 3: CONTROL_STATE_ERROR('Paused') },
  summary: 'Resume a Paused SMS campaign.',
});
