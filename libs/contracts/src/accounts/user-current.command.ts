import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** User.Current: nothing besides the credentials (an administrator names the user with UserID). */
export class UserCurrentRequest {
  userid?: unknown;
}

export interface UserCurrentReply {
  UserInfo: Record<string, unknown>;
  Usage: {
    EmailGateway_TotalSentThisMonth: number;
    EmailGateway_TotalSentAllTime: number;
    Limit_Monthly: number;
    Limit_Lifetime: number;
  };
  SendRateLimits: {
    EmailGateway: {
      RateLimits: { MaxSendPerMinute: number; MaxSendPerHour: number; MaxSendPerDay: number };
      SendRates: { CurrentSendRatePerMinute: number; CurrentSendRatePerHour: number; CurrentSendRatePerDay: number };
    };
  };
}

export const UserCurrent = defineCommand({
  name: 'User.Current',
  service: 'accounts',
  auth: 'user',
  userAdministration: true,
  request: UserCurrentRequest,
  returns: reply<UserCurrentReply>(),
  reply: 'UserInfo, Usage, SendRateLimits',
  errorStyle: 'scalar',
  errors: { 1: 'invalid session or key', 2: 'user not found', 3: 'access denied', 4: 'required parameter missing', 5: 'internal error' },
  summary: 'The calling user with usage and send-rate limits.',
});
