import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { IMPORT_SUPPRESS_SQL, IMPORT_TAGS_SQL, importBatchParams, importBatchSql } from './import-batch.sql';
import type { ImportOptions, RowError } from './import-job.row';
import type { BatchColumns } from './import-row.validator';

export interface BatchResult {
  imported: number;
  updated: number;
  skipped: number;
  failed: number;
  errors: RowError[];
}

/** Writes one validated batch in the caller's transaction: ONE statement (`importBatchSql`) for its valid rows. */
@Injectable()
export class ImportBatchWriter {
  async write(m: EntityManager, job: { userId: number; listId: number; options: ImportOptions }, columns: BatchColumns): Promise<BatchResult> {
    const result: BatchResult = { imported: 0, updated: 0, skipped: 0, failed: columns.failed, errors: columns.errors };
    const valid = columns.email.length;
    if (!valid) return result;
    const [counts]: { imported: string; updated: string }[] = await m.query(importBatchSql(job.options.duplicates), importBatchParams(job, columns));
    result.imported = Number(counts?.imported ?? 0);
    result.updated = Number(counts?.updated ?? 0);
    // repeated addresses (in the batch or already in the list, in skip mode)
    result.skipped = valid - result.imported - result.updated;
    await this.extras(m, job, columns.email);
    return result;
  }

  /** subscribers.import.post's options over the batch's valid addresses: its tags, its suppression entries */
  private async extras(m: EntityManager, job: { userId: number; listId: number; options: ImportOptions }, emails: string[]): Promise<void> {
    const { tagIds, suppress } = job.options;
    if (tagIds?.length) await m.query(IMPORT_TAGS_SQL, [job.listId, [...new Set(emails.map((e) => e.toLowerCase()))], tagIds]);
    if (suppress?.global) await m.query(IMPORT_SUPPRESS_SQL, [job.userId, null, emails]);
    if (suppress?.list) await m.query(IMPORT_SUPPRESS_SQL, [job.userId, job.listId, emails]);
  }
}
