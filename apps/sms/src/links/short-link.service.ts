import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { htmlPage, NO_CACHE_HEADERS, paragraph, type PublicRequest, type PublicResponse } from '@mail/contracts';

import { EventStore } from '../provider-events/event-store';
import { ShortLinkRepository } from './short-link.repository';
import { clientInfo } from './user-agent';

/** `GET /s/<token>`: records the click (device, browser, OS, bot flag) and redirects; 410 once the link expired. */
@Injectable()
export class ShortLinkService {
  constructor(
    private readonly links: ShortLinkRepository,
    private readonly store: EventStore,
  ) {}

  async answer(req: PublicRequest): Promise<PublicResponse> {
    const link = /^[A-Za-z0-9_-]{16}$/.test(req.params.token ?? '') ? await this.links.find(req.params.token) : undefined;
    if (!link) return htmlPage(404, 'Link not found', paragraph('This link does not exist.'));
    if (link.expired) return htmlPage(410, 'Link expired', paragraph('This link has expired.'));
    if (req.method === 'GET') {
      const client = clientInfo(req.userAgent);
      await this.store.record([
        { eventId: randomUUID(), eventTime: new Date(), event: 'clicked', source: 'link', messageId: link.messageId, url: link.url, ...client },
      ]);
    }
    return { status: 302, contentType: 'text/plain; charset=utf-8', body: '', headers: { ...NO_CACHE_HEADERS, location: link.url } };
  }
}
