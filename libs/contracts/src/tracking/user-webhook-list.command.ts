import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { USER_WEBHOOK_COMMAND, type UserWebhookResource } from './user-webhook.shared';

export class UserWebhookListRequest {
  @Param('boolean: add ReceivedRequestsStats (day epoch → count, last 30 days) to each webhook')
  includestats?: string | boolean;
}

export interface UserWebhookListReply {
  Webhooks: UserWebhookResource[];
}

export const UserWebhookList = defineCommand({
  name: 'user.webhook.list',
  ...USER_WEBHOOK_COMMAND,
  v1: { methods: ['GET'], path: 'user.webhooks' },
  request: UserWebhookListRequest,
  reply: 'Webhooks',
  returns: reply<UserWebhookListReply>(),
  errors: { 0: 'authentication failed' },
  summary: "The caller's user webhooks.",
});
