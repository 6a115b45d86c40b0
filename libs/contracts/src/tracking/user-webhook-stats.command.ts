import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { USER_WEBHOOK_COMMAND, USER_WEBHOOK_ID_ERRORS, UserWebhookIdRequest, type UserWebhookStatRecord } from './user-webhook.shared';

export class UserWebhookStatsRequest extends UserWebhookIdRequest {
  @Param('Days back from today, 1 to 365 (clamped), default 30')
  days?: string | number;
}

export interface UserWebhookStatsReply {
  WebhookID: number;
  Days: number;
  /** by YYYY-MM-DD */
  Stats: Record<string, UserWebhookStatRecord>;
}

export const UserWebhookStats = defineCommand({
  name: 'user.webhook.stats',
  ...USER_WEBHOOK_COMMAND,
  v1: { methods: ['GET'], path: 'user.webhook.stats' },
  request: UserWebhookStatsRequest,
  reply: 'WebhookID, Days, Stats (by YYYY-MM-DD)',
  returns: reply<UserWebhookStatsReply>(),
  errors: { 0: 'authentication failed', ...USER_WEBHOOK_ID_ERRORS },
  summary: 'Daily request counts of a user webhook.',
});
