import { Injectable } from '@nestjs/common';

import type { SmssuppressionStatsReply, SmssuppressionStatsRequest } from '@mail/contracts';

import { SuppressionLookups } from '../suppression-lookups';
import { readScope } from '../suppression-params';
import { SmsSuppressionRepository } from '../sms-suppression.repository';

/**
 * smssuppression.stats: the caller's entries (every level unless Level says; a list's at Level=list) counted.
 * System entries are no user's: System is always 0 for a user's call (Total = User + List, as the vendor's example).
 */
@Injectable()
export class SmssuppressionStatsService {
  constructor(
    private readonly repository: SmsSuppressionRepository,
    private readonly lookups: SuppressionLookups,
  ) {}

  async run(userId: number, p: SmssuppressionStatsRequest): Promise<SmssuppressionStatsReply> {
    const scope = await readScope(userId, p, undefined, this.lookups);
    const c = await this.repository.counts({ userId, level: scope.level, listId: scope.listId });
    const r = (reason: string) => c.reasons[reason] ?? 0;
    return {
      Success: true,
      ErrorCode: 0,
      Total: c.total,
      ByType: { System: 0, User: c.user, List: c.list },
      Patterns: c.patterns,
      ByReason: { Manual: r('manual'), Optout: r('optout'), Complaint: r('complaint'), Bounce: r('bounce'), Invalid: r('invalid'), Other: r('other') },
    };
  }
}
