export type WebhookEvent = 'Subscription' | 'Unsubscription';

export interface UserWebhookRow {
  id: number;
  user_id: number;
  list_id: number;
  name: string;
  event: WebhookEvent;
  /** the HashedID in plaintext (stored only sealed and hashed) */
  hashed_id: string;
  unsubscribe_all: boolean;
}

/** what an inbound call needs of the webhook it names */
export type UserWebhookTarget = Omit<UserWebhookRow, 'hashed_id'>;

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
