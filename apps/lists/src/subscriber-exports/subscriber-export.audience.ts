import { Injectable } from '@nestjs/common';

import { type CompiledWhere, RuleEngine } from '../rules/rule-engine.query';
import { RuleError } from '../rules/rule.types';
import { SqlParams } from '../rules/sql-params';
import { SegmentRepository } from '../segments/segment.repository';
import { SubscriberBrowseRepository, type SubscriberState } from '../subscribers/subscriber-browse.repository';

/** the Target statuses (lower case) and the audiences they name */
export const EXPORT_TARGETS = new Map<string, SubscriberState>([
  ['active', 'active'],
  ['suppressed', 'suppressed'],
  ['unsubscribed', 'unsubscribed'],
  ['soft bounced', 'soft bounced'],
  ['hard bounced', 'hard bounced'],
]);

/** why an export's audience cannot be built: its rules are invalid, or its Target segment is gone */
export class ExportAudienceError extends Error {
  constructor(
    readonly reason: 'rules' | 'segment',
    message: string,
  ) {
    super(message);
  }
}

/**
 * Which subscribers of a list an export writes: its rules (the segment rule format, compiled by the rule engine)
 * and its Target (a built-in status as Subscribers.Get reads it, or a segment of the list), as one condition.
 */
@Injectable()
export class SubscriberExportAudience {
  constructor(
    private readonly engine: RuleEngine,
    private readonly segments: SegmentRepository,
    private readonly browse: SubscriberBrowseRepository,
  ) {}

  async where(userId: number, listId: number, rules: unknown, operator: string, target: string): Promise<CompiledWhere> {
    const params = new SqlParams();
    try {
      const compiled = await this.engine.compile(this.engine.parse(rules, operator), { userId, listId, alias: 's', params });
      const conditions = [`(${compiled.sql})`];
      const state = EXPORT_TARGETS.get(target);
      if (state) conditions.push(`(${this.browse.stateCondition(state, userId, params)})`);
      else if (target) conditions.push(`(${await this.segmentCondition(userId, listId, Number(target), params)})`);
      return { sql: conditions.join(' AND '), params };
    } catch (error) {
      if (error instanceof RuleError) throw new ExportAudienceError('rules', error.message);
      throw error;
    }
  }

  private async segmentCondition(userId: number, listId: number, segmentId: number, params: SqlParams): Promise<string> {
    const segment = await this.segments.findOwned(userId, segmentId);
    if (!segment || Number(segment.list_id) !== listId) throw new ExportAudienceError('segment', 'The segment does not exist');
    try {
      return (await this.engine.compile(segment.rules, { userId, listId, alias: 's', params })).sql;
    } catch (error) {
      if (error instanceof RuleError) throw new ExportAudienceError('segment', `The segment's rules are invalid: ${error.message}`);
      throw error;
    }
  }
}
