import { Injectable } from '@nestjs/common';

import type { ListintegrationDeleteurlsReply, ListintegrationDeleteurlsRequest } from '@mail/contracts';
import { paramIds } from '@mail/values';

import { ListIntegrationsRepository } from '../list-integrations.repository';

/** listintegration.deleteurls: the caller's integrations among the ids; others (and non-ids) are ignored. 1 URLs missing (the DTO). */
@Injectable()
export class ListintegrationDeleteurlsService {
  constructor(private readonly integrations: ListIntegrationsRepository) {}

  async run(userId: number, p: ListintegrationDeleteurlsRequest): Promise<ListintegrationDeleteurlsReply> {
    const ids = paramIds(p.urls);
    if (ids.length) await this.integrations.deleteOwned(userId, ids);
    return {};
  }
}
