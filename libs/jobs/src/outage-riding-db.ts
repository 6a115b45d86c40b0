import { setTimeout as sleep } from 'node:timers/promises';

import type PgBoss from 'pg-boss';

import { isUnavailableError } from '@mail/bus';
import { logger } from '@mail/config';

const log = logger('jobs.db');

const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';
const LONGEST_WAIT_MS = 1_000;

export interface RuntimeState {
  /** the pool is closed: pg-boss's late statements answer nothing */
  closed(): boolean;
  /** shutting down: a statement that meets an outage gives up (answers nothing) instead of waiting */
  stopping(): boolean;
}

// pg-boss's complete, fail, cancel, resume and retry end with this and read the count of its one row
const COUNTING_STATEMENT = /SELECT COUNT\(\*\) FROM results\s*$/i;

/** what a statement answers once nothing may reach the database: no rows, or a zero count where one is read */
export function nothingDone(text: string): { rows: Array<Record<string, unknown>> } {
  return COUNTING_STATEMENT.test(text) ? { rows: [{ count: '0' }] } : { rows: [] };
}

function isTransient(error: unknown): boolean {
  return isUnavailableError(error) || (error instanceof Error && error.message === POOL_WAIT_TIMEOUT);
}

/**
 * pg-boss's `db` for its own statements, riding out a database outage of any length. pg-boss fetches, runs
 * maintenance and cron on intervals and completes or fails a job without awaiting it: a statement rejected there
 * would end the process (an unhandled rejection) or lose the job's outcome (the job would run again after its
 * expiry). So its statements that meet an outage are retried (100 ms, doubling to 1 s) until the database
 * answers, and the workers resume by themselves. A caller's statements go through callerDb instead.
 */
export function outageRidingDb(db: PgBoss.Db, state: RuntimeState, service: string): PgBoss.Db {
  let away = false;
  return {
    executeSql: async (text, values) => {
      for (let attempt = 0; ; attempt++) {
        if (state.closed()) return nothingDone(text);
        try {
          const result = await db.executeSql(text, values);
          if (away) log.info({ service }, 'the job queue reaches its database again');
          away = false;
          return result;
        } catch (error) {
          if (!isTransient(error)) throw error;
          if (state.stopping()) return nothingDone(text);
          if (!away) log.warn({ err: error, service }, 'the job queue cannot reach its database; its statements wait for it');
          away = true;
          await sleep(Math.min(LONGEST_WAIT_MS, 100 * 2 ** attempt));
        }
      }
    },
  };
}

/**
 * pg-boss's `db` for a caller's statements (a send, a status read): someone waits on them, so they fail at once
 * while the database is away. Like outageRidingDb it answers nothing once the pool is closed.
 */
export function callerDb(db: PgBoss.Db, state: RuntimeState): PgBoss.Db {
  return {
    executeSql: async (text, values) => (state.closed() ? nothingDone(text) : db.executeSql(text, values)),
  };
}
