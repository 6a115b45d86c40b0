/**
 * What a message sent to a VERP address says about the delivery: an RFC 3464 delivery status notification
 * (multipart/report; report-type=delivery-status), an RFC 5965 abuse report (a complaint), or anything else
 * (auto-replies, out-of-office notes), which says nothing.
 */
export type BounceType = 'Hard' | 'Soft';

export type DeliveryReport =
  | { type: 'bounce'; bounceType: BounceType; status: string; diagnostic: string; recipient: string }
  | { type: 'complaint'; recipient: string }
  | { type: 'none' };

export interface RecipientStatus {
  finalRecipient: string;
  action: string;
  status: string;
  diagnostic: string;
}

const STATUS = /^([245])\.(\d{1,3})\.(\d{1,3})$/;
const STATUS_IN_TEXT = /\b([45]\.\d{1,3}\.\d{1,3})\b/;

/**
 * Hard for permanent failures (5.x.x), soft for transient ones (4.x.x), nothing for success (2.x.x). RFC 3463
 * calls X.2.2 (mailbox full) "useful only as a persistent transient error": a full mailbox is soft even as 5.2.2.
 */
export function classifyStatus(status: string): BounceType | undefined {
  const match = STATUS.exec(status.trim());
  if (!match) return undefined;
  if (match[1] === '2') return undefined;
  if (match[2] === '2' && match[3] === '2') return 'Soft';
  return match[1] === '5' ? 'Hard' : 'Soft';
}

/** The per-recipient fields of a message/delivery-status body (folded lines unfolded). */
export function parseDeliveryStatus(text: string): RecipientStatus[] {
  const blocks = text
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .split(/\n\s*\n/);
  return blocks
    .map(fields)
    .filter((f) => f['final-recipient'] || f['original-recipient'])
    .map((f) => ({
      finalRecipient: address(f['final-recipient'] || f['original-recipient']),
      action: (f.action ?? '').toLowerCase(),
      status: (f.status ?? '').split(/\s/)[0],
      diagnostic: f['diagnostic-code'] ?? '',
    }));
}

export async function readDeliveryReport(raw: Buffer): Promise<DeliveryReport> {
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(raw, { keepDeliveryStatus: true, skipHtmlToText: true, skipImageLinks: true, skipTextToHtml: true });
  const part = (type: string) => parsed.attachments.find((a) => a.contentType.toLowerCase() === type)?.content.toString('utf8');
  const feedback = part('message/feedback-report');
  if (feedback !== undefined) return { type: 'complaint', recipient: address(fields(feedback)['original-rcpt-to'] ?? '') };
  const status = part('message/delivery-status') ?? part('message/global-delivery-status');
  if (status !== undefined) return worst(parseDeliveryStatus(status));
  // a bounce that is not RFC 3464: an enhanced status code in its text is all it tells
  const code = STATUS_IN_TEXT.exec(`${parsed.subject ?? ''}\n${parsed.text ?? ''}`)?.[1];
  const bounceType = code ? classifyStatus(code) : undefined;
  return bounceType ? { type: 'bounce', bounceType, status: code!, diagnostic: '', recipient: '' } : { type: 'none' };
}

/** A message sent to one address has one recipient block; if a report has several, the worst one counts. */
function worst(statuses: RecipientStatus[]): DeliveryReport {
  let report: DeliveryReport = { type: 'none' };
  for (const s of statuses) {
    if (!['failed', 'delayed'].includes(s.action)) continue;
    const bounceType = classifyStatus(s.status) ?? (s.action === 'delayed' ? 'Soft' : undefined);
    if (!bounceType || (report.type === 'bounce' && report.bounceType === 'Hard')) continue;
    report = { type: 'bounce', bounceType, status: s.status, diagnostic: s.diagnostic, recipient: s.finalRecipient };
  }
  return report;
}

/** the block's `Name: value` fields (names are the remote MTA's: kept in an object without a prototype) */
function fields(block: string): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const line of block
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) out[line.slice(0, colon).trim().toLowerCase()] ??= line.slice(colon + 1).trim();
  }
  return out;
}

/** `rfc822; someone@example.com` → `someone@example.com` */
function address(value: string): string {
  return value
    .replace(/^[^;]*;/, '')
    .trim()
    .replace(/^<|>$/g, '');
}
