/** What the dev mailbox keeps of a message besides its raw .eml: the inbox lists these, tests read them. */
export interface StoredMailSummary {
  id: string;
  receivedAt: string;
  /** SMTP envelope: MAIL FROM as received, RCPT TO lower-cased */
  envelopeFrom: string;
  envelopeTo: string[];
  /** header addresses as written */
  from: string;
  to: string[];
  subject: string;
  messageId?: string;
  size: number;
}

export interface StoredMail extends StoredMailSummary {
  text: string;
  html: string | null;
  headers: Record<string, string>;
}

export interface MailEnvelope {
  from: string;
  to: string[];
}

/** ids are time-ordered file names: digits, a dash, hex */
export const STORED_MAIL_ID = /^\d{13,16}-[0-9a-f]{8}$/;

export function summaryOf(mail: StoredMail): StoredMailSummary {
  const { id, receivedAt, envelopeFrom, envelopeTo, from, to, subject, messageId, size } = mail;
  return { id, receivedAt, envelopeFrom, envelopeTo, from, to, subject, messageId, size };
}

export function isAddressedTo(mail: StoredMailSummary, address: string): boolean {
  const wanted = address.trim().toLowerCase();
  return mail.envelopeTo.includes(wanted) || mail.to.some((to) => to.toLowerCase() === wanted);
}
