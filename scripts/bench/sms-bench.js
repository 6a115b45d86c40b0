#!/usr/bin/env node
// SMS (issue 12, "Performance"): provider events (delivery receipts and clicks, 5 % sent twice) posted in batches to
// the generic JSON endpoint `/sms/hooks/<key>/events` through the edge over NATS to the sms service, each in its own
// process (accounts, lists, sms, edge), BENCH_CONNECTIONS (50) requests at a time. Prints events/s, then counts the
// stored events: every distinct event answered must be stored exactly once (duplicates once). The anchor is a bare
// Fastify route parsing the same batch bodies in the same run. Then smscampaign.stats and a 30-day hourly
// smscampaign.stats.timeseries at 50 connections (p99), beside User.Current through the same edge.
// Sizes: BENCH_SMS_EVENTS (1,000,000 distinct events), BENCH_SMS_MESSAGES (100,000 messages), BENCH_SMS_BATCH (200
// events per request). Run by `npm run bench` (BENCH_SKIP_SMS=1 skips it) or alone: `node scripts/bench/sms-bench.js`
// (BENCH_PG_PORT picks the embedded PostgreSQL's port when DATABASE_URL is not set).
'use strict';
const { createHmac, randomBytes } = require('node:crypto');
const { Client } = require('pg');

const { createScratchDatabase, dropScratchDatabase, stopEmbeddedPostgres } = require('@mail/db');
const { ApiClient, seedUser } = require('@mail/testing');

const { load } = require('./load');
const { benchPgServer, cpuSeconds, dropBusStream, serverCpuSeconds } = require('./bench-utils');
const { startApp, startBare, waitFor, stopAll } = require('./processes');

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const EVENTS = Number(process.env.BENCH_SMS_EVENTS ?? 1_000_000);
const MESSAGES = Number(process.env.BENCH_SMS_MESSAGES ?? 100_000);
const BATCH = Number(process.env.BENCH_SMS_BATCH ?? 200);
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const PORT = Number(process.env.BENCH_SMS_PORT ?? 18351);
const BARE_PORT = PORT + 1;
const DAYS = 30;
const INGEST_TARGET = 20_000;
const READ_P99_TARGET = 50;

/** A campaign of MESSAGES sent messages (provider ids bench-<i>) for the user, written straight into the sms schema. */
async function seedCampaign(pg, userId) {
  const [{ id }] = (
    await pg.query(
      `INSERT INTO "sms"."sms_campaign" ("user_id", "name", "message", "list_id", "phone_field_id", "sender_id", "default_country", "status", "send_at", "audience_done")
       VALUES ($1, 'bench', 'Hi', 1, 1, 'ACME', 'US', 'Sent', (now() at time zone 'utc') - interval '${DAYS} days', true) RETURNING "id"`,
      [userId],
    )
  ).rows;
  await pg.query(
    `INSERT INTO "sms"."sms_message" ("campaign_id", "user_id", "subscriber_id", "recipient_number", "status", "send_state", "provider_message_id", "parts", "country")
     SELECT $1::bigint, $2, g, '+1415' || lpad(g::text, 7, '0'), 'Sent', 'sent', 'bench-' || $1::bigint::text || '-' || g, 1, 'US' FROM generate_series(1, $3::int) g`,
    [id, userId, MESSAGES],
  );
  await pg.query(`ANALYZE "sms"."sms_message"`);
  return Number(id);
}

/** The distinct events (a delivery receipt per message, then clicks, 5 % of them bots) over the last 30 days, 5 % of them again at the end. */
function eventBatches(campaignId) {
  const now = Date.now();
  const events = [];
  for (let i = 0; i < EVENTS; i++) {
    const message = `bench-${campaignId}-${1 + (i % MESSAGES)}`;
    const time = new Date(now - Math.floor((((i * 7919) % EVENTS) / EVENTS) * DAYS * 86_400_000)).toISOString();
    events.push(
      i < MESSAGES
        ? { EventID: `b${i}`, Type: 'receipt', Status: i % 10 === 9 ? 'undelivered' : 'delivered', MessageID: message, Time: time, Carrier: 'Bench Mobile' }
        : {
            EventID: `b${i}`,
            Type: 'receipt',
            Status: 'clicked',
            MessageID: message,
            Time: time,
            URL: 'https://shop.example/offer',
            IsBot: i % 20 === 0 ? 1 : 0,
          },
    );
  }
  const duplicates = events.filter((_, i) => i % 20 === 7);
  const all = [...events, ...duplicates];
  const batches = [];
  for (let i = 0; i < all.length; i += BATCH) batches.push(JSON.stringify({ Events: all.slice(i, i + BATCH) }));
  return { batches, posted: all.length, distinct: events.length };
}

/** POSTs every batch, CONNECTIONS at a time; answers events/s and what the endpoint accepted */
async function postAll(url, batches, sign, eventsPerBatch) {
  let next = 0;
  let accepted = 0;
  let failed = 0;
  const started = process.hrtime.bigint();
  const lane = async () => {
    while (next < batches.length) {
      const body = batches[next++];
      const res = await fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...sign(body) } });
      if (res.status !== 200) {
        failed++;
        continue;
      }
      const answer = await res.json();
      accepted += answer.Accepted ?? 0;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, lane));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { seconds, eventsPerSecond: Math.round((batches.length * eventsPerBatch) / seconds), accepted, failed };
}

async function runSmsBench({ server } = {}) {
  const serverUrl = await benchPgServer(server);
  const db = await createScratchDatabase(serverUrl, 'bench_sms');
  const namespace = `bench_sms_${Date.now()}`;
  const base = `http://127.0.0.1:${PORT}`;
  const env = {
    DATABASE_URL: db.url,
    ADMIN_API_KEY: `bench-${randomBytes(8).toString('hex')}`,
    ADMIN_PASSWORD: `bench-${randomBytes(8).toString('hex')}`,
    HOST: '127.0.0.1',
    DATA_DIR: '.data/bench-sms',
    NATS_URL,
    BUS_NAMESPACE: namespace,
    PUBLIC_BASE_URL: base,
  };
  const start = (name, extra = {}) => startApp(`apps/${name}/dist/main.js`, { ...env, ...extra }, name);
  const children = [start('accounts'), start('lists'), start('sms'), start('edge', { PORT: String(PORT) })];
  const pg = new Client({ connectionString: db.url });
  try {
    await waitFor(async () => (await fetch(`${base}/readyz`)).status === 200);
    await pg.connect();
    const api = new ApiClient(base);
    await waitFor(async () => (await api.legacy('Users.Get', { AdminAPIKey: env.ADMIN_API_KEY })).body?.Success === true);
    const user = await seedUser(api, env.ADMIN_API_KEY);
    let hooks;
    await waitFor(async () => (hooks = (await api.v1('POST', 'smsprovider', { Provider: 'outbox' }, { bearer: user.apiKey })).body)?.EventsURL);
    const campaignId = await seedCampaign(pg, user.userId);
    const { batches, posted, distinct } = eventBatches(campaignId);
    const sign = (body) => ({ 'x-sms-signature': createHmac('sha256', hooks.EventsSecret).update(body).digest('hex') });

    // anchor: a bare Fastify route parsing the same bodies, at the same concurrency
    const bare = await startBare(BARE_PORT);
    const bareBatches = batches.slice(0, Math.min(batches.length, 2000));
    const bareCpu0 = cpuSeconds(bare.pid);
    let bareCpu = 0;
    const bareRun = await postAll(`http://127.0.0.1:${BARE_PORT}/bare`, bareBatches, () => ({}), BATCH).finally(() => {
      bareCpu = cpuSeconds(bare.pid) - bareCpu0;
      return stopAll([bare]);
    });
    const bareMsPerEvent = (bareCpu * 1000) / (bareBatches.length * BATCH);

    // CPU seconds of each process, and of the PostgreSQL server (its postmaster and every backend, ended ones too)
    const cpu = async () => ({ ...Object.fromEntries(children.map((c) => [c.name, cpuSeconds(c.pid)])), postgres: await serverCpuSeconds(pg) });
    /** CPU ms per operation of each process between two cpu() samples */
    const perOp = (before, after, ops) => Object.fromEntries(Object.keys(after).map((k) => [k, ((after[k] - before[k]) * 1000) / Math.max(1, ops)]));
    const ingestCpu0 = await cpu();
    const ingest = await postAll(hooks.EventsURL, batches, sign, BATCH);
    const ingestCpu = perOp(ingestCpu0, await cpu(), batches.length * BATCH);
    const stored = Number((await pg.query(`SELECT count(*) AS n FROM "sms"."sms_event" WHERE "campaign_id" = $1`, [campaignId])).rows[0].n);

    // the reads once the roll-up has folded every stored event (its watermark is past the last event's transaction)
    const rollupStarted = Date.now();
    await waitFor(
      async () =>
        (
          await pg.query(
            `SELECT "dirty_since" IS NULL AND "rolled_xid" > (SELECT max("ingest_xid") FROM "sms"."sms_event" WHERE "campaign_id" = $1) AS done
             FROM "sms"."sms_campaign" WHERE "id" = $1`,
            [campaignId],
          )
        ).rows[0].done,
      600_000,
    );
    const rollupSeconds = (Date.now() - rollupStarted) / 1000;
    // how many message updates stayed heap-only (no new index entries); the counters are flushed within a second
    await new Promise((r) => setTimeout(r, 1500));
    const [hot] = (
      await pg.query(
        `SELECT n_tup_upd::int AS "updates", n_tup_hot_upd::int AS "hot" FROM pg_stat_user_tables WHERE schemaname = 'sms' AND relname = 'sms_message'`,
      )
    ).rows;
    const auth = { authorization: `Bearer ${user.apiKey}` };
    // as HTTP clients do (browsers, curl --compressed, fetch): Accept-Encoding gzip; `plain` without it
    const read = async (path, { plain = false } = {}) => {
      const url = `${base}/api/v1/${path}`;
      const headers = plain ? auth : { ...auth, 'accept-encoding': 'gzip' };
      const probe = await fetch(url, { headers: auth });
      if (probe.status !== 200) throw new Error(`${path}: ${probe.status} ${await probe.text()}`);
      await load({ url, method: 'GET', headers, connections: CONNECTIONS, duration: 2 });
      const before = await cpu();
      const r = await load({ url, method: 'GET', headers, connections: CONNECTIONS, duration: DURATION });
      return { ...r, cpu: perOp(before, await cpu(), r.total) };
    };
    const current = {
      url: `${base}/api.php`,
      body: `Command=User.Current&APIKey=${encodeURIComponent(user.apiKey)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
    await load({ ...current, connections: CONNECTIONS, duration: 2 });
    const currentCpu0 = await cpu();
    const userCurrent = await load({ ...current, connections: CONNECTIONS, duration: DURATION });
    userCurrent.cpu = perOp(currentCpu0, await cpu(), userCurrent.total);
    const stats = await read(`smscampaign.stats?SMSCampaignID=${campaignId}`);
    const hourly = await read(`smscampaign.stats.timeseries?SMSCampaignID=${campaignId}&Granularity=hour`);
    const hourlyPlain = await read(`smscampaign.stats.timeseries?SMSCampaignID=${campaignId}&Granularity=hour`, { plain: true });
    const hourlyClicks = await read(`smscampaign.stats.timeseries?SMSCampaignID=${campaignId}&Granularity=hour&Events=clicked`);
    const buckets = (events) =>
      pg
        .query(`SELECT count(*) AS n FROM "sms"."hourly_stat" WHERE "campaign_id" = $1 AND ($2::text IS NULL OR "event" = $2)`, [campaignId, events])
        .then((r) => r.rows[0].n);

    const lost = stored < distinct;
    console.log(
      `\nSMS provider events over NATS (separate processes; ${distinct} distinct events + ${posted - distinct} duplicates on ${MESSAGES} messages, ${BATCH} per request, ${CONNECTIONS} at a time)\n`,
    );
    console.log(
      '| scenario | events/s | bare Fastify, same bodies (same run) | vs bare | accepted | failed requests | stored | none lost, duplicates once | target |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|:-:|---|');
    console.log(
      `| ingest, edge → NATS → sms | ${ingest.eventsPerSecond} | ${bareRun.eventsPerSecond} | ${((ingest.eventsPerSecond / bareRun.eventsPerSecond) * 100).toFixed(1)} % | ${ingest.accepted} | ${ingest.failed} | ${stored} | ${!lost && stored === distinct ? 'yes' : 'NO'} | ${INGEST_TARGET} events/s: ${ingest.eventsPerSecond >= INGEST_TARGET ? 'met' : 'NOT met'} |`,
    );
    console.log(
      `\nRoll-up after the last event: ${rollupSeconds.toFixed(1)} s. sms_message updates: ${hot.updates}, heap-only ${hot.hot} (${((hot.hot / Math.max(1, hot.updates)) * 100).toFixed(0)} %). Reads at ${CONNECTIONS} connections, ${DURATION}s each\n`,
    );
    console.log('| read | req/s | p50 ms | p99 ms | errors | User.Current p99 (same run) | × its p99 | target |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---|');
    for (const [label, r] of [
      ['smscampaign.stats', stats],
      [`smscampaign.stats.timeseries, hourly, ${DAYS} days, every event type (${await buckets(null)} rows)`, hourly],
      [`the same without Accept-Encoding: gzip`, hourlyPlain],
      [`smscampaign.stats.timeseries, hourly, ${DAYS} days, Events=clicked (${await buckets('clicked')} rows)`, hourlyClicks],
    ])
      console.log(
        `| ${label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${userCurrent.p99} | ${(r.p99 / Math.max(1, userCurrent.p99)).toFixed(2)} | p99 < ${READ_P99_TARGET} ms: ${r.p99 < READ_P99_TARGET ? 'met' : 'NOT met'} |`,
      );
    const ms = (c) => [...children.map((child) => child.name), 'postgres'].map((name) => c[name].toFixed(3)).join(' | ');
    console.log(`\nCPU ms per operation in each process (user+system from /proc; postgres: the whole PostgreSQL server, every backend counted)\n`);
    console.log(`| operation | ${children.map((c) => c.name).join(' | ')} | postgres | bare Fastify (same run) |`);
    console.log(`|---|${children.map(() => '---:').join('|')}|---:|---:|`);
    console.log(`| ingest, per event | ${ms(ingestCpu)} | ${bareMsPerEvent.toFixed(3)} |`);
    for (const [label, r] of [
      ['User.Current, per request', userCurrent],
      ['smscampaign.stats, per request', stats],
      ['timeseries hourly all events, per request', hourly],
      ['the same without Accept-Encoding: gzip', hourlyPlain],
      ['timeseries hourly clicked, per request', hourlyClicks],
    ])
      console.log(`| ${label} | ${ms(r.cpu)} | |`);
    console.log('');
  } finally {
    await pg.end().catch(() => undefined);
    await stopAll(children);
    await dropBusStream(NATS_URL, namespace);
    await dropScratchDatabase(db);
    if (!server) await stopEmbeddedPostgres();
  }
}

module.exports = { runSmsBench };

if (require.main === module) {
  runSmsBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
