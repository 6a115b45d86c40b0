import { SetMetadata } from '@nestjs/common';

import type { JobDefinition } from '../define-job';
import type { WorkOptions } from '../job-workers';

export const JOB_HANDLER = Symbol('mail:job-handler');

export interface JobHandlerMetadata {
  job: JobDefinition<object>;
  options: WorkOptions;
}

/**
 * Marks a provider method `(payload, context) => Promise<result>` as the handler of a job. The owning
 * service's JobsModule finds it at bootstrap and starts its workers.
 */
export function JobHandler(job: JobDefinition<object>, options: WorkOptions = {}): MethodDecorator {
  return SetMetadata<symbol, JobHandlerMetadata>(JOB_HANDLER, { job, options });
}
