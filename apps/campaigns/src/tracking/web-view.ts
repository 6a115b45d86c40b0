import { Injectable } from '@nestjs/common';

import { NO_CACHE_HEADERS, type PublicResponse } from '@mail/contracts';

import { TrackingPages } from './tracking-pages';
import { type TrackedRecipient, TrackingRepository } from './tracking.repository';

/**
 * The "view in browser" page: the campaign's email as stored (its HTML, or its plain text), without
 * per-recipient personalisation. The user's HTML is served sandboxed: no script runs on the edge's origin.
 */
@Injectable()
export class WebView {
  constructor(private readonly repository: TrackingRepository) {}

  async render(r: TrackedRecipient): Promise<PublicResponse | undefined> {
    const email = r.emailId ? await this.repository.emailHtml(r.emailId) : undefined;
    if (!email) return undefined;
    return {
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: email.html || TrackingPages.plainText(email.subject, email.plain),
      headers: {
        ...NO_CACHE_HEADERS,
        'content-security-policy': 'sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
        'x-robots-tag': 'noindex',
      },
    };
  }
}
