import { Injectable } from '@nestjs/common';

import type { SmssuppressionPatternsBrowseReply, SmssuppressionPatternsBrowseRequest } from '@mail/contracts';

import { SuppressionLookups } from '../suppression-lookups';
import { readScope } from '../suppression-params';
import { SmsSuppressionRepository } from '../sms-suppression.repository';

/** smssuppression.patterns.browse: the caller's pattern entries (all levels unless Level says), newest first, each with its list's name. */
@Injectable()
export class SmssuppressionPatternsBrowseService {
  constructor(
    private readonly repository: SmsSuppressionRepository,
    private readonly lookups: SuppressionLookups,
  ) {}

  async run(userId: number, p: SmssuppressionPatternsBrowseRequest): Promise<SmssuppressionPatternsBrowseReply> {
    const scope = await readScope(userId, p, undefined, this.lookups);
    const rows = await this.repository.patterns({ userId, level: scope.level, listId: scope.listId });
    const names = new Map<string, string | null>();
    for (const listId of new Set(rows.flatMap((r) => (r.RelListID ? [r.RelListID] : []))))
      names.set(listId, (await this.lookups.listName(userId, Number(listId))) ?? null);
    return { Success: true, ErrorCode: 0, Patterns: rows.map((r) => ({ ...r, ListName: r.RelListID ? (names.get(r.RelListID) ?? null) : null })) };
  }
}
