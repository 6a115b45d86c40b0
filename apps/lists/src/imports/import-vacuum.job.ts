import { IsInt, IsOptional, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class ImportVacuumPayload {
  /** how often this VACUUM already waited for running imports */
  @IsOptional() @IsInt() @Min(0) deferrals?: number;
}

/** VACUUM ANALYZE of the subscriber tables after large imports; one waiting at a time (`short`). */
export const ImportVacuum = defineJob({
  service: 'lists',
  name: 'import-vacuum',
  payload: ImportVacuumPayload,
  policy: 'short',
  singletonKey: () => 'vacuum',
  retryLimit: 1,
  expireInSeconds: 3600,
});
