import { OutboundHttpError, outboundRequest, type OutboundRequestOptions } from '@mail/outbound-http';

import { ProviderRefused, ProviderUnavailable } from './provider-errors';

export interface ProviderAnswer {
  status: number;
  text: string;
}

/**
 * One call to a DNS provider's API through the SSRF guard (its base URL is configuration, but a test or a
 * misconfiguration must not reach private addresses). 401/403 are refusals; a 5xx or no answer is unavailability.
 */
export async function providerCall(provider: string, url: string, options: OutboundRequestOptions = {}): Promise<ProviderAnswer> {
  let status: number;
  let text: string;
  try {
    const res = await outboundRequest(url, { timeoutMs: 5_000, maxBytes: 4 * 1024 * 1024, maxRedirects: 0, ...options });
    [status, text] = [res.status, res.body.toString('utf8')];
  } catch (error) {
    throw new ProviderUnavailable(`${provider} could not be reached: ${error instanceof OutboundHttpError ? error.message : String(error)}`);
  }
  if (status === 401 || status === 403) throw new ProviderRefused(`${provider} refused the credentials (HTTP ${status})`);
  if (status >= 500) throw new ProviderUnavailable(`${provider} answered HTTP ${status}`);
  return { status, text };
}

export function parseJson(provider: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderUnavailable(`${provider} answered something that is not JSON`);
  }
}
