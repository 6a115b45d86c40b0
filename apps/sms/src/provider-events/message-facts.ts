import type { RecipientStatus } from './event-types';
import { STATUS_AFTER, STATUS_RANK } from './event-types';
import type { StoredEvent } from './stored-event';

/** What one batch of new events changes on one message (sms_message), folded in memory. */
export interface MessageFacts {
  messageId: number;
  status: RecipientStatus | null;
  rank: number;
  sentAt: Date | null;
  deliveredAt: Date | null;
  parts: number;
  carrier: string;
  clicks: number;
  firstClickAt: Date | null;
}

const earliest = (a: Date | null, b: Date) => (a && a <= b ? a : b);

/** Folds new (deduplicated) events into per-message changes, ordered by message id (the lock order). */
export function messageFacts(events: StoredEvent[]): MessageFacts[] {
  const byMessage = new Map<number, MessageFacts>();
  const sorted = [...events].sort((a, b) => a.eventTime.getTime() - b.eventTime.getTime());
  for (const e of sorted) {
    if (e.messageId === null) continue;
    let f = byMessage.get(e.messageId);
    if (!f) {
      f = { messageId: e.messageId, status: null, rank: -1, sentAt: null, deliveredAt: null, parts: 0, carrier: '', clicks: 0, firstClickAt: null };
      byMessage.set(e.messageId, f);
    }
    const status = STATUS_AFTER[e.event];
    // a later event of the same rank does not replace the first final outcome
    if (status && STATUS_RANK[status] > f.rank) [f.status, f.rank] = [status, STATUS_RANK[status]];
    if (e.event === 'sent') f.sentAt = earliest(f.sentAt, e.eventTime);
    if (e.event === 'delivered') f.deliveredAt = earliest(f.deliveredAt, e.eventTime);
    if (e.parts > f.parts) f.parts = e.parts;
    if (e.carrier) f.carrier = e.carrier;
    if (e.event === 'clicked' && !e.isBot) {
      f.clicks++;
      f.firstClickAt = earliest(f.firstClickAt, e.eventTime);
    }
  }
  return [...byMessage.values()].sort((a, b) => a.messageId - b.messageId);
}

/** whether applying the facts can change the message's row (a batch of only bots' clicks cannot) */
export function changesMessage(f: MessageFacts): boolean {
  return f.status !== null || f.sentAt !== null || f.deliveredAt !== null || f.parts > 0 || f.carrier !== '' || f.clicks > 0 || f.firstClickAt !== null;
}
