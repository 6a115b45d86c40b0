import type { SendInput } from './email-gateway-send/send-input';

/** Unknown: claimed, and maybe taken by the SMTP server, when the delivery holding it stopped (never sent again) */
export type MessageStatus = 'Queued' | 'Sent' | 'Failed' | 'Unknown';

export interface NewMessage {
  id: string;
  userId: number;
  domainId: number;
  source: 'api' | 'smtp';
  mailFrom: string;
  recipients: string[];
  subject: string;
  content?: SendInput;
  raw?: Buffer;
  tags: string[];
  sendAt?: string;
}

export interface MessageRow {
  id: string;
  user_id: number;
  domain_id: number;
  source: 'api' | 'smtp';
  mail_from: string;
  recipients: string[];
  subject: string;
  content: SendInput | null;
  raw: Buffer | null;
  tags: string[];
  status: MessageStatus;
  sent_at: Date | null;
}

/** A message claimed for delivery: `attempts` counts this try; `copies_sent` the tracked copies earlier tries sent. */
export interface ClaimedMessage extends MessageRow {
  attempts: number;
  copies_sent: number;
}

/** The messages one claim holds, and its token (what settling them must still match). */
export interface Claim {
  claimId: string;
  messages: ClaimedMessage[];
}

/** A message recorded as Unknown when its claim's lease ended unsettled. */
export interface AbandonedMessage {
  id: string;
  user_id: number;
  domain_id: number;
  recipients: string[];
  copies_sent: number;
}
