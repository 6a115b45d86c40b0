import { IsInt, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

export class ExportCampaignsPayload {
  @IsInt() @Min(1) exportId!: number;
}

/** Writes one campaign export's CSV; a retry starts the file over. */
export const ExportCampaignsJob = defineJob({
  service: 'campaigns',
  name: 'export-campaigns',
  payload: ExportCampaignsPayload,
  policy: 'singleton',
  singletonKey: (p) => String(p.exportId),
  retryLimit: 2,
  expireInSeconds: 3600,
});
