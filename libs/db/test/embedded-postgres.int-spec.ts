import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

import { EmbeddedPostgresError, startEmbeddedPostgres, stopEmbeddedPostgres } from '../src';

const root = resolve(__dirname, '../../..');
const asRoot = process.getuid?.() === 0;

/**
 * The tree without .data: hard links where the file system allows (seconds instead of copying
 * node_modules; the script below only reads the tree), a real copy otherwise.
 */
const CLONE = `set -e; mkdir "$2"; cd "$1"
for f in * .[!.]*; do [ "$f" = .data ] || [ ! -e "$f" ] || cp -al "$f" "$2/" 2>/dev/null || cp -a "$f" "$2/"; done`;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

function run(cwd: string, script: string, env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['-e', script], { cwd, env: { ...process.env, LOG_LEVEL: 'silent', ...env } });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('close', (code) => done({ code, out }));
  });
}

describe('embedded PostgreSQL start-up', () => {
  it('ends a failed start with the cause and the fix, not a stack (port taken)', async () => {
    const port = await freePort();
    const blocker: Server = createServer((socket) => socket.destroy()); // holds the port, answers nobody
    await new Promise<void>((r) => blocker.listen(port, '127.0.0.1', r));
    const dataDir = join(tmpdir(), `mail-pg-fail-${process.pid}-${port}`);
    try {
      const error = (await startEmbeddedPostgres({ dataDir, port }).then(
        () => undefined,
        (e: unknown) => e,
      )) as EmbeddedPostgresError;
      expect(error).toBeInstanceOf(EmbeddedPostgresError);
      expect(error.message).toMatch(/^embedded PostgreSQL could not start: .*could not .*\. Fix: .*EMBEDDED_PG_PORT.*DATABASE_URL/);
      expect(error.stack).toBe(error.message);
    } finally {
      await stopEmbeddedPostgres();
      await new Promise((r) => blocker.close(r));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('starts one server for callers that ask at the same time (a data source and a job runtime)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mail-pg-once-'));
    chmodSync(dataDir, 0o755); // reachable by the postgres user when run as root: no relocation
    try {
      const port = await freePort();
      const urls = await Promise.all([1, 2, 3].map(() => startEmbeddedPostgres({ dataDir, port, database: 'postgres' })));
      expect(new Set(urls).size).toBe(1);
      expect(urls[0]).toContain(`:${port}/`);
    } finally {
      await stopEmbeddedPostgres();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  // The reported failure: as root, a clone in a directory only root may enter (mktemp -d, /root)
  // died with `spawn …/initdb EACCES`. Only root can reproduce it.
  const describeAsRoot = asRoot ? describe : describe.skip;
  describeAsRoot('as root', () => {
    it('starts as root from a clone in a mode-700 directory (binaries and data placed where postgres can reach them)', async () => {
      const parent = mkdtempSync(join(tmpdir(), 'mail-clone-'));
      expect(statSync(parent).mode & 0o777).toBe(0o700);
      const clone = join(parent, 'clone');
      let relocated: string | undefined;
      try {
        execFileSync('sh', ['-c', CLONE, 'clone', root, clone]);
        const script = `
        const db = require('@mail/db');
        db.startEmbeddedPostgres({ port: Number(process.env.PORT_UNDER_TEST), database: 'postgres' })
          .then(async (url) => {
            const { Client } = require('pg');
            const c = new Client(url); await c.connect();
            const { rows } = await c.query('SELECT 1 AS ok'); await c.end();
            console.log(JSON.stringify({ ok: rows[0].ok, info: db.embeddedPostgresInfo() }));
            await db.stopEmbeddedPostgres();
          })
          .catch((e) => { console.log(e.message); process.exit(1); });`;
        const { code, out } = await run(clone, script, { DATA_DIR: '.data', PORT_UNDER_TEST: String(await freePort()) });
        expect([code, out]).toEqual([0, expect.stringContaining('"ok":1')]);
        const { info } = JSON.parse(out.trim().split('\n').pop()!) as { info: { dataDir: string; relocatedTo?: string } };
        relocated = info.relocatedTo && dirname(info.dataDir);
        expect(info.relocatedTo).toBeDefined();
        expect(info.dataDir.startsWith(parent)).toBe(false);
      } finally {
        rmSync(parent, { recursive: true, force: true });
        if (relocated) rmSync(relocated, { recursive: true, force: true });
      }
    }, 60_000);
  });
});
