/* eslint-disable @typescript-eslint/no-require-imports */
import type { RunningSuite } from '@mail/suite';

export default async function globalTeardown(): Promise<void> {
  const suite = (globalThis as Record<string, unknown>).__E2E_SUITE__ as RunningSuite | undefined;
  if (!suite) return;
  await suite.app.close();
  const { Client } = require('pg') as typeof import('pg');
  const admin = new Client({ connectionString: process.env.E2E_SERVER_DATABASE_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${process.env.E2E_DATABASE}" WITH (FORCE)`).catch(() => undefined);
  await admin.end();
  const { stopEmbeddedPostgres } = require('@mail/db') as typeof import('@mail/db');
  await stopEmbeddedPostgres();
}
