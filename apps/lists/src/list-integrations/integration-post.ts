import { bodySignature, OutboundHttpError, outboundRequest } from '@mail/outbound-http';

/** The header every list integration POST carries: `sha256=` + hex HMAC-SHA256 of the raw body under the integration's key. */
export const LIST_SIGNATURE_HEADER = 'X-List-Signature';

/** What one list integration call carries (JSON body). */
export interface IntegrationEventBody {
  Event: 'subscription' | 'unsubscription' | 'test';
  WebServiceIntegrationID: number;
  ListID: number;
  SubscriberID: number;
  EmailAddress: string;
  SubscriptionStatus: string;
  Source: string;
  OccurredAt: string;
}

/** What one POST did: the receiver's status (null when it never answered) and, unless 2xx, why it failed. */
export interface IntegrationPostResult {
  statusCode: number | null;
  error: string | null;
  /** the SSRF guard refused the address: no retry changes that */
  blocked: boolean;
}

/**
 * POSTs one event to an integration URL through libs/outbound-http (SSRF guard on every connection, no redirects,
 * 10 s, 64 kB answer), signed like the gateway's webhooks. Never throws: a failure is a result.
 */
export async function postIntegration(url: string, signingKey: string, body: IntegrationEventBody, attempt: number): Promise<IntegrationPostResult> {
  const raw = JSON.stringify(body);
  const headers = {
    'content-type': 'application/json',
    [LIST_SIGNATURE_HEADER]: bodySignature(signingKey, raw),
    'X-List-Event': body.Event,
    'X-List-Attempt': String(attempt),
  };
  try {
    const { status } = await outboundRequest(url, { method: 'POST', headers, body: raw, timeoutMs: 10_000, maxBytes: 65_536, maxRedirects: 0 });
    return { statusCode: status, error: status >= 200 && status < 300 ? null : `HTTP ${status}`, blocked: false };
  } catch (e) {
    const blocked = e instanceof OutboundHttpError && e.reason === 'blocked-address';
    return { statusCode: null, error: e instanceof OutboundHttpError ? `${e.reason}: ${e.message}` : String(e), blocked };
  }
}
