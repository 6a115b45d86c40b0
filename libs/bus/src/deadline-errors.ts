/**
 * Errors that mean "ran out of time", not "broke": the database cancelled a statement at its
 * statement_timeout (SQLSTATE 57014), ended a transaction left idle too long (25P03), or the pool
 * found no connection in time. The caller gets 100004 (did not answer in time), as it would had the
 * bus deadline passed first.
 */
const DEADLINE_SQLSTATES = new Set(['57014', '25P03']);
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

export function isDeadlineError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, driverError } = error as { code?: unknown; message?: unknown; driverError?: unknown };
  if (typeof code === 'string' && DEADLINE_SQLSTATES.has(code)) return true;
  if (message === POOL_WAIT_TIMEOUT) return true;
  return driverError !== undefined && driverError !== error && isDeadlineError(driverError);
}
