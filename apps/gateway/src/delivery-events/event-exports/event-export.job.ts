import { IsInt, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class EventExportPayload {
  @IsInt() @Min(1) exportId!: number;
}

/** Writes one EmailGateway.ExportEvents CSV; a retry starts the file over. */
export const EventExportJob = defineJob({
  service: 'gateway',
  name: 'event-export',
  payload: EventExportPayload,
  policy: 'singleton',
  singletonKey: (p) => String(p.exportId),
  retryLimit: 2,
  expireInSeconds: 3600,
});
