import { Client } from 'pg';

/**
 * Throwaway databases on a server (e2e runs, benchmarks): created with a unique name, dropped with
 * FORCE so lingering connections never keep one alive.
 */
export interface ScratchDatabase {
  name: string;
  /** URL of the scratch database itself */
  url: string;
  /** URL of the server's maintenance database the scratch one was created from */
  serverUrl: string;
}

export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${process.pid}`.replace(/[^a-z0-9_]/gi, '_');
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), serverUrl };
}

export async function dropScratchDatabase(db: Pick<ScratchDatabase, 'name' | 'serverUrl'>): Promise<void> {
  await onServer(db.serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${db.name}" WITH (FORCE)`)).catch(() => undefined);
}

async function onServer(serverUrl: string, work: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
