import { Injectable } from '@nestjs/common';

import { CommandError } from '@mail/contracts';

import { AutomatedReportRepository } from './automated-report.repository';
import { tagIds } from './report-params';

/** Checks a report's FilterTags against the caller's campaign tags (create answers 5/6, update 5/5). */
@Injectable()
export class ReportTags {
  constructor(private readonly reports: AutomatedReportRepository) {}

  /** The ids, each a campaign tag of the user; `required` when none is given, `invalid` for any other. */
  async owned(userId: number, value: unknown, codes: { required: number; invalid: number }): Promise<number[]> {
    const ids = tagIds(value);
    if (ids === null) throw new CommandError(codes.invalid, 'Invalid tag ID');
    if (!ids.length) throw new CommandError(codes.required, 'Tag IDs are required when the filter type is tags');
    const owned = new Set(await this.reports.ownedTagIds(userId, ids));
    const foreign = ids.find((id) => !owned.has(id));
    if (foreign !== undefined) throw new CommandError(codes.invalid, `Invalid tag ID: ${foreign}`);
    return ids;
  }

  /** names of the tags of many reports at once */
  names(tagIdLists: number[][]): Promise<Map<number, string>> {
    return this.reports.tagNames([...new Set(tagIdLists.flat())]);
  }
}
