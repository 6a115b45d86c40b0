import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import {
  type AudiencePageReply,
  type AudiencePageRequest,
  type AudienceRequest,
  InternalSubjects,
  type ListOwnershipReply,
  type ListOwnershipRequest,
  ListsQuerySubjects,
} from '@mail/contracts';

import { ListsDb } from '../common/db';
import { ListRepository } from '../lists/list.repository';
import { AudienceService } from './audience.service';

/** Internal queries other services send to lists (never public commands). */
@Controller()
export class ListsInternalQueriesHandler {
  constructor(
    private readonly db: ListsDb,
    private readonly lists: ListRepository,
    private readonly audience: AudienceService,
  ) {}

  @HandlesQuery(InternalSubjects.ListOwnership)
  async ownership(req: ListOwnershipRequest & { listId?: number }): Promise<ListOwnershipReply> {
    const ids = [...(req.listIds ?? []), ...(req.listId ? [req.listId] : [])].map(Number).filter((n) => Number.isInteger(n) && n > 0);
    const owned = await this.lists.ownedIds(Number(req.userId), ids);
    return { owned, missing: ids.filter((id) => !owned.includes(id)) };
  }

  @HandlesQuery(InternalSubjects.ListsHealth)
  /** the edge's SearchEngine check: the segment/search engine is this service's database */
  async health(): Promise<{ status: 'OK'; search: 'OK'; database: 'OK' }> {
    await this.db.query('SELECT 1');
    return { status: 'OK', search: 'OK', database: 'OK' };
  }

  @HandlesQuery(ListsQuerySubjects.AudienceCount)
  async audienceCount(req: AudienceRequest): Promise<{ total: number }> {
    return { total: await this.audience.count(Number(req.userId), req) };
  }

  @HandlesQuery(ListsQuerySubjects.AudiencePage)
  audiencePage(req: AudiencePageRequest): Promise<AudiencePageReply> {
    return this.audience.page(Number(req.userId), req, Number(req.afterSubscriberId ?? 0), Number(req.limit ?? 1000), req.withFields === true);
  }
}
