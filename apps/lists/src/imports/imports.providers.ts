import { ImportBatchWriter } from './import-batch.writer';
import { ImportChunkRunner } from './import-chunk.runner';
import { ImportJobRepository } from './import-job.repository';
import { ImportSourceReader } from './import-source.reader';
import { ImportSubscribersProcessor } from './import-subscribers.processor';
import { ImportVacuumProcessor } from './import-vacuum.processor';

/** the providers of bulk imports besides the command handlers and services (ImportsModule) */
export const IMPORT_PROVIDERS = [
  ImportJobRepository,
  ImportSourceReader,
  ImportBatchWriter,
  ImportChunkRunner,
  ImportSubscribersProcessor,
  ImportVacuumProcessor,
];
