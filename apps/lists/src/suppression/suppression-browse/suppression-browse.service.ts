import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import type { SuppressionBrowseReply, SuppressionBrowseRequest } from '@mail/contracts';
import { paramInt, paramText } from '@mail/values';

import { SuppressionRepository } from '../suppression.repository';

/**
 * Suppression.Browse: the caller's suppressed addresses (user-wide and per-list), `*` as wildcard,
 * StartFrom 0 / RetrieveCount 100 by default. No error codes.
 */
@Injectable()
export class SuppressionBrowseService {
  constructor(private readonly suppressions: SuppressionRepository) {}

  async run(p: SuppressionBrowseRequest, caller: Caller): Promise<SuppressionBrowseReply> {
    const page = { from: Math.max(0, paramInt(p.startfrom, 0)), count: Math.min(10_000, Math.max(0, paramInt(p.retrievecount, 100))) };
    const { total, rows } = await this.suppressions.browse(caller.userId, paramText(p.searchpattern), page);
    return {
      TotalRecords: total,
      SuppressedEmails: rows.map((r) => ({
        EmailAddress: r.email,
        SuppressionSource: r.source,
        Reason: r.reason,
        DateAdded: r.created_at,
        ListID: r.list_id ? Number(r.list_id) : 0,
      })),
    };
  }
}
