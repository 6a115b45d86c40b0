#!/usr/bin/env node
// Website event tracking (issue 10, "Performance"): event.track through the edge over NATS to the tracking service,
// each in its own process (accounts, lists, tracking, edge), BENCH_CONNECTIONS connections (50) for BENCH_TRACKING_DURATION
// seconds (BENCH_DURATION, 10). Prints events/s sustained with p50/p99, then counts the stored events: every call
// answered 200 must be stored. A second run SIGKILLs the tracking process a third of the way in and restarts it.
// Then Website_Events.Properties p99 on a list with BENCH_TRACKING_EVENTS stored events (10,000,000; written with
// generate_series). Every figure is printed beside a bare Fastify route measured in the same run.
// Run by `npm run bench` (BENCH_SKIP_TRACKING=1 skips it) or alone: `node scripts/bench/tracking-bench.js`.
'use strict';
const { randomBytes } = require('node:crypto');
const autocannon = require('autocannon');
const { Client } = require('pg');

const { createScratchDatabase, dropScratchDatabase, stopEmbeddedPostgres } = require('@mail/db');
const { ApiClient, seedUser } = require('@mail/testing');

const { benchPgServer, cpuSeconds, dropBusStream, serverCpuSeconds } = require('./bench-utils');
const { startApp, startBare, waitFor, stopAll } = require('./processes');

const DURATION = Number(process.env.BENCH_TRACKING_DURATION ?? process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const STORED = Number(process.env.BENCH_TRACKING_EVENTS ?? 10_000_000);
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const PORT = Number(process.env.BENCH_TRACKING_PORT ?? 18331);
const BARE_PORT = PORT + 1;
const TARGET = 5000;
/** event.track allows 5000 calls per 60 s per user: enough users that none reaches it at the target rate */
const USERS = Math.max(4, Math.ceil(((TARGET * 3 * (DURATION + 4)) / 5000) * 1.2));

/** autocannon round-robin over the users, each posting anonymous page views to its list (every call a new event) */
async function loadEvents(base, users, duration) {
  let next = 0;
  const bodies = users.map((u) =>
    JSON.stringify({ ListID: u.listId, Event: 'pageView', Properties: { url: 'https://shop.example/product/42', $pageTitle: 'Product' } }),
  );
  const result = await autocannon({
    url: `${base}/api/v1/event`,
    connections: CONNECTIONS,
    duration,
    pipelining: 1,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const i = next++ % users.length;
          return { ...req, headers: { 'content-type': 'application/json', authorization: `Bearer ${users[i].apiKey}` }, body: bodies[i] };
        },
      },
    ],
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** CPU seconds so far of the edge, tracking, PostgreSQL and this process (the load generator) */
async function cpuNow(pg, edge, tracking) {
  const self = process.cpuUsage();
  return { edge: cpuSeconds(edge.pid), tracking: cpuSeconds(tracking.pid), postgres: await serverCpuSeconds(pg), load: (self.user + self.system) / 1e6 };
}

/** CPU ms per answered event of each process between two cpuNow() readings */
function cpuPerEvent(before, after, events) {
  const ms = (k) => (((after[k] - before[k]) * 1000) / Math.max(1, events)).toFixed(3);
  return { edge: ms('edge'), tracking: ms('tracking'), postgres: ms('postgres'), load: ms('load') };
}

async function bareAnchor(duration) {
  const bare = await startBare(BARE_PORT);
  try {
    const run = (d) =>
      autocannon({
        url: `http://127.0.0.1:${BARE_PORT}/bare`,
        method: 'POST',
        body: '{"x":1}',
        headers: { 'content-type': 'application/json' },
        connections: CONNECTIONS,
        duration: d,
      });
    await run(2);
    const r = await run(duration);
    return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 };
  } finally {
    await stopAll([bare]);
  }
}

async function stored(pg, userIds) {
  return Number((await pg.query(`SELECT count(*) AS n FROM "tracking"."website_event" WHERE "user_id" = ANY($1::int[])`, [userIds])).rows[0].n);
}

async function seedUsers(api, adminApiKey, count) {
  const users = [];
  for (let i = 0; i < count; i++) {
    const user = await seedUser(api, adminApiKey);
    const res = await api.legacy('List.Create', { APIKey: user.apiKey, SubscriberListName: `bench ${i}` });
    users.push({ ...user, listId: Number(res.body.ListID) });
  }
  return users;
}

/** Website_Events.Properties, 10 callers at a time, each user on its own list and within its 100 calls per 60 s */
async function propertiesLatency(api, users) {
  const times = [];
  const calls = users.flatMap((u) => Array.from({ length: 90 }, () => u));
  let next = 0;
  const lane = async () => {
    while (next < calls.length) {
      const u = calls[next++];
      const started = process.hrtime.bigint();
      const res = await api.v1('GET', 'website_events.properties', { ListID: u.listId }, { bearer: u.apiKey });
      if (res.status !== 200) throw new Error(`Website_Events.Properties answered ${res.status}: ${res.text}`);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: 10 }, lane));
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length * 0.5)].toFixed(1), p99: times[Math.floor(times.length * 0.99)].toFixed(1), calls: times.length };
}

/** STORED events spread over the users' lists (today's partition), with the property names the write path would have recorded */
async function generateEvents(pg, users) {
  const started = Date.now();
  const userIds = users.map((u) => u.userId);
  const listIds = users.map((u) => u.listId);
  await pg.query(
    `INSERT INTO "tracking"."website_event" ("occurred_at", "event_id", "user_id", "list_id", "tracker_uuid", "event", "properties")
     SELECT now() at time zone 'utc' - (g % 3600) * interval '1 second', md5(g::text || 'bench')::uuid,
            ($1::int[])[1 + g % $4::int], ($2::bigint[])[1 + g % $4::int], 'v' || (g % 200000),
            (ARRAY['pageView', 'customEvent', 'identify', 'conversion'])[1 + g % 4],
            jsonb_build_object('$browser', 'Chrome', '$pagetitle', 'Page ' || (g % 100), '$pathname', '/p/' || (g % 1000), 'url', 'https://shop.example/p/' || g, 'k' || (g % 50), g)
     FROM generate_series(1, $3::int) g`,
    [userIds, listIds, STORED, users.length],
  );
  await pg.query(
    `INSERT INTO "tracking"."event_property" ("list_id", "event", "property")
     SELECT l, e, p FROM unnest($1::bigint[]) l, unnest(ARRAY['pageView', 'customEvent', 'identify', 'conversion']) e,
       unnest(ARRAY['$browser', '$pagetitle', '$pathname', 'url'] || ARRAY(SELECT 'k' || i FROM generate_series(0, 49) i)) p
     ON CONFLICT DO NOTHING`,
    [listIds],
  );
  await pg.query(`ANALYZE "tracking"."website_event"`);
  return Date.now() - started;
}

function printRows(rows, cpu) {
  console.log(`\nWebsite event tracking (separate processes over NATS, ${CONNECTIONS} connections, ${DURATION}s per run, ${USERS} users)\n`);
  console.log('| scenario | events/s | p50 ms | p99 ms | answered 200 | other answers | stored | none lost | bare Fastify (same run) | vs bare | target |');
  console.log('|---|---:|---:|---:|---:|---:|---:|:-:|---|---:|---|');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.ok} | ${r.failed} | ${r.stored} | ${r.stored >= r.ok ? 'yes' : 'NO'} | ${r.bare.rps} req/s, p99 ${r.bare.p99} ms | ${((r.rps / r.bare.rps) * 100).toFixed(1)} % | ${TARGET} events/s: ${r.rps >= TARGET ? 'met' : 'NOT met'} |`,
    );
  console.log(
    `\nCPU ms per event in the steady run: edge ${cpu.edge}, tracking ${cpu.tracking}, PostgreSQL ${cpu.postgres}, load generator ${cpu.load} (the rest of the two cores: NATS, the other processes, the machine)`,
  );
}

async function runTrackingBench({ server } = {}) {
  const serverUrl = await benchPgServer(server);
  const db = await createScratchDatabase(serverUrl, 'bench_tracking');
  const namespace = `bench_tracking_${Date.now()}`;
  const env = {
    DATABASE_URL: db.url,
    ADMIN_API_KEY: `bench-${randomBytes(8).toString('hex')}`,
    ADMIN_PASSWORD: `bench-${randomBytes(8).toString('hex')}`,
    HOST: '127.0.0.1',
    DATA_DIR: '.data/bench-tracking',
    NATS_URL,
    BUS_NAMESPACE: namespace,
    PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}`,
  };
  const start = (name, extra = {}) => startApp(`apps/${name}/dist/main.js`, { ...env, ...extra }, name);
  let tracking = start('tracking');
  const edge = start('edge', { PORT: String(PORT) });
  const others = [start('accounts'), start('lists'), edge];
  const pg = new Client({ connectionString: db.url });
  const rows = [];
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(async () => (await fetch(`${base}/readyz`)).status === 200);
    await pg.connect();
    const api = new ApiClient(base);
    // the edge is ready before accounts has created the administrator of ADMIN_API_KEY
    await waitFor(async () => (await api.legacy('Users.Get', { AdminAPIKey: env.ADMIN_API_KEY })).body?.Success === true);
    const users = await seedUsers(api, env.ADMIN_API_KEY, USERS);
    const ids = users.map((u) => u.userId);
    await waitFor(async () => (await api.v1('POST', 'event', { ListID: users[0].listId, Event: 'warm-up' }, { bearer: users[0].apiKey })).status === 200);
    const bare = await bareAnchor(DURATION);

    // steady run
    await loadEvents(base, users, 2);
    let before = await stored(pg, ids);
    const cpuBefore = await cpuNow(pg, edge, tracking);
    const steady = await loadEvents(base, users, DURATION);
    const cpu = cpuPerEvent(cpuBefore, await cpuNow(pg, edge, tracking), steady.ok);
    let after = await stored(pg, ids);
    rows.push({ label: 'event.track, edge → NATS → tracking', ...steady, stored: after - before, bare });

    // the tracking process is SIGKILLed a third of the way in, and started again at once
    if (process.env.BENCH_TRACKING_STEADY_ONLY === '1') return printRows(rows, cpu);
    before = after;
    const killAt = setTimeout(
      () => {
        tracking.kill('SIGKILL');
        tracking = start('tracking');
      },
      (DURATION * 1000) / 3,
    );
    const killed = await loadEvents(base, users, DURATION);
    clearTimeout(killAt);
    after = await stored(pg, ids);
    rows.push({ label: 'event.track, tracking killed and restarted mid-run', ...killed, stored: after - before, bare });

    const measured = users.slice(0, 20);
    const seedMs = await generateEvents(pg, measured);
    const props = await propertiesLatency(api, measured);

    printRows(rows, cpu);
    console.log(
      `\nWebsite_Events.Properties with ${STORED} stored events (over ${measured.length} lists) (generated in ${(seedMs / 1000).toFixed(1)} s), ${props.calls} calls, 10 at a time: p50 ${props.p50} ms, p99 ${props.p99} ms (bare Fastify p99 at ${CONNECTIONS} connections: ${bare.p99} ms)\n`,
    );
  } finally {
    await pg.end().catch(() => undefined);
    await stopAll([tracking, ...others]);
    await dropBusStream(NATS_URL, namespace);
    await dropScratchDatabase(db);
    if (!server) await stopEmbeddedPostgres();
  }
}

module.exports = { runTrackingBench };

if (require.main === module) {
  runTrackingBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
