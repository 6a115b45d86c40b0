import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { USER_WEBHOOK_COMMAND, USER_WEBHOOK_ID_ERRORS, UserWebhookIdRequest } from './user-webhook.shared';

/** user.webhook.delete takes the webhook's id only */
export class UserWebhookDeleteRequest extends UserWebhookIdRequest {}

export interface UserWebhookDeleteReply {
  Success: true;
}

export const UserWebhookDelete = defineCommand({
  name: 'user.webhook.delete',
  ...USER_WEBHOOK_COMMAND,
  v1: { methods: ['DELETE'], path: 'user.webhook' },
  request: UserWebhookDeleteRequest,
  reply: 'Success',
  returns: reply<UserWebhookDeleteReply>(),
  errors: { 0: 'authentication failed', ...USER_WEBHOOK_ID_ERRORS },
  summary: 'Delete a user webhook and its stats.',
});
