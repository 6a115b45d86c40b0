import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { PagedCampaignReadRequest } from './requests/campaign-read.request';
import { InOrder, OneOf } from './requests/param-rules';

export const RECIPIENT_ACTIVITIES = ['open', 'click', 'bounce', 'unsubscription', 'forward', 'conversion'] as const;
export type RecipientActivity = (typeof RECIPIENT_ACTIVITIES)[number];

export class CampaignRecipientsActivityGetRequest extends PagedCampaignReadRequest {
  @InOrder(
    IsPresent(code(4, `Activity must be one of ${RECIPIENT_ACTIVITIES.join(', ')}`)),
    OneOf(RECIPIENT_ACTIVITIES, code(4, `Activity must be one of ${RECIPIENT_ACTIVITIES.join(', ')}`)),
  )
  @Param(`One of ${RECIPIENT_ACTIVITIES.join(', ')}`, true)
  activity?: string;

  @Param('Case-insensitive substring of the email address, applied before paging')
  searchkeyword?: string;

  @Param('Another name of SearchKeyword')
  emailaddress?: string;
}

export interface RecipientActivityRow {
  SubscriberID: number;
  ListID: number;
  ListName: string;
  EmailAddress: string;
  ActivityCount: number;
  LastActivityDate: string;
  /** bounce rows */
  BounceType?: 'Hard' | 'Soft';
  /** conversion rows: a decimal string */
  TotalRevenue?: string;
}

export interface CampaignRecipientsActivityGetReply {
  CampaignID: number;
  Activity: RecipientActivity;
  TotalRecords: number;
  Recipients: RecipientActivityRow[];
}

export const CampaignRecipientsActivityGet = defineCommand({
  name: 'campaign.recipients.activity.get',
  service: 'campaigns',
  auth: 'user-or-admin',
  permission: 'Campaign.Get',
  request: CampaignRecipientsActivityGetRequest,
  returns: reply<CampaignRecipientsActivityGetReply>(),
  reply:
    'CampaignID, Activity, TotalRecords, Recipients (SubscriberID, ListID, ListName, EmailAddress, ActivityCount, LastActivityDate; BounceType on bounce rows, TotalRevenue on conversion rows), most recent first',
  errorStyle: 'scalar',
  errors: {
    2: 'CampaignID missing or not a number',
    3: { meaning: "no such campaign, or not the caller's (an administrator reads any)", httpStatus: 404 },
    4: 'Activity missing or not one of open, click, bounce, unsubscription, forward, conversion',
  },
  summary: 'The subscribers of a sent campaign who opened, clicked, bounced, unsubscribed, forwarded or converted, paged.',
  notes: 'The failures the service finds (3 and on) also carry `ErrorMessage` (what old clients read).',
});
