import { Injectable } from '@nestjs/common';

import { codePoints, readCsvChunk } from './csv-reader';
import type { ImportJobRow } from './import-job.row';
import { ImportJobRepository } from './import-job.repository';
import { columnTargets, type ImportTarget } from './import-mapping';

/** characters read at a time: from pieces, a slice that stays a regular heap object; from an older import's one text, large slices (each substr() reads the text from its start) */
const SLICE_CHARS = 60_000;
const LEGACY_SLICE_CHARS = 2_000_000;
const HEADER_CHARS = 64_000;

/** Rows of the source in batch order: batches are cut every `batchRows` rows from the committed checkpoint. */
export interface SourceBatch {
  /** ledger number of the batch */
  no: number;
  /** file row number of rows[0] (1-based, header excluded) */
  firstRow: number;
  rows: string[][];
  /** the checkpoint once this batch is committed: rows done and source offset */
  endRow: number;
  endOffset: number;
}

export type ImportSource = { invalid: string } | { targets: Map<number, ImportTarget>; batches: AsyncGenerator<SourceBatch> };

/**
 * Reads an import's stored source from its committed checkpoint, one batch at a time: CSV in slices of its
 * stored pieces (the offset counts code points), parsed only as far as the batch needs, so what is held does not
 * grow with the file; JSON rows by index.
 */
@Injectable()
export class ImportSourceReader {
  constructor(private readonly jobs: ImportJobRepository) {}

  async open(job: ImportJobRow, fields: { id: number; name: string }[], batchRows: number): Promise<ImportSource> {
    if (job.format === 'json') return this.openJson(job, fields, batchRows);
    const delimiter = job.options.delimiter || ',';
    let header: string[] | undefined;
    if (job.options.header) {
      const first = await this.jobs.slice(job, 0, HEADER_CHARS);
      header = readCsvChunk(first, delimiter, first.length < HEADER_CHARS, 0, 1).rows[0] ?? [];
      header = header.map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h));
    }
    const mapped = columnTargets(job.options.mapping, header, fields);
    return mapped.invalid ? { invalid: mapped.invalid } : { targets: mapped.targets, batches: this.csvBatches(job, delimiter, batchRows) };
  }

  private async *csvBatches(job: ImportJobRow, delimiter: string, batchRows: number): AsyncGenerator<SourceBatch> {
    let offset = Number(job.source_offset);
    let skipHeader = job.options.header && offset === 0;
    let no = job.committed_batches;
    let done = job.processed_rows;
    let rows: string[][] = [];
    const sliceChars = job.options.pieces ? SLICE_CHARS : LEGACY_SLICE_CHARS;
    let size = sliceChars;
    for (;;) {
      const text = await this.jobs.slice(job, offset, size);
      const final = text.length < size;
      let pos = 0;
      let points = 0; // code points of text[0, pos)
      for (;;) {
        const want = skipHeader ? 1 : batchRows - rows.length;
        const chunk = readCsvChunk(text, delimiter, final, pos, want);
        if (skipHeader && chunk.rows.length) skipHeader = false;
        else for (const row of chunk.rows) rows.push(row);
        points += codePoints(text, chunk.consumed, pos);
        pos = chunk.consumed;
        if (rows.length === batchRows) {
          yield { no: no++, firstRow: done + 1, rows, endRow: (done += rows.length), endOffset: offset + points };
          rows = [];
        } else if (chunk.rows.length < want) break; // the rest of the slice holds no complete record
      }
      if (final || !text) {
        if (rows.length) yield { no, firstRow: done + 1, rows, endRow: done + rows.length, endOffset: offset + points };
        return;
      }
      if (pos === 0) {
        size *= 2; // one record longer than the slice
        continue;
      }
      offset += points;
      size = sliceChars;
    }
  }

  private async openJson(job: ImportJobRow, fields: { id: number; name: string }[], batchRows: number): Promise<ImportSource> {
    const items = JSON.parse(await this.jobs.source(job)) as unknown[];
    const objects = items.length > 0 && items.every((i) => i && typeof i === 'object' && !Array.isArray(i));
    const header = objects ? [...new Set(items.flatMap((i) => Object.keys(i as object)))] : undefined;
    const mapped = columnTargets(job.options.mapping, header, fields);
    if (mapped.invalid) return { invalid: mapped.invalid };
    const cells = (item: unknown): string[] =>
      header ? header.map((h) => cell(ownValue(item as object, h))) : Array.isArray(item) ? item.map(cell) : [cell(item)];
    return { targets: mapped.targets, batches: jsonBatches(job, items, cells, batchRows) };
  }
}

async function* jsonBatches(job: ImportJobRow, items: unknown[], cells: (item: unknown) => string[], batchRows: number): AsyncGenerator<SourceBatch> {
  let no = job.committed_batches;
  let done = job.processed_rows;
  for (let i = Number(job.source_offset); i < items.length; i += batchRows) {
    const end = Math.min(items.length, i + batchRows);
    const rows = items.slice(i, end).map(cells);
    yield { no: no++, firstRow: done + 1, rows, endRow: (done += rows.length), endOffset: end };
  }
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** an item's own value for a header: an item without the column has none (never Object.prototype's `constructor` or `__proto__`) */
function ownValue(item: object, key: string): unknown {
  return Object.hasOwn(item, key) ? (item as Record<string, unknown>)[key] : undefined;
}
