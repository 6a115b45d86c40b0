import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, Param } from '../request-params';
import { code } from '../validation';
import { ADMIN_MONITOR_RATE, type AdminOk, type AdminSendingVelocity } from './admin-campaigns.shared';
import { OneOf } from './requests/param-rules';

export const VELOCITY_INTERVALS = ['auto', 'minute', '5min', '10min', '15min', 'hour'] as const;

export class AdminCampaignSendingVelocityRequest {
  @IsPositiveId(code(1, 'campaignid parameter is required'))
  @Param('The campaign', true)
  campaignid!: string | number;

  @OneOf(VELOCITY_INTERVALS, code(2, 'Invalid interval. Valid values: auto, minute, 5min, 10min, 15min, hour'))
  @Param('auto (default), minute, 5min, 10min, 15min, hour')
  interval?: string;
}

export interface AdminCampaignSendingVelocityReply extends AdminOk {
  CampaignID: number;
  CampaignStatus: string;
  Interval: string;
  DataPoints: { TimeBucket: string; EmailsSent: number; EmailsPerSecond: number }[];
  Summary: {
    TotalDataPoints: number;
    TotalEmailsSent: number;
    MinEmailsPerInterval: number;
    MaxEmailsPerInterval: number;
    AvgEmailsPerInterval: number;
    FirstSentAt: string | null;
    LastSentAt: string | null;
  };
  Velocity: AdminSendingVelocity;
}

export const AdminCampaignSendingVelocity = defineCommand({
  name: 'admin.campaign.sending-velocity',
  service: 'campaigns',
  auth: 'admin',
  v1: { methods: ['POST'], path: 'admin.campaign.sending-velocity' },
  request: AdminCampaignSendingVelocityRequest,
  returns: reply<AdminCampaignSendingVelocityReply>(),
  reply: 'CampaignID, CampaignStatus, Interval (the one used), DataPoints, Summary, Velocity',
  errorStyle: 'array',
  errors: {
    1: 'CampaignID missing or not a positive number',
    2: 'Interval not one of auto, minute, 5min, 10min, 15min, hour',
    3: { meaning: 'no campaign with this id', httpStatus: 404 },
    4: { meaning: 'the campaign is neither Sending nor Sent', httpStatus: 409 },
    5: { meaning: 'the campaign has no delivery queue (it never started sending)', httpStatus: 404 },
  },
  rateLimit: ADMIN_MONITOR_RATE,
  summary: "A campaign's emails sent per time bucket, with its current sending rate (administrators).",
});
