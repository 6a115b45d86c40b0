import { Inject, Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { runExport, writeExportParts } from '@mail/exports';
import { JobHandler } from '@mail/jobs';
import { csvLine } from '@mail/values';

import { LISTS_CONFIG, type ListsConfig } from '../lists.config';
import type { CompiledWhere } from '../rules/rule-engine.query';
import { ExportSubscribersJob, type ExportSubscribersPayload } from './export-subscribers.job';
import { SubscriberExportAudience } from './subscriber-export.audience';
import { customFieldIdsOf, exportValues } from './subscriber-export.fields';
import { type SubscriberExportRecord, SubscriberExportsRepository } from './subscriber-exports.repository';

const log = logger('lists.export');
const PAGE = 1000;

/**
 * Writes a subscriber export: the subscribers its rules and Target select, by id a page at a time (keyset), into
 * parts of at most 256 KiB (@mail/exports), as CSV (a header line, then one line each) or a JSON array of objects.
 * Memory holds one page and one part whatever the list's size. The audience is compiled again when the job runs: a
 * segment deleted in between fails the export.
 */
@Injectable()
export class ExportSubscribersProcessor {
  constructor(
    private readonly exports: SubscriberExportsRepository,
    private readonly audience: SubscriberExportAudience,
    @Inject(LISTS_CONFIG) private readonly config: ListsConfig,
  ) {}

  @JobHandler(ExportSubscribersJob, { concurrency: 1 })
  async run({ exportId }: ExportSubscribersPayload): Promise<{ rows: number }> {
    const job = await this.exports.byId(exportId);
    if (!job || job.status === 'Completed') return { rows: job?.rows ?? 0 };
    const rows = await runExport({
      write: () => this.write(job),
      finish: (n) => this.exports.finish(job.id, n, this.config.exportFileRetentionDays),
      fail: () => this.exports.fail(job.id),
    });
    log.info({ exportId, rows }, 'subscriber export written');
    return { rows };
  }

  private async write(job: SubscriberExportRecord): Promise<number> {
    const { options } = job;
    const where = await this.audience.where(job.userId, job.listId, options.rules, options.operator, options.target);
    await this.exports.start(job.id, await this.exports.count(job.listId, where));
    const json = options.format === 'json';
    const lines = this.lines(job, where, (row) => {
      const values = exportValues(row, options.fields);
      return json ? JSON.stringify(Object.fromEntries(options.fields.map((f, i) => [f, values[i]]))) : csvLine(values);
    });
    const written = await writeExportParts(
      { addPart: (part, body, rows) => this.exports.addPart(job.id, part, body, rows), progress: (rows) => this.exports.progress(job.id, rows) },
      lines,
      json ? { header: '[', separator: ',', footer: ']' } : { header: csvLine(options.fields) },
    );
    return written.rows;
  }

  private async *lines(job: SubscriberExportRecord, where: CompiledWhere, line: (row: Parameters<typeof exportValues>[0]) => string): AsyncGenerator<string[]> {
    const withValues = customFieldIdsOf(job.options.fields).length > 0;
    for (let after = 0; ;) {
      const rows = await this.exports.page(job.listId, where, after, PAGE, withValues);
      if (!rows.length) return;
      yield rows.map(line);
      after = Number(rows[rows.length - 1].id);
    }
  }
}
