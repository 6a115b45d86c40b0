import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { JobHandler, JobQueue } from '@mail/jobs';

import { EXPORT_FILES_CLEANUP_CRON, ExportFilesCleanupJob } from './export-files-cleanup.job';
import { SubscriberExportsRepository } from './subscriber-exports.repository';

/** The export cleanup: every hour the files past their retention go; their jobs stay listed (a download is 410). */
@Injectable()
export class ExportFilesCleanupProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly exports: SubscriberExportsRepository,
    private readonly jobs: JobQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(ExportFilesCleanupJob, EXPORT_FILES_CLEANUP_CRON, {});
  }

  @JobHandler(ExportFilesCleanupJob)
  async run(): Promise<Record<string, never>> {
    await this.exports.expireFiles();
    return {};
  }
}
