import { Injectable } from '@nestjs/common';

import type { ListintegrationGeturlsReply, ListintegrationGeturlsRequest } from '@mail/contracts';
import { paramId, paramText } from '@mail/values';

import { readEvent } from '../list-integration.input';
import { ListIntegrationsRepository } from '../list-integrations.repository';

/**
 * listintegration.geturls: the integrations of one of the caller's lists (another user's list or an unknown id: none,
 * the vendor has no code for it), of one event when Event names one. 1 SubscriberListID missing (the DTO).
 */
@Injectable()
export class ListintegrationGeturlsService {
  constructor(private readonly integrations: ListIntegrationsRepository) {}

  async run(userId: number, p: ListintegrationGeturlsRequest): Promise<ListintegrationGeturlsReply> {
    const listId = paramId(p.subscriberlistid);
    if (!listId) return { URLs: [] };
    const event = paramText(p.event) ? readEvent(p.event) : undefined;
    if (paramText(p.event) && !event) return { URLs: [] };
    const rows = await this.integrations.forList(userId, listId, event);
    return {
      URLs: rows.map((r) => ({
        WebServiceIntegrationID: Number(r.id),
        RelListID: Number(r.list_id),
        EventType: r.event_label,
        ServiceURL: r.url,
        SigningKey: r.signing_key,
      })),
    };
  }
}
