#!/usr/bin/env node
// Lists at 1,000,000 subscribers (issue 4, "Performance"): run by `npm run bench` after the User.Current
// scenarios (BENCH_SKIP_LISTS=1 skips it), or alone: `node scripts/bench/lists-bench.js`.
// Boots the suite in-process (never NATS) against a fresh database, seeds BENCH_LIST_SIZE subscribers (default
// 1,000,000) in one list with COPY straight into the lists tables (setup, not measured), then measures through
// HTTP: List.Get, Subscriber.Get, Subscriber.Create, a 3-rule segment count (+ EXPLAIN), Subscriber.Tag by
// RulesJSON with concurrent List.Get, and a bulk import of BENCH_LIST_SIZE CSV rows via Subscribers.Import.
'use strict';
const { randomBytes } = require('node:crypto');
const { Client } = require('pg');
const autocannon = require('autocannon');

const { createScratchDatabase, dropScratchDatabase, stopEmbeddedPostgres } = require('@mail/db');
const { ApiClient, seedUser } = require('@mail/testing');

const { benchPgServer, copyRows, cpuSeconds, rssMb, serverCpuSeconds } = require('./bench-utils');
const { load } = require('./load');
const { startApp, startBare, waitFor, stopAll } = require('./processes');

const SIZE = Number(process.env.BENCH_LIST_SIZE ?? 1_000_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_LISTS_PORT ?? 18295);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? SIZE);
/** rows per Subscribers.Import call: the CSV travels as one parameter (edge body limit 32 MB, NATS 1 MB by default) */
const IMPORT_CHUNK = Number(process.env.BENCH_IMPORT_CHUNK ?? 250_000);
const COUNTRIES = ['TR', 'US', 'DE', 'FR', 'GB', 'NL', 'ES', 'IT', 'PL', 'SE'];
const TAG_EVERY = 5; // 20 % of the seeded subscribers carry the seed tag (i % 5 == 2)
const SUPPRESS_EVERY = 97;
/** which scenarios to run (comma list of get,create,segment,tag,import); all by default */
const ONLY = new Set((process.env.BENCH_LISTS_ONLY ?? 'get,create,segment,tag,import').split(',').map((s) => s.trim())); // ~1 % of the addresses are on the user's suppression list

const seedEmail = (i) => `s${i}@seed${i % 50}.example`;
const form = (params) =>
  Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

async function cannon(options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, pipelining: 1, method: 'POST', headers: FORM, ...options });
  const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors, total: result.requests.total };
}

/** The request-path anchor: a bare Fastify JSON route in its own process, measured in this run. */
async function measureBare() {
  const port = PORT + 10;
  const bare = await startBare(port);
  try {
    const request = { url: `http://127.0.0.1:${port}/bare`, body: '{"x":1}', headers: { 'content-type': 'application/json' }, connections: CONNECTIONS };
    await load({ ...request, duration: 2 });
    return await load({ ...request, duration: DURATION });
  } finally {
    await stopAll([bare]);
  }
}

/** median of n timed runs of fn */
async function timed(fn, n = 7) {
  const times = [];
  let value;
  for (let i = 0; i < n; i++) {
    const t = process.hrtime.bigint();
    value = await fn();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(n / 2)], min: times[0], max: times[n - 1], value };
}

async function runListsBench({ server, bare } = {}) {
  const ownServer = !server;
  // only the request-rate scenarios compare with bare Fastify
  if (['get', 'create', 'tag'].some((s) => ONLY.has(s))) bare ??= await measureBare();
  server = await benchPgServer(server);
  const db = await createScratchDatabase(server, 'bench_lists');
  const adminKey = `bench-${randomBytes(8).toString('hex')}`;
  const env = {
    DATABASE_URL: db.url,
    ADMIN_API_KEY: adminKey,
    ADMIN_PASSWORD: `bench-${randomBytes(8).toString('hex')}`,
    HOST: '127.0.0.1',
    DATA_DIR: '.data/bench-run',
    NATS_URL: '',
    PORT: String(PORT),
  };
  const suite = startApp('apps/suite/dist/main.js', env, 'suite');
  const pg = new Client({ connectionString: db.url });
  const results = [];
  const notes = [];
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const url = `${base}/api.php`;
    await waitFor(async () => (await fetch(`${base}/readyz`)).status === 200, 120_000);
    await pg.connect();
    const api = new ApiClient(base);
    const user = await seedUser(api, adminKey);
    const ok = async (command, params) => {
      const r = await api.legacy(command, { APIKey: user.apiKey, ...params });
      if (!r.body?.Success) throw new Error(`${command}: ${r.text.slice(0, 500)}`);
      return r.body;
    };
    const key = { APIKey: user.apiKey };

    // ---- setup: one list with SIZE subscribers, seeded with COPY (not measured) ----
    const { ListID } = await ok('List.Create', { SubscriberListName: 'bench 1M' });
    const { CustomFieldID } = await ok('CustomField.Create', { SubscriberListID: ListID, FieldName: 'Country', FieldType: 'Single line' });
    const { TagID } = await ok('Subscriber.Tags.Create', { SubscriberListID: ListID, Tag: 'seed' });
    const { TagID: BulkTagID } = await ok('Subscriber.Tags.Create', { SubscriberListID: ListID, Tag: 'bulk' });
    let started = Date.now();
    const [{ base: idBase }] = (await pg.query(`SELECT coalesce(max("id"), 0) + 1000 AS base FROM "lists"."subscriber"`)).rows;
    const first = Number(idBase);
    await copyRows(
      pg,
      `COPY "lists"."subscriber" ("id", "list_id", "email", "status", "subscription_date", "subscription_ip", "optin_date", "source") FROM STDIN`,
      SIZE,
      (i) => `${first + i}\t${ListID}\t${seedEmail(i)}\tSubscribed\t2025-01-01 00:00:00\t10.0.${(i >> 8) & 255}.${i & 255}\t2025-01-01 00:00:00\tImport`,
    );
    await pg.query(`SELECT setval(pg_get_serial_sequence('"lists"."subscriber"', 'id'), $1)`, [first + SIZE]);
    await copyRows(
      pg,
      `COPY "lists"."custom_field_value" ("subscriber_id", "field_id", "value_text") FROM STDIN`,
      SIZE,
      (i) => `${first + i}\t${CustomFieldID}\t${COUNTRIES[i % 10]}`,
    );
    await copyRows(pg, `COPY "lists"."subscriber_tag" ("tag_id", "subscriber_id") FROM STDIN`, SIZE, (i) =>
      i % TAG_EVERY === 2 ? `${TagID}\t${first + i}` : undefined,
    );
    await copyRows(pg, `COPY "lists"."suppression" ("user_id", "email", "source") FROM STDIN`, SIZE, (i) =>
      i % SUPPRESS_EVERY === 0 ? `${user.userId}\t${seedEmail(i)}\tImport` : undefined,
    );
    await copyRows(
      pg,
      `COPY "lists"."activity" ("user_id", "list_id", "subscriber_id", "activity_type", "parameters", "created_at") FROM STDIN`,
      SIZE,
      (i) => `${user.userId}\t${ListID}\t${first + i}\tsubscription\t{"Source":"Import"}\t2025-01-01 00:00:00`,
    );
    await pg.query(`UPDATE "lists"."list_counter" SET "subscribers" = "subscribers" + $2 WHERE "list_id" = $1 AND "slot" = 0`, [ListID, SIZE]);
    await pg.query(`VACUUM ANALYZE "lists"."subscriber", "lists"."custom_field_value", "lists"."subscriber_tag", "lists"."suppression", "lists"."activity"`);
    await pg.query('CHECKPOINT'); // the seed's WAL is flushed before anything is measured
    const seedMs = Date.now() - started;
    console.log(
      `lists bench: seeded ${SIZE} subscribers (+ field values, ${Math.ceil(SIZE / TAG_EVERY)} tags, ${Math.ceil(SIZE / SUPPRESS_EVERY)} suppressions, activity) in ${(seedMs / 1000).toFixed(1)} s`,
    );
    const listGet = (await ok('List.Get', { ListID })).List;
    if (Number(listGet?.SubscriberCount ?? SIZE) !== SIZE) notes.push(`List.Get SubscriberCount ${listGet?.SubscriberCount}`);

    // ---- List.Get ----
    const listGetBody = form({ Command: 'List.Get', ...key, ListID });
    if (ONLY.has('get')) {
      await cannon({ url, body: listGetBody, duration: 2 });
      results.push({
        label: 'List.Get',
        anchor: { label: 'bare Fastify', rps: bare.rps },
        target: '≥ 5,000 req/s, p99 < 25 ms',
        ...(await cannon({ url, body: listGetBody })),
        met: (r) => r.rps >= 5000 && r.p99 < 25,
      });

      // ---- Subscriber.Get (all six blocks), random seeded subscribers ----
      const probe = await ok('Subscriber.Get', { ListID, EmailAddress: seedEmail(3) });
      for (const block of [
        'SubscriberInformation',
        'SubscriberTags',
        'SubscriberSegments',
        'SubscriberJourneys',
        'SubscriberActivity',
        'SubscriberWebsiteEvents',
      ]) {
        if (!(block in probe)) notes.push(`Subscriber.Get has no ${block}`);
      }
      const subscriberGet = {
        url,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              body: form({ Command: 'Subscriber.Get', ...key, ListID, EmailAddress: seedEmail(Math.floor(Math.random() * SIZE)) }),
            }),
          },
        ],
      };
      await cannon({ ...subscriberGet, duration: 2 });
      results.push({
        label: 'Subscriber.Get (all six blocks)',
        anchor: { label: 'bare Fastify', rps: bare.rps },
        target: '≥ 2,000 req/s, p99 < 40 ms',
        ...(await cannon(subscriberGet)),
        met: (r) => r.rps >= 2000 && r.p99 < 40,
      });
    }

    // ---- Subscriber.Create, a new address per request ----
    if (ONLY.has('create')) {
      let created = 0;
      const run = randomBytes(3).toString('hex');
      const subscriberCreate = {
        url,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              body: form({
                Command: 'Subscriber.Create',
                ...key,
                ListID,
                EmailAddress: `new${created++}-${run}@create.example`,
                [`CustomField${CustomFieldID}`]: 'DE',
              }),
            }),
          },
        ],
      };
      await cannon({ ...subscriberCreate, duration: 2 });
      results.push({
        label: 'Subscriber.Create (new address each)',
        anchor: { label: 'bare Fastify', rps: bare.rps },
        target: '≥ 2,500 req/s, p99 < 40 ms',
        ...(await cannon(subscriberCreate)),
        met: (r) => r.rps >= 2500 && r.p99 < 40,
      });
    }

    // ---- segment count: field = value AND has tag AND not suppressed ----
    let plan = { sql: '(segment scenario not run)', plan: '' };
    if (ONLY.has('segment')) {
      const rules = [
        { type: 'fields', field_id: String(CustomFieldID), operator: 'is', value: 'DE' },
        { type: 'tags', operator: 'has this tag', value: String(TagID) },
        { type: 'suppressions', operator: 'not exist' },
      ];
      const { SegmentID } = await ok('Segment.Create', {
        SubscriberListID: ListID,
        SegmentName: '3 rules',
        SegmentOperator: 'and',
        RulesJson: JSON.stringify([rules]),
      });
      const viaSegments = await timed(
        async () =>
          (await ok('Segments.Get', { SubscriberListID: ListID, RetrieveSubscriberCount: 1 })).Segments.find((s) => Number(s.SegmentID) === Number(SegmentID))
            ?.SubscriberCount,
      );
      const viaSearch = await timed(
        async () => (await ok('Subscribers.Search', { ListID, Operator: 'and', RulesJSON: JSON.stringify(rules), OnlyTotal: 1 })).TotalSubscribers,
      );
      // the anchor: the same count in hand-written SQL, straight to PostgreSQL
      const handWritten = await timed(
        async () =>
          (
            await pg.query(
              `SELECT count(*)::int AS n FROM "lists"."subscriber" s
                 JOIN "lists"."custom_field_value" v ON v."subscriber_id" = s."id" AND v."field_id" = $2 AND v."value_text" = 'DE'
                WHERE s."list_id" = $1
                  AND EXISTS (SELECT 1 FROM "lists"."subscriber_tag" t WHERE t."subscriber_id" = s."id" AND t."tag_id" = $3)
                  AND NOT EXISTS (SELECT 1 FROM "lists"."suppression" x WHERE x."user_id" = $4 AND x."email" = s."email")`,
              [ListID, CustomFieldID, TagID, user.userId],
            )
          ).rows[0].n,
      );
      const segmentAnchor = { label: 'hand-written SQL', ms: handWritten.median };
      const expected = countExpected(SIZE);
      if (Number(handWritten.value) !== expected) notes.push(`hand-written segment count ${handWritten.value}, expected ${expected}`);
      if (Number(viaSegments.value) !== expected || Number(viaSearch.value) !== expected)
        notes.push(`segment count ${viaSegments.value}/${viaSearch.value}, expected ${expected}`);
      results.push({
        label: `Segment count, 3 rules (Segments.Get RetrieveSubscriberCount; ${viaSegments.value} members)`,
        target: '< 200 ms',
        anchor: segmentAnchor,
        ms: viaSegments,
        met: () => viaSegments.median < 200,
      });
      results.push({
        label: 'Segment count, 3 rules (Subscribers.Search OnlyTotal)',
        target: '< 200 ms',
        anchor: segmentAnchor,
        ms: viaSearch,
        met: () => viaSearch.median < 200,
      });
      plan = await explainSegment(pg, user.userId, ListID, rules);
    }

    // ---- Subscriber.Tag by RulesJSON over the list, with List.Get load alongside ----
    if (ONLY.has('tag')) {
      const tagRules = [
        [{ type: 'fields', field_id: 'EmailAddress', operator: 'ends with', value: '@seed7.example' }],
        [{ type: 'fields', field_id: String(CustomFieldID), operator: 'is', value: 'DE' }],
      ];
      // the anchor: the same selection written by hand-written SQL into a scratch table
      await pg.query(`CREATE TEMP TABLE bench_tag_anchor ("subscriber_id" bigint PRIMARY KEY)`);
      const anchorStarted = Date.now();
      await pg.query(
        `INSERT INTO bench_tag_anchor SELECT s."id" FROM "lists"."subscriber" s
          WHERE s."list_id" = $1 AND (s."email" LIKE '%@seed7.example'
             OR EXISTS (SELECT 1 FROM "lists"."custom_field_value" v WHERE v."subscriber_id" = s."id" AND v."field_id" = $2 AND v."value_text" = 'DE'))`,
        [ListID, CustomFieldID],
      );
      const tagAnchor = { label: 'hand-written INSERT … SELECT', ms: Date.now() - anchorStarted };
      await pg.query(`DROP TABLE bench_tag_anchor`);
      const background = backgroundCannon({ url, body: listGetBody, connections: 10 });
      await new Promise((r) => setTimeout(r, 1000));
      started = Date.now();
      let tagged = await ok('Subscriber.Tag', { TagID: BulkTagID, SubscriberListID: ListID, RulesJSON: JSON.stringify(tagRules), RulesOperator: 'or' });
      // over BULK_RULES_SYNC_LIMIT the tag runs as a job: the time is until the job completed
      while (tagged.JobID) {
        const { Job } = await ok('Subscribers.Bulk.Status', { JobID: tagged.JobID });
        if (Job.Status === 'Completed' || Job.Status === 'Failed') {
          if (Job.Status === 'Failed') notes.push(`bulk tag job failed: ${Job.Error}`);
          tagged = { TotalAffected: Job.TotalAffected, ranAsJob: true };
          break;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      const tagMs = Date.now() - started;
      await new Promise((r) => setTimeout(r, 500));
      const concurrent = await background.stop();
      results.push({
        label: `Subscriber.Tag by RulesJSON (${tagged.TotalAffected} tagged${tagged.ranAsJob ? ', as a job' : ''})`,
        target: '< 10 s',
        anchor: tagAnchor,
        ms: { median: tagMs },
        met: () => tagMs < 10_000,
      });
      results.push({
        label: 'List.Get during the bulk tag (10 connections)',
        target: 'p99 < 25 ms',
        anchor: { label: 'bare Fastify', rps: bare.rps },
        ...concurrent,
        met: (r) => r.p99 < 25,
      });
    }

    // ---- bulk import: IMPORT_ROWS CSV rows through Subscribers.Import + Subscribers.Import.Status ----
    if (ONLY.has('import')) {
      const { ListID: ImportList } = await ok('List.Create', { SubscriberListName: 'bench import' });
      const { CustomFieldID: ImportField } = await ok('CustomField.Create', { SubscriberListID: ImportList, FieldName: 'Country', FieldType: 'Single line' });
      const bodies = [];
      for (let from = 0; from < IMPORT_ROWS; from += IMPORT_CHUNK) {
        const lines = ['email,country'];
        for (let i = from; i < Math.min(IMPORT_ROWS, from + IMPORT_CHUNK); i++) lines.push(`imp${i}@import${i % 50}.example,${COUNTRIES[i % 10]}`);
        bodies.push(form({ Command: 'Subscribers.Import', ...key, ListID: ImportList, CSV: lines.join('\n') }));
      }
      void ImportField;
      // the anchor: a raw COPY of the same rows into a scratch table
      await pg.query(`CREATE TABLE bench_import_anchor ("email" text, "country" text)`);
      const copyStarted = Date.now();
      await copyRows(
        pg,
        `COPY bench_import_anchor ("email", "country") FROM STDIN (FORMAT csv)`,
        IMPORT_ROWS,
        (i) => `imp${i}@import${i % 50}.example,${COUNTRIES[i % 10]}`,
      );
      const importAnchor = { label: 'raw COPY into a scratch table', rowsPerSec: Math.round(IMPORT_ROWS / ((Date.now() - copyStarted) / 1000)) };
      await pg.query(`DROP TABLE bench_import_anchor`);
      const rssBefore = rssMb(suite.pid);
      let rssPeak = rssBefore;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMb(suite.pid) || 0)), 250);
      started = Date.now();
      const cpuBefore = cpuSeconds(suite.pid);
      const pgCpuBefore = await serverCpuSeconds(pg);
      const ids = [];
      for (const body of bodies) {
        const res = await fetch(url, { method: 'POST', headers: FORM, body });
        const json = await res.json();
        if (!json.Success) throw new Error(`Subscribers.Import: ${JSON.stringify(json).slice(0, 300)}`);
        ids.push(json.ImportID);
      }
      bodies.length = 0;
      const postedMs = Date.now() - started;
      const rssPosted = rssMb(suite.pid);
      const totals = { imported: 0, failed: 0, status: [] };
      // RSS as each call's rows are done (the jobs run in order): flat memory does not grow from one to the next
      const rssByRows = [];
      for (const ImportID of ids) {
        for (;;) {
          const s = (await ok('Subscribers.Import.Status', { ImportID })).Import;
          if (s.Status !== 'Pending' && s.Status !== 'Running') {
            totals.imported += s.TotalImported;
            totals.failed += s.TotalFailed;
            totals.status.push(s.Status);
            rssByRows.push(`${rssMb(suite.pid)} MB at ${Math.round((totals.imported + totals.failed) / 1000)}k`);
            break;
          }
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      const importMs = Date.now() - started;
      const pgCpu = (await serverCpuSeconds(pg)) - pgCpuBefore;
      notes.push(
        `import: the ${ids.length} Subscribers.Import calls were accepted after ${(postedMs / 1000).toFixed(1)} s (RSS then ${rssPosted} MB); CPU during the import: suite process ${(cpuSeconds(suite.pid) - cpuBefore).toFixed(1)} s, PostgreSQL ${pgCpu.toFixed(1)} s; RSS as the rows were done: ${rssByRows.join(', ')}`,
      );
      clearInterval(sampler);
      const rssAfter = rssMb(suite.pid);
      const rate = Math.round(IMPORT_ROWS / (importMs / 1000));
      if (totals.imported !== IMPORT_ROWS || totals.status.some((s) => s !== 'Completed'))
        notes.push(`import: ${totals.imported} imported, ${totals.failed} failed, ${totals.status.join(',')}`);
      results.push({
        label: `Bulk import ${IMPORT_ROWS} CSV rows (${ids.length} jobs, ${totals.imported} imported)`,
        target: '≥ 80,000 rows/s, memory flat',
        anchor: importAnchor,
        rowsPerSec: rate,
        ms: { median: importMs },
        rss: `${rssBefore} → ${rssAfter} MB (peak ${rssPeak})`,
        met: () => rate >= 80_000,
      });
    }

    printTable(results, { seedMs, notes, plan });
    return { results, plan };
  } finally {
    await pg.end().catch(() => undefined);
    await stopAll([suite]);
    await dropScratchDatabase(db);
    if (ownServer && !process.env.DATABASE_URL) await stopEmbeddedPostgres();
  }
}

/** members of the 3-rule segment as seeded: country DE (i % 10 == 2), tagged (i % 5 == 2), not suppressed (i % 97 != 0) */
function countExpected(size) {
  let n = 0;
  for (let i = 0; i < size; i++) if (i % 10 === 2 && i % TAG_EVERY === 2 && i % SUPPRESS_EVERY !== 0) n++;
  return n;
}

/** a load run that lasts until stop() resolves with its figures */
function backgroundCannon(options) {
  let resolve;
  let reject;
  const done = new Promise((res, rej) => ((resolve = res), (reject = rej)));
  const tracker = autocannon({ pipelining: 1, method: 'POST', headers: FORM, duration: 600, ...options }, (error, result) =>
    error ? reject(error) : resolve(result),
  );
  return {
    stop: async () => {
      tracker.stop();
      const result = await done;
      return {
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + (result.non2xx ?? 0),
        total: result.requests.total,
      };
    },
  };
}

/** EXPLAIN ANALYZE of the count the segment runs, compiled by the service's own rule compiler (dist) */
async function explainSegment(pg, userId, listId, rules) {
  const { compileRules } = require('../../apps/lists/dist/rules/rule-compiler');
  const { parseRulesJson } = require('../../apps/lists/dist/rules/rules-json.parser');
  const { SqlParams } = require('../../apps/lists/dist/rules/sql-params');
  const fields = (await pg.query(`SELECT "id" FROM "lists"."custom_field" WHERE "list_id" = $1`, [listId])).rows;
  const tags = (await pg.query(`SELECT "id" FROM "lists"."tag" WHERE "list_id" = $1`, [listId])).rows;
  const ctx = {
    params: new SqlParams(),
    alias: 's',
    userId,
    fields: new Map(fields.map((f) => [Number(f.id), 'text'])),
    tagIds: new Set(tags.map((t) => Number(t.id))),
    segments: new Map(),
  };
  const where = compileRules(parseRulesJson(JSON.stringify(rules), 'and'), ctx);
  const sql = `SELECT count(*) AS n FROM "lists"."subscriber" s WHERE s."list_id" = ${ctx.params.add(listId)} AND ${where}`;
  const rows = (await pg.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, ctx.params.values)).rows;
  return { sql, plan: rows.map((r) => r['QUERY PLAN']).join('\n') };
}

/**
 * Every figure beside its in-run anchor, so machines of different speed compare: request rates as a
 * share of bare Fastify, times as a multiple of the same work in hand-written SQL, the import rate as
 * a share of a raw COPY of the same rows.
 */
function anchorColumns(r) {
  const a = r.anchor;
  if (!a) return ['', ''];
  if (a.rps !== undefined && r.rps !== undefined) return [`${a.label}: ${a.rps} req/s`, `${((r.rps / a.rps) * 100).toFixed(1)} %`];
  if (a.rowsPerSec !== undefined) return [`${a.label}: ${a.rowsPerSec} rows/s`, `${((r.rowsPerSec / a.rowsPerSec) * 100).toFixed(1)} %`];
  if (a.ms !== undefined) return [`${a.label}: ${a.ms.toFixed(0)} ms`, `${(r.ms.median / Math.max(1, a.ms)).toFixed(2)} ×`];
  return ['', ''];
}

function printTable(results, { seedMs, notes, plan }) {
  console.log(
    `\nLists at ${SIZE} subscribers (in-process suite, ${CONNECTIONS} connections, ${DURATION}s per load run; seeding ${(seedMs / 1000).toFixed(1)} s)\n`,
  );
  console.log('| scenario | req/s | p50 ms | p99 ms | time / rate | errors | anchor (same run) | vs anchor | target | met |');
  console.log('|---|---:|---:|---:|---:|---:|---|---:|---|:-:|');
  for (const r of results) {
    const time = r.rowsPerSec
      ? `${r.rowsPerSec} rows/s (${(r.ms.median / 1000).toFixed(1)} s; RSS ${r.rss})`
      : r.ms
        ? r.ms.min !== undefined
          ? `${r.ms.median.toFixed(0)} ms median (${r.ms.min.toFixed(0)}–${r.ms.max.toFixed(0)})`
          : `${(r.ms.median / 1000).toFixed(2)} s`
        : '';
    const [anchor, ratio] = anchorColumns(r);
    console.log(
      `| ${r.label} | ${r.rps ?? ''} | ${r.p50 ?? ''} | ${r.p99 ?? ''} | ${time} | ${r.errors ?? ''} | ${anchor} | ${ratio} | ${r.target} | ${r.met(r) ? 'yes' : 'NO'} |`,
    );
  }
  console.log(`\nSegment count SQL (compiled by apps/lists/dist/rules):\n${plan.sql}\n\nEXPLAIN (ANALYZE, BUFFERS):\n${plan.plan}\n`);
  if (notes.length) console.log(`Notes:\n- ${notes.join('\n- ')}\n`);
}

module.exports = { runListsBench };

if (require.main === module) {
  runListsBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
