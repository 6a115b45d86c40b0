#!/usr/bin/env node
// Audience snapshot (issue 9, "Performance"): a campaign's audience of BENCH_AUDIENCE_SIZE subscribers (default
// 1,000,000), each with a custom field value, snapshotted into the campaign's recipient queue (lists pages the
// audience over the in-process bus, campaigns writes each page). Two audiences: one list, and two lists whose
// addresses overlap by a tenth (the dedupe path: the same number of distinct addresses). Prints rows/s beside the
// anchor measured in the same run: one hand-written INSERT … SELECT of the same rows (values included) into a
// table shaped like the recipient queue. Sending is kept out of the way: the suite's SMTP_URL refuses connections.
// Run by `npm run bench` after the delivery bench (BENCH_SKIP_AUDIENCE=1 skips it) or alone:
// `node scripts/bench/audience-bench.js`.
'use strict';
const { createServer } = require('node:net');
const { randomBytes } = require('node:crypto');
const { Client } = require('pg');

const { createScratchDatabase, dropScratchDatabase, stopEmbeddedPostgres } = require('@mail/db');
const { ApiClient, seedUser } = require('@mail/testing');

const { benchPgServer, copyRows, cpuSeconds, rssMb, startBenchSuite } = require('./bench-utils');
const { insertCampaign, startCampaign } = require('./campaigns-bench');
const { waitFor, stopAll } = require('./processes');

const SIZE = Number(process.env.BENCH_AUDIENCE_SIZE ?? 1_000_000);
const PORT = Number(process.env.BENCH_AUDIENCE_PORT ?? 18298);

/** a port nothing listens on: the suite's sends are refused at once and wait, the snapshot runs alone */
function refusedPort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `count` subscribers on `listId` with a custom field value each; address i is `a<i>@…`, so lists can share addresses */
async function seedList(pg, listId, fieldId, from, count) {
  const [{ base }] = (await pg.query(`SELECT coalesce(max("id"), 0) + 1 AS base FROM "lists"."subscriber"`)).rows;
  const first = Number(base);
  await copyRows(
    pg,
    `COPY "lists"."subscriber" ("id", "list_id", "email", "status", "subscription_date", "optin_date", "source") FROM STDIN`,
    count,
    (i) => `${first + i}\t${listId}\ta${from + i}@inbox${(from + i) % 50}.example\tSubscribed\t2025-01-01 00:00:00\t2025-01-01 00:00:00\tImport`,
  );
  await pg.query(`SELECT setval(pg_get_serial_sequence('"lists"."subscriber"', 'id'), $1)`, [first + count]);
  await copyRows(pg, `COPY "lists"."custom_field_value" ("subscriber_id", "field_id", "value_text") FROM STDIN`, count, (i) => `${first + i}\t${fieldId}\tDE`);
}

async function seed(api, pg, adminKey) {
  const user = await seedUser(api, adminKey);
  const ok = async (command, params) => {
    const r = await api.legacy(command, { APIKey: user.apiKey, ...params });
    if (!r.body?.Success) throw new Error(`${command}: ${r.text.slice(0, 500)}`);
    return r.body;
  };
  // a merge-tag alias is unique per user: the first list's field has the one the bench email uses
  const list = async (name, alias) => {
    const { ListID } = await ok('List.Create', { SubscriberListName: name });
    const { CustomFieldID } = await ok('CustomField.Create', {
      SubscriberListID: ListID,
      FieldName: 'Country',
      FieldType: 'Single line',
      MergeTagAlias: alias,
    });
    return { id: Number(ListID), field: Number(CustomFieldID) };
  };
  const [one, left, right] = [await list('one list', 'Country'), await list('left', 'CountryLeft'), await list('right', 'CountryRight')];
  const overlap = Math.round(SIZE / 10);
  const leftSize = Math.round((SIZE + overlap) / 2);
  await seedList(pg, one.id, one.field, 0, SIZE);
  await seedList(pg, left.id, left.field, 0, leftSize);
  await seedList(pg, right.id, right.field, leftSize - overlap, SIZE + overlap - leftSize);
  await pg.query(`VACUUM ANALYZE "lists"."subscriber", "lists"."custom_field_value"`);
  await pg.query('CHECKPOINT');
  return {
    user,
    audiences: [
      { label: 'one list', lists: [one.id] },
      { label: 'two lists, a tenth of the addresses on both', lists: [left.id, right.id] },
    ],
  };
}

/** the anchor: the same rows, values included, written by one INSERT … SELECT into a table shaped like the recipient queue */
async function anchorInsert(pg, lists) {
  await pg.query(`DROP TABLE IF EXISTS "campaigns"."bench_anchor"`);
  await pg.query(`CREATE TABLE "campaigns"."bench_anchor" (LIKE "campaigns"."recipient" INCLUDING DEFAULTS INCLUDING INDEXES)`);
  const started = Date.now();
  const { rowCount } = await pg.query(
    `INSERT INTO "campaigns"."bench_anchor" ("campaign_id", "run", "subscriber_id", "list_id", "email_address", "fields")
     SELECT 0, 1, m."id", m."list_id", m."email", jsonb_build_object(
         'SubscriptionDate', coalesce(to_char(m."subscription_date", 'YYYY-MM-DD HH24:MI:SS'), ''), 'SubscriptionIP', coalesce(m."subscription_ip", ''),
         'OptInDate', coalesce(to_char(m."optin_date", 'YYYY-MM-DD HH24:MI:SS'), '')
       ) || coalesce((SELECT jsonb_object_agg('CustomField' || v."field_id", v."value_text") FROM "lists"."custom_field_value" v WHERE v."subscriber_id" = m."id"), '{}'::jsonb)
     FROM (SELECT DISTINCT ON (lower(s."email")) s.* FROM "lists"."subscriber" s WHERE s."list_id" = ANY($1::bigint[]) AND s."status" = 'Subscribed'
           ORDER BY lower(s."email"), s."id") m`,
    [lists],
  );
  const seconds = (Date.now() - started) / 1000;
  await pg.query(`DROP TABLE "campaigns"."bench_anchor"`);
  return { rows: rowCount, seconds };
}

async function snapshot(pg, suite, dbUrl, userId, lists) {
  const campaignId = await insertCampaign(pg, userId, lists.map((id) => `${id}:0`).join(','));
  const cpuBefore = cpuSeconds(suite.pid);
  let peakRss = rssMb(suite.pid);
  const started = Date.now();
  await startCampaign(dbUrl, campaignId);
  for (;;) {
    peakRss = Math.max(peakRss, rssMb(suite.pid));
    const [run] = (await pg.query(`SELECT "snapshot_done" FROM "campaigns"."campaign_run" WHERE "campaign_id" = $1`, [campaignId])).rows;
    if (run?.snapshot_done) break;
    if (Date.now() - started > 30 * 60_000) throw new Error('the snapshot did not finish within 30 minutes');
    await new Promise((r) => setTimeout(r, 200));
  }
  const seconds = (Date.now() - started) / 1000;
  const cpu = cpuSeconds(suite.pid) - cpuBefore;
  const [{ n }] = (await pg.query(`SELECT "total_recipients" AS n FROM "campaigns"."campaign" WHERE "id" = $1`, [campaignId])).rows;
  // stop the (refused) sends of this run before the next audience
  await pg.query(`UPDATE "campaigns"."campaign" SET "status" = 'Paused' WHERE "id" = $1`, [campaignId]);
  return { rows: Number(n), seconds, cpu, peakRss };
}

async function runAudienceBench({ server } = {}) {
  const ownServer = !server;
  server = await benchPgServer(server);
  const db = await createScratchDatabase(server, 'bench_audience');
  const adminKey = `bench-${randomBytes(8).toString('hex')}`;
  const pg = new Client({ connectionString: db.url });
  let suite;
  try {
    suite = startBenchSuite({
      databaseUrl: db.url,
      adminKey,
      port: PORT,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${await refusedPort()}`,
        PUBLIC_BASE_URL: 'https://mail.shop.example',
      },
    });
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(async () => (await fetch(`${base}/readyz`)).status === 200, 120_000);
    await pg.connect();
    let t = Date.now();
    const { user, audiences } = await seed(new ApiClient(base), pg, adminKey);
    console.log(
      `audience bench: seeded ${SIZE} + ${SIZE + Math.round(SIZE / 10)} subscribers with a custom field in ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );
    const rows = [];
    for (const audience of audiences) {
      const anchor = await anchorInsert(pg, audience.lists);
      const run = await snapshot(pg, suite, db.url, user.userId, audience.lists);
      rows.push({ ...audience, anchor, run });
    }
    console.log(`\nAudience snapshot: ${SIZE} subscribers with a custom field value each, in-process suite\n`);
    console.log('| audience | rows | time | rows/s | suite CPU s | peak RSS (suite) | anchor: one INSERT … SELECT (same run) | vs anchor |');
    console.log('|---|---:|---:|---:|---:|---:|---|---:|');
    for (const { label, anchor, run } of rows) {
      const rate = Math.round(run.rows / run.seconds);
      const anchorRate = Math.round(anchor.rows / anchor.seconds);
      console.log(
        `| ${label} | ${run.rows} | ${run.seconds.toFixed(1)} s | ${rate} | ${run.cpu.toFixed(1)} | ${run.peakRss} MB | ${anchor.rows} rows in ${anchor.seconds.toFixed(1)} s, ${anchorRate} rows/s | ${((rate / anchorRate) * 100).toFixed(0)} % |`,
      );
    }
    console.log('');
  } finally {
    if (suite) await stopAll([suite]);
    await pg.end().catch(() => undefined);
    await dropScratchDatabase(db);
    if (ownServer) await stopEmbeddedPostgres();
  }
}

module.exports = { runAudienceBench };

if (require.main === module) {
  runAudienceBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
