import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { InOrder } from './requests/param-rules';

export class CampaignRecipientsGetRequest {
  @InOrder(IsPresent(code(1, 'CampaignID is missing')), IsPositiveId(code(2, 'CampaignID must be a number')))
  @Param('The campaign (Draft, Ready or Pending Approval)', true)
  campaignid?: string | number;

  @Param('boolean: only TotalRecipients, no rows (default false)')
  onlytotal?: string | boolean;
}

export interface CampaignRecipientRow {
  SubscriberID: number;
  EmailAddress: string;
  FirstName: string;
  LastName: string;
}

export interface CampaignRecipientsGetReply {
  CampaignID: number;
  TotalRecipients: number;
  Recipients?: CampaignRecipientRow[];
}

export const CampaignRecipientsGet = defineCommand({
  name: 'campaign.recipients.get',
  service: 'campaigns',
  auth: 'user-or-admin',
  permission: 'Campaign.Get',
  request: CampaignRecipientsGetRequest,
  returns: reply<CampaignRecipientsGetReply>(),
  reply: 'CampaignID, TotalRecipients, Recipients (SubscriberID, EmailAddress, FirstName, LastName; left out with OnlyTotal), the first 1000 by subscriber id',
  errorStyle: 'scalar',
  errors: {
    1: 'CampaignID missing',
    2: 'CampaignID not a number',
    3: { meaning: "no such campaign, or not the caller's (an administrator reads any)", httpStatus: 404 },
    4: 'the campaign is not Draft, Ready or Pending Approval (the failure carries CampaignStatus)',
    5: 'the campaign has no audience (no lists, no rules), or its rules name an invalid list_id',
    6: "a list of the audience is not available (missing and another user's answer alike)",
    10: 'the lists service could not build the recipient set',
  },
  summary: "Preview of an unsent campaign's recipients: their number and the first rows.",
  notes: 'The failures the service finds (3 and on) also carry `ErrorMessage` (what old clients read).',
});
