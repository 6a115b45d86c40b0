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

/**
 * Errors that mean "the database is not there right now": refused or dropped connections, a server
 * shutting down or starting up (SQLSTATE class 08, 57P01–57P03). The caller gets 100004 (a required
 * component is unavailable), not 100005: nothing is wrong with the request.
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', '57P01', '57P02', '57P03']);
const UNAVAILABLE_MESSAGES = [/^Connection terminated/, /^Client has encountered a connection error/, /connect ECONNREFUSED/];

export function isUnavailableError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, driverError } = error as { code?: unknown; message?: unknown; driverError?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  return driverError !== undefined && driverError !== error && isUnavailableError(driverError);
}
