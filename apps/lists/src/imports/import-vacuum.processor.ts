import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { createBackgroundDataSource } from '@mail/db';
import { JobHandler, JobQueue } from '@mail/jobs';
import { ServiceDb } from '@mail/kit';

import { ImportJobRepository } from './import-job.repository';
import { ImportVacuum, type ImportVacuumPayload } from './import-vacuum.job';

const log = logger('lists.import');

/** while imports still run, the VACUUM waits this long and looks again, up to MAX_DEFERRALS times (an import stuck Running must not hold it off for good) */
const DEFER_SECONDS = 15;
const MAX_DEFERRALS = 40;

/**
 * After large loads: VACUUM (sets the visibility map, so segment counts use index-only scans on the
 * subscriber key) and ANALYZE (fresh statistics, so segment queries get hash-join plans at once; with stale
 * statistics the 3-rule count took seconds). It waits until no import is left: running beside one it would
 * compete for the same tables and cores, and the next import would leave the statistics stale again.
 */
@Injectable()
export class ImportVacuumProcessor {
  constructor(
    private readonly db: ServiceDb,
    private readonly imports: ImportJobRepository,
    private readonly queue: JobQueue,
  ) {}

  @JobHandler(ImportVacuum)
  async run(payload: ImportVacuumPayload): Promise<{ deferred: boolean }> {
    const deferrals = payload.deferrals ?? 0;
    if (deferrals < MAX_DEFERRALS && (await this.imports.anyUnfinished())) {
      await this.queue.send(ImportVacuum, { deferrals: deferrals + 1 }, { startAfter: DEFER_SECONDS });
      return { deferred: true };
    }
    // VACUUM cannot run inside a transaction (so no SET LOCAL): it gets a connection without the request time limit
    const background = createBackgroundDataSource(this.db.dataSource);
    try {
      await background.initialize();
      await background.query(`VACUUM (ANALYZE) "lists"."subscriber", "lists"."custom_field_value", "lists"."subscriber_tag", "lists"."activity"`);
    } catch (error) {
      log.warn({ err: error }, 'post-import VACUUM ANALYZE failed');
      throw error;
    } finally {
      if (background.isInitialized) await background.destroy().catch(() => undefined);
    }
    return { deferred: false };
  }
}
