import { ts } from '../common/sql';

export interface SubscriberRow {
  id: string;
  list_id: string;
  email: string;
  status: string;
  bounce_type: string;
  subscription_date: string | null;
  subscription_ip: string | null;
  unsubscription_date: string | null;
  unsubscription_ip: string | null;
  optin_date: string | null;
  source: string;
  source_ref: string | null;
  confirmation_code?: string | null;
}

export const SUBSCRIBER_COLUMNS = `s."id", s."list_id", s."email", s."status", s."bounce_type", ${ts('s."subscription_date"')} AS "subscription_date", s."subscription_ip",
  ${ts('s."unsubscription_date"')} AS "unsubscription_date", s."unsubscription_ip", ${ts('s."optin_date"')} AS "optin_date", s."source", s."source_ref"`;

/**
 * The subscriber row of the spec: fixed columns (unset dates and addresses as the vendor shows them) plus one
 * `CustomField<ID>` column per field of the list ('' when the subscriber has no value).
 */
export function presentSubscriber(row: SubscriberRow, fieldIds: number[], values: Record<string, string>): Record<string, unknown> {
  const info: Record<string, unknown> = {
    SubscriberID: Number(row.id),
    EmailAddress: row.email,
    BounceType: row.bounce_type,
    SubscriptionStatus: row.status,
    SubscriptionDate: row.subscription_date ?? '0000-00-00 00:00:00',
    SubscriptionIP: row.subscription_ip ?? '0.0.0.0',
    UnsubscriptionDate: row.unsubscription_date ?? '0000-00-00',
    UnsubscriptionIP: row.unsubscription_ip ?? '0.0.0.0',
    OptInDate: row.optin_date ?? '0000-00-00 00:00:00',
    Source: row.source,
    SourceRef: row.source_ref ?? '',
    ListID: Number(row.list_id),
  };
  for (const id of fieldIds) info[`CustomField${id}`] = values[String(id)] ?? '';
  return info;
}
