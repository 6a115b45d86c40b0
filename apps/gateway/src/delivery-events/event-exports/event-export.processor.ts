import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { runExport, writeExportParts } from '@mail/exports';
import { JobHandler } from '@mail/jobs';

import { csvCell, smtpCodeOf } from '../email-gateway-export-events/email-gateway-export-events.service';
import { EVENT_NAME } from '../event-names';
import { type EventFilter, EventLogRepository, type EventLogRow } from '../event-log.repository';
import { EventExportJob, type EventExportPayload } from './event-export.job';
import { type EventExportRow, EventExportRepository } from './event-export.repository';

const log = logger('gateway.event-export');
const PAGE = 1000;
export const EVENT_EXPORT_TTL_HOURS = 24;
/** TotalRows (the progress' estimate) counts at most this many events when the counters cannot answer */
const ESTIMATE_CAP = 1_000_000;

/** the file's first line: the vendor's columns after a UTF-8 byte-order mark */
export const EXPORT_HEADER = `\uFEFF${['Time', 'Event', 'MessageID', 'From', 'To', 'Subject', 'Domain', 'SMTPCode'].join(',')}\r\n`;

export const exportLine = (e: EventLogRow): string =>
  `${[new Date(e.occurred_at).toISOString(), EVENT_NAME[e.event], e.message_id, e.mail_from, e.recipient, e.subject, e.domain_name, smtpCodeOf(e)]
    .map(csvCell)
    .join(',')}\r\n`;

export function filterOf(job: EventExportRow): EventFilter {
  const f = job.filters;
  return {
    userId: job.userId,
    domainId: f.domainId,
    from: f.from ? new Date(f.from) : undefined,
    to: f.to ? new Date(f.to) : undefined,
    events: f.events,
    messageId: f.messageId,
    query: f.query,
  };
}

/**
 * Writes an ExportEvents CSV: the matching events newest first, read page by page by keyset (EventLogRepository)
 * into parts of at most 256 KiB (@mail/exports), whatever their number; progress after each page.
 */
@Injectable()
export class EventExportProcessor {
  constructor(
    private readonly exports: EventExportRepository,
    private readonly events: EventLogRepository,
  ) {}

  @JobHandler(EventExportJob, { concurrency: 2 })
  async run({ exportId }: EventExportPayload): Promise<{ rows: number }> {
    const job = await this.exports.byId(exportId);
    if (!job || job.status === 'Done') return { rows: job?.rows ?? 0 };
    const rows = await runExport({
      write: () => this.write(job),
      finish: (n) => this.exports.finish(job.id, n, EVENT_EXPORT_TTL_HOURS),
      fail: () => this.exports.fail(job.id),
    });
    log.info({ exportId, rows }, 'event export written');
    return { rows };
  }

  private async write(job: EventExportRow): Promise<number> {
    const filter = filterOf(job);
    await this.exports.start(job.id, await this.events.count(filter, ESTIMATE_CAP));
    const sink = {
      addPart: (part: number, body: string, rows: number) => this.exports.addPart(job.id, part, body, rows),
      progress: (rows: number) => this.exports.progress(job.id, rows),
    };
    return (await writeExportParts(sink, this.lines(filter), { header: EXPORT_HEADER })).rows;
  }

  private async *lines(filter: EventFilter): AsyncGenerator<string[]> {
    let after: number | undefined;
    for (;;) {
      const rows = await this.events.after(filter, after, PAGE);
      if (!rows.length) return;
      yield rows.map(exportLine);
      after = rows[rows.length - 1].id;
    }
  }
}
