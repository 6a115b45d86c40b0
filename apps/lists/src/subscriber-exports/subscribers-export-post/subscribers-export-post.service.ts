import { Injectable } from '@nestjs/common';

import { CommandError, type SubscribersExportPostReply, type SubscribersExportPostRequest } from '@mail/contracts';
import { JobQueue } from '@mail/jobs';
import { paramId, paramList, paramText } from '@mail/values';

import { CustomFieldRepository } from '../../custom-fields/custom-field.repository';
import { ListRepository } from '../../lists/list.repository';
import { ExportSubscribersJob } from '../export-subscribers.job';
import { EXPORT_TARGETS, ExportAudienceError, SubscriberExportAudience } from '../subscriber-export.audience';
import { exportFieldsOf } from '../subscriber-export.fields';
import { SubscriberExportsRepository } from '../subscriber-exports.repository';

/**
 * subscribers.export.post: checks the parameters in the vendor's code order (the missing ones, 1–5, by the
 * contract), compiles the audience once so bad rules or a missing segment answer now, records the export and starts
 * its job.
 */
@Injectable()
export class SubscribersExportPostService {
  constructor(
    private readonly exports: SubscriberExportsRepository,
    private readonly lists: ListRepository,
    private readonly fields: CustomFieldRepository,
    private readonly audience: SubscriberExportAudience,
    private readonly jobs: JobQueue,
  ) {}

  async run(userId: number, input: SubscribersExportPostRequest): Promise<SubscribersExportPostReply> {
    const listId = paramId(input.listid);
    if (!listId) throw new CommandError(6, 'ListID is not valid');
    const rules = rulesOf(input.rulesjson);
    const operator = paramText(input.rulesoperator).toLowerCase();
    if (operator !== 'and' && operator !== 'or') throw new CommandError(8, 'RulesOperator must be and or or');
    const format = paramText(input.exportformat).toLowerCase();
    if (format !== 'csv' && format !== 'json') throw new CommandError(9, 'ExportFormat must be csv or json');
    if (!(await this.lists.findOwned(userId, listId))) throw new CommandError(10, 'The list does not exist');
    const target = targetOf(input.target);
    const fieldIds = (await this.fields.forList(userId, listId)).map((f) => Number(f.id));
    const fields = exportFieldsOf(
      paramList(input.fieldstoexport).flatMap((f) => f.split(',')),
      fieldIds,
    );
    if (!fields.length) throw new CommandError(5, 'FieldsToExport names no field of the list');
    try {
      await this.audience.where(userId, listId, rules, operator, target);
    } catch (error) {
      if (!(error instanceof ExportAudienceError)) throw error;
      throw error.reason === 'segment' ? new CommandError(12, error.message) : new CommandError(7, `RulesJSON is not valid: ${error.message}`);
    }
    await this.exports.expireFiles();
    const id = await this.exports.insert(userId, { listId, rules, operator, target, format, fields });
    await this.jobs.send(ExportSubscribersJob, { exportId: id });
    return { ExportID: id };
  }
}

/** the rules as a JSON value: a JSON text is parsed (7 when it is not JSON), a decoded value kept */
function rulesOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new CommandError(7, 'RulesJSON is not well-formed JSON');
  }
}

/** '' (no subset), a status in lower case, or a segment id; 11 for anything else */
function targetOf(value: unknown): string {
  const text = paramText(value);
  if (!text) return '';
  if (EXPORT_TARGETS.has(text.toLowerCase())) return text.toLowerCase();
  const id = paramId(text);
  if (!id) throw new CommandError(11, 'Target is neither a status nor a segment id');
  return String(id);
}
