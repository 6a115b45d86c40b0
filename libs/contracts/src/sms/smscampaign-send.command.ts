import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { CAMPAIGN_ERRORS, SMS_NOTES, SmsCampaignIdRequest, type SmsCampaignStatusReply, unprocessable } from './sms-command-parts';

export class SmsCampaignSendRequest extends SmsCampaignIdRequest {
  @Param('Send at this time (YYYY-MM-DD HH:MM:SS UTC); absent: now')
  sendat?: string;
}

/** Status: Sending or Scheduled */
export type SmsCampaignSendReply = SmsCampaignStatusReply;

/** Extension command (not in the spec). */
export const SmsCampaignSend = defineCommand({
  name: 'smscampaign.send',
  service: 'sms',
  auth: 'user',
  errorStyle: 'scalar',
  legacy: true,
  notes: SMS_NOTES,
  v1: { methods: ['POST'], path: 'smscampaign.send' },
  request: SmsCampaignSendRequest,
  returns: reply<SmsCampaignSendReply>(),
  reply: 'SMSCampaignID, Status (Sending or Scheduled)',
  errors: { ...CAMPAIGN_ERRORS, 3: unprocessable('SendAt is not YYYY-MM-DD HH:MM:SS'), 4: unprocessable('the campaign is not a Draft') },
  summary: 'Send an SMS campaign now or at SendAt.',
});
