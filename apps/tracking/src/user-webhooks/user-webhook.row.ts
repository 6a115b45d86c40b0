export type WebhookEvent = 'Subscription' | 'Unsubscription';

export interface UserWebhookRow {
  id: number;
  user_id: number;
  list_id: number;
  name: string;
  event: WebhookEvent;
  hashed_id: string;
  unsubscribe_all: boolean;
}

export interface UserWebhookFields {
  listId: number;
  name: string;
  event: WebhookEvent;
  unsubscribeAll: boolean;
}

export interface WebhookStatRow {
  id: number;
  webhook_id: number;
  user_id: number;
  period: string;
  received: number;
  failed: number;
  successful: number;
}
