import { defineJob } from '@mail/jobs';

export class ExportFilesCleanupPayload {}

/** hourly (UTC), once per tick across replicas */
export const EXPORT_FILES_CLEANUP_CRON = '41 * * * *';

/** `lists.export-files-cleanup`: removes subscriber export files past EXPORT_FILE_RETENTION_DAYS (the jobs stay). */
export const ExportFilesCleanupJob = defineJob({
  service: 'lists',
  name: 'export-files-cleanup',
  payload: ExportFilesCleanupPayload,
  policy: 'singleton',
  retryLimit: 3,
  expireInSeconds: 1800,
});
