import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import {
  type AudienceCountReply,
  type AudiencePageReply,
  type AudiencePageRequest,
  type AudienceRequest,
  type ListFieldsReply,
  type ListFieldsRequest,
  type ListOwnershipReply,
  type ListOwnershipRequest,
  type ListsHealthReply,
  type SubscribersFieldsReply,
  type SubscribersFieldsRequest,
  Queries,
} from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

import { CustomFieldRepository } from '../custom-fields/custom-field.repository';
import { ListRepository } from '../lists/list.repository';
import { TagRepository } from '../tags/tag.repository';
import { AudienceService } from './audience.service';

/** Internal queries other services send to lists (never public commands). */
@Controller()
export class ListsInternalQueriesHandler {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
    private readonly audience: AudienceService,
    private readonly customFields: CustomFieldRepository,
    private readonly tags: TagRepository,
  ) {}

  @HandlesQuery(Queries.ListOwnership)
  async ownership(request: ListOwnershipRequest): Promise<ListOwnershipReply> {
    const { userId, listIds, tagIds, customFieldIds } = request;
    const owned = await this.lists.ownedIds(userId, listIds);
    const reply: ListOwnershipReply = { owned, missing: listIds.filter((id) => !owned.includes(id)) };
    if (tagIds) {
      const tags = await this.tags.ownedIds(userId, tagIds);
      reply.missingTags = tagIds.filter((id) => !tags.includes(id));
    }
    if (customFieldIds) {
      const fields = await this.customFields.ownedIds(userId, customFieldIds);
      reply.missingCustomFields = customFieldIds.filter((id) => !fields.includes(id));
    }
    return reply;
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

  @HandlesQuery(Queries.SubscribersFields)
  subscribersFields(request: SubscribersFieldsRequest): Promise<SubscribersFieldsReply> {
    return this.audience.fieldsOf(request);
  }

  @HandlesQuery(Queries.ListFields)
  async listFields(req: ListFieldsRequest): Promise<ListFieldsReply> {
    const userId = req.userId;
    const list = await this.lists.findOwned(userId, req.listId);
    if (!list) return { found: false, listName: '', fields: [] };
    const fields = await this.customFields.forList(userId, Number(list.id));
    return {
      found: true,
      listName: list.name,
      fields: fields.map((f) => ({ id: Number(f.id), name: f.name, mergeTagAlias: f.merge_tag_alias, defaultValue: f.default_value })),
    };
  }
}
