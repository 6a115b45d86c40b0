import { Client } from 'pg';

/**
 * Direct SQL on the e2e database (DATABASE_URL, set by the e2e global setup), for what only a service's storage
 * shows or what another slice produces in production: one connection per statement, closed after it.
 */
export async function e2eSql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set (the e2e global setup sets it)');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}
