import { Injectable, Logger } from '@nestjs/common';

import { CommandError, type SmssuppressionBrowseReply, type SmssuppressionBrowseRequest } from '@mail/contracts';
import { paramText } from '@mail/values';

import { SuppressionLookups } from '../suppression-lookups';
import { readScope, reasonOf } from '../suppression-params';
import { SmsSuppressionRepository } from '../sms-suppression.repository';

const DEFAULT_PAGE = 100;
const MAX_PAGE = 1000;

/** a non-negative integer, else `fallback` (paging is lenient: the vendor gives no code for it) */
const count = (value: unknown, fallback: number) => {
  const text = paramText(value);
  return /^\d{1,9}$/.test(text) ? Number(text) : fallback;
};

/**
 * smssuppression.browse: the caller's entries at one level (user by default; a list of the caller's), newest
 * first, with the filtered total. Opt-outs recorded from STOP replies are user-level entries (reason optout).
 * RetrieveCount above 1000 is 1000, 0 or unreadable is 100; a read failure is 5, never an empty page.
 */
@Injectable()
export class SmssuppressionBrowseService {
  private readonly log = new Logger('smssuppression.browse');

  constructor(
    private readonly repository: SmsSuppressionRepository,
    private readonly lookups: SuppressionLookups,
  ) {}

  async run(userId: number, p: SmssuppressionBrowseRequest): Promise<SmssuppressionBrowseReply> {
    const scope = await readScope(userId, p, 'user', this.lookups);
    const reason = reasonOf(p.reason, 4);
    const isPatternText = paramText(p.ispattern);
    const isPattern = isPatternText === '' ? undefined : /^(1|true|yes|on)$/i.test(isPatternText);
    const limit = Math.min(count(p.retrievecount, DEFAULT_PAGE) || DEFAULT_PAGE, MAX_PAGE);
    try {
      const page = await this.repository.browse(
        { userId, level: scope.level, listId: scope.listId, reason, search: paramText(p.searchpattern) || undefined, isPattern },
        count(p.startfrom, 0),
        limit,
      );
      return { Success: true, ErrorCode: 0, TotalRecords: page.total, Suppressions: page.rows };
    } catch (error) {
      this.log.error(`reading the suppression entries of user ${userId} failed: ${String(error)}`);
      throw new CommandError(5, 'The entries could not be read');
    }
  }
}
