import { Matches } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class ImportSubscribersPayload {
  /** lists.import_job id (bigint, as text) */
  @Matches(/^[1-9]\d*$/) importId!: string;
}

/**
 * One chunk of an import: batches from the committed checkpoint for about 10 s, then the job sends
 * its continuation (the same payload) and completes. The expiry is short because a chunk is: when the worker
 * dies (SIGKILL) its job is failed by pg-boss's expiry check shortly after expireInSeconds and retried from the
 * checkpoint, so an import resumes within about a minute. One run at a time per import (`stately` on its id).
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
  expireInSeconds: 30,
});
