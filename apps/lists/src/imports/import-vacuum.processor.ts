import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { createBackgroundDataSource } from '@mail/db';
import { JobHandler } from '@mail/jobs';
import { ServiceDb } from '@mail/kit';

import { ImportVacuum } from './import-subscribers.job';

const log = logger('lists.import');

/**
 * After a large load: VACUUM (sets the visibility map, so segment counts use index-only scans on the
 * subscriber key) and ANALYZE (fresh statistics, so segment queries get hash-join plans at once; with stale
 * statistics the 3-rule count took seconds).
 */
@Injectable()
export class ImportVacuumProcessor {
  constructor(private readonly db: ServiceDb) {}

  @JobHandler(ImportVacuum)
  async run(): Promise<void> {
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
  }
}
