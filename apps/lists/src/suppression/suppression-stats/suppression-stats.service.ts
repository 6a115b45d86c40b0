import { Injectable } from '@nestjs/common';

import { CommandError, SUPPRESSION_SOURCES, type SuppressionStatsReply, type SuppressionStatsRequest } from '@mail/contracts';
import { paramList, paramText } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { readScopeList } from '../suppression-scope';
import { SuppressionRepository } from '../suppression.repository';

/**
 * suppression.stats: counts of one scope exactly (the user-wide list, or one of the caller's lists), like
 * Suppression.Browse; 1 a source not among the five, 4 a list not the caller's. BySource always has all five.
 */
@Injectable()
export class SuppressionStatsService {
  constructor(
    private readonly lists: ListRepository,
    private readonly suppressions: SuppressionRepository,
  ) {}

  async run(userId: number, p: SuppressionStatsRequest): Promise<SuppressionStatsReply> {
    const wanted = readSources(p.suppressionsource);
    const listId = await readScopeList(this.lists, userId, p.listid);
    const counts = await this.suppressions.countBySource(userId, listId, paramText(p.searchpattern));
    const BySource = Object.fromEntries(SUPPRESSION_SOURCES.map((s) => [s, 0])) as Record<string, number>;
    for (const { source, n } of counts) if (!wanted || wanted.includes(source)) BySource[source] = n;
    const Total = Object.values(BySource).reduce((a, b) => a + b, 0);
    return { Total, BySource };
  }
}

/** the sources to count (case-insensitive, canonical spelling), undefined for all; code 1 for an unknown one */
function readSources(value: unknown): string[] | undefined {
  const given = paramList(value)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  if (!given.length) return undefined;
  return given.map((g) => {
    const source = SUPPRESSION_SOURCES.find((s) => s.toLowerCase() === g.toLowerCase());
    if (!source) throw new CommandError(1, `Invalid suppression source: ${g}`);
    return source;
  });
}
