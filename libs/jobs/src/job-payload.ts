import { type ValidationError, validateSync } from 'class-validator';

import { plainInstance } from '@mail/contracts';

import type { JobDefinition } from './define-job';

/** A payload its job's DTO rejects: a bug in the sender (or an older sender), never worth a retry. */
export class InvalidJobPayloadError extends Error {
  constructor(
    readonly queue: string,
    readonly problems: string[],
  ) {
    super(`invalid payload for job ${queue}: ${problems.join('; ')}`);
    this.name = 'InvalidJobPayloadError';
  }
}

/** Runs the job's DTO over a payload; returns the typed instance or throws InvalidJobPayloadError. */
export function validatePayload<P extends object>(job: JobDefinition<P>, data: unknown): P {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new InvalidJobPayloadError(job.queue, ['payload must be an object']);
  const instance = plainInstance(job.payload, data);
  const errors = validateSync(instance, { forbidUnknownValues: false, whitelist: false });
  if (errors.length)
    throw new InvalidJobPayloadError(
      job.queue,
      errors.flatMap((e) => describe(e, '')),
    );
  return instance;
}

function describe(error: ValidationError, prefix: string): string[] {
  const path = `${prefix}${error.property}`;
  const own = Object.values(error.constraints ?? {}).map((message) => `${path}: ${message}`);
  return [...own, ...(error.children ?? []).flatMap((child) => describe(child, `${path}.`))];
}
