import { envInt } from '@mail/config';

import type { SqlRunner } from './sql-runner';

/**
 * Service data sources carry a statement_timeout sized for bus requests. A job handler's long statements
 * (a bulk update over a whole list) call this first inside their transaction: SET LOCAL lasts until the
 * transaction ends, so the pooled connection goes back with the service's own timeout.
 */
export async function liftStatementTimeout(transaction: SqlRunner, timeoutMs = envInt('JOBS_STATEMENT_TIMEOUT_MS')): Promise<void> {
  await transaction.query(`SET LOCAL statement_timeout = ${Math.max(0, Math.floor(timeoutMs))}`);
}
