import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { LIMIT_ERROR, SMS_NOTES, unprocessable } from './sms-command-parts';

export class SmsOutboxBrowseRequest {
  @Param('1 to 500, default 50')
  limit?: string | number;

  @Param('The previous page’s NextCursor (integer)')
  cursor?: string | number;
}

export interface SmsOutboxBrowseReply {
  Limit: number;
  Messages: { OutboxID: number; QueueID: number | null; To: string; From: string; Body: string; Parts: number; Encoding: string; CreatedAt: string }[];
  NextCursor: number | null;
}

/** Extension command (not in the spec). */
export const SmsOutboxBrowse = defineCommand({
  name: 'smsoutbox.browse',
  service: 'sms',
  auth: 'user',
  errorStyle: 'scalar',
  legacy: true,
  notes: SMS_NOTES,
  v1: { methods: ['GET'], path: 'smsoutbox' },
  request: SmsOutboxBrowseRequest,
  returns: reply<SmsOutboxBrowseReply>(),
  reply: 'Limit, Messages (OutboxID, QueueID, To, From, Body, Parts, Encoding, CreatedAt), NextCursor',
  errors: { 1: LIMIT_ERROR, 2: unprocessable('Cursor is not a non-negative integer') },
  summary: "Messages the local dev outbox kept for the caller (provider 'outbox').",
});
