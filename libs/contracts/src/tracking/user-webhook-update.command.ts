import { Param } from '../request-params';
import { TextBounds } from '../text-bounds';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { UserWebhookCreateRequest } from './user-webhook-create.command';
import { USER_WEBHOOK_COMMAND, type UserWebhookResource } from './user-webhook.shared';

export class UserWebhookUpdateRequest extends UserWebhookCreateRequest {
  @Param('The webhook', true)
  webhookid?: string | number;
}

export interface UserWebhookUpdateReply {
  Webhook: UserWebhookResource;
}

export const UserWebhookUpdate = defineCommand({
  name: 'user.webhook.update',
  ...USER_WEBHOOK_COMMAND,
  v1: { methods: ['PATCH'], path: 'user.webhook' },
  request: UserWebhookUpdateRequest,
  reply: 'Webhook',
  returns: reply<UserWebhookUpdateReply>(),
  errors: {
    0: 'authentication failed',
    1: 'WebhookID missing',
    2: 'Name missing',
    3: 'RelListID missing',
    4: 'Event missing',
    5: 'invalid Event',
    6: 'webhook not found',
    7: "list not found or not the caller's",
    8: { meaning: 'not retrievable after update (HTTP 500)', httpStatus: 500 },
    9: `Name over ${TextBounds.name} characters (extension; checked after 1–5)`,
  },
  summary: 'Update a user webhook.',
});
