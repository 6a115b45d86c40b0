#!/usr/bin/env node
// Autoresponders (issue 27): a subscription wave of BENCH_AUTORESPONDERS_SIZE subscribers (default 100,000) imported
// into a list whose one Enabled OnSubscription autoresponder sends Immediately, run by the in-process suite and
// delivered to a local SMTP sink (smtp-sink.js, counting). Prints enrolments/s (send rows scheduled by the trigger
// consumer, from the first import call to the last row written), sends/s (from the first import call until every
// message is settled), the p50/p99 lateness of the sends (sent against due), CPU per message (the suite and
// PostgreSQL) and the suite's RSS at start, peak and end. Beside it the journeys bench's anchor, measured in the same
// run: one INSERT … SELECT writing a row per subscriber into a table shaped like the send rows (here
// autoresponder_send; journeys-bench.js writes its enrolments' shape).
// Run by `npm run bench` (BENCH_SKIP_AUTORESPONDERS=1 skips it) or alone: `node scripts/bench/autoresponders-bench.js`
// (BENCH_AUTORESPONDERS_SIZE=500 for a quick proof that it works).
'use strict';
const { randomBytes } = require('node:crypto');
const { Client } = require('pg');

const { createScratchDatabase, dropScratchDatabase, stopEmbeddedPostgres } = require('@mail/db');
const { ApiClient, seedUser } = require('@mail/testing');

const { benchPgServer, cpuSeconds, rssMb, serverCpuSeconds, startBenchSuite } = require('./bench-utils');
const { waitFor, stopAll } = require('./processes');
const { startSink, sinkCount } = require('./sink');

const SIZE = Number(process.env.BENCH_AUTORESPONDERS_SIZE ?? 100_000);
const PORT = Number(process.env.BENCH_AUTORESPONDERS_PORT ?? 18300);
/** rows per Subscribers.Import call (the CSV travels as one parameter) */
const CHUNK = Number(process.env.BENCH_AUTORESPONDERS_CHUNK ?? 50_000);
const POOL = Number(process.env.SMTP_MAX_CONNECTIONS ?? 5);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function seed(api, adminKey) {
  const user = await seedUser(api, adminKey);
  const ok = async (command, params = {}) => {
    const r = await api.legacy(command, { APIKey: user.apiKey, ...params });
    if (!r.body?.Success) throw new Error(`${command}: ${r.text.slice(0, 500)}`);
    return r.body;
  };
  const listId = Number((await ok('List.Create', { SubscriberListName: 'autoresponders bench' })).ListID);
  const { EmailID } = await ok('Email.Create');
  await ok('Email.Update', {
    EmailID,
    ValidateScope: 'Campaign',
    EmailName: 'Welcome',
    FromName: 'Shop',
    FromEmail: 'hello@shop.example',
    Subject: 'Welcome %Subscriber:EmailAddress%',
    HTMLContent:
      '<html><body><p>Hello %Subscriber:EmailAddress%</p><a href="https://shop.example/start">Start</a><a href="%Link:Unsubscribe%">Leave</a></body></html>',
    PlainContent: 'Hello %Subscriber:EmailAddress%. Leave: %Link:Unsubscribe%',
  });
  const { AutoResponderID } = await ok('autoresponder.create', {
    SubscriberListID: listId,
    AutoResponderName: 'Welcome',
    AutoResponderTriggerType: 'OnSubscription',
    EmailID,
    TriggerTimeType: 'Immediately',
    Status: 'Enabled',
  });
  return { ok, listId, autoresponderId: Number(AutoResponderID) };
}

/** the journeys bench's anchor: one INSERT … SELECT of a row per subscriber, into a table shaped like the send rows */
async function anchorInsert(pg, listId) {
  await pg.query(`CREATE TABLE "campaigns"."bench_anchor" (LIKE "campaigns"."autoresponder_send" INCLUDING DEFAULTS)`);
  const started = Date.now();
  const cpu0 = await serverCpuSeconds(pg);
  const { rowCount } = await pg.query(
    `INSERT INTO "campaigns"."bench_anchor" ("id", "autoresponder_id", "user_id", "list_id", "subscriber_id", "email_address", "scheduled_at")
     SELECT s."id", 0, 0, s."list_id", s."id", s."email", now() FROM "lists"."subscriber" s WHERE s."list_id" = $1`,
    [listId],
  );
  const seconds = (Date.now() - started) / 1000;
  const pgMsPerRow = (((await serverCpuSeconds(pg)) - cpu0) * 1000) / Math.max(1, rowCount);
  await pg.query(`DROP TABLE "campaigns"."bench_anchor"`);
  return { rows: rowCount, seconds, pgMsPerRow };
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

async function runAutorespondersBench({ server } = {}) {
  const ownServer = !server;
  server = await benchPgServer(server);
  const db = await createScratchDatabase(server, 'bench_autoresponders');
  const sink = await startSink();
  const adminKey = `bench-${randomBytes(8).toString('hex')}`;
  const pg = new Client({ connectionString: db.url });
  let suite;
  try {
    suite = startBenchSuite({
      databaseUrl: db.url,
      adminKey,
      port: PORT,
      env: {
        SMTP_URL: sink.url,
        SMTP_MAX_CONNECTIONS: String(POOL),
        PUBLIC_BASE_URL: 'https://mail.shop.example',
        BOUNCE_DOMAIN: 'bounces.shop.example',
        // the bench's other SMTP servers on any free port, clear of other runs on this machine
        ...Object.fromEntries(
          ['DEV_SMTP_PORT', 'MAIL_INBOX_PORT', 'BOUNCE_SMTP_PORT', 'GATEWAY_SMTP_PORT', 'GATEWAY_BOUNCE_SMTP_PORT'].map((n) => [n, process.env[n] ?? '0']),
        ),
      },
    });
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(async () => (await fetch(`${base}/readyz`)).status === 200, 120_000);
    await pg.connect();
    const { ok, listId, autoresponderId } = await seed(new ApiClient(base), adminKey);
    console.log('autoresponders bench: suite up, autoresponder created');
    const rss = { start: rssMb(suite.pid), peak: rssMb(suite.pid) };
    const cpuBefore = { suite: cpuSeconds(suite.pid), pg: await serverCpuSeconds(pg) };
    const started = Date.now();
    // the wave: every address subscribes (an import with TriggerEvents publishes one SubscriberSubscribed per new subscriber)
    const imports = [];
    for (let from = 0; from < SIZE; from += CHUNK) {
      const lines = ['Email'];
      for (let i = from; i < Math.min(SIZE, from + CHUNK); i++) lines.push(`ar${i}@inbox${i % 50}.example`);
      imports.push((await ok('Subscribers.Import', { ListID: listId, CSV: lines.join('\n'), TriggerEvents: 1 })).ImportID);
    }
    console.log(`autoresponders bench: ${imports.length} import calls answered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    let settled = 0;
    let told = Date.now();
    for (;;) {
      rss.peak = Math.max(rss.peak, rssMb(suite.pid));
      const [row] = (
        await pg.query(`SELECT count(*) FILTER (WHERE "status" <> 'Pending') AS n FROM "campaigns"."autoresponder_send" WHERE "autoresponder_id" = $1`, [
          autoresponderId,
        ])
      ).rows;
      settled = Number(row.n);
      if (Date.now() - told > 10_000) {
        told = Date.now();
        console.log(`autoresponders bench: ${settled} of ${SIZE} settled after ${((told - started) / 1000).toFixed(0)} s`);
      }
      if (settled >= SIZE) break;
      if (Date.now() - started > 30 * 60_000) throw new Error(`only ${settled} of ${SIZE} autoresponder messages settled after 30 minutes`);
      await sleep(250);
    }
    const seconds = (Date.now() - started) / 1000;
    const cpuMs = {
      suite: ((cpuSeconds(suite.pid) - cpuBefore.suite) * 1000) / SIZE,
      pg: (((await serverCpuSeconds(pg)) - cpuBefore.pg) * 1000) / SIZE,
    };
    rss.end = rssMb(suite.pid);
    for (const ImportID of imports) {
      const status = (await ok('Subscribers.Import.Status', { ImportID })).Import;
      if (status.Status !== 'Completed') console.log(`NOTE: import ${ImportID} is ${status.Status}`);
    }
    // timestamps are UTC without a zone: the epoch of each, read as UTC
    const [times] = (
      await pg.query(
        `SELECT extract(epoch FROM max("created_at") AT TIME ZONE 'utc') * 1000 AS last_enrolled,
                count(*) FILTER (WHERE "status" = 'Sent') AS sent, count(*) FILTER (WHERE "status" = 'Failed') AS failed
         FROM "campaigns"."autoresponder_send" WHERE "autoresponder_id" = $1`,
        [autoresponderId],
      )
    ).rows;
    const enrolSeconds = Math.max(0.001, (Number(times.last_enrolled) - started) / 1000);
    const lateness = (
      await pg.query(
        `SELECT extract(epoch FROM "sent_at" - "scheduled_at") * 1000 AS ms FROM "campaigns"."autoresponder_send" WHERE "autoresponder_id" = $1 AND "sent_at" IS NOT NULL ORDER BY 1`,
        [autoresponderId],
      )
    ).rows.map((r) => Number(r.ms));
    const received = await sinkCount(sink);
    const anchor = await anchorInsert(pg, listId);
    console.log(
      `\nAutoresponders: a subscription wave of ${SIZE} subscribers (Subscribers.Import) firing one Immediately autoresponder, in-process suite, ${POOL} SMTP connections\n`,
    );
    console.log(
      "| subscribed | enrol time | enrolments/s | sent / failed (at the sink) | total time | sends/s | CPU ms/message suite / PostgreSQL | lateness p50 / p99 | RSS start / peak / end | anchor (the journeys bench's): one INSERT … SELECT (same run) |",
    );
    console.log('|---:|---:|---:|---|---:|---:|---|---|---|---|');
    console.log(
      `| ${SIZE} | ${enrolSeconds.toFixed(1)} s | ${Math.round(SIZE / enrolSeconds)} | ${times.sent} / ${times.failed} (${received}) | ${seconds.toFixed(1)} s | ${Math.round(Number(times.sent) / seconds)} | ` +
        `${cpuMs.suite.toFixed(3)} / ${cpuMs.pg.toFixed(3)} | ${Math.round(percentile(lateness, 50))} ms / ${Math.round(percentile(lateness, 99))} ms | ${rss.start} / ${rss.peak} / ${rss.end} MB | ` +
        `${anchor.rows} rows in ${anchor.seconds.toFixed(2)} s, ${Math.round(anchor.rows / anchor.seconds)} rows/s, PostgreSQL ${anchor.pgMsPerRow.toFixed(4)} CPU ms/row |`,
    );
    console.log('');
  } finally {
    if (suite) await stopAll([suite]);
    sink.child.kill();
    await pg.end().catch(() => undefined);
    await dropScratchDatabase(db);
    if (ownServer) await stopEmbeddedPostgres();
  }
}

module.exports = { runAutorespondersBench };

if (require.main === module) {
  runAutorespondersBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
