import { Injectable } from '@nestjs/common';

import type {
  AudienceMember,
  AudiencePageReply,
  AudiencePageRequest,
  AudienceRequest,
  SubscribersFieldsReply,
  SubscribersFieldsRequest,
} from '@mail/contracts';

import { arrayError } from '../common/errors';
import { ListRepository } from '../lists/list.repository';
import { RuleEngine } from '../rules/rule-engine.query';
import { RuleError } from '../rules/rule.types';
import { SqlParams } from '../rules/sql-params';
import { bundleCriteria, type Criterion, listSegmentPairs } from './audience-criteria';
import { AudienceRepository, type AudienceSelection, type CompiledCriterion } from './audience.repository';

const DEFAULT_PAGE = 1000;

/**
 * Campaign audiences through the same rule compiler as segments: RulesJsonBundle criteria or 'list:segment'
 * pairs (0 = whole list), minus exclusions, only on the user's own lists.
 */
@Injectable()
export class AudienceService {
  constructor(
    private readonly audiences: AudienceRepository,
    private readonly lists: ListRepository,
    private readonly engine: RuleEngine,
  ) {}

  async count(request: AudienceRequest): Promise<number> {
    return this.audiences.count(await this.select(request));
  }

  async page(request: AudiencePageRequest): Promise<AudiencePageReply> {
    const withFields = request.withFields === true;
    const members: AudienceMember[] = await this.audiences.page(await this.select(request), request.afterSubscriberId ?? 0, request.limit ?? DEFAULT_PAGE, {
      withFields,
      withDuplicates: request.withDuplicates === true,
    });
    const nextAfterSubscriberId = members.length ? members[members.length - 1].subscriberId : null;
    if (!withFields) return { members, nextAfterSubscriberId };
    return { members, nextAfterSubscriberId, mergeTagAliases: await this.audiences.mergeTagAliases(request.userId) };
  }

  /** the members a page `withFields` of each of these subscribers alone would answer, at once */
  async fieldsOf(request: SubscribersFieldsRequest): Promise<SubscribersFieldsReply> {
    const members: AudienceMember[] = await this.audiences.deliverable(request.userId, request);
    const fields = await this.audiences.personalisation(members.map((m) => m.subscriberId));
    for (const m of members) m.fields = fields.get(m.subscriberId) ?? {};
    return { members, mergeTagAliases: await this.audiences.mergeTagAliases(request.userId) };
  }

  private async select(request: AudienceRequest): Promise<AudienceSelection> {
    const { userId } = request;
    const { criteria: include, matchAll } = request.rulesJsonBundle
      ? bundleCriteria(request.rulesJsonBundle)
      : { criteria: await this.fromPairs(userId, request.recipientListsAndSegments ?? ''), matchAll: false };
    const exclude = await this.fromPairs(userId, request.excludeListsAndSegments ?? '');
    await this.requireOwned(userId, [...include, ...exclude]);
    // an archived list receives no sends: its criteria select nobody (its addresses still exclude)
    const archived = await this.audiences.archivedListIds([...new Set(include.map((c) => c.listId))]);
    const params = new SqlParams();
    return {
      userId,
      matchAll,
      neverSuppressed: (request.neverSuppressed ?? []).map((a) => a.toLowerCase()),
      include: await this.compile(
        userId,
        include.filter((c) => !archived.has(c.listId)),
        params,
      ),
      exclude: await this.compile(userId, exclude, params),
      params,
    };
  }

  private async fromPairs(userId: number, pairs: string): Promise<Criterion[]> {
    const criteria: Criterion[] = [];
    for (const { listId, segmentId } of listSegmentPairs(pairs)) {
      const expr = segmentId ? await this.audiences.segmentRules(userId, listId, segmentId) : { op: 'and' as const, items: [] };
      if (!expr) throw arrayError(4, `Invalid segment '${listId}:${segmentId}'`);
      criteria.push({ listId, expr });
    }
    return criteria;
  }

  private async requireOwned(userId: number, criteria: Criterion[]): Promise<void> {
    const ids = [...new Set(criteria.map((c) => c.listId))];
    const owned = await this.lists.ownedIds(userId, ids);
    const foreign = ids.find((id) => !owned.includes(id));
    if (foreign) throw arrayError(4, `Invalid list id ${foreign}`);
  }

  private async compile(userId: number, criteria: Criterion[], params: SqlParams): Promise<CompiledCriterion[]> {
    const compiled: CompiledCriterion[] = [];
    for (const { listId, expr } of criteria) {
      const where = await this.engine.compile(expr, { userId, listId, alias: 's', params }).catch((error: unknown) => {
        if (error instanceof RuleError) throw arrayError(8, `Invalid rules for list ${listId}: ${error.message}`);
        throw error;
      });
      compiled.push({ listId, where: where.sql });
    }
    return compiled;
  }
}
