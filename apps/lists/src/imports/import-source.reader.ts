import { Injectable } from '@nestjs/common';

import { codePoints, readCsvChunk } from './csv-reader';
import type { ImportJobRow } from './import-job.row';
import { ImportJobRepository } from './import-job.repository';
import { columnTargets, type ImportTarget } from './import-mapping';

const CHUNK_CHARS = 2_000_000;

/** What the reader yields: the column targets first (or why there are none), then each row with the offset after it. */
export type SourceItem = { targets: Map<number, ImportTarget> } | { invalid: string } | { cells: string[]; endOffset: number };

/**
 * Reads an import's stored source from its committed offset: CSV in slices with substr() (memory stays
 * flat whatever the file size), JSON rows by index.
 */
@Injectable()
export class ImportSourceReader {
  constructor(private readonly jobs: ImportJobRepository) {}

  rows(job: ImportJobRow, fields: { id: number; name: string }[]): AsyncGenerator<SourceItem> {
    return job.format === 'csv' ? this.csvRows(job, fields) : this.jsonRows(job, fields);
  }

  private async *csvRows(job: ImportJobRow, named: { id: number; name: string }[]): AsyncGenerator<SourceItem> {
    const delimiter = job.options.delimiter || ',';
    let header: string[] | undefined;
    if (job.options.header) {
      const first = await this.jobs.slice(job.id, 0, 64_000);
      header = readCsvChunk(first, delimiter, first.length < 64_000).rows[0] ?? [];
      header = header.map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h));
    }
    const mapped = columnTargets(job.options.mapping, header, named);
    if (mapped.invalid) return yield { invalid: mapped.invalid };
    yield { targets: mapped.targets };
    let offset = Number(job.source_offset);
    let headerPending = job.options.header && offset === 0;
    let size = CHUNK_CHARS;
    for (;;) {
      const text = await this.jobs.slice(job.id, offset, size);
      if (!text) return;
      const final = text.length < size;
      const chunk = readCsvChunk(text, delimiter, final);
      if (!chunk.consumed && !final) {
        size *= 2; // one record longer than the slice
        continue;
      }
      let done = 0;
      let chars = 0;
      for (let i = 0; i < chunk.rows.length; i++) {
        chars += codePoints(text, chunk.ends[i], done);
        done = chunk.ends[i];
        if (headerPending) {
          headerPending = false;
          continue;
        }
        yield { cells: chunk.rows[i], endOffset: offset + chars };
      }
      offset += codePoints(text, chunk.consumed);
      if (final) return;
      size = CHUNK_CHARS;
    }
  }

  private async *jsonRows(job: ImportJobRow, named: { id: number; name: string }[]): AsyncGenerator<SourceItem> {
    const items = JSON.parse(await this.jobs.source(job.id)) as unknown[];
    const objects = items.length > 0 && items.every((i) => i && typeof i === 'object' && !Array.isArray(i));
    const header = objects ? [...new Set(items.flatMap((i) => Object.keys(i as object)))] : undefined;
    const mapped = columnTargets(job.options.mapping, header, named);
    if (mapped.invalid) return yield { invalid: mapped.invalid };
    yield { targets: mapped.targets };
    for (let i = Number(job.source_offset); i < items.length; i++) {
      const item = items[i];
      const cells = objects ? header!.map((h) => cell((item as Record<string, unknown>)[h])) : Array.isArray(item) ? item.map(cell) : [cell(item)];
      yield { cells, endOffset: i + 1 };
    }
  }
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
