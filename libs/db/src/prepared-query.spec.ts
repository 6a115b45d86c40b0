import type { DataSource } from 'typeorm';

import { preparedQuery } from './prepared-query';

describe('preparedQuery', () => {
  it('sends a stable statement name per query text and returns the rows', async () => {
    const calls: { name: string; text: string; values: unknown[] }[] = [];
    const dataSource = {
      driver: { master: { query: async (q: { name: string; text: string; values: unknown[] }) => (calls.push(q), { rows: [{ id: 1 }] }) } },
    } as unknown as DataSource;
    await expect(preparedQuery(dataSource, 'SELECT $1', [1])).resolves.toEqual([{ id: 1 }]);
    await preparedQuery(dataSource, 'SELECT $1', [2]);
    await preparedQuery(dataSource, 'SELECT 2', []);
    expect(calls[0].name).toBe(calls[1].name);
    expect(calls[2].name).not.toBe(calls[0].name);
    expect(calls[1].values).toEqual([2]);
  });
});
