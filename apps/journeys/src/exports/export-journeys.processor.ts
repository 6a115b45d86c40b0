import { Injectable } from '@nestjs/common';

import { JobHandler } from '@mail/jobs';

import { ActionRepository } from '../actions/action.repository';
import { JourneyRepository } from '../journeys/journey.repository';
import { sumBy } from '../stats/figures';
import { StatsRepository } from '../stats/stats.repository';
import { ExportJourneysJob, type ExportJourneysPayload } from './export-journeys.job';
import { ExportsRepository } from './exports.repository';
import { journeysCsv } from './journeys-csv';

/** The journey export job: Processing, the CSV written, Completed (Failed when the last try fails). */
@Injectable()
export class ExportJourneysProcessor {
  constructor(
    private readonly exports: ExportsRepository,
    private readonly journeys: JourneyRepository,
    private readonly actions: ActionRepository,
    private readonly stats: StatsRepository,
  ) {}

  @JobHandler(ExportJourneysJob)
  async write({ exportId }: ExportJourneysPayload): Promise<{ bytes: number }> {
    const job = await this.exports.start(exportId);
    if (!job) return { bytes: 0 };
    try {
      const o = job.options;
      const journeys = (await this.journeys.listOwned(job.user_id)).filter((j) => o.Status === 'all' || j.status === o.Status);
      const ids = journeys.map((j) => Number(j.id));
      const [counts, rows, actions] = await Promise.all([
        this.journeys.counts(ids),
        this.stats.figures({ userId: job.user_id, journeyId: null, actionId: null, domain: null, from: o.StatsStartDate, to: o.StatsEndDate }),
        o.IncludeActions ? this.actions.forJourneys(ids) : Promise.resolve(null),
      ]);
      const csv = journeysCsv(
        journeys,
        counts,
        sumBy(rows, (r) => r.journey_id),
        actions,
        sumBy(rows, (r) => r.action_id),
      );
      await this.exports.complete(exportId, csv);
      return { bytes: Buffer.byteLength(csv) };
    } catch (error) {
      await this.exports.failed(exportId);
      throw error;
    }
  }
}
