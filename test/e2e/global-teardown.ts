/* eslint-disable @typescript-eslint/no-require-imports */
import type { RunningSuite } from '@mail/suite';

export default async function globalTeardown(): Promise<void> {
  const suite = (globalThis as Record<string, unknown>).__E2E_SUITE__ as RunningSuite | undefined;
  if (!suite) return;
  await suite.app.close();
  await suite.ops?.close();
  await ((globalThis as Record<string, unknown>).__E2E_FAKE_DNS_PROVIDERS__ as { close(): Promise<void> } | undefined)?.close();
  const { dropScratchDatabase, stopEmbeddedPostgres } = require('@mail/db') as typeof import('@mail/db');
  await dropScratchDatabase({ name: process.env.E2E_DATABASE!, serverUrl: process.env.E2E_SERVER_DATABASE_URL! });
  await stopEmbeddedPostgres();
}
