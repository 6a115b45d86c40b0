import { Param } from '../request-params';

/** What the user webhook commands share: their auth and limits, the webhook resource, the WebhookID request. */

/** user webhooks: the spec answers an authentication failure with code 0 on these endpoints */
export const USER_WEBHOOK_COMMAND = {
  service: 'tracking',
  auth: 'user',
  permission: 'User.Update',
  rateLimit: { requests: 100, windowSeconds: 60 },
  authFailureCode: 0,
  errorStyle: 'scalar',
} as const;

export const USER_WEBHOOK_ID_ERRORS = { 1: 'WebhookID missing', 2: "webhook not found (also another user's, or an id that names none)" };

export class UserWebhookIdRequest {
  @Param('The webhook', true)
  webhookid?: string | number;
}

/** The spec's user webhook resource; ReceivedRequestsStats (day epoch → received count) only when asked. */
export interface UserWebhookResource {
  WebhookID: number;
  RelUserID: number;
  RelListID: number;
  RelListName: string;
  Name: string;
  Event: 'Subscription' | 'Unsubscription';
  HashedID: string;
  Options: { UnsubscribeAll: boolean };
  ReceivedRequestsStats?: Record<string, number>;
}

/** A daily statistics record (the spec gives its numbers as strings). */
export interface UserWebhookStatRecord {
  ID: string;
  RelWebhookID: string;
  RelUserID: string;
  Period: string;
  ReceivedRequests: string;
  FailedRequests: string;
  SuccessfulRequests: string;
}
