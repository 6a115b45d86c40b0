import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { PagedCampaignReadRequest } from './requests/campaign-read.request';
import { OneOf } from './requests/param-rules';

export const LINK_CLICKS_GROUPS = ['Links', 'Subscribers'] as const;

export class CampaignLinkclicksGetRequest extends PagedCampaignReadRequest {
  @OneOf(LINK_CLICKS_GROUPS, code(4, 'GroupBy must be Links or Subscribers'))
  @Param('`Links` (default): links by clicks; `Subscribers`: the subscribers who clicked, by clicks')
  groupby?: string;
}

export interface LinkClicksLinkRow {
  LinkTitle: string;
  LinkURL: string;
  TotalClicks: number;
}

export interface LinkClicksSubscriberRow {
  SubscriberID: number;
  ListID: number;
  EmailAddress: string;
  TotalClicks: number;
}

export type CampaignLinkclicksGetReply = { CampaignID: number; GroupBy: 'Links' | 'Subscribers'; TotalRecords: number } & (
  { Links: LinkClicksLinkRow[] } | { Subscribers: LinkClicksSubscriberRow[] }
);

export const CampaignLinkclicksGet = defineCommand({
  name: 'campaign.linkclicks.get',
  service: 'campaigns',
  auth: 'user-or-admin',
  permission: 'Campaign.Get',
  request: CampaignLinkclicksGetRequest,
  returns: reply<CampaignLinkclicksGetReply>(),
  reply:
    'CampaignID, GroupBy, TotalRecords, and Links (LinkTitle, LinkURL, TotalClicks) or, with GroupBy=Subscribers, Subscribers (SubscriberID, ListID, EmailAddress, TotalClicks); most clicks first, bots left out',
  errorStyle: 'scalar',
  errors: {
    2: 'CampaignID missing or not a number',
    3: { meaning: "no such campaign, or not the caller's (an administrator reads any)", httpStatus: 404 },
    4: 'extension: GroupBy is neither Links nor Subscribers',
  },
  summary: 'Human clicks of a campaign per link or per subscriber, paged.',
  notes: 'The failures the service finds (3 and on) also carry `ErrorMessage` (what old clients read).',
});
