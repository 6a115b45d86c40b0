import type { KeyObject } from 'node:crypto';

/**
 * A DKIM signing key: the domain (d=), the selector (s=) and the private key, as PEM text or parsed once
 * (`dkimPrivateKey`): a parsed key signs without decoding the PEM again (about 40 % of an RSA signature's cost).
 */
export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: string | KeyObject;
}

export interface MailAddress {
  name?: string;
  address: string;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}

/** One outbound message, transport-neutral. */
export interface MailMessage {
  from: MailAddress;
  /** one recipient, or several (the gateway's To) */
  to: MailAddress | MailAddress[];
  cc?: MailAddress[];
  /** envelope recipients never written in the headers */
  bcc?: MailAddress[];
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** the SMTP envelope sender (MAIL FROM, the Return-Path), e.g. a VERP address for bounces; default: the From address */
  envelopeFrom?: string;
  /** a stable Message-ID (e.g. derived from the event that caused the send), so a redelivered send is recognisable */
  messageId?: string;
  /** signs with this key instead of the configured one (the gateway signs per sender domain) */
  dkim?: DkimKey;
  attachments?: MailAttachment[];
}

/**
 * A message already in RFC 5322 form, sent byte for byte: for bulk senders that build their MIME from a template
 * compiled once instead of composing every message. The envelope is given apart (nothing is read from the headers).
 */
export interface RawMailMessage {
  envelope: { from: string; to: string | string[] };
  /** the whole message, CRLF line ends */
  raw: string | Buffer;
  /** the Message-ID written in `raw` */
  messageId: string;
  /** DKIM-signs the raw message with this key (mail submitted to the gateway's relay) */
  dkim?: DkimKey;
  /**
   * Epoch ms after which the message must not start going out: the pipelined SMTP client rejects it with
   * SendDeadlinePassed when a connection would take it later (queued behind a slow server). Other mailers send at once.
   */
  sendBy?: number;
}
