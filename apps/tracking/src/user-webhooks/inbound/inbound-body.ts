import type { PublicRequest } from '@mail/contracts';

/**
 * The contact an inbound webhook call names, from the query string and a form or JSON body (docs/services/tracking.md):
 * `EmailAddress` or `email`, and custom field values under `CustomField<ID>` or a merge-tag alias. Names are matched
 * case-insensitively; the body wins over the query string.
 */
export interface InboundContact {
  email: string;
  /** every other key, lower-cased, with its text value */
  values: Map<string, string>;
}

function fromBody(req: PublicRequest): Record<string, unknown> {
  const text = req.body.trim();
  if (!text) return {};
  if (/json/i.test(req.contentType) || text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as unknown;
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(asText).join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value).trim();
}

export function readInboundContact(req: PublicRequest): InboundContact {
  const values = new Map<string, string>();
  for (const source of [req.query, fromBody(req)]) for (const [key, value] of Object.entries(source)) values.set(key.toLowerCase(), asText(value));
  const email = (values.get('emailaddress') || values.get('email') || '').toLowerCase();
  values.delete('emailaddress');
  values.delete('email');
  return { email, values };
}
