import { parseAnyDate } from '../common/time';
import type { SmsEventType } from '../provider-events/event-types';
import type { SmsEventInput } from '../provider-events/sms-event';
import type { InboundReply } from './inbound-reply';

/** Event types a provider may report in the generic format (replies have their own Type). */
const RECEIPT_EVENTS: readonly SmsEventType[] = ['send_attempt', 'sent', 'send_failed', 'delivered', 'undelivered', 'expired', 'clicked'];

export interface GenericBatch {
  receipts: SmsEventInput[];
  replies: InboundReply[];
  /** items that were not a receipt or a reply (index → why) */
  rejected: { index: number; reason: string }[];
}

type Item = Record<string, unknown>;

const text = (v: unknown, max = 200) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim().slice(0, max) : '');

/**
 * The generic JSON format (docs/services/sms.md): `{ "Events": [ … ] }` or one object. Every item has an
 * `EventID` (the provider's, unique: a repeat is stored once) and a `Type`: 'receipt' (`Status`, `MessageID`
 * or `QueueID`, optional `Time`, `ErrorCode`, `GatewayStatus`, `Carrier`, `Cost`, `Currency`, `URL`, `IsBot`)
 * or 'reply' (`From`, `Text`, optional `MessageID` or `QueueID`, `Time`).
 */
export function parseGenericBatch(value: unknown, now: Date): GenericBatch | undefined {
  const items = Array.isArray((value as Item)?.Events) ? ((value as Item).Events as unknown[]) : value && typeof value === 'object' ? [value] : undefined;
  if (!items) return undefined;
  const batch: GenericBatch = { receipts: [], replies: [], rejected: [] };
  items.forEach((raw, index) => {
    const item = (raw && typeof raw === 'object' ? raw : {}) as Item;
    const eventId = text(item.EventID);
    const time = text(item.Time) ? parseAnyDate(text(item.Time)) : now;
    const queueId = /^\d{1,15}$/.test(text(item.QueueID)) ? Number(text(item.QueueID)) : undefined;
    const providerId = text(item.MessageID) || undefined;
    const reject = (reason: string) => batch.rejected.push({ index, reason });
    if (!eventId) return reject('EventID missing');
    if (!time) return reject('Time is not a date');
    const type = text(item.Type).toLowerCase();
    if (type === 'reply') {
      if (!text(item.From)) return reject('From missing');
      batch.replies.push({
        eventId: `json:${eventId}`,
        from: text(item.From),
        text: text(item.Text, 1600),
        receivedAt: time,
        messageId: queueId,
        providerMessageId: providerId,
      });
      return;
    }
    if (type !== 'receipt') return reject("Type must be 'receipt' or 'reply'");
    const status = text(item.Status).toLowerCase() as SmsEventType;
    if (!RECEIPT_EVENTS.includes(status)) return reject(`Status must be one of ${RECEIPT_EVENTS.join(', ')}`);
    if (!queueId && !providerId) return reject('MessageID or QueueID missing');
    const cost = text(item.Cost);
    batch.receipts.push({
      eventId: `json:${eventId}`,
      eventTime: time,
      event: status,
      source: status === 'clicked' ? 'link' : 'provider',
      messageId: queueId,
      providerMessageId: providerId,
      gatewayStatus: text(item.GatewayStatus) || status,
      errorCode: text(item.ErrorCode),
      carrier: text(item.Carrier) || undefined,
      url: status === 'clicked' ? text(item.URL, 2000) || undefined : undefined,
      isBot: item.IsBot === true || item.IsBot === 1 || item.IsBot === '1',
      ...(/^-?\d+(\.\d+)?$/.test(cost) ? { cost, currency: text(item.Currency, 3).toUpperCase() } : {}),
    });
  });
  return batch;
}
