import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { CampaignReadRequest } from './requests/campaign-read.request';

export class CampaignAbtestGetRequest extends CampaignReadRequest {}

export interface AbTestVariation {
  EmailID: number;
  EmailName: string;
  Subject: string;
  FromName: string;
  FromEmail: string;
  ContentType: string;
  TotalRecipients: number;
  TotalSent: number;
  TotalFailed: number;
  UniqueOpens: number;
  UniqueClicks: number;
  Unsubscriptions: number;
  Revenue: string;
  OpenRate: number;
  ClickRate: number;
  CTOR: number;
}

export interface HeadlineFigures {
  CampaignID: number;
  CampaignName: string;
  TotalSent: number;
  UniqueOpens: number;
  UniqueClicks: number;
  OpenRate: number;
  ClickRate: number;
}

export type AutoResendFigures =
  | ({ Status: 'completed'; OpenUplift: number; ClickUplift: number } & HeadlineFigures)
  | { Status: 'scheduled'; WaitDays: number; Subject: string; PreHeaderText: string };

export interface CampaignAbtestGetReply {
  CampaignID: number;
  ABTest: { IsABTest: boolean; Variations: AbTestVariation[]; Winner: { EmailID: number; EmailName: string } | null };
  AutoResend: AutoResendFigures | null;
  ParentCampaign: (HeadlineFigures & { CTOR: number }) | null;
}

export const CampaignAbtestGet = defineCommand({
  name: 'campaign.abtest.get',
  service: 'campaigns',
  auth: 'user-or-admin',
  permission: 'Campaign.Get',
  request: CampaignAbtestGetRequest,
  returns: reply<CampaignAbtestGetReply>(),
  reply:
    'CampaignID, ABTest { IsABTest, Variations (EmailID, EmailName, Subject, FromName, FromEmail, ContentType, TotalRecipients, TotalSent, TotalFailed, UniqueOpens, UniqueClicks, Unsubscriptions, Revenue, OpenRate, ClickRate, CTOR), Winner }, AutoResend (null when none), ParentCampaign (null unless an auto-resend)',
  errorStyle: 'scalar',
  errors: {
    2: 'CampaignID missing or not a number',
    3: { meaning: "no such campaign, or not the caller's (an administrator reads any)", httpStatus: 404 },
  },
  summary: 'Per-variation A/B figures of a campaign and the uplift of its auto-resend.',
  notes:
    'Rates are percentages with two decimals (OpenRate = unique opens / sent, ClickRate = unique clicks / sent, CTOR = unique clicks / unique opens). The failures the service finds (3) also carry `ErrorMessage`.',
});
