import { IsInt, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class ExportSubscribersPayload {
  @IsInt() @Min(1) exportId!: number;
}

/** Writes one subscriber export's file; a retry starts the file over. */
export const ExportSubscribersJob = defineJob({
  service: 'lists',
  name: 'export-subscribers',
  payload: ExportSubscribersPayload,
  policy: 'singleton',
  singletonKey: (p) => String(p.exportId),
  retryLimit: 2,
  expireInSeconds: 3600,
});
