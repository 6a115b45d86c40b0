import { Injectable } from '@nestjs/common';

import type { SmsExportCreateReply, SmsExportCreateRequest } from '@mail/contracts';
import { JobQueue } from '@mail/jobs';
import type { Caller } from '@mail/kit';
import { paramText } from '@mail/values';

import { OwnedCampaign } from '../../campaigns/owned-campaign';
import { invalid } from '../../common/params';
import { type EventFilterParams, eventFiltersOf } from '../../reads/event-filters';
import { recipientStatusOf } from '../../reads/recipient-status';
import { ExportCsvJob } from '../export-csv.job';
import { type ExportFilters, ExportRepository } from '../export.repository';

/** smscampaign.export: records the export (what, which filters) and starts its job. */
@Injectable()
export class SmsCampaignExportService {
  constructor(
    private readonly campaigns: OwnedCampaign,
    private readonly exports: ExportRepository,
    private readonly jobs: JobQueue,
  ) {}

  async run(input: SmsExportCreateRequest, caller: Caller): Promise<SmsExportCreateReply> {
    const c = await this.campaigns.of(caller, input);
    const kind = (paramText(input.kind) || 'events').toLowerCase();
    if (kind !== 'events' && kind !== 'recipients') throw invalid(3, "Kind must be 'events' or 'recipients'");
    const filters = kind === 'events' ? eventFilters(input) : { status: recipientStatusOf(input.status, 4) };
    const exportId = await this.exports.insert(c.userId, c.id, kind, filters);
    await this.jobs.send(ExportCsvJob, { exportId });
    return { ExportID: exportId, SMSCampaignID: c.id, Kind: kind, Status: 'Queued' };
  }
}

function eventFilters(params: EventFilterParams): ExportFilters {
  const f = eventFiltersOf(params, { event: 5, subscriberId: 6, date: 11 });
  return { event: f.event, from: f.from?.toISOString(), to: f.to?.toISOString(), subscriberId: f.subscriberId };
}
