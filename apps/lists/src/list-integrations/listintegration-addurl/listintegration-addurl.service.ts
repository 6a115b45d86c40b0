import { randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { CommandError, type ListintegrationAddurlReply, type ListintegrationAddurlRequest } from '@mail/contracts';
import { checkStorableUrl } from '@mail/outbound-http';
import { paramId, paramText } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { requireEvent } from '../list-integration.input';
import { ListIntegrationsRepository } from '../list-integrations.repository';

/**
 * listintegration.addurl: 1–3 missing (the DTO), 4 not the caller's list, 5 URL not storable (not http(s), or a
 * private address), 6 unknown event. The new integration gets its own signing key.
 */
@Injectable()
export class ListintegrationAddurlService {
  constructor(
    private readonly lists: ListRepository,
    private readonly integrations: ListIntegrationsRepository,
  ) {}

  async run(userId: number, p: ListintegrationAddurlRequest): Promise<ListintegrationAddurlReply> {
    const listId = paramId(p.subscriberlistid);
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(4, 'Invalid subscriber list ID');
    const url = checkStorableUrl(paramText(p.url));
    if (!url.ok) throw new CommandError(5, `Invalid URL: ${url.message}`);
    const eventLabel = paramText(p.event);
    const event = requireEvent(eventLabel, 6);
    const signingKey = randomBytes(24).toString('hex');
    const id = await this.integrations.insert(userId, listId, { event, eventLabel, url: url.url, signingKey });
    return { WebServiceIntegrationID: id, EventType: eventLabel, ServiceURL: url.url, SigningKey: signingKey };
  }
}
