import { Param } from '../request-params';
import { TextBounds } from '../text-bounds';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { USER_WEBHOOK_COMMAND, type UserWebhookResource } from './user-webhook.shared';

export class UserWebhookCreateRequest {
  @Param(`Name of the webhook, at most ${TextBounds.name} characters`, true)
  name?: string;

  @Param("The caller's list the webhook subscribes to or unsubscribes from", true)
  rellistid?: string | number;

  @Param("'Subscription' or 'Unsubscription'", true)
  event?: string;

  @Param('boolean (default false): Unsubscription removes the contact from every list of the caller')
  unsubscribeall?: string | boolean;
}

export interface UserWebhookCreateReply {
  WebhookID: number;
  Webhook: UserWebhookResource;
}

export const UserWebhookCreate = defineCommand({
  name: 'user.webhook.create',
  ...USER_WEBHOOK_COMMAND,
  v1: { methods: ['POST'], path: 'user.webhook' },
  request: UserWebhookCreateRequest,
  reply: 'WebhookID, Webhook',
  returns: reply<UserWebhookCreateReply>(),
  errors: {
    0: 'authentication failed',
    1: 'Name missing',
    2: 'RelListID missing',
    3: 'Event missing',
    4: 'invalid Event',
    5: "list not found or not the caller's",
    6: 'create failed',
    7: 'not retrievable after creation',
    8: `Name over ${TextBounds.name} characters (extension; checked after 1–4)`,
  },
  summary: 'Create a user webhook.',
});
