import type { SmsEventType } from '../provider-events/event-types';
import type { SmsEventInput } from '../provider-events/sms-event';
import type { InboundReply } from './inbound-reply';

/** Twilio MessageStatus → our event; statuses before the hand-over (accepted, queued, sending) are our own 'sent'. */
const TWILIO_STATUS = new Map<string, SmsEventType>([
  ['sent', 'sent'],
  ['delivered', 'delivered'],
  ['undelivered', 'undelivered'],
  ['failed', 'send_failed'],
  ['canceled', 'send_failed'],
]);

/** A Twilio status callback, or undefined when it reports nothing the store keeps. */
export function twilioReceipt(form: Record<string, string>, now: Date): SmsEventInput | undefined {
  const sid = form.MessageSid ?? form.SmsSid;
  const status = (form.MessageStatus ?? form.SmsStatus ?? '').toLowerCase();
  const event = TWILIO_STATUS.get(status);
  if (!sid || !event) return undefined;
  return {
    // one status of one message is one fact: a callback delivered twice is stored once
    eventId: `twilio:${sid}:${status}`,
    eventTime: now,
    event,
    source: 'provider',
    providerMessageId: sid,
    gatewayStatus: status,
    errorCode: form.ErrorCode ?? '',
  };
}

/** A Twilio inbound message webhook, or undefined without sender or sid. */
export function twilioInbound(form: Record<string, string>, now: Date): InboundReply | undefined {
  const sid = form.MessageSid ?? form.SmsSid;
  if (!sid || !form.From) return undefined;
  return { eventId: `twilio:${sid}`, from: form.From, text: form.Body ?? '', receivedAt: now };
}
