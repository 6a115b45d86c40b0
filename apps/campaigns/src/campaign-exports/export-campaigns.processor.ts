import { Injectable } from '@nestjs/common';

import type { CampaignExportField } from '@mail/contracts';
import { logger } from '@mail/config';
import { runExport, writeExportParts } from '@mail/exports';
import { JobHandler } from '@mail/jobs';

import { CampaignStatistics } from '../statistics/campaign-statistics';
import type { CampaignTotals } from '../statistics/campaign-statistics.shape';
import { SplitTestStatistics, type VariationFigures } from '../statistics/split-test.statistics';
import { type ExportCampaignRow, CampaignExportsRepository, type ExportRecord } from './campaign-exports.repository';
import { csvLine } from '@mail/values';
import { ExportCampaignsJob, type ExportCampaignsPayload } from './export-campaigns.job';

const log = logger('campaigns.export');
const PAGE = 500;
export const EXPORT_TTL_HOURS = 24;

type Cell = string | number;

/**
 * Streams an export's campaigns page by page (by id) with their statistics (the counters Campaigns.Get reads) into
 * parts of at most 256 KiB (@mail/exports); the parts concatenated are the CSV (header in the first). With SplitABTestStatistics an
 * A/B campaign is followed by one row per variation (CampaignName "<name> - Variation <n>", its own figures).
 */
@Injectable()
export class ExportCampaignsProcessor {
  constructor(
    private readonly exports: CampaignExportsRepository,
    private readonly statistics: CampaignStatistics,
    private readonly splitTests: SplitTestStatistics,
  ) {}

  @JobHandler(ExportCampaignsJob, { concurrency: 1 })
  async run({ exportId }: ExportCampaignsPayload): Promise<{ rows: number }> {
    const job = await this.exports.byId(exportId);
    if (!job || job.status === 'Finished') return { rows: job?.rows ?? 0 };
    const rows = await runExport({
      write: () => this.write(job),
      finish: (n) => this.exports.finish(job.id, n, EXPORT_TTL_HOURS),
      fail: () => this.exports.fail(job.id),
    });
    log.info({ exportId, rows }, 'campaign export written');
    return { rows };
  }

  private async write(job: ExportRecord): Promise<number> {
    await this.exports.start(job.id);
    const sink = {
      addPart: (part: number, body: string, rows: number) => this.exports.addPart(job.id, part, body, rows),
      progress: (rows: number) => this.exports.progress(job.id, rows),
    };
    return (await writeExportParts(sink, this.lines(job), { header: csvLine(job.fields) })).rows;
  }

  /** the CSV lines of the export's campaigns, a page at a time (by id) */
  private async *lines(job: ExportRecord): AsyncGenerator<string[]> {
    const fields = job.fields as CampaignExportField[];
    for (let after = 0; ;) {
      const campaigns = await this.exports.page(job.userId, job.filters, after, PAGE);
      if (!campaigns.length) return;
      const totals = await this.statistics.totals(campaigns.map((c) => c.id));
      const lines: string[] = [];
      for (const c of campaigns) {
        lines.push(csvLine(fields.map((f) => cellOf(f, c, totals.get(c.id)))));
        if (job.filters.splitAb && c.ab_variations?.length)
          for (const v of await this.splitTests.of(c.id, c.ab_variations)) lines.push(csvLine(fields.map((f) => variationCell(f, c, v))));
      }
      yield lines;
      after = campaigns[campaigns.length - 1].id;
    }
  }
}

/** `ListID:SegmentID` pairs: the lists, and the segments (non-zero) */
const audience = (text: string, segments: boolean): string =>
  [
    ...new Set(
      text
        .split(',')
        .map((e) => e.trim().split(':'))
        .filter(([list]) => /^\d+$/.test(list ?? ''))
        .map(([list, segment]) => (segments ? (segment ?? '0') : list))
        .filter((id) => !segments || (id !== '0' && id !== '')),
    ),
  ].join(',');

function cellOf(field: CampaignExportField, c: ExportCampaignRow, t: CampaignTotals | undefined): Cell {
  switch (field) {
    case 'CampaignID':
      return c.id;
    case 'CampaignName':
      return c.name;
    case 'EmailSubject':
      return c.subject;
    case 'CampaignStatus':
      return c.status;
    case 'ScheduleType':
      return c.schedule_type;
    case 'SendDate':
      return c.send_date;
    case 'SendTime':
      return c.send_time;
    case 'CreateDateTime':
      return c.created_at;
    case 'SendProcessStartedOn':
      return c.send_started_at;
    case 'SendProcessFinishedOn':
      return c.send_finished_at;
    case 'TotalRecipients':
      return c.total_recipients;
    case 'TotalSent':
      return c.total_sent;
    case 'TotalFailed':
      return c.total_failed;
    case 'TotalDelivered':
      return Math.max(0, c.total_sent - (t?.TotalHardBounces ?? 0) - (t?.TotalSoftBounces ?? 0));
    case 'TotalForwards':
    case 'UniqueForwards':
      return 0;
    case 'TotalRevenue':
      return (t?.TotalRevenue ?? 0).toFixed(2);
    case 'RecipientLists':
      return audience(c.recipient_lists_and_segments, false);
    case 'RecipientSegments':
      return audience(c.recipient_lists_and_segments, true);
    default:
      return t?.[field] ?? 0;
  }
}

/** a variation's row: its own figures where it has them, the campaign's descriptive columns otherwise, else empty */
function variationCell(field: CampaignExportField, c: ExportCampaignRow, v: VariationFigures): Cell {
  const own: Partial<Record<CampaignExportField, Cell>> = {
    CampaignName: `${c.name} - Variation ${v.Variation}`,
    TotalRecipients: v.TotalRecipients,
    TotalSent: v.TotalSent,
    TotalOpens: v.TotalOpens,
    UniqueOpens: v.UniqueOpens,
    TotalClicks: v.TotalClicks,
    UniqueClicks: v.UniqueClicks,
    TotalUnsubscriptions: v.TotalUnsubscriptions,
    TotalHardBounces: v.TotalHardBounces,
    TotalSoftBounces: v.TotalSoftBounces,
    TotalDelivered: Math.max(0, v.TotalSent - v.TotalHardBounces - v.TotalSoftBounces),
  };
  if (field in own) return own[field]!;
  if (['CampaignID', 'EmailSubject', 'CampaignStatus', 'ScheduleType', 'SendDate', 'SendTime'].includes(field)) return cellOf(field, c, undefined);
  return '';
}
