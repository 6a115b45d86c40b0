import { envInt } from '@mail/config';

/**
 * A request's SQL must stop before the bus deadline: past it nobody waits for the answer, and a
 * statement left running only holds a core and locks. Background work that legitimately runs longer
 * (imports, VACUUM, migrations, clean-ups) lifts the limit explicitly (`liftStatementTimeout`, or a
 * background data source).
 */
export function requestStatementTimeoutMs(): number {
  const explicit = envInt('DB_STATEMENT_TIMEOUT_MS', 0);
  if (explicit > 0) return explicit;
  // a second of headroom for the reply to travel back before the caller gives up (half the deadline when it is short)
  const busMs = envInt('BUS_TIMEOUT_MS');
  return Math.max(Math.floor(busMs / 2), busMs - 1000, 1);
}

/** 0 = no limit. */
export function backgroundStatementTimeoutMs(): number {
  return Math.max(0, envInt('DB_BACKGROUND_STATEMENT_TIMEOUT_MS'));
}

/** Startup options of a pooled connection: schema search path and the session's time limits. */
export function connectionOptions(schema: string, statementTimeoutMs: number): string {
  return [
    `-c search_path=${schema},public`,
    `-c statement_timeout=${statementTimeoutMs}`,
    // a transaction left idle (a handler awaiting something else) gives its connection and locks back
    `-c idle_in_transaction_session_timeout=${statementTimeoutMs}`,
  ].join(' ');
}

/** Inside a transaction: lift the request limit for this transaction only (background work). */
export async function liftStatementTimeout(q: { query(sql: string): Promise<unknown> }, timeoutMs = backgroundStatementTimeoutMs()): Promise<void> {
  await q.query(`SET LOCAL statement_timeout = ${Math.trunc(timeoutMs)}`);
  await q.query(`SET LOCAL idle_in_transaction_session_timeout = ${Math.trunc(timeoutMs)}`);
}
