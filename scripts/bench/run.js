#!/usr/bin/env node
// `npm run bench`: the edge against a bare Fastify route in the same run, in-process and over NATS.
// Prints req/s, p50 and p99 for each and the ratio to bare Fastify. Figures go in docs/performance.md.
// Then the lists scenarios at a million subscribers (scripts/bench/lists-bench.js; BENCH_SKIP_LISTS=1 skips them)
// campaign delivery to a local SMTP sink with Campaign.Get under load (scripts/bench/campaigns-bench.js; BENCH_SKIP_CAMPAIGNS=1
// skips it), the audience snapshot of a million subscribers (scripts/bench/audience-bench.js; BENCH_SKIP_AUDIENCE=1),
// website event tracking over NATS (scripts/bench/tracking-bench.js; BENCH_SKIP_TRACKING=1 skips it), SMS provider events
// over NATS with the SMS reports (scripts/bench/sms-bench.js; BENCH_SKIP_SMS=1), the gateway's send API
// (scripts/bench/gateway-bench.js; BENCH_SKIP_GATEWAY=1 skips it), and the journeys engine on a bulk trigger
// (scripts/bench/journeys-bench.js; BENCH_SKIP_JOURNEYS=1 skips it), a subscription wave firing one autoresponder
// (scripts/bench/autoresponders-bench.js; BENCH_SKIP_AUTORESPONDERS=1 skips it), and the metrics' cost on the hot paths
// (scripts/bench/metrics-bench.js; BENCH_SKIP_METRICS=1 skips it).
'use strict';
const { randomBytes } = require('node:crypto');

const { createScratchDatabase, dropScratchDatabase, stopEmbeddedPostgres } = require('@mail/db');
const { ApiClient, seedUser } = require('@mail/testing');

const { benchPgServer, dropBusStream } = require('./bench-utils');
const { costWindow } = require('./cost-window');
const { runAudienceBench } = require('./audience-bench');
const { runCampaignsBench } = require('./campaigns-bench');
const { runGatewayBench } = require('./gateway-bench');
const { runListsBench } = require('./lists-bench');
const { runSmsBench } = require('./sms-bench');
const { runTrackingBench } = require('./tracking-bench');
const { runJourneysBench } = require('./journeys-bench');
const { runAutorespondersBench } = require('./autoresponders-bench');
const { runMetricsBench } = require('./metrics-bench');
const { load } = require('./load');
const { startApp, startBare, waitFor, stopAll } = require('./processes');

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
// the four HTTP ports of this part: bare Fastify, in-process suite, edge, suite over NATS (BENCH_PORT moves them, for parallel runs)
const PORT = Number(process.env.BENCH_PORT ?? 18290);
const [BARE_PORT, SUITE_PORT, EDGE_PORT, SUITE_NATS_PORT] = [PORT, PORT + 1, PORT + 2, PORT + 3];
// BENCH_SCENARIOS=edge (or suite, suite-nats, comma-separated) runs only those beside bare Fastify: quicker alternated A/B runs
const SCENARIOS = new Set((process.env.BENCH_SCENARIOS ?? 'suite,suite-nats,edge').split(','));

async function freshDatabase() {
  const server = await benchPgServer();
  return createScratchDatabase(server, 'bench');
}

async function natsReachable() {
  const { connect } = require('nats');
  try {
    const nc = await connect({ servers: NATS_URL, timeout: 1500 });
    await nc.close();
    return true;
  } catch {
    return false;
  }
}

async function benchStack(label, apps, port, env) {
  const children = apps.map(([script, name, extra]) => startApp(script, { ...env, ...extra }, name));
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(async () => (await fetch(`${base}/readyz`)).status === 200);
    const api = new ApiClient(base);
    const user = await seedUser(api, env.ADMIN_API_KEY);
    const body = `Command=User.Current&APIKey=${encodeURIComponent(user.apiKey)}`;
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    await load({ url: `${base}/api.php`, body, headers, connections: CONNECTIONS, duration: 2 });
    const window = await costWindow(children, env.DATABASE_URL);
    const result = await load({ url: `${base}/api.php`, body, headers, connections: CONNECTIONS, duration: DURATION });
    return { label, ...result, cost: await window.end(result.total) };
  } finally {
    await stopAll(children);
  }
}

async function main() {
  let natsNamespace;
  const db = await freshDatabase();
  const env = {
    DATABASE_URL: db.url,
    ADMIN_API_KEY: `bench-${randomBytes(8).toString('hex')}`,
    ADMIN_PASSWORD: `bench-${randomBytes(8).toString('hex')}`,
    HOST: '127.0.0.1',
    DATA_DIR: '.data/bench-run',
    NATS_URL: '',
    // the bench sends and receives no mail: its SMTP servers on any free port, clear of other runs on this machine
    ...Object.fromEntries(
      ['DEV_SMTP_PORT', 'MAIL_INBOX_PORT', 'BOUNCE_SMTP_PORT', 'GATEWAY_SMTP_PORT', 'GATEWAY_BOUNCE_SMTP_PORT'].map((name) => [name, process.env[name] ?? '0']),
    ),
  };
  const rows = [];

  const bare = await startBare(BARE_PORT);
  bare.name = 'bare';
  const bareRequest = { url: `http://127.0.0.1:${BARE_PORT}/bare`, body: '{"x":1}', headers: { 'content-type': 'application/json' }, connections: CONNECTIONS };
  await load({ ...bareRequest, duration: 2 });
  const bareWindow = await costWindow([bare]);
  const bareResult = await load({ ...bareRequest, duration: DURATION });
  rows.push({ label: 'bare Fastify JSON route', ...bareResult, cost: await bareWindow.end(bareResult.total) });
  await stopAll([bare]);

  if (SCENARIOS.has('suite'))
    rows.push(await benchStack('User.Current, in-process suite', [['apps/suite/dist/main.js', 'suite', { PORT: String(SUITE_PORT) }]], SUITE_PORT, env));

  if (await natsReachable()) {
    natsNamespace = `bench_${Date.now()}`;
    // distributed processes refuse to start without PUBLIC_BASE_URL (links in mail; the bench sends none)
    const natsEnv = { ...env, NATS_URL, BUS_NAMESPACE: natsNamespace, PUBLIC_BASE_URL: `http://127.0.0.1:${EDGE_PORT}` };
    if (SCENARIOS.has('suite-nats'))
      rows.push(
        await benchStack(
          'User.Current, suite process over NATS',
          [['apps/suite/dist/main.js', 'suite', { PORT: String(SUITE_NATS_PORT) }]],
          SUITE_NATS_PORT,
          natsEnv,
        ),
      );
    if (SCENARIOS.has('edge'))
      rows.push(
        await benchStack(
          'User.Current, edge → NATS → accounts (separate processes)',
          [
            ['apps/accounts/dist/main.js', 'accounts', {}],
            ['apps/lists/dist/main.js', 'lists', {}],
            ['apps/edge/dist/main.js', 'edge', { PORT: String(EDGE_PORT) }],
          ],
          EDGE_PORT,
          natsEnv,
        ),
      );
  } else {
    console.log(`(NATS not reachable at ${NATS_URL}: skipping the NATS run)`);
  }

  if (natsNamespace) await dropBusStream(NATS_URL, natsNamespace);
  const baseline = rows[0].rps;
  console.log(`\n${CONNECTIONS} connections, ${DURATION}s per run\n`);
  console.log('| scenario | req/s | p50 ms | p99 ms | errors | vs bare |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${((r.rps / baseline) * 100).toFixed(1)} % |`);
  console.log('\nCPU per request over the measured window (process CPU time / requests answered; PostgreSQL: statements of the bench database)\n');
  console.log('| scenario | CPU µs per request, by process | load generator µs | PostgreSQL per request |');
  console.log('|---|---|---:|---:|');
  for (const r of rows) console.log(`| ${r.label} | ${r.cost.processes} | ${r.cost.loader} | ${r.cost.pg} |`);

  // lists at BENCH_LIST_SIZE (default 1,000,000) subscribers: in-process suite, own fresh database on the same server
  if (process.env.BENCH_SKIP_LISTS !== '1') await runListsBench({ server: db.serverUrl, bare: rows[0] });
  // campaign delivery at BENCH_CAMPAIGN_SIZE (default 100,000) recipients, beside its pooled-nodemailer anchor
  if (process.env.BENCH_SKIP_CAMPAIGNS !== '1') await runCampaignsBench({ server: db.serverUrl });
  // a campaign audience of BENCH_AUDIENCE_SIZE (default 1,000,000) snapshotted, beside one INSERT … SELECT of the same rows
  if (process.env.BENCH_SKIP_AUDIENCE !== '1') await runAudienceBench({ server: db.serverUrl });
  // website event tracking over NATS, with a kill of the tracking process, and Website_Events.Properties at BENCH_TRACKING_EVENTS events
  if (process.env.BENCH_SKIP_TRACKING !== '1' && (await natsReachable())) await runTrackingBench({ server: db.serverUrl });
  // SMS provider events over NATS (BENCH_SMS_EVENTS, 1,000,000; 5 % sent twice), then smscampaign.stats and a 30-day hourly series
  if (process.env.BENCH_SKIP_SMS !== '1' && (await natsReachable())) await runSmsBench({ server: db.serverUrl });

  // POST /api/v1/email through an in-process suite to a local SMTP sink, beside a bare Fastify route
  if (process.env.BENCH_SKIP_GATEWAY !== '1') await runGatewayBench({ server: db.serverUrl });

  // BENCH_JOURNEYS_SIZE (default 100,000) subscribers bulk-triggered into a 3-step journey with a 1 s wait
  if (process.env.BENCH_SKIP_JOURNEYS !== '1') await runJourneysBench({ server: db.serverUrl });
  // BENCH_AUTORESPONDERS_SIZE (default 100,000) subscribers imported into a list firing one Immediately autoresponder
  if (process.env.BENCH_SKIP_AUTORESPONDERS !== '1') await runAutorespondersBench({ server: db.serverUrl });

  // the metrics' cost per API request and per bus request, beside JSON.stringify of an envelope
  if (process.env.BENCH_SKIP_METRICS !== '1') await runMetricsBench();

  await dropScratchDatabase(db);
  await stopEmbeddedPostgres();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
