import { type BusReply, CommandError, HardFailure, HardFailureError } from '@mail/contracts';
import { logger } from '@mail/config';

import { isDeadlineError, isUnavailableError } from './deadline-errors';
import { InvalidQueryError } from './validate-query';

const log = logger('bus.reply');

/** The only place a handler outcome becomes the neutral bus reply. Unknown errors never leak detail. */
export async function toBusReply(work: () => unknown): Promise<BusReply> {
  try {
    return { ok: true, body: await work() };
  } catch (error) {
    return errorToReply(error);
  }
}

export function errorToReply(error: unknown): BusReply {
  const failure = (error as { failure?: unknown })?.failure ?? (error as { error?: { failure?: unknown } })?.error?.failure;
  if (error instanceof CommandError || isFailure(failure))
    return { ok: false, failure: (failure ?? (error as CommandError).failure) as CommandError['failure'] };
  if (error instanceof HardFailureError) return { ok: false, hard: error.code };
  if (error instanceof InvalidQueryError) {
    log.warn({ err: error }, 'invalid internal query');
    return { ok: false, hard: HardFailure.UnhandledException, message: error.message };
  }
  if (isDeadlineError(error)) {
    log.warn({ err: error }, 'handler stopped at its deadline');
    return { ok: false, hard: HardFailure.ComponentUnavailable };
  }
  if (isUnavailableError(error)) {
    log.warn({ err: error }, 'database unavailable');
    return { ok: false, hard: HardFailure.ComponentUnavailable, message: 'The database is not available right now; try again shortly.' };
  }
  const errorId = Math.random().toString(36).slice(2, 10);
  log.error({ err: error, errorId }, 'unhandled error in handler');
  return { ok: false, hard: HardFailure.UnhandledException, message: `Internal error (reference ${errorId}).` };
}

function isFailure(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Array.isArray((value as { errors?: unknown }).errors);
}
