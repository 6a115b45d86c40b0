import { IsInt, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class ExportCsvPayload {
  @IsInt() @Min(1) exportId!: number;
}

/** Writes one CSV export; a retry starts the file over. */
export const ExportCsvJob = defineJob({
  service: 'sms',
  name: 'export-csv',
  payload: ExportCsvPayload,
  policy: 'singleton',
  singletonKey: (p) => String(p.exportId),
  retryLimit: 2,
  expireInSeconds: 3600,
});
