import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { outboundRequest } from '@mail/outbound-http';

import { requestFetchTimeoutMs } from '../request-fetch-timeout';

const log = logger('lists.import-url');
/** the largest CSV fetched from a URL (an inline source is bounded by the request size instead) */
const MAX_BYTES = 50 * 1024 * 1024;

/**
 * ImportFrom.CSV.URL: one GET through the outbound HTTP client (public addresses only, bounded); undefined when it fails.
 * It runs while the caller waits (code 18 answers a failed fetch), so it is bounded by requestFetchTimeoutMs.
 */
@Injectable()
export class CsvUrlFetcher {
  async fetch(url: string): Promise<string | undefined> {
    if (!/^https?:\/\//i.test(url)) return undefined;
    try {
      const res = await outboundRequest(url, { timeoutMs: requestFetchTimeoutMs(), maxBytes: MAX_BYTES, maxRedirects: 3 });
      return res.status >= 200 && res.status < 300 ? res.body.toString('utf8') : undefined;
    } catch (error) {
      log.info({ err: error }, 'import CSV fetch failed');
      return undefined;
    }
  }
}
