import type { MessageEventRow } from '../delivery-events/message-event.repository';

/**
 * The JSON body of a webhook POST (docs/services/gateway.md): the event in the shape of the vendor's event reads
 * (`event`, `timestamp`, `message.headers`) plus the ids a receiver needs to match it.
 */
export function webhookPayload(e: MessageEventRow): Record<string, unknown> {
  return {
    event: e.event,
    event_id: e.id,
    timestamp: Math.floor(new Date(e.occurred_at).getTime() / 1000),
    message_id: e.message_id,
    domain_id: e.domain_id,
    recipient: e.recipient,
    tags: e.tags,
    details: e.detail,
    message: { headers: { from: e.mail_from, to: e.recipient, subject: e.subject } },
  };
}
