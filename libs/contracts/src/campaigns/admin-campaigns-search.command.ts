import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { ADMIN_MONITOR_RATE, type AdminOk, type AdminSendingVelocity } from './admin-campaigns.shared';
import { OptionalId, Rule, ifGiven } from './requests/param-rules';

const isDate = (v: unknown): boolean => typeof v === 'string' && !Number.isNaN(Date.parse(v));

export class AdminCampaignsSearchRequest {
  @Param('Only campaigns in this status (Draft, Ready, Sending, Paused, Pending Approval, Sent, Failed, Scheduled, Cancelled)')
  campaignstatus?: string;

  @Param('Part of the campaign name')
  searchkeyword?: string;

  @OptionalId(code(3, 'Invalid FilterByUserID'))
  @Param("Only this user's campaigns")
  filterbyuserid?: string | number;

  @Param('Campaign ids, comma separated or an array')
  campaignids?: string | (string | number)[];

  @Rule('date', ifGiven(isDate), code(4, 'Invalid DateFrom'))
  @Param('Created on or after (YYYY-MM-DD or a timestamp)')
  datefrom?: string;

  @Rule('date', ifGiven(isDate), code(5, 'Invalid DateTo'))
  @Param('Created on or before')
  dateto?: string;

  @Param('CampaignID, CampaignName, CampaignStatus, CreatedOn, TotalSent, TotalRecipients (default CampaignID)')
  orderfield?: string;

  @Param('ASC or DESC (default DESC)')
  ordertype?: string;

  @Param('Page size (default 25, at most 1000)')
  recordsperrequest?: string | number;

  @Param('Offset (default 0)')
  recordsfrom?: string | number;

  @Param('Accepted: AggregateSums always carries the statistics')
  retrievestatistics?: string | boolean;

  @Param('Accepted for compatibility')
  retrievetags?: string | boolean;

  @Param('Accepted for compatibility')
  tags?: string;

  @Param('Accepted for compatibility')
  splitabteststatistics?: string | boolean;

  @Param('Accepted for compatibility')
  excludecolumns?: string | string[];

  @Param('Accepted: TotalRecipients is always included')
  includetotalrecipients?: string | boolean;

  @Param('true: each campaign carries BatchStats')
  includebatchstats?: string | boolean;

  @Param('true: each campaign carries Velocity')
  includevelocity?: string | boolean;
}

export interface AdminSearchedCampaign {
  CampaignID: number;
  CampaignName: string;
  CampaignStatus: string;
  RelOwnerUserID: number;
  UserFirstName: string;
  UserLastName: string;
  UserEmailAddress: string;
  UserCompany: string;
  TotalRecipients: number;
  TotalSent: number;
  TotalFailed: number;
  CreatedOn: string;
  BatchStats?: { TotalBatches: number; Pending: number; Working: number; Completed: number; Failed: number; Paused: number };
  Velocity?: AdminSendingVelocity;
}

export interface AdminCampaignsSearchReply extends AdminOk {
  Campaigns: AdminSearchedCampaign[];
  TotalCampaigns: number;
  AggregateSums: {
    TotalRecipients: number;
    TotalSent: number;
    TotalDelivered: number;
    TotalFailed: number;
    TotalOpens: number;
    UniqueOpens: number;
    TotalClicks: number;
    UniqueClicks: number;
    TotalHardBounces: number;
    TotalSoftBounces: number;
    TotalUnsubscriptions: number;
  };
}

export const AdminCampaignsSearch = defineCommand({
  name: 'admin.campaigns.search',
  service: 'campaigns',
  auth: 'admin',
  v1: { methods: ['POST', 'GET'], path: 'admin.campaigns.search' },
  request: AdminCampaignsSearchRequest,
  returns: reply<AdminCampaignsSearchReply>(),
  reply: "Campaigns (every user's, with the owner), TotalCampaigns, AggregateSums over all matches",
  errorStyle: 'array',
  errors: { 3: 'FilterByUserID not a positive number', 4: 'DateFrom not a date', 5: 'DateTo not a date' },
  rateLimit: ADMIN_MONITOR_RATE,
  summary: "Search every user's campaigns (administrators).",
});
