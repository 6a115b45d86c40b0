#!/usr/bin/env node
// Campaign delivery (issue 9, "Performance"): a personalised ~4 KB HTML campaign (subscriber's address, one
// custom field, the unsubscribe link, ten tracked links) to BENCH_CAMPAIGN_SIZE recipients (default 100,000),
// delivered by the in-process suite to a local SMTP sink (smtp-server in its own process, counting). Beside it,
// in the same run and to the same sink, the anchors: a pooled nodemailer loop sending one pre-built message, and
// the suite's own SMTP client (libs/mail SmtpClient) sending the same message.
// Prints msg/s from Sending to Sent, CPU ms per message and the peak RSS of the suite process; then Campaign.Get with
// statistics of that campaign under load (BENCH_CONNECTIONS, default 50) beside User.Current through the same suite.
// Run by `npm run bench` (BENCH_SKIP_CAMPAIGNS=1 skips it) or alone: `node scripts/bench/campaigns-bench.js`.
'use strict';
const { randomBytes } = require('node:crypto');
const { Client } = require('pg');
const nodemailer = require('nodemailer');
const MailComposer = require('nodemailer/lib/mail-composer');

const { createScratchDatabase, dropScratchDatabase, stopEmbeddedPostgres } = require('@mail/db');
const { JobQueue, JobsRuntime } = require('@mail/jobs');
const { SmtpClient } = require('@mail/mail');
const { ApiClient, seedUser } = require('@mail/testing');

const { DispatchCampaigns } = require('../../apps/campaigns/dist/delivery/delivery.jobs');
const { benchPgServer, copyRows, cpuSeconds, rssMb, startBenchSuite } = require('./bench-utils');
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

/** Campaign.Get with statistics of the campaign just sent, beside User.Current through the same suite (the anchor) */
async function campaignGetLoad(base, apiKey, campaignId) {
  const request = (params) => ({
    url: `${base}/api.php`,
    body: new URLSearchParams({ APIKey: apiKey, ...params }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    connections: CONNECTIONS,
  });
  const get = request({ Command: 'Campaign.Get', CampaignID: String(campaignId), RetrieveStatistics: 'true', RetrieveTags: 'true' });
  const current = request({ Command: 'User.Current' });
  const probe = await (await fetch(get.url, { method: 'POST', body: get.body, headers: get.headers })).json();
  if (!probe.Success || !probe.Campaign?.Statistics) throw new Error(`Campaign.Get: ${JSON.stringify(probe).slice(0, 300)}`);
  await load({ ...get, duration: 2 });
  const getRun = await load({ ...get, duration: DURATION });
  await load({ ...current, duration: 2 });
  const anchorRun = await load({ ...current, duration: DURATION });
  console.log(`Campaign.Get with statistics (${SIZE} recipients), ${CONNECTIONS} connections, ${DURATION} s each, in-process suite\n`);
  console.log('| scenario | req/s | p50 ms | p99 ms | errors | anchor: User.Current, same suite | p99 vs anchor |');
  console.log('|---|---:|---:|---:|---:|---|---:|');
  console.log(
    `| Campaign.Get, RetrieveStatistics + RetrieveTags | ${getRun.rps} | ${getRun.p50} | ${getRun.p99} | ${getRun.errors} | ${anchorRun.rps} req/s, p50 ${anchorRun.p50} ms, p99 ${anchorRun.p99} ms | ${(getRun.p99 / Math.max(1, anchorRun.p99)).toFixed(2)}× |\n`,
  );
}

async function runCampaignsBench({ server } = {}) {
  const ownServer = !server;
  server = await benchPgServer(server);
  const db = await createScratchDatabase(server, 'bench_campaigns');
  const sink = await startSink();
  const adminKey = `bench-${randomBytes(8).toString('hex')}`;
  const pg = new Client({ connectionString: db.url });
  let suite;
  try {
    const anchorRun = await nodemailerAnchor(sink);
    console.log(
      `campaigns bench: anchor (pooled nodemailer, pre-built ${anchorRun.size}-byte message, ${POOL} connections): ${anchorRun.rate} msg/s, ${anchorRun.cpuMs.toFixed(3)} CPU ms/msg`,
    );
    const clientRun = await clientAnchor(sink);
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
      },
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
    t = Date.now();
    await startCampaign(db.url, campaignId);
    let row;
    for (;;) {
      peakRss = Math.max(peakRss, rssMb(suite.pid));
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

    console.log(
      `\nCampaign delivery: ${SIZE} recipients, ~${Buffer.byteLength(HTML)} bytes of personalised HTML, in-process suite, SMTP_CLIENT=${process.env.SMTP_CLIENT ?? 'pipelined'}, ${POOL} SMTP connections\n`,
    );
    console.log('| scenario | msg/s | time | CPU ms/msg (suite) | peak RSS (suite) | anchor (same run) | vs anchor | vs SmtpClient anchor | target | met |');
    console.log('|---|---:|---:|---:|---:|---|---:|---:|---|:-:|');
    console.log(
      `| campaign, Sending → Sent (${row.status}; ${row.total_sent} sent, ${received} at the sink) | ${rate} | ${seconds.toFixed(1)} s | ${((cpu * 1000) / row.total_sent).toFixed(3)} | ${peakRss} MB (${rssAtStart} MB before) | pooled nodemailer, pre-built: ${anchorRun.rate} msg/s, ${anchorRun.cpuMs.toFixed(3)} CPU ms/msg | ${((rate / anchorRun.rate) * 100).toFixed(0)} % | ${((rate / clientRun.rate) * 100).toFixed(0)} % (${clientRun.rate} msg/s, ${clientRun.cpuMs.toFixed(3)} CPU ms/msg) | ≥ ${TARGET} msg/s | ${rate >= TARGET ? 'yes' : 'NO'} |`,
    );
    console.log(
      `\nFirst to last message (CampaignThroughput.EmailsPerSecond): ${Math.round(Number(eps))} msg/s. Delivery events (outbox) drained ${drainSeconds.toFixed(1)} s after Sent.\n`,
    );
    if (row.status !== 'Sent' || received !== SIZE) console.log(`NOTE: ${row.status} ${row.status_reason}; the sink counted ${received} of ${SIZE}`);
    await campaignGetLoad(base, user.apiKey, campaignId);
  } finally {
    if (suite) await stopAll([suite]);
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
