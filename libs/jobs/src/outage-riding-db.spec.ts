import PgBoss from 'pg-boss';

import { callerDb, outageRidingDb } from './outage-riding-db';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** a database that refuses the first `failures` statements, then answers */
function flakyDb(failures: number, error: () => Error = refused) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    executeSql: async () => {
      if (++calls <= failures) throw error();
      return { rows: [{ ok: true }] };
    },
  };
}

const running = { closed: () => false, stopping: () => false };

describe(outageRidingDb.name, () => {
  it("waits out an outage for pg-boss's own statements (a completion sent without await never rejects)", async () => {
    const db = flakyDb(3);
    await expect(outageRidingDb(db, running, 't').executeSql('UPDATE job', [])).resolves.toEqual({ rows: [{ ok: true }] });
    expect(db.calls).toBe(4);
  });

  it('passes on an error that is not an outage', async () => {
    const db = flakyDb(1, () => Object.assign(new Error('duplicate key'), { code: '23505' }));
    await expect(outageRidingDb(db, running, 't').executeSql('INSERT INTO job', [])).rejects.toThrow('duplicate key');
    expect(db.calls).toBe(1);
  });

  it('gives up waiting once the runtime is stopping, and answers nothing once closed', async () => {
    let stopping = false;
    const db = flakyDb(Infinity);
    const waiting = outageRidingDb(db, { closed: () => false, stopping: () => stopping }, 't').executeSql('SELECT', []);
    stopping = true;
    await expect(waiting).resolves.toEqual({ rows: [] });
    await expect(outageRidingDb(db, { closed: () => true, stopping: () => true }, 't').executeSql('SELECT', [])).resolves.toEqual({ rows: [] });
  });

  it("answers pg-boss's fail of a job aborted at shutdown with a zero count once closed (it reads rows[0].count)", async () => {
    const closed = { closed: () => true, stopping: () => true };
    const boss = new PgBoss({ db: outageRidingDb(flakyDb(0), closed, 't') });
    await expect(boss.fail('q', '00000000-0000-0000-0000-000000000001')).resolves.toMatchObject({ affected: 0 });
    await expect(boss.complete('q', '00000000-0000-0000-0000-000000000001')).resolves.toMatchObject({ affected: 0 });
  });
});

describe(callerDb.name, () => {
  it("fails a caller's statement at once", async () => {
    const db = flakyDb(3);
    await expect(callerDb(db, running).executeSql('INSERT INTO job', [])).rejects.toThrow('ECONNREFUSED');
    expect(db.calls).toBe(1);
  });

  it('answers nothing once closed', async () => {
    const db = flakyDb(0);
    await expect(callerDb(db, { closed: () => true, stopping: () => true }).executeSql('SELECT', [])).resolves.toEqual({ rows: [] });
    expect(db.calls).toBe(0);
  });
});
