import { IsInt, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class ExportJourneysPayload {
  @IsInt() @Min(1) exportId!: number;
}

/** Writes one journey export's CSV; a retry writes it again from the start. */
export const ExportJourneysJob = defineJob({
  service: 'journeys',
  name: 'export-journeys',
  payload: ExportJourneysPayload,
  policy: 'singleton',
  singletonKey: (p) => String(p.exportId),
  retryLimit: 2,
  expireInSeconds: 3600,
});
