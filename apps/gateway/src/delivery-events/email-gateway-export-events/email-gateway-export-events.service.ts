import { Injectable } from '@nestjs/common';

import {
  CommandError,
  EVENT_EXPORT_WAIT_MS,
  type EmailGatewayExportEventsReply,
  type EmailGatewayExportEventsRequest,
  type EmailGatewayExportProgress,
  isPresent,
  NO_CACHE_HEADERS,
} from '@mail/contracts';
import { exportProgress } from '@mail/exports';
import { JobQueue } from '@mail/jobs';

import { positiveId } from '../../common/positive-id';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { eventKindsOf } from '../event-names';
import type { EventLogRow } from '../event-log.repository';
import { EventExportLinks } from '../event-exports/event-export-links';
import { EventExportJob } from '../event-exports/event-export.job';
import { type EventExportRow, EventExportRepository } from '../event-exports/event-export.repository';
import { periodOf } from '../stats-period';

/** one CSV cell: a leading formula character is defused with `'`; quoted when it holds a comma, quote or line break */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const smtpCodeOf = (e: EventLogRow): string => {
  const d = e.detail ?? {};
  const code = d.smtp_code ?? d.status ?? '';
  return typeof code === 'string' || typeof code === 'number' ? String(code) : '';
};

/**
 * EmailGateway.ExportEvents: records an export of the matching events (newest first, no row cap) and starts its job
 * (event-export.processor.ts), then waits for it up to EVENT_EXPORT_WAIT_MS: a file written in one part is answered
 * as the CSV itself, without the envelope, as the vendor documents; otherwise the export's progress (and, once done,
 * its parts' signed URLs). With ExportID: that export's progress (and parts' URLs once done).
 */
@Injectable()
export class EmailGatewayExportEventsService {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly exports: EventExportRepository,
    private readonly links: EventExportLinks,
    private readonly jobs: JobQueue,
  ) {}

  async run(userId: number, input: EmailGatewayExportEventsRequest): Promise<EmailGatewayExportEventsReply> {
    if (isPresent(input.exportid)) {
      const id = positiveId(input.exportid);
      const job = id === undefined ? undefined : await this.exports.byId(id);
      if (!job || job.userId !== userId) throw new CommandError(3, 'Export not found');
      return progressOf(job, this.links);
    }
    let domainId: number | undefined;
    if (isPresent(input.domainid) && String(input.domainid).trim() !== '0') {
      const id = positiveId(input.domainid);
      if (id === undefined || !(await this.domains.findOwned(userId, id))) throw new CommandError(2, 'Domain could not be retrieved');
      domainId = id;
    }
    const period = periodOf(input.startdate, input.enddate, 30);
    const messageId = isPresent(input.messageid) ? String(input.messageid).trim() || undefined : undefined;
    const query = !messageId && isPresent(input.query) ? String(input.query).trim() || undefined : undefined;
    const exportId = await this.exports.insert(userId, {
      domainId,
      from: period.from.toISOString(),
      to: period.to.toISOString(),
      events: eventKindsOf(input.event),
      messageId,
      query,
    });
    await this.jobs.send(EventExportJob, { exportId });
    return this.answer(await this.waitFor(exportId));
  }

  /** the export once it is done or failed, or as it stands after EVENT_EXPORT_WAIT_MS */
  private async waitFor(id: number): Promise<EventExportRow> {
    const until = Date.now() + EVENT_EXPORT_WAIT_MS;
    for (;;) {
      const job = (await this.exports.byId(id))!;
      if (job.status === 'Done' || job.status === 'Failed' || Date.now() >= until) return job;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private async answer(job: EventExportRow): Promise<EmailGatewayExportEventsReply> {
    const part = job.status === 'Done' && job.parts === 1 ? await this.exports.part(job.id, 1) : undefined;
    if (part)
      return {
        RawHttp: {
          status: 200,
          contentType: 'text/csv; charset=utf-8',
          body: part.body,
          headers: {
            ...NO_CACHE_HEADERS,
            'content-disposition': `attachment; filename="transactional-events-${new Date().toISOString().slice(0, 10)}.csv"`,
            'x-octeth-export-total': String(job.rows),
            'x-export-id': String(job.id),
          },
        },
      };
    return progressOf(job, this.links);
  }
}

export function progressOf(job: EventExportRow, links: EventExportLinks): EmailGatewayExportProgress {
  const expiresAt = job.status === 'Done' && job.expiresAt ? new Date(job.expiresAt) : null;
  return {
    ExportID: job.id,
    Status: job.status,
    Rows: job.rows,
    TotalRows: job.totalRows,
    Progress: exportProgress(job.rows, job.totalRows ?? 0, job.status === 'Done'),
    DownloadURLs: expiresAt ? Array.from({ length: job.parts }, (_, i) => links.url(job.id, i + 1, expiresAt)) : [],
    ExpiresAt: expiresAt ? expiresAt.toISOString().slice(0, 19).replace('T', ' ') : null,
  };
}
