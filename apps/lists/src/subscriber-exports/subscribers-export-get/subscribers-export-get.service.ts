import { Injectable } from '@nestjs/common';

import {
  CommandError,
  EXPORT_DOWNLOAD_MAX_BYTES,
  isTrueParam,
  type RawHttpReply,
  type SubscriberExportJob,
  type SubscribersExportGetReply,
  type SubscribersExportGetRequest,
} from '@mail/contracts';
import { exportFile, exportProgress, JSON_CONTENT_TYPE } from '@mail/exports';
import { paramId, paramText } from '@mail/values';

import { ListRepository } from '../../lists/list.repository';
import { type SubscriberExportRecord, SubscriberExportsRepository } from '../subscriber-exports.repository';

/**
 * subscribers.export.get: one export job of the caller's list (or all of them), or its file. The file is answered
 * whole up to 512 KiB, else part by part (Part=1..Parts): one bus answer carries at most that much.
 */
@Injectable()
export class SubscribersExportGetService {
  constructor(
    private readonly exports: SubscriberExportsRepository,
    private readonly lists: ListRepository,
  ) {}

  async run(userId: number, input: SubscribersExportGetRequest): Promise<SubscribersExportGetReply | RawHttpReply> {
    const listId = paramId(input.listid);
    if (!listId) throw new CommandError(2, 'ListID is not valid');
    const exportText = paramText(input.exportid);
    const exportId = exportText ? paramId(exportText) : undefined;
    if (exportText && !exportId) throw new CommandError(3, 'ExportID is not valid');
    if (!(await this.lists.findOwned(userId, listId))) throw new CommandError(4, 'The list does not exist');
    await this.exports.expireFiles();
    if (!exportId) return { ExportJobs: (await this.exports.ofList(userId, listId)).map(present) };
    const job = await this.exports.owned(userId, listId, exportId);
    if (!job) throw new CommandError(6, 'No such export job');
    if (!isTrueParam(input.download)) return { ExportJob: present(job) };
    if (job.status !== 'Completed') throw new CommandError(8, 'The export has not completed yet');
    if (job.expired) throw new CommandError(7, 'The export file has expired and was removed; submit a new export');
    return { RawHttp: await this.file(job, paramText(input.part)) };
  }

  private async file(job: SubscriberExportRecord, partText: string) {
    const json = job.options.format === 'json';
    const kind = { extension: job.options.format, contentType: json ? JSON_CONTENT_TYPE : undefined };
    const name = `subscribers-export-${job.id}`;
    if (partText) {
      const part = paramId(partText);
      if (!part || part > job.parts) throw new CommandError(5, `Part must be between 1 and ${job.parts}`);
      const body = await this.exports.part(job.id, part);
      if (body === undefined) throw new CommandError(7, 'The export file has expired and was removed; submit a new export');
      return exportFile(name, body, { ...kind, part });
    }
    if (job.bytes > EXPORT_DOWNLOAD_MAX_BYTES) throw new CommandError(9, `The file is too large for one answer: download it with Part=1..${job.parts}`);
    const parts = await this.exports.allParts(job.id);
    // removed since it was read
    if (parts.length !== job.parts) throw new CommandError(7, 'The export file has expired and was removed; submit a new export');
    return exportFile(name, parts.join(''), kind);
  }
}

function present(job: SubscriberExportRecord): SubscriberExportJob {
  const done = job.status === 'Completed';
  return {
    ExportID: job.id,
    Module: 'SubscriberExport',
    Status: job.status,
    ExportOptions: {
      Command: 'ExportSubscribers',
      ListID: job.listId,
      FileFormat: job.options.format,
      Fields: job.options.fields,
      Target: job.options.target,
      RulesOperator: job.options.operator,
    },
    SubmittedAt: job.submittedAt,
    FinishedAt: job.finishedAt ?? '',
    ExpiresAt: job.expiresAt ?? '',
    Progress: exportProgress(job.rows, job.totalRows, done),
    TotalRows: job.totalRows,
    ExportedRows: job.rows,
    Parts: done && !job.expired ? job.parts : 0,
    DownloadSize: done && !job.expired ? job.bytes : 0,
  };
}
