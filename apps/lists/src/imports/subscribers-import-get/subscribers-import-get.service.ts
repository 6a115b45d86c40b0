import { Injectable } from '@nestjs/common';

import { CommandError, type SubscribersImportGetReply, type SubscribersImportGetRequest } from '@mail/contracts';
import { csvLine, paramId } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { ImportJobRepository } from '../import-job.repository';

/** subscribers.import.get: one import job of one of the caller's lists, with the vendor's counters. */
@Injectable()
export class SubscribersImportGetService {
  constructor(
    private readonly lists: ListRepository,
    private readonly imports: ImportJobRepository,
  ) {}

  async run(userId: number, input: SubscribersImportGetRequest): Promise<SubscribersImportGetReply> {
    const listId = paramId(input.listid);
    if (!listId) throw new CommandError(3, 'Invalid ListID parameter');
    const importId = paramId(input.importid);
    if (!importId) throw new CommandError(4, 'Invalid ImportID parameter');
    if (!(await this.lists.findOwned(userId, listId))) throw new CommandError(5, 'List not found');
    const job = await this.imports.owned(userId, listId, importId);
    if (!job) throw new CommandError(7, 'Import job not found');
    return {
      ImportJob: {
        ImportID: job.id,
        ImportDate: job.createdAt,
        FinishedAt: job.finishedAt,
        ImportStatus: job.status,
        FailedData: job.errors.length
          ? csvLine(['Row', 'EmailAddress', 'Reason']) + job.errors.map((e) => csvLine([e.Row, e.EmailAddress, e.Reason])).join('')
          : '',
        TotalSubscribers: job.processedRows,
        TotalImported: job.imported,
        TotalDuplicates: job.updated + job.skipped,
        TotalFailed: job.failed,
      },
    };
  }
}
