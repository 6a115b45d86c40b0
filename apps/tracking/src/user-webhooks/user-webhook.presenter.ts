import type { UserWebhookResource, UserWebhookStatRecord } from '@mail/contracts';

import type { UserWebhookRow, WebhookStatRow } from './user-webhook.row';

/** The spec's user webhook resource; ReceivedRequestsStats (day epoch → received count) only when asked. */
export function presentWebhook(row: UserWebhookRow, listName: string, stats?: WebhookStatRow[]): UserWebhookResource {
  return {
    WebhookID: row.id,
    RelUserID: row.user_id,
    RelListID: row.list_id,
    RelListName: listName,
    Name: row.name,
    Event: row.event,
    HashedID: row.hashed_id,
    Options: { UnsubscribeAll: row.unsubscribe_all },
    ...(stats ? { ReceivedRequestsStats: Object.fromEntries(stats.map((s) => [String(Date.parse(`${s.period}T00:00:00Z`) / 1000), s.received])) } : {}),
  };
}

/** A daily statistics record (the spec gives its numbers as strings). */
export function presentStat(s: WebhookStatRow): UserWebhookStatRecord {
  return {
    ID: String(s.id),
    RelWebhookID: String(s.webhook_id),
    RelUserID: String(s.user_id),
    Period: s.period,
    ReceivedRequests: String(s.received),
    FailedRequests: String(s.failed),
    SuccessfulRequests: String(s.successful),
  };
}
