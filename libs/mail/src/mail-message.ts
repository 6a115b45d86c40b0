/** A DKIM signing key: the domain (d=), the selector (s=) and the PEM private key. */
export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

export interface MailAddress {
  name?: string;
  address: string;
}

/** One outbound message, transport-neutral. */
export interface MailMessage {
  from: MailAddress;
  to: MailAddress;
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** a stable Message-ID (e.g. derived from the event that caused the send), so a redelivered send is recognisable */
  messageId?: string;
  /** signs with this key instead of the configured one (the gateway signs per sender domain) */
  dkim?: DkimKey;
}
