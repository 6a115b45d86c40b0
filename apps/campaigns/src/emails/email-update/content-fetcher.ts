import { Injectable } from '@nestjs/common';

import { outboundRequest, OutboundHttpError } from '@mail/outbound-http';

const FETCH_TIMEOUT_MS = 10_000;
const FETCH_MAX_BYTES = 2 * 1024 * 1024;

export type FetchOutcome = { ok: true; text: string } | { ok: false; reason: string };

/**
 * Import mode's content fetch: through the platform's guarded client (no private or loopback address, redirects
 * re-checked), 10 s and 2 MB at most. The reason of a failure is safe to show: it names the kind, not the internals.
 */
@Injectable()
export class ContentFetcher {
  async fetch(url: string): Promise<FetchOutcome> {
    try {
      const res = await outboundRequest(url, { timeoutMs: FETCH_TIMEOUT_MS, maxBytes: FETCH_MAX_BYTES });
      if (res.status < 200 || res.status >= 300) return { ok: false, reason: `the server answered HTTP ${res.status}` };
      return { ok: true, text: res.body.toString('utf8') };
    } catch (error) {
      if (error instanceof OutboundHttpError) return { ok: false, reason: REASONS[error.reason] };
      throw error;
    }
  }
}

const REASONS: Record<OutboundHttpError['reason'], string> = {
  'invalid-url': 'not an http(s) URL',
  'blocked-address': 'the address is private, loopback or otherwise not allowed',
  timeout: `no complete answer within ${FETCH_TIMEOUT_MS / 1000} seconds`,
  'too-large': `the content is larger than ${FETCH_MAX_BYTES / 1024 / 1024} MB`,
  'too-many-redirects': 'too many redirects',
  network: 'the server could not be reached',
};
