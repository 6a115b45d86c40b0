import { IsPositiveId, IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { InOrder } from './requests/param-rules';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class CampaignGetRequest {
  @InOrder(IsPresent(code(1, "Required parameter 'campaignid' is missing.")), IsPositiveId(code(2, "The 'campaignid' parameter must be numeric.")))
  @Param('The campaign', true)
  campaignid?: string | number;

  @Param('boolean: add Statistics (open, click, conversion, unsubscription, bounce; totals, unique, per link and per day)')
  retrievestatistics?: string | boolean;

  @Param('boolean: add Tags (names)')
  retrievetags?: string | boolean;

  @Param('Days of per-day statistics (default 15, clamped to 1–365)')
  statisticsdays?: string | number;

  @Param('boolean: answer 3 for an unknown campaign instead of Success with `Campaign: []`')
  failonnotfound?: string | boolean;

  @Param('boolean: add SplitABTestStatistics, the figures of each A/B variation (sent, opens, clicks, unsubscriptions, bounces; unique and total)')
  splitabteststatistics?: string | boolean;
}

/** an unknown campaign answers `Campaign: []` (without FailOnNotFound) */
export type CampaignGetReply = { Campaign: [] } | { Campaign: Record<string, unknown>; CampaignThroughput: { EmailsPerSecond: number; Duration: number } };

const ERROR_MESSAGE_NOTE = 'Old clients read `ErrorMessage` on a failure (the vendor sends it instead of ErrorText): answer both.';

export const CampaignGet = defineCommand({
  name: 'Campaign.Get',
  service: 'campaigns',
  auth: 'user',
  permission: 'Campaigns.Get',
  request: CampaignGetRequest,
  returns: reply<CampaignGetReply>(),
  reply:
    'Campaign (CampaignID, Name and CampaignName, Status and CampaignStatus, schedule and audience, TotalSent, TotalHardBounces, TotalSoftBounces, ' +
    'HardBounceRatio and SoftBounceRatio as two-decimal strings, ABTesting, Statistics, SplitABTestStatistics, Tags, AutoResendCampaign ([] when none), ' +
    'ParentCampaign (omitted when none)), CampaignThroughput { EmailsPerSecond, Duration }; ' +
    'an unknown campaign answers Success with `Campaign: []` unless FailOnNotFound',
  errorStyle: 'scalar',
  errors: { 1: 'campaignid missing', 2: 'campaignid not numeric', 3: "campaign not found or not the caller's (only with FailOnNotFound)" },
  summary: 'One campaign with statistics.',
  notes: `reference notes 1.5. ${ERROR_MESSAGE_NOTE}`,
});
