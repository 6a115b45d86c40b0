import { bossDb } from './sql-runner';

describe(bossDb.name, () => {
  it('gives pg-boss rows from a pg QueryResult', async () => {
    const db = bossDb({ query: async () => ({ rows: [{ id: 'a' }], rowCount: 1 }) });
    expect(await db.executeSql('SELECT 1', [])).toEqual({ rows: [{ id: 'a' }] });
  });

  it('gives pg-boss rows from TypeORM answers (rows, or [rows, count] for UPDATE ... RETURNING)', async () => {
    expect(await bossDb({ query: async () => [{ id: 'b' }] }).executeSql('INSERT', [])).toEqual({ rows: [{ id: 'b' }] });
    expect(await bossDb({ query: async () => [[{ id: 'c' }], 1] }).executeSql('UPDATE', [])).toEqual({ rows: [{ id: 'c' }] });
  });

  it('passes the statement and its values through', async () => {
    const query = jest.fn(async () => []);
    await bossDb({ query }).executeSql('SELECT $1', [7]);
    expect(query).toHaveBeenCalledWith('SELECT $1', [7]);
  });
});
