import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import {
  type AudienceCountReply,
  type AudiencePageReply,
  type AudiencePageRequest,
  type AudienceRequest,
  type ListOwnershipReply,
  type ListOwnershipRequest,
  type ListsHealthReply,
  Queries,
} from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

import { ListRepository } from '../lists/list.repository';
import { AudienceService } from './audience.service';

/** Internal queries other services send to lists (never public commands). */
@Controller()
export class ListsInternalQueriesHandler {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
    private readonly audience: AudienceService,
  ) {}

  @HandlesQuery(Queries.ListOwnership)
  async ownership(request: ListOwnershipRequest): Promise<ListOwnershipReply> {
    const owned = await this.lists.ownedIds(request.userId, request.listIds);
    return { owned, missing: request.listIds.filter((id) => !owned.includes(id)) };
  }

  /** the edge's SearchEngine check: the segment/search engine is this service's database */
  @HandlesQuery(Queries.ListsHealth)
  async health(): Promise<ListsHealthReply> {
    await this.db.query('SELECT 1');
    return { status: 'OK', search: 'OK', database: 'OK' };
  }

  @HandlesQuery(Queries.AudienceCount)
  async audienceCount(request: AudienceRequest): Promise<AudienceCountReply> {
    return { total: await this.audience.count(request) };
  }

  @HandlesQuery(Queries.AudiencePage)
  audiencePage(request: AudiencePageRequest): Promise<AudiencePageReply> {
    return this.audience.page(request);
  }
}
