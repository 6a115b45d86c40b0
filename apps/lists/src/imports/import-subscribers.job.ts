import { Matches } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class ImportSubscribersPayload {
  /** lists.import_job id (bigint, as text) */
  @Matches(/^[1-9]\d*$/) importId!: string;
}

/**
 * One import: its batches commit with the import's offset, so a retry (worker died, shutdown, expiry)
 * resumes after the last committed batch. One run at a time per import (`stately` on its id).
 */
export const ImportSubscribers = defineJob({
  service: 'lists',
  name: 'import-subscribers',
  payload: ImportSubscribersPayload,
  policy: 'stately',
  singletonKey: (p) => `import-${p.importId}`,
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  // a replica that died mid-import holds the job until then (pg-boss 10 has no heartbeat)
  expireInSeconds: 2 * 3600,
});

export class ImportVacuumPayload {}

/** VACUUM ANALYZE of the subscriber tables after a large import; one waiting at a time (`short`). */
export const ImportVacuum = defineJob({
  service: 'lists',
  name: 'import-vacuum',
  payload: ImportVacuumPayload,
  policy: 'short',
  singletonKey: () => 'vacuum',
  retryLimit: 1,
  expireInSeconds: 3600,
});
