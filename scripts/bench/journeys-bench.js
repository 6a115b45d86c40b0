#!/usr/bin/env node
// Journeys engine (issue 13, "Performance"): BENCH_JOURNEYS_SIZE subscribers (default 100,000) carrying a tag are
// bulk-triggered (journey.bulk_trigger through the edge) into a 3-step journey: AddTag → Wait 1 second →
// UpdateCustomFieldValue, run by the in-process suite. Prints enrolments/s (the bulk trigger's answer), steps/s
// from the trigger until every enrolment completed (three steps each), the p50/p99 lateness of the waits (when
// each wait ended against when it was due) and the suite's RSS at start, peak and end. The anchor, in the same
// run: one INSERT … SELECT writing a row per subscriber into a table shaped like the enrolments. Enrol time runs from
// the bulk trigger to the last enrolment written (a large audience is enrolled by page jobs after the answer).
// Run by `npm run bench` (BENCH_SKIP_JOURNEYS=1 skips it) or alone: `node scripts/bench/journeys-bench.js`.
'use strict';
const { randomBytes } = require('node:crypto');
const { Client } = require('pg');

const { createScratchDatabase, dropScratchDatabase, stopEmbeddedPostgres } = require('@mail/db');
const { ApiClient, seedUser } = require('@mail/testing');

const { benchPgServer, copyRows, cpuSeconds, rssMb, serverCpuSeconds, startBenchSuite } = require('./bench-utils');
const { waitFor, stopAll } = require('./processes');

const SIZE = Number(process.env.BENCH_JOURNEYS_SIZE ?? 100_000);
const PORT = Number(process.env.BENCH_JOURNEYS_PORT ?? 18299);
const STEPS = 3;

async function seed(api, pg, adminKey) {
  const user = await seedUser(api, adminKey);
  const ok = async (command, params) => {
    const r = await api.legacy(command, { APIKey: user.apiKey, ...params });
    if (!r.body?.Success) throw new Error(`${command}: ${r.text.slice(0, 500)}`);
    return r.body;
  };
  const v1 = async (method, path, params) => {
    const r = await api.v1(method, path, params, { bearer: user.apiKey });
    if (r.status !== 200) throw new Error(`${path}: ${r.text.slice(0, 500)}`);
    return r.body;
  };
  const listId = Number((await ok('List.Create', { SubscriberListName: 'journeys bench' })).ListID);
  const fieldId = Number((await ok('CustomField.Create', { SubscriberListID: listId, FieldName: 'Stage', FieldType: 'Single line' })).CustomFieldID);
  const tag = async (name) => Number((await ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: name })).TagID);
  const [entry, done] = [await tag('entry'), await tag('done')];
  const [{ base }] = (await pg.query(`SELECT coalesce(max("id"), 0) + 1 AS base FROM "lists"."subscriber"`)).rows;
  const first = Number(base);
  await copyRows(
    pg,
    `COPY "lists"."subscriber" ("id", "list_id", "email", "status", "subscription_date", "optin_date", "source") FROM STDIN`,
    SIZE,
    (i) => `${first + i}\t${listId}\tj${i}@inbox${i % 50}.example\tSubscribed\t2025-01-01 00:00:00\t2025-01-01 00:00:00\tImport`,
  );
  await pg.query(`SELECT setval(pg_get_serial_sequence('"lists"."subscriber"', 'id'), $1)`, [first + SIZE]);
  await copyRows(pg, `COPY "lists"."subscriber_tag" ("tag_id", "subscriber_id") FROM STDIN`, SIZE, (i) => `${entry}\t${first + i}`);
  await pg.query(`VACUUM ANALYZE "lists"."subscriber", "lists"."subscriber_tag"`);
  const { JourneyID } = await v1('POST', 'journey', { Name: 'bench' });
  await v1('PATCH', 'journey.actions', {
    JourneyID,
    Actions: [
      { Action: 'AddTag', Published: true, ActionParameters: { TargetTagID: done } },
      { Action: 'Wait', Published: true, ActionParameters: { WaitUnit: 'seconds', WaitAmount: 1 } },
      { Action: 'UpdateCustomFieldValue', Published: true, ActionParameters: { TargetCustomFieldID: fieldId, NewCustomFieldValue: 'done' } },
    ],
  });
  await v1('GET', 'journey.enable', { JourneyID });
  return { ok, journeyId: Number(JourneyID), listId, entry };
}

async function anchorInsert(pg, listId) {
  await pg.query(`CREATE TABLE "journeys"."bench_anchor" (LIKE "journeys"."enrolment" INCLUDING DEFAULTS)`);
  const started = Date.now();
  const cpu0 = await serverCpuSeconds(pg);
  const { rowCount } = await pg.query(
    `INSERT INTO "journeys"."bench_anchor" ("id", "user_id", "journey_id", "subscriber_id", "list_id", "email") SELECT s."id", 0, 0, s."id", s."list_id", s."email" FROM "lists"."subscriber" s WHERE s."list_id" = $1`,
    [listId],
  );
  const seconds = (Date.now() - started) / 1000;
  const pgMsPerRow = (((await serverCpuSeconds(pg)) - cpu0) * 1000) / Math.max(1, rowCount);
  await pg.query(`DROP TABLE "journeys"."bench_anchor"`);
  return { rows: rowCount, seconds, pgMsPerRow };
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0);

async function runJourneysBench({ server } = {}) {
  const ownServer = !server;
  server = await benchPgServer(server);
  const db = await createScratchDatabase(server, 'bench_journeys');
  const adminKey = `bench-${randomBytes(8).toString('hex')}`;
  const pg = new Client({ connectionString: db.url });
  let suite;
  try {
    suite = startBenchSuite({ databaseUrl: db.url, adminKey, port: PORT });
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(async () => (await fetch(`${base}/readyz`)).status === 200, 120_000);
    await pg.connect();
    const { ok, journeyId, listId, entry } = await seed(new ApiClient(base), pg, adminKey);
    const anchor = await anchorInsert(pg, listId);
    const rss = { start: rssMb(suite.pid), peak: rssMb(suite.pid) };
    const cpuBefore = { suite: cpuSeconds(suite.pid), pg: await serverCpuSeconds(pg) };
    const started = Date.now();
    const answer = await ok('journey.bulk_trigger', { journeyids: [journeyId], trigger: { type: 'Tag', trigger_listid: listId, trigger_tagids: [entry] } });
    if (answer.TotalEnrolled !== SIZE) throw new Error(`enrolled ${answer.TotalEnrolled}, expected ${SIZE}`);
    for (;;) {
      rss.peak = Math.max(rss.peak, rssMb(suite.pid));
      const [{ n }] = (await pg.query(`SELECT count(*) AS n FROM "journeys"."enrolment" WHERE "journey_id" = $1 AND "status" <> 'Active'`, [journeyId])).rows;
      if (Number(n) >= SIZE) break;
      if (Date.now() - started > 30 * 60_000) throw new Error(`only ${n} enrolments ended after 30 minutes`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const seconds = (Date.now() - started) / 1000;
    // CPU per step (the suite's process and the PostgreSQL server's), not wall time: the machine is shared
    const cpuMs = {
      suite: ((cpuSeconds(suite.pid) - cpuBefore.suite) * 1000) / (SIZE * STEPS),
      pg: (((await serverCpuSeconds(pg)) - cpuBefore.pg) * 1000) / (SIZE * STEPS),
    };
    rss.end = rssMb(suite.pid);
    // a large audience is enrolled by page jobs after the answer: the last enrolment's start ends the enrolling
    const [{ last }] = (
      await pg.query(`SELECT extract(epoch FROM max("started_at")) * 1000 AS last FROM "journeys"."enrolment" WHERE "journey_id" = $1`, [journeyId])
    ).rows;
    const enrolSeconds = Math.max(0.001, (Number(last) - started) / 1000);
    const lateness = (
      await pg.query(
        `SELECT extract(epoch FROM "waited_at" - "wait_until") * 1000 AS ms FROM "journeys"."enrolment" WHERE "journey_id" = $1 AND "waited_at" IS NOT NULL ORDER BY 1`,
        [journeyId],
      )
    ).rows.map((r) => Number(r.ms));
    if (process.env.BENCH_JOURNEYS_PHASES === '1')
      console.log(
        (
          await pg.query(
            `SELECT extract(epoch FROM min("started_at")) AS enrol_from, extract(epoch FROM max("started_at")) AS enrol_to,
               extract(epoch FROM max("wait_until")) - 1 AS tagged_to, extract(epoch FROM max("waited_at")) AS waited_to, extract(epoch FROM max("ended_at")) AS ended_to
             FROM "journeys"."enrolment" WHERE "journey_id" = $1`,
            [journeyId],
          )
        ).rows[0],
      );
    const [{ n: completed }] = (
      await pg.query(`SELECT count(*) AS n FROM "journeys"."enrolment" WHERE "journey_id" = $1 AND "status" = 'Completed'`, [journeyId])
    ).rows;
    console.log(`\nJourneys: ${SIZE} subscribers bulk-triggered into AddTag → Wait 1 s → UpdateCustomFieldValue, in-process suite\n`);
    console.log(
      '| enrolled | enrol time | enrolments/s | completed | total time | steps/s | CPU ms/step suite / PostgreSQL | wait lateness p50 / p99 | RSS start / peak / end | anchor: one INSERT … SELECT (same run) |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---|---|---|---|');
    console.log(
      `| ${answer.TotalEnrolled} | ${enrolSeconds.toFixed(1)} s | ${Math.round(SIZE / enrolSeconds)} | ${completed} | ${seconds.toFixed(1)} s | ${Math.round((SIZE * STEPS) / seconds)} | ${cpuMs.suite.toFixed(3)} / ${cpuMs.pg.toFixed(3)} | ` +
        `${Math.round(percentile(lateness, 50))} ms / ${Math.round(percentile(lateness, 99))} ms | ${rss.start} / ${rss.peak} / ${rss.end} MB | ` +
        `${anchor.rows} rows in ${anchor.seconds.toFixed(2)} s, ${Math.round(anchor.rows / anchor.seconds)} rows/s, PostgreSQL ${anchor.pgMsPerRow.toFixed(4)} CPU ms/row |`,
    );
    console.log('');
  } finally {
    if (suite) await stopAll([suite]);
    await pg.end().catch(() => undefined);
    await dropScratchDatabase(db);
    if (ownServer) await stopEmbeddedPostgres();
  }
}

module.exports = { runJourneysBench };

if (require.main === module) {
  runJourneysBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
