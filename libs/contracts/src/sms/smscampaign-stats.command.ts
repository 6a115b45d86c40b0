import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { CAMPAIGN_ERRORS, SMS_NOTES, SmsCampaignIdRequest } from './sms-command-parts';

export class SmsCampaignStatsRequest extends SmsCampaignIdRequest {}

export interface SmsCampaignStatsReply {
  SMSCampaignID: number;
  Status: string;
  DetailExpired: boolean;
  DetailExpiredAt: string | null;
  Counters: {
    TotalAudience: number;
    TotalQueued: number;
    TotalSent: number;
    TotalDelivered: number;
    TotalUndelivered: number;
    TotalExpired: number;
    TotalClicks: number;
    TotalUniqueClicks: number;
    TotalReplies: number;
    TotalOptOuts: number;
    TotalParts: number;
    AwaitingReport: number;
    /** decimal text, five decimals */
    ActualCost: string;
    CostCurrency: string;
    CountersUpdatedAt: string | null;
  };
  /** percentages with two decimals; null when the denominator is zero */
  Rates: {
    DeliveryRate: number | null;
    UndeliveredRate: number | null;
    ClickRate: number | null;
    ReplyRate: number | null;
    OptOutRate: number | null;
  };
  Funnel: {
    Audience: number;
    Skipped: { Reason: string; Total: number }[];
    Queued: number;
    Sent: number;
    Delivered: number;
    Clicked: number;
    Replied: number;
    OptedOut: number;
  };
}

export const SmsCampaignStats = defineCommand({
  name: 'smscampaign.stats',
  service: 'sms',
  auth: 'user',
  permission: 'SMSCampaigns.Get',
  errorStyle: 'scalar',
  v1: { methods: ['GET'], path: 'smscampaign.stats' },
  request: SmsCampaignStatsRequest,
  returns: reply<SmsCampaignStatsReply>(),
  reply: 'SMSCampaignID, Status, DetailExpired, DetailExpiredAt, Counters, Rates, Funnel',
  errors: CAMPAIGN_ERRORS,
  summary: 'Counters, rates and funnel of an SMS campaign.',
  notes: SMS_NOTES,
});
