import { OutboundHttpError, outboundRequest } from '@mail/outbound-http';

import type { MessageEventRow } from '../../delivery-events/message-event.repository';
import { webhookPayload } from '../webhook-payload';
import { SIGNATURE_HEADER, webhookSignature } from '../webhook-signature';

/** What one POST did: the receiver's status (none when it never answered) and, unless 2xx, why it failed. */
export interface PostResult {
  statusCode: number | null;
  error: string | null;
  /** the SSRF guard refused the address: no retry changes that */
  blocked: boolean;
}

/**
 * POSTs an event to a webhook URL through libs/outbound-http (SSRF guard after DNS, no redirects, 10 s, 64 kB answer),
 * signed with the domain's key (opened), saying which try it is. Never throws: a failure is a result.
 */
export async function postWebhook(url: string, signingKey: string, event: MessageEventRow, attempt: number): Promise<PostResult> {
  const body = JSON.stringify(webhookPayload(event));
  const headers = {
    'content-type': 'application/json',
    [SIGNATURE_HEADER]: webhookSignature(signingKey, body),
    'X-Gateway-Event': event.event,
    'X-Gateway-Attempt': String(attempt),
  };
  try {
    const { status } = await outboundRequest(url, { method: 'POST', headers, body, timeoutMs: 10_000, maxBytes: 65_536, maxRedirects: 0 });
    return { statusCode: status, error: status >= 200 && status < 300 ? null : `HTTP ${status}`, blocked: false };
  } catch (e) {
    const blocked = e instanceof OutboundHttpError && e.reason === 'blocked-address';
    return { statusCode: null, error: e instanceof OutboundHttpError ? `${e.reason}: ${e.message}` : String(e), blocked };
  }
}
