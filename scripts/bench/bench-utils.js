'use strict';
// Helpers the bench scenarios share: the PostgreSQL server and the suite they run on, COPY seeding, and a
// process's CPU time and memory from /proc.
const { readdirSync, readFileSync } = require('node:fs');
const { createServer } = require('node:net');
const { Readable } = require('node:stream');
const { pipeline } = require('node:stream/promises');
const { randomBytes } = require('node:crypto');
const { from: copyFrom } = require('pg-copy-streams');

const { startEmbeddedPostgres } = require('@mail/db');

const { startApp } = require('./processes');

/** The PostgreSQL server a bench runs on: the one given, DATABASE_URL, or an embedded one in .data/bench. */
async function benchPgServer(server) {
  return (
    server ??
    process.env.DATABASE_URL ??
    (await startEmbeddedPostgres({ dataDir: '.data/bench', port: Number(process.env.BENCH_PG_PORT ?? 54349), database: 'postgres' }))
  );
}

/** The whole platform in one process (no NATS) on `databaseUrl`, listening on `port`, with `env` on top. */
function startBenchSuite({ databaseUrl, adminKey, port, env = {}, nodeArgs = [] }) {
  return startApp(
    'apps/suite/dist/main.js',
    {
      DATABASE_URL: databaseUrl,
      ADMIN_API_KEY: adminKey,
      ADMIN_PASSWORD: `bench-${randomBytes(8).toString('hex')}`,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: '.data/bench-run',
      NATS_URL: '',
      ...env,
    },
    'suite',
    nodeArgs,
  );
}

/** COPY `total` rows made by `line(i)` (undefined skips a row) in chunks of 10,000 */
async function copyRows(client, sql, total, line) {
  const stream = client.query(copyFrom(sql));
  const chunk = 10_000;
  let i = 0;
  const source = Readable.from(
    (function* () {
      while (i < total) {
        const end = Math.min(total, i + chunk);
        let text = '';
        for (; i < end; i++) {
          const row = line(i);
          if (row !== undefined) text += `${row}\n`;
        }
        yield text;
      }
    })(),
  );
  await pipeline(source, stream);
}

/** user+system CPU seconds of a process */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

function rssMb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
}

/** the V8 heap in use (MB) that heap-probe.js last wrote to `file` from inside a process */
function heapUsedMb(file) {
  try {
    return Number(readFileSync(file, 'utf8')) || NaN;
  } catch {
    return NaN;
  }
}

/** CPU seconds of the PostgreSQL server behind `pg` (when it runs on this host): the postmaster, its live children and those it reaped */
async function serverCpuSeconds(pg) {
  try {
    const stat = (pid) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ').map(Number);
    const [{ pid }] = (await pg.query('SELECT pg_backend_pid() AS pid')).rows;
    const postmaster = stat(pid)[1];
    const own = stat(postmaster);
    let ticks = own[11] + own[12] + own[13] + own[14];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const child = stat(entry);
        if (child[1] === postmaster) ticks += child[11] + child[12];
      } catch {
        /* gone */
      }
    }
    return ticks / 100;
  } catch {
    return NaN;
  }
}

/**
 * A bench's NATS runs use a namespace of their own; its event stream is removed afterwards. NatsBus reads its
 * namespace from BUS_NAMESPACE when it connects: the caller's value is put back right after.
 */
async function dropBusStream(natsUrl, namespace) {
  const { NatsBus } = require('@mail/bus');
  const previous = process.env.BUS_NAMESPACE;
  process.env.BUS_NAMESPACE = namespace;
  let bus;
  try {
    bus = await NatsBus.connect(natsUrl, 'bench-cleanup');
  } finally {
    if (previous === undefined) delete process.env.BUS_NAMESPACE;
    else process.env.BUS_NAMESPACE = previous;
  }
  try {
    await bus.deleteStream();
  } finally {
    await bus.close();
  }
}

/** a port the system has free now (an ephemeral one): for a bench's own side servers, clear of the ports other runs were given */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

module.exports = { benchPgServer, dropBusStream, freePort, copyRows, cpuSeconds, heapUsedMb, rssMb, serverCpuSeconds, startBenchSuite };
