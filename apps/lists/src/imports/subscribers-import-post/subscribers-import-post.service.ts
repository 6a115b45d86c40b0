import { Injectable } from '@nestjs/common';

import { CommandError, type SubscribersImportPostReply, type SubscribersImportPostRequest } from '@mail/contracts';
import { JobQueue } from '@mail/jobs';
import { ServiceDb } from '@mail/kit';
import { isEmail, paramId, paramList, paramMap, paramText } from '@mail/values';

import { CustomFieldRepository } from '../../custom-fields/custom-field.repository';
import { ListRepository } from '../../lists/list.repository';
import { readCsvChunk } from '../csv-reader';
import { type ImportOptions } from '../import-job.row';
import { ImportJobRepository } from '../import-job.repository';
import { resolveTarget } from '../import-mapping';
import { ImportSubscribers } from '../import-subscribers.job';
import { CsvUrlFetcher } from './csv-url.fetcher';
import { ImportTagsRepository } from './import-tags.repository';

/** the booleans the vendor sends: true/false, 1/0, yes/no, on/off; undefined for anything else */
function strictBool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const text = paramText(value).toLowerCase();
  if (/^(1|true|yes|on)$/.test(text)) return true;
  if (/^(0|false|no|off)$/.test(text)) return false;
  return undefined;
}

/** a nested parameter by its name in any case (the edge lower-cases top-level keys; nested ones arrive as sent) */
function child(value: unknown, name: string): unknown {
  const map = paramMap(value);
  if (!map) return undefined;
  const key = Object.keys(map).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : map[key];
}

/**
 * subscribers.import.post: the vendor's single-step CSV import over the Subscribers.Import machinery. Checks in the
 * vendor's code order, fetches a URL source once, maps FIELDn columns to EmailAddress and custom fields, creates the
 * tags it names, and stores the rows with their job (one transaction) exactly as Subscribers.Import does.
 */
@Injectable()
export class SubscribersImportPostService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
    private readonly fields: CustomFieldRepository,
    private readonly imports: ImportJobRepository,
    private readonly tags: ImportTagsRepository,
    private readonly fetcher: CsvUrlFetcher,
    private readonly jobs: JobQueue,
  ) {}

  async run(userId: number, input: SubscribersImportPostRequest): Promise<SubscribersImportPostReply> {
    const listId = paramId(input.listid);
    if (!listId) throw new CommandError(20, 'Invalid ListID parameter');
    const flags = [
      [input.addtoglobalsuppressionlist, 9, 'AddToGlobalSuppressionList'],
      [input.addtosuppressionlist, 10, 'AddToSuppressionList'],
      [input.updateduplicates, 11, 'UpdateDuplicates'],
      [input.triggeractions, 12, 'TriggerActions'],
    ] as const;
    const [globalSuppression, listSuppression, updateDuplicates, triggerActions] = flags.map(([value, code, name]) => {
      const flag = strictBool(value);
      if (flag === undefined) throw new CommandError(code, `Invalid ${name} parameter`);
      return flag;
    });
    const tagNames = [
      ...new Set(
        paramList(input.tags)
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ];
    const csv = child(input.importfrom, 'CSV');
    const data = paramText(child(csv, 'Data')) ? String(child(csv, 'Data')) : '';
    const url = paramText(child(csv, 'URL'));
    if (!csv || (!data.trim() && !url)) throw new CommandError(14, 'ImportFrom source must be provided');
    const terminator = this.terminatorOf(child(csv, 'FieldTerminator'));
    if (!paramText(child(csv, 'EscapedBy'))) throw new CommandError(16, 'Missing EscapedBy parameter');
    const mappedRaw = child(csv, 'MappedFields');
    if (mappedRaw === undefined || mappedRaw === null || mappedRaw === '') throw new CommandError(8, 'Missing MappedFields parameter');
    const mapped = paramMap(mappedRaw);
    if (!mapped || Array.isArray(mappedRaw)) throw new CommandError(13, 'Invalid MappedFields parameter');
    if (!Object.keys(mapped).length) throw new CommandError(15, 'Fields are not mapped');
    if (!(await this.lists.findOwned(userId, listId))) throw new CommandError(19, 'List not found');
    const listFields = (await this.fields.forList(userId, listId)).map((f) => ({ id: Number(f.id), name: f.name }));
    const mapping = mappingOf(mapped, listFields);
    const source = data.trim() ? data : await this.fetch(url);
    const options: ImportOptions = {
      header: hasHeader(source, terminator, mapping),
      delimiter: terminator,
      duplicates: updateDuplicates ? 'update' : 'skip',
      status: 'Subscribed',
      mapping,
      triggerEvents: triggerActions,
      suppress: globalSuppression || listSuppression ? { global: globalSuppression, list: listSuppression } : undefined,
      webhookUrl: paramText(input.importstatusupdatewebhookurl) || undefined,
    };
    const importId = await this.db.tx(async (m) => {
      const tagIds = tagNames.length ? await this.tags.ensure(m, listId, tagNames) : [];
      const id = await this.imports.insert(m, { userId, listId, format: 'csv', source, options: { ...options, ...(tagIds.length ? { tagIds } : {}) } });
      await this.jobs.sendInTransaction(m, ImportSubscribers, { importId: id });
      return id;
    });
    return { ImportID: Number(importId), ImportType: 'async' };
  }

  private terminatorOf(value: unknown): string {
    const text = typeof value === 'string' ? value : paramText(value);
    const terminator = text === '\\t' ? '\t' : text;
    if (terminator.length !== 1 || terminator === '"' || terminator === '\n' || terminator === '\r')
      throw new CommandError(2, 'Missing FieldTerminator parameter');
    return terminator;
  }

  private async fetch(url: string): Promise<string> {
    const text = await this.fetcher.fetch(url);
    if (text === undefined) throw new CommandError(18, 'ImportFrom.CSV.URL remote data fetch failure');
    return text;
  }
}

/** MappedFields as the import machinery reads it: column (zero-based index or header name) → target; 17 when invalid */
function mappingOf(mapped: Record<string, unknown>, fields: { id: number; name: string }[]): Record<string, string> {
  const mapping: Record<string, string> = {};
  for (const [column, value] of Object.entries(mapped)) {
    const name = paramText(value);
    const target = /^\d{1,15}$/.test(name) ? resolveTarget(`CustomField${name}`, fields) : resolveTarget(name, fields);
    if (!target) throw new CommandError(17, `Field mapping is invalid: unknown target '${name.slice(0, 100)}'`);
    const m = /^field(\d{1,6})$/i.exec(column.trim());
    if (m && Number(m[1]) < 1) throw new CommandError(17, `Field mapping is invalid: no column ${column}`);
    mapping[m ? String(Number(m[1]) - 1) : column.trim()] = target;
  }
  if (!Object.values(mapping).includes('EmailAddress')) throw new CommandError(17, 'Field mapping is invalid: no column is mapped to EmailAddress');
  return mapping;
}

/**
 * Whether the source opens with a header row: always when a column is named by its header; else when the first
 * row's EmailAddress column holds no email address (the vendor's example sends `email,name` first).
 */
function hasHeader(source: string, terminator: string, mapping: Record<string, string>): boolean {
  const columns = Object.keys(mapping);
  if (columns.some((c) => !/^\d+$/.test(c))) return true;
  const first = readCsvChunk(source.slice(0, 64 * 1024), terminator, true, 0, 1).rows[0] ?? [];
  const emailColumn = Number(columns.find((c) => mapping[c] === 'EmailAddress'));
  return !isEmail((first[emailColumn] ?? '').trim());
}
