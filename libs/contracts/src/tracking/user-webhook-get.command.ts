import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { USER_WEBHOOK_COMMAND, USER_WEBHOOK_ID_ERRORS, UserWebhookIdRequest, type UserWebhookResource } from './user-webhook.shared';

/** user.webhook.get takes the webhook's id only */
export class UserWebhookGetRequest extends UserWebhookIdRequest {}

export interface UserWebhookGetReply {
  Webhook: UserWebhookResource;
}

export const UserWebhookGet = defineCommand({
  name: 'user.webhook.get',
  ...USER_WEBHOOK_COMMAND,
  v1: { methods: ['GET'], path: 'user.webhook' },
  request: UserWebhookGetRequest,
  reply: 'Webhook',
  returns: reply<UserWebhookGetReply>(),
  errors: { 0: 'authentication failed', ...USER_WEBHOOK_ID_ERRORS },
  summary: 'One user webhook.',
});
