import { Injectable } from '@nestjs/common';

import { JobQueue } from '@mail/jobs';

import { CommandError, type SubscribersImportReply, type SubscribersImportRequest } from '@mail/contracts';
import { type Caller, ServiceDb } from '@mail/kit';

import { ParamReader } from '../../common/params';
import { ListRepository } from '../../lists/list.repository';
import { parseStatus } from '../../subscribers/subscriber.status';
import type { ImportOptions } from '../import-job.row';
import { ImportJobRepository } from '../import-job.repository';
import { ImportSubscribers } from '../import-subscribers.job';

/**
 * Subscribers.Import (extension): stores the rows with the job that imports them (one transaction) and returns at once.
 * Params: ListID*, CSV (text) or Rows (JSON array of objects or arrays), Mapping ({ column: target }),
 * Header (CSV has a header row, default true), Delimiter (default ','), Duplicates ('skip' default | 'update';
 * or UpdateIfDuplicate=1), Status (default Subscribed), TriggerEvents (default 0).
 * Codes: 1 ListID missing, 2 list not the caller's, 3 neither CSV nor Rows, 4 Rows not a JSON array,
 * 5 Mapping not an object, 6 invalid Duplicates, 7 invalid Status, 8 invalid Delimiter.
 */
@Injectable()
export class SubscribersImportService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
    private readonly imports: ImportJobRepository,
    private readonly jobs: JobQueue,
  ) {}

  async run(input: SubscribersImportRequest, caller: Caller): Promise<SubscribersImportReply> {
    const userId = caller.userId;
    const p = new ParamReader(input);
    if (!p.str('ListID') && !p.str('SubscriberListID')) throw new CommandError(1, 'Missing ListID');
    const listId = p.id('ListID') ?? p.id('SubscriberListID');
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(2, 'Invalid ListID');
    const csv = typeof p.raw('CSV') === 'string' ? (p.raw('CSV') as string) : '';
    const rows = p.raw('Rows');
    if (!csv.trim() && (rows === undefined || rows === null || rows === '')) throw new CommandError(3, 'Missing CSV or Rows');
    let source = csv;
    let format: 'csv' | 'json' = 'csv';
    if (!csv.trim()) {
      let parsed: unknown = rows;
      if (typeof rows === 'string') {
        try {
          parsed = JSON.parse(rows);
        } catch {
          throw new CommandError(4, 'Rows must be a JSON array');
        }
      } else if (rows && typeof rows === 'object' && !Array.isArray(rows)) parsed = Object.values(rows);
      if (!Array.isArray(parsed)) throw new CommandError(4, 'Rows must be a JSON array');
      source = JSON.stringify(parsed);
      format = 'json';
    }
    const mappingRaw = p.raw('Mapping');
    const mapping = p.map('Mapping');
    if (mappingRaw !== undefined && mappingRaw !== '' && !mapping) throw new CommandError(5, 'Mapping must be an object of column: target');
    const duplicates = p.str('Duplicates').toLowerCase() || (p.bool('UpdateIfDuplicate', false) ? 'update' : 'skip');
    if (duplicates !== 'skip' && duplicates !== 'update') throw new CommandError(6, "Duplicates must be 'skip' or 'update'");
    const status = p.str('Status') ? parseStatus(p.str('Status')) : 'Subscribed';
    if (!status) throw new CommandError(7, 'Invalid Status');
    const delimiter = p.str('Delimiter') === '\\t' || p.raw('Delimiter') === '\t' ? '\t' : p.str('Delimiter') || ',';
    if (delimiter.length !== 1 || delimiter === '"') throw new CommandError(8, 'Invalid Delimiter');
    const options: ImportOptions = {
      header: p.bool('Header', format === 'csv'),
      delimiter,
      duplicates,
      status,
      mapping: mapping ? Object.fromEntries(Object.entries(mapping).map(([k, v]) => [k, String(v)])) : undefined,
      triggerEvents: p.bool('TriggerEvents', false),
    };
    const importId = await this.db.tx(async (m) => {
      const id = await this.imports.insert(m, { userId, listId, format, source, options });
      await this.jobs.sendInTransaction(m, ImportSubscribers, { importId: id });
      return id;
    });
    return { ImportID: Number(importId), Status: 'Pending' };
  }
}
