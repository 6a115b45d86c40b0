import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { runExport, writeExportParts } from '@mail/exports';
import { JobHandler } from '@mail/jobs';

import { ReportRepository } from '../reads/report.repository';
import { csvLine } from '@mail/values';
import { ExportCsvJob, type ExportCsvPayload } from './export-csv.job';
import { type ExportRow, ExportRepository } from './export.repository';

const log = logger('sms.export');
const PAGE = 1000;
export const EXPORT_TTL_HOURS = 24;

const EVENT_HEADER = ['EventTime', 'EventID', 'Event', 'Source', 'QueueID', 'SubscriberID', 'URL', 'IsBot', 'DeviceType', 'Browser', 'OS'];
/** the recipients read's fields in its order, SendState (ours) included */
const RECIPIENT_HEADER = ['QueueID', 'RelSubscriberID', 'RecipientNumber', 'Status', 'SendState', 'SentTime', 'DeliveredTime', 'FirstClickedAt', 'ClickCount'];

/**
 * Streams an export's rows page by page (keyset, as the browse reads) into parts of at most 256 KiB (@mail/exports): memory holds
 * one page and one part, whatever the campaign's size. The parts concatenated are the CSV (header in the first).
 */
@Injectable()
export class ExportCsvProcessor {
  constructor(
    private readonly exports: ExportRepository,
    private readonly reports: ReportRepository,
  ) {}

  @JobHandler(ExportCsvJob, { concurrency: 2 })
  async run({ exportId }: ExportCsvPayload): Promise<{ rows: number }> {
    const job = await this.exports.byId(exportId);
    if (!job || job.status === 'Done') return { rows: job?.rows ?? 0 };
    const rows = await runExport({
      write: () => this.write(job),
      finish: (n) => this.exports.finish(job.id, n, EXPORT_TTL_HOURS),
      fail: () => this.exports.fail(job.id),
    });
    log.info({ exportId, rows }, 'sms export written');
    return { rows };
  }

  private async write(job: ExportRow): Promise<number> {
    const pages = job.kind === 'events' ? this.eventLines(job) : this.recipientLines(job);
    await this.exports.start(
      job.id,
      job.kind === 'events' ? await this.reports.countEvents(this.eventFilter(job)) : await this.reports.countRecipients(job.campaignId, job.filters.status),
    );
    const sink = {
      addPart: (part: number, body: string, rows: number) => this.exports.addPart(job.id, part, body, rows),
      progress: (rows: number) => this.exports.progress(job.id, rows),
    };
    return (await writeExportParts(sink, pages, { header: csvLine(job.kind === 'events' ? EVENT_HEADER : RECIPIENT_HEADER) })).rows;
  }

  private eventFilter(job: ExportRow) {
    const f = job.filters;
    return {
      campaignId: job.campaignId,
      events: f.event ? [f.event] : undefined,
      from: f.from ? new Date(f.from) : undefined,
      to: f.to ? new Date(f.to) : undefined,
      subscriberId: f.subscriberId,
      includeBots: true,
    };
  }

  private async *eventLines(job: ExportRow): AsyncGenerator<string[]> {
    let after: { time: string; id: string } | undefined;
    for (;;) {
      const rows = (await this.reports.events({ ...this.eventFilter(job), after, limit: PAGE })).slice(0, PAGE);
      if (!rows.length) return;
      yield rows.map((r) =>
        csvLine([r.eventTime, r.eventId, r.event, r.source, r.messageId, r.subscriberId, r.url, r.isBot ? 1 : 0, r.deviceType, r.browser, r.os]),
      );
      const last = rows[rows.length - 1];
      after = { time: last.eventTime, id: last.eventId };
    }
  }

  private async *recipientLines(job: ExportRow): AsyncGenerator<string[]> {
    let after = 0;
    for (;;) {
      const rows = (await this.reports.recipients(job.campaignId, job.filters.status, after, PAGE)).slice(0, PAGE);
      if (!rows.length) return;
      yield rows.map((r) => csvLine([r.id, r.subscriberId, r.number, r.status, r.sendState, r.sentAt, r.deliveredAt, r.firstClickedAt, r.clickCount]));
      after = Number(rows[rows.length - 1].id);
    }
  }
}
