import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { Rule } from '../campaigns/requests/param-rules';
import { activityPeriodValid } from './admin-users-activity.command';

export class AdminUsersActivitySummaryRequest {
  @Rule('period', activityPeriodValid, code(3, 'Activity period must be a number between 1 and 365 days'))
  @Param('Days a user counts as active after their last activity (default 30)')
  activityperiod?: string | number;
}

export interface AdminUsersActivitySummaryReply {
  Success: true;
  ErrorCode: 0;
  ErrorText: '';
  Summary: { UserActivityStatus: string; UserCount: number; Percentage: number }[];
  TotalUsers: number;
  ActivityPeriod: number;
}

export const AdminUsersActivitySummary = defineCommand({
  name: 'admin.users.activity.summary',
  service: 'accounts',
  auth: 'admin',
  request: AdminUsersActivitySummaryRequest,
  returns: reply<AdminUsersActivitySummaryReply>(),
  reply: 'Summary (Active and Idle users with their share), TotalUsers, ActivityPeriod',
  errorStyle: 'array',
  errors: { 2: { meaning: 'Database query failed', httpStatus: 500 }, 3: 'ActivityPeriod not an integer 1–365' },
  rateLimit: { requests: 60, windowSeconds: 60 },
  summary: 'How many users were active within a period and how many idle (administrators).',
});
