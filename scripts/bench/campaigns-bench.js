#!/usr/bin/env node
// Campaign delivery (issue 9, "Performance"): a personalised ~4 KB HTML campaign (subscriber's address, one
// custom field, the unsubscribe link, ten tracked links) to BENCH_CAMPAIGN_SIZE recipients (default 100,000),
// delivered by the in-process suite to a local SMTP sink (smtp-server in its own process, counting). Beside it,
// in the same run and to the same sink, the anchors: a pooled nodemailer loop sending one pre-built message, and
// the suite's own SMTP client (libs/mail SmtpClient) sending the same message.
// Prints msg/s from Sending to Sent, CPU ms per message and the suite process's memory over the send (peak RSS less its
// RSS at the start, and the V8 heap in use at the start and at its peak, as heap-probe.js reports it from inside the
// suite; goal of issue 25: peak − start ≤ 100 MB); then Campaign.Get with
// statistics of that campaign under load (BENCH_CONNECTIONS, default 50) beside User.Current through the same suite,
// after engagement is recorded for it (opens by 35 % of the recipients, clicks by 8 % over its ten links, machine
// opens, web views and unsubscriptions, over three days: BENCH_SKIP_ENGAGEMENT=1 leaves it without), with the CPU
// milliseconds per request of the suite and of PostgreSQL, and Campaign.Get without statistics (what the command
// itself costs). Where the server preloads pg_stat_statements, each Campaign.Get window also prints its top statements
// per request. BENCH_CAMPAIGN_GET_ONLY=1 runs only the Campaign.Get part (the campaign is still sent, without the
// delivery's anchors); BENCH_CAMPAIGN_GET_PAIRS=n measures n pairs of windows (Campaign.Get with statistics, then
// User.Current) and prints the median ratio; BENCH_CAMPAIGN_GET_EXPLAIN=1 adds EXPLAIN (ANALYZE, BUFFERS) of its statement.
// Run by `npm run bench` (BENCH_SKIP_CAMPAIGNS=1 skips it) or alone: `node scripts/bench/campaigns-bench.js`.
'use strict';
const { randomBytes } = require('node:crypto');
const { rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { Client } = require('pg');
const nodemailer = require('nodemailer');
const MailComposer = require('nodemailer/lib/mail-composer');

const { createScratchDatabase, dropScratchDatabase, stopEmbeddedPostgres } = require('@mail/db');
const { JobQueue, JobsRuntime } = require('@mail/jobs');
const { SmtpClient } = require('@mail/mail');
const { ApiClient, seedUser } = require('@mail/testing');

const { DispatchCampaigns } = require('../../apps/campaigns/dist/delivery/delivery.jobs');
const { benchPgServer, copyRows, cpuSeconds, heapUsedMb, rssMb, serverCpuSeconds, startBenchSuite } = require('./bench-utils');
const { load } = require('./load');
const { waitFor, stopAll } = require('./processes');
const { startSink, sinkCount } = require('./sink');

const SIZE = Number(process.env.BENCH_CAMPAIGN_SIZE ?? 100_000);
const ANCHOR_SIZE = Number(process.env.BENCH_ANCHOR_SIZE ?? Math.min(SIZE, 30_000));
const PORT = Number(process.env.BENCH_CAMPAIGNS_PORT ?? 18297);
const POOL = Number(process.env.SMTP_MAX_CONNECTIONS ?? 5);
const TARGET = 4500;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const GET_ONLY = Boolean(process.env.BENCH_CAMPAIGN_GET_ONLY);
// BENCH_CAMPAIGN_GET_PAIRS: windows of Campaign.Get with statistics, each followed by one of User.Current (default 1)
const PAIRS = Number(process.env.BENCH_CAMPAIGN_GET_PAIRS ?? 1);
const COUNTRIES = ['TR', 'US', 'DE', 'FR', 'GB', 'NL', 'ES', 'IT', 'PL', 'SE'];

const paragraph = (i) =>
  `<p style="font-family:Arial,sans-serif;font-size:15px;line-height:22px;color:#333333;margin:0 0 14px">Section ${i}: our spring collection is here, ` +
  `with new colours and fabrics picked for the season. <a href="https://shop.example/spring/${i}?utm_source=newsletter&amp;utm_medium=email" style="color:#0a66c2">See the range</a>.</p>\n`;
const HTML =
  `<!doctype html><html><head><meta charset="utf-8"><title>Spring</title></head><body style="margin:0;padding:0;background:#f4f4f4">\n` +
  `<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center"><table role="presentation" width="600" style="background:#ffffff;padding:24px">\n` +
  `<tr><td><h1 style="font-family:Arial,sans-serif;color:#111111">Hello {{ Subscriber:Country|"friend" }} reader</h1>\n` +
  `<p style="font-family:Arial,sans-serif">This message was sent to %Subscriber:EmailAddress% because you subscribed to our list.</p>\n` +
  [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(paragraph).join('') +
  `<p style="font-family:Arial,sans-serif;font-size:12px;color:#888888">Shop Example, 1 Market Street, Springfield. ` +
  `<a href="%Link:WebBrowser%">View in browser</a> · <a href="%Link:Unsubscribe%">Unsubscribe</a></p>\n</td></tr></table></td></tr></table></body></html>`;

/** the message the anchors send, built once */
function anchorMessage() {
  return new MailComposer({ from: 'news@shop.example', to: 'x@example.com', subject: 'Spring', html: HTML.replace(/%|\{\{[^}]*\}\}/g, ''), text: 'Spring' })
    .compile()
    .build();
}

/** one pre-built message sent ANCHOR_SIZE times through `send`, a window of 4 messages per pool connection */
async function sendMany(send) {
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  let next = 0;
  const lane = async () => {
    while (next < ANCHOR_SIZE) await send(`a${next++}@anchor.example`);
  };
  await Promise.all(Array.from({ length: POOL * 4 }, lane));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const used = process.cpuUsage(cpu);
  return { rate: Math.round(ANCHOR_SIZE / seconds), cpuMs: (used.user + used.system) / 1000 / ANCHOR_SIZE };
}

/** the anchor: nodemailer's pool (the same size) sending one pre-built message */
async function nodemailerAnchor(sink) {
  const transport = nodemailer.createTransport({ url: sink.url, pool: true, maxConnections: POOL, maxMessages: Infinity });
  const raw = await anchorMessage();
  const run = await sendMany((to) => transport.sendMail({ envelope: { from: 'bounces@shop.example', to: [to] }, raw }));
  transport.close();
  return { ...run, size: raw.length };
}

/** the second anchor: the suite's own SMTP client (SMTP_CLIENT=pipelined) sending the same pre-built message, without the pipeline */
async function clientAnchor(sink) {
  const client = new SmtpClient({ url: sink.url, maxConnections: POOL });
  const raw = (await anchorMessage()).toString();
  const run = await sendMany((to) => client.send({ from: 'bounces@shop.example', to }, raw));
  await client.close();
  return run;
}

async function seed(api, pg, adminKey) {
  const user = await seedUser(api, adminKey);
  const ok = async (command, params) => {
    const r = await api.legacy(command, { APIKey: user.apiKey, ...params });
    if (!r.body?.Success) throw new Error(`${command}: ${r.text.slice(0, 500)}`);
    return r.body;
  };
  const { ListID } = await ok('List.Create', { SubscriberListName: 'bench campaign' });
  const { CustomFieldID } = await ok('CustomField.Create', {
    SubscriberListID: ListID,
    FieldName: 'Country',
    FieldType: 'Single line',
    MergeTagAlias: 'Country',
  });
  const [{ base }] = (await pg.query(`SELECT coalesce(max("id"), 0) + 1000 AS base FROM "lists"."subscriber"`)).rows;
  const first = Number(base);
  await copyRows(
    pg,
    `COPY "lists"."subscriber" ("id", "list_id", "email", "status", "subscription_date", "optin_date", "source") FROM STDIN`,
    SIZE,
    (i) => `${first + i}\t${ListID}\tr${i}@inbox${i % 50}.example\tSubscribed\t2025-01-01 00:00:00\t2025-01-01 00:00:00\tImport`,
  );
  await pg.query(`SELECT setval(pg_get_serial_sequence('"lists"."subscriber"', 'id'), $1)`, [first + SIZE]);
  await copyRows(
    pg,
    `COPY "lists"."custom_field_value" ("subscriber_id", "field_id", "value_text") FROM STDIN`,
    SIZE,
    (i) => `${first + i}\t${CustomFieldID}\t${COUNTRIES[i % 10]}`,
  );
  await pg.query(`VACUUM ANALYZE "lists"."subscriber", "lists"."custom_field_value"`);
  const campaignId = await insertCampaign(pg, user.userId, `${ListID}:0`);
  await pg.query('CHECKPOINT');
  return { user, campaignId };
}

/** a Ready campaign of the bench's email to `recipients` ('listId:segmentId' pairs) */
async function insertCampaign(pg, userId, recipients) {
  const [{ id: emailId }] = (
    await pg.query(
      `INSERT INTO "campaigns"."email" ("user_id", "name", "subject", "from_name", "from_email", "html_content", "content_type")
       VALUES ($1, 'bench', 'Spring picks for %Subscriber:EmailAddress% in {{ Subscriber:Country }}', 'Shop Example', 'news@shop.example', $2, 'Both') RETURNING "id"`,
      [userId, HTML],
    )
  ).rows;
  const [{ id }] = (
    await pg.query(
      `INSERT INTO "campaigns"."campaign" ("user_id", "name", "status", "email_id", "schedule_type", "recipient_lists_and_segments")
       VALUES ($1, 'bench', 'Ready', $2, 'Immediate', $3) RETURNING "id"`,
      [userId, emailId, recipients],
    )
  ).rows;
  return Number(id);
}

/** starts the campaign now, as DeliveryScheduler.startNow does when a command asks */
async function startCampaign(url, campaignId) {
  const runtime = await new JobsRuntime({ service: 'campaigns', url, pollingIntervalSeconds: 1 }).start();
  await new JobQueue(runtime).send(DispatchCampaigns, { campaignId });
  await runtime.stop();
}

// one event per recipient picked by `pick` (on the recipient id), at a time spread over the three days after its send
const ENGAGEMENT = [
  { kind: 'open', bot: false, pick: '"id" % 20 < 7', detail: '' },
  { kind: 'open', bot: false, pick: '"id" % 20 < 2', detail: '' },
  { kind: 'open', bot: true, pick: '"id" % 20 BETWEEN 5 AND 9', detail: 'scanner:prefetch' },
  { kind: 'click', bot: false, pick: '"id" % 25 < 2', detail: '' },
  { kind: 'click', bot: false, pick: '"id" % 50 = 0', detail: '' },
  { kind: 'click', bot: true, pick: '"id" % 40 = 3', detail: 'scanner:burst' },
  { kind: 'view', bot: false, pick: '"id" % 100 = 1', detail: '' },
  { kind: 'unsubscribe', bot: false, pick: '"id" % 300 = 2', detail: '' },
];

/**
 * Records the campaign's engagement as the tracking endpoints would (tracking_event rows), then whatever the
 * installed build derives from them: the campaign's event counters when it keeps them (statistics/event-tally.ts).
 */
async function seedEngagement(pg, campaignId) {
  const [{ links }] = (await pg.query(`SELECT array_agg("id" ORDER BY "id") AS links FROM "campaigns"."link" WHERE "campaign_id" = $1`, [campaignId])).rows;
  for (const e of ENGAGEMENT) {
    await pg.query(
      `INSERT INTO "campaigns"."tracking_event" ("campaign_id", "run", "recipient_id", "subscriber_id", "list_id", "kind", "link_id", "is_bot", "detail", "occurred_at")
       SELECT "campaign_id", "run", "id", "subscriber_id", "list_id", $2, CASE WHEN $2 = 'click' THEN ($4::bigint[])[1 + "id" % cardinality($4::bigint[])] END, $3, $5,
              coalesce("sent_at", now()) + make_interval(secs => ("id" * 7919) % 259200)
       FROM "campaigns"."recipient" WHERE "campaign_id" = $1 AND "state" = 'sent' AND ${e.pick}`,
      [campaignId, e.kind, e.bot, links ?? [], e.detail],
    );
  }
  let tally;
  try {
    tally = require('../../apps/campaigns/dist/statistics/event-tally').EVENT_TALLY_BACKFILL;
  } catch {
    tally = undefined;
  }
  if (tally) await pg.query(tally, [[campaignId]]);
  await pg.query(`VACUUM ANALYZE "campaigns"."tracking_event"`);
  const [{ n }] = (await pg.query(`SELECT count(*)::int AS n FROM "campaigns"."tracking_event" WHERE "campaign_id" = $1`, [campaignId])).rows;
  return { events: n, tally: Boolean(tally) };
}

/** one load run, with the CPU ms per answered request of the suite and of PostgreSQL */
async function measuredLoad(options, suitePid, pg, statements = false) {
  if (statements) await pg.query('SELECT pg_stat_statements_reset()');
  const [suite, server] = [cpuSeconds(suitePid), await serverCpuSeconds(pg)];
  const run = await load(options);
  const per = (seconds) => ((seconds * 1000) / Math.max(1, run.total)).toFixed(2);
  const measured = { ...run, suiteCpu: per(cpuSeconds(suitePid) - suite), pgCpu: per((await serverCpuSeconds(pg)) - server) };
  if (statements) {
    // backends publish their counters within a second
    await new Promise((r) => setTimeout(r, 1200));
    const n = Math.max(1, run.total);
    const { rows } = await pg.query(
      `SELECT calls::float8 AS calls, plans::float8 AS plans, total_exec_time::float8 AS exec, total_plan_time::float8 AS plan, shared_blks_hit::float8 AS hit,
              left(regexp_replace(query, '\\s+', ' ', 'g'), 120) AS query
       FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT LIKE '%pg_stat_statements%'
       ORDER BY total_exec_time + total_plan_time DESC LIMIT 5`,
    );
    measured.top = rows.map(
      (r) =>
        `${(r.calls / n).toFixed(2)} calls (${r.plans} plans), exec ${(r.exec / Math.max(1, r.calls)).toFixed(3)} ms/call, plan ${(r.plan / n).toFixed(3)} ms/req, ${(r.hit / Math.max(1, r.calls)).toFixed(1)} buffers/call: ${r.query}`,
    );
  }
  return measured;
}

/** Campaign.Get with statistics of the campaign just sent, beside User.Current through the same suite (the anchor) */
async function campaignGetLoad(base, apiKey, campaignId, { suitePid, pg, engagement }) {
  const request = (params) => ({
    url: `${base}/api.php`,
    body: new URLSearchParams({ APIKey: apiKey, ...params }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    connections: CONNECTIONS,
  });
  const get = request({ Command: 'Campaign.Get', CampaignID: String(campaignId), RetrieveStatistics: 'true', RetrieveTags: 'true' });
  const plain = request({ Command: 'Campaign.Get', CampaignID: String(campaignId) });
  const current = request({ Command: 'User.Current' });
  const probe = await (await fetch(get.url, { method: 'POST', body: get.body, headers: get.headers })).json();
  if (!probe.Success || !probe.Campaign?.Statistics) throw new Error(`Campaign.Get: ${JSON.stringify(probe).slice(0, 300)}`);
  const statements = await statementStats(pg);
  await load({ ...get, duration: 2 });
  const getRun = await measuredLoad({ ...get, duration: DURATION }, suitePid, pg, statements);
  const plainRun = await measuredLoad({ ...plain, duration: DURATION }, suitePid, pg, statements);
  await load({ ...current, duration: 2 });
  const anchorRun = await measuredLoad({ ...current, duration: DURATION }, suitePid, pg, statements);
  console.log(
    `Campaign.Get with statistics (${SIZE} recipients; ${engagement.events} tracking events${engagement.tally ? ', counters rebuilt from them' : ''}), ${CONNECTIONS} connections, ${DURATION} s each, in-process suite\n`,
  );
  console.log('| scenario | req/s | p50 ms | p99 ms | errors | CPU ms/req suite, PostgreSQL | anchor: User.Current, same suite | p99 vs anchor |');
  console.log('|---|---:|---:|---:|---:|---:|---|---:|');
  console.log(
    [
      ['Campaign.Get, RetrieveStatistics + RetrieveTags', getRun],
      ['Campaign.Get, no statistics or tags (the command alone)', plainRun],
    ]
      .map(
        ([name, run]) =>
          `| ${name} | ${run.rps} | ${run.p50} | ${run.p99} | ${run.errors} | ${run.suiteCpu}, ${run.pgCpu} | ${anchorRun.rps} req/s, p50 ${anchorRun.p50} ms, p99 ${anchorRun.p99} ms, CPU ms/req ${anchorRun.suiteCpu}, ${anchorRun.pgCpu} | ${(run.p99 / Math.max(1, anchorRun.p99)).toFixed(2)}× |`,
      )
      .join('\n') + '\n',
  );
  // on a shared machine one window can fall on another process's burst: more pairs of windows, each get beside its anchor
  const ratios = [(getRun.p99 / Math.max(1, anchorRun.p99)).toFixed(2)];
  for (let round = 2; round <= PAIRS; round++) {
    const again = await measuredLoad({ ...get, duration: DURATION }, suitePid, pg);
    const anchor = await measuredLoad({ ...current, duration: DURATION }, suitePid, pg);
    ratios.push((again.p99 / Math.max(1, anchor.p99)).toFixed(2));
    console.log(
      `pair ${round}: Campaign.Get with statistics and tags ${again.rps} req/s, p50 ${again.p50} ms, p99 ${again.p99} ms, CPU ms/req ${again.suiteCpu}, ${again.pgCpu}; User.Current ${anchor.rps} req/s, p99 ${anchor.p99} ms: ${ratios.at(-1)}×`,
    );
  }
  if (PAIRS > 1) console.log(`p99 vs anchor per pair: ${ratios.join('×, ')}×; median ${[...ratios].sort((a, b) => a - b)[Math.floor(ratios.length / 2)]}×\n`);
  for (const [name, run] of [
    ['Campaign.Get with statistics and tags', getRun],
    ['Campaign.Get alone', plainRun],
    ['User.Current', anchorRun],
  ])
    if (run.top) console.log(`${name}, pg_stat_statements per request:\n${run.top.map((line) => `  ${line}`).join('\n')}`);
  if (process.env.BENCH_CAMPAIGN_GET_EXPLAIN) await explainCampaignGet(pg, campaignId);
}

/** where the server preloads pg_stat_statements (ALTER SYSTEM on the bench's server; not the bench's doing): the extension in the bench database */
async function statementStats(pg) {
  const [{ on }] = (await pg.query(`SELECT current_setting('shared_preload_libraries') ~ 'pg_stat_statements' AS on`)).rows;
  if (on) await pg.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  return on;
}

/** EXPLAIN (ANALYZE, BUFFERS) of Campaign.Get's statement, as the service runs it: its generic plan, statistics and tags asked for */
async function explainCampaignGet(pg, campaignId) {
  const { campaignGetRead } = require('../../apps/campaigns/dist/campaigns/campaign-get/campaign-get.query');
  const [{ user_id: userId }] = (await pg.query(`SELECT "user_id" FROM "campaigns"."campaign" WHERE "id" = $1`, [campaignId])).rows;
  const execute = `EXECUTE campaign_get(${Number(campaignId)}, ${Number(userId)}, 15)`;
  await pg.query('SET plan_cache_mode = force_generic_plan');
  await pg.query(`PREPARE campaign_get AS ${campaignGetRead(true, true)}`);
  for (let i = 0; i < 20; i++) await pg.query(execute);
  const { rows } = await pg.query(`EXPLAIN (ANALYZE, BUFFERS) ${execute}`);
  console.log(
    `EXPLAIN (ANALYZE, BUFFERS) of Campaign.Get's statement (generic plan, statistics for 15 days and tags):\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`,
  );
  await pg.query('DEALLOCATE campaign_get');
  await pg.query('RESET plan_cache_mode');
}

async function runCampaignsBench({ server } = {}) {
  const ownServer = !server;
  server = await benchPgServer(server);
  const db = await createScratchDatabase(server, 'bench_campaigns');
  const sink = await startSink();
  const adminKey = `bench-${randomBytes(8).toString('hex')}`;
  const pg = new Client({ connectionString: db.url });
  const heapFile = join(tmpdir(), `campaigns-bench-heap-${process.pid}`);
  let suite;
  try {
    // BENCH_CAMPAIGN_GET_ONLY=1: the campaign is still sent (Campaign.Get reads its run), without the delivery's anchors and table
    const anchorRun = GET_ONLY ? undefined : await nodemailerAnchor(sink);
    if (anchorRun)
      console.log(
        `campaigns bench: anchor (pooled nodemailer, pre-built ${anchorRun.size}-byte message, ${POOL} connections): ${anchorRun.rate} msg/s, ${anchorRun.cpuMs.toFixed(3)} CPU ms/msg`,
      );
    const clientRun = GET_ONLY ? undefined : await clientAnchor(sink);
    if (clientRun)
      console.log(`campaigns bench: second anchor (SmtpClient, the same message and pool): ${clientRun.rate} msg/s, ${clientRun.cpuMs.toFixed(3)} CPU ms/msg`);
    sink.child.send('reset');
    suite = startBenchSuite({
      databaseUrl: db.url,
      adminKey,
      port: PORT,
      env: {
        SMTP_URL: sink.url,
        SMTP_MAX_CONNECTIONS: String(POOL),
        PUBLIC_BASE_URL: 'https://mail.shop.example',
        BOUNCE_DOMAIN: 'bounces.shop.example',
        BOUNCE_SMTP_PORT: process.env.BOUNCE_SMTP_PORT ?? '0',
        HEAP_PROBE_FILE: heapFile,
      },
      nodeArgs: ['--require', join(__dirname, 'heap-probe.js')],
    });
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(async () => (await fetch(`${base}/readyz`)).status === 200, 120_000);
    await pg.connect();
    let t = Date.now();
    const { user, campaignId } = await seed(new ApiClient(base), pg, adminKey);
    console.log(`campaigns bench: seeded ${SIZE} subscribers with a custom field in ${((Date.now() - t) / 1000).toFixed(1)} s`);

    const cpuBefore = cpuSeconds(suite.pid);
    let peakRss = rssMb(suite.pid);
    const rssAtStart = peakRss;
    let peakHeap = heapUsedMb(heapFile);
    const heapAtStart = peakHeap;
    t = Date.now();
    await startCampaign(db.url, campaignId);
    let row;
    for (;;) {
      peakRss = Math.max(peakRss, rssMb(suite.pid));
      peakHeap = Math.max(peakHeap, heapUsedMb(heapFile) || 0);
      [row] = (
        await pg.query(
          `SELECT "status", "status_reason", "total_sent", "total_recipients", "send_started_at", "send_finished_at" FROM "campaigns"."campaign" WHERE "id" = $1`,
          [campaignId],
        )
      ).rows;
      if (['Sent', 'Failed'].includes(row.status)) break;
      if (Date.now() - t > 30 * 60_000) throw new Error(`campaign still ${row.status} after 30 minutes`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const cpu = cpuSeconds(suite.pid) - cpuBefore;
    const seconds = (row.send_finished_at - row.send_started_at) / 1000;
    const received = await sinkCount(sink);
    const [{ eps }] = (
      await pg.query(
        `SELECT count(*) / greatest(extract(epoch FROM max("sent_at") - min("sent_at")), 1) AS eps FROM "campaigns"."recipient" WHERE "campaign_id" = $1 AND "state" = 'sent'`,
        [campaignId],
      )
    ).rows;
    t = Date.now();
    await waitFor(async () => Number((await pg.query(`SELECT count(*) AS n FROM "campaigns"."outbox"`)).rows[0].n) === 0, 30 * 60_000);
    const drainSeconds = (Date.now() - t) / 1000;
    const rate = Math.round(row.total_sent / seconds);
    const grown = peakRss - rssAtStart;

    if (anchorRun && clientRun) {
      console.log(
        `\nCampaign delivery: ${SIZE} recipients, ~${Buffer.byteLength(HTML)} bytes of personalised HTML, in-process suite, SMTP_CLIENT=${process.env.SMTP_CLIENT ?? 'pipelined'}, ${POOL} SMTP connections\n`,
      );
      console.log(
        '| scenario | msg/s | time | CPU ms/msg (suite) | peak RSS − start (suite) | heapUsed start → peak | anchor (same run) | vs anchor | vs SmtpClient anchor | target | met |',
      );
      console.log('|---|---:|---:|---:|---:|---:|---|---:|---:|---|:-:|');
      console.log(
        `| campaign, Sending → Sent (${row.status}; ${row.total_sent} sent, ${received} at the sink) | ${rate} | ${seconds.toFixed(1)} s | ${((cpu * 1000) / row.total_sent).toFixed(3)} | ${grown} MB (${rssAtStart} → ${peakRss} MB) | ${heapAtStart} → ${peakHeap} MB | pooled nodemailer, pre-built: ${anchorRun.rate} msg/s, ${anchorRun.cpuMs.toFixed(3)} CPU ms/msg | ${((rate / anchorRun.rate) * 100).toFixed(0)} % | ${((rate / clientRun.rate) * 100).toFixed(0)} % (${clientRun.rate} msg/s, ${clientRun.cpuMs.toFixed(3)} CPU ms/msg) | ≥ ${TARGET} msg/s, ≤ 100 MB | ${rate >= TARGET ? 'yes' : 'NO'}, ${grown <= 100 ? 'yes' : 'NO'} |`,
      );
      console.log(
        `\nFirst to last message (CampaignThroughput.EmailsPerSecond): ${Math.round(Number(eps))} msg/s. Delivery events (outbox) drained ${drainSeconds.toFixed(1)} s after Sent.\n`,
      );
    }
    if (row.status !== 'Sent' || received !== SIZE) console.log(`NOTE: ${row.status} ${row.status_reason}; the sink counted ${received} of ${SIZE}`);
    const engagement = process.env.BENCH_SKIP_ENGAGEMENT ? { events: 0, tally: false } : await seedEngagement(pg, campaignId);
    await campaignGetLoad(base, user.apiKey, campaignId, { suitePid: suite.pid, pg, engagement });
  } finally {
    if (suite) await stopAll([suite]);
    rmSync(heapFile, { force: true });
    sink.child.kill();
    await pg.end().catch(() => undefined);
    await dropScratchDatabase(db);
    if (ownServer) await stopEmbeddedPostgres();
  }
}

module.exports = { runCampaignsBench, insertCampaign, startCampaign, nodemailerAnchor };

if (require.main === module) {
  runCampaignsBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
