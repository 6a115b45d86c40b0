import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { InOrder, Rule } from '../campaigns/requests/param-rules';

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
const intIn = (min: number, max: number) => (v: unknown) => blank(v) || (/^\d+$/.test(String(v).trim()) && Number(v) >= min && Number(v) <= max);
export const activityPeriodValid = intIn(1, 365);
export const ACTIVITY_STATUSES = ['All', 'Active', 'Idle'] as const;

export class AdminUsersActivityRequest {
  @Rule('period', activityPeriodValid, code(4, 'Activity period must be a number between 1 and 365 days'))
  @Param('Days a user counts as active after their last activity (default 30)')
  activityperiod?: string | number;

  @Rule(
    'status',
    (v) => blank(v) || ACTIVITY_STATUSES.some((s) => s.toLowerCase() === String(v).trim().toLowerCase()),
    code(5, 'Activity status must be one of: All, Active, Idle'),
  )
  @Param('All (default), Active or Idle')
  activitystatus?: string;

  @Param('Part of the username, email address, name or company')
  searchkeyword?: string;

  @InOrder(Rule('perRequest', intIn(0, 1000), code(6, 'Records per request must be a number between 0 and 1000')))
  @Param('Page size (default 25; 0: all, at most 1000)')
  recordsperrequest?: string | number;

  @Rule('from', (v) => blank(v) || /^\d+$/.test(String(v).trim()), code(7, 'Records from must be a non-negative number'))
  @Param('Offset (default 0)')
  recordsfrom?: string | number;

  @Param('LastActivityDateTime (default), UserID, Username, EmailAddress')
  orderfield?: string;

  @Param('ASC or DESC (default DESC)')
  ordertype?: string;
}

export interface AdminUserActivity {
  UserID: number;
  Username: string;
  EmailAddress: string;
  FirstName: string;
  LastName: string;
  CompanyName: string;
  AccountStatus: string;
  LastActivityDateTime: string | null;
  UserActivityStatus: string;
  RecentCampaignsSent: number;
  RecentJourneyEmailsSent: number;
  LastSendingActivityDateTime: string | null;
}

export interface AdminUsersActivityReply {
  Success: true;
  ErrorCode: 0;
  ErrorText: '';
  Users: AdminUserActivity[];
  TotalUsers: number;
  ActivityPeriod: number;
  ActivityStatus: string;
}

export const AdminUsersActivity = defineCommand({
  name: 'admin.users.activity',
  service: 'accounts',
  auth: 'admin',
  request: AdminUsersActivityRequest,
  returns: reply<AdminUsersActivityReply>(),
  reply: 'Users (with their activity status and what they sent in the period, asked of campaigns), TotalUsers, ActivityPeriod, ActivityStatus',
  errorStyle: 'array',
  errors: {
    2: { meaning: 'Database query failed', httpStatus: 500 },
    3: { meaning: 'Database count query failed', httpStatus: 500 },
    4: 'ActivityPeriod not an integer 1–365',
    5: 'ActivityStatus not All, Active or Idle',
    6: 'RecordsPerRequest not an integer 0–1000',
    7: 'RecordsFrom negative or not a number',
  },
  rateLimit: { requests: 60, windowSeconds: 60 },
  summary: "Every user's last activity and recent sending, Active or Idle over a period (administrators).",
});
