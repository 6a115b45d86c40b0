import { Client } from 'pg';

/** Rows waiting in every service's transactional outbox (any schema with an `outbox` table). */
export async function outboxBacklog(databaseUrl: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ table_schema: string }>(`SELECT table_schema FROM information_schema.tables WHERE table_name = 'outbox'`);
    let total = 0;
    for (const { table_schema: schema } of rows) {
      const result = await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${schema}"."outbox"`);
      total += Number(result.rows[0].n);
    }
    return total;
  } finally {
    await client.end().catch(() => undefined);
  }
}
