import { Injectable } from '@nestjs/common';

import {
  CAMPAIGN_EXPORT_DEFAULT_FIELDS,
  CAMPAIGN_EXPORT_FIELDS,
  CampaignStatusAliases,
  CampaignStatuses,
  canonicalListOf,
  canonicalOf,
  type CampaignsExportPostReply,
  type CampaignsExportPostRequest,
  exportFieldsOf,
  isDateText,
  isPositiveId,
  isTrueParam,
  listOf,
  ScheduleTypes,
} from '@mail/contracts';
import { JobQueue } from '@mail/jobs';

import { type ExportFilter, CampaignExportsRepository } from '../campaign-exports.repository';
import { ExportCampaignsJob } from '../export-campaigns.job';

/**
 * campaigns.export.post: records the export (its filters and columns) and starts its job. Filters read as Campaigns.Get
 * reads them: an unknown status or schedule type, a malformed date or id is no filter (not an error).
 */
@Injectable()
export class CampaignsExportPostService {
  constructor(
    private readonly exports: CampaignExportsRepository,
    private readonly jobs: JobQueue,
  ) {}

  async run(userId: number, input: CampaignsExportPostRequest): Promise<CampaignsExportPostReply> {
    const fields = exportFieldsOf(input.fieldstoexport)?.map((f) => CAMPAIGN_EXPORT_FIELDS.find((k) => k.toLowerCase() === f.toLowerCase())!) ?? [
      ...CAMPAIGN_EXPORT_DEFAULT_FIELDS,
    ];
    const filter = filterOf(input);
    await this.exports.purgeExpired();
    const estimated = await this.exports.count(userId, filter);
    const id = await this.exports.insert(userId, filter, [...new Set(fields)], estimated);
    await this.jobs.send(ExportCampaignsJob, { exportId: id });
    return { JobID: id, ExportID: id, EstimatedRows: estimated };
  }
}

function filterOf(p: CampaignsExportPostRequest): ExportFilter {
  const date = (value: unknown) => (isDateText(value) ? String(value).trim() : undefined);
  const ids = (value: unknown) => listOf(value).filter(isPositiveId).map(Number);
  const scheduleTypes = canonicalListOf(ScheduleTypes, p.scheduletype);
  return {
    status: canonicalOf(CampaignStatuses, p.campaignstatus, CampaignStatusAliases),
    ...(scheduleTypes?.length ? { scheduleTypes } : {}),
    ...(String(p.searchkeyword ?? '').trim() ? { keyword: String(p.searchkeyword).trim() } : {}),
    ...(ids(p.campaignids).length ? { campaignIds: ids(p.campaignids) } : {}),
    ...(ids(p.tags).length ? { tagIds: ids(p.tags) } : {}),
    from: date(p.date_from),
    to: date(p.date_to),
    includeResends: isTrueParam(p.include_autoresend),
    splitAb: isTrueParam(p.splitabteststatistics),
  };
}
