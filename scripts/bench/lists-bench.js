#!/usr/bin/env node
// Lists at 1,000,000 subscribers (issue 4, "Performance"): run by `npm run bench` after the User.Current
// scenarios (BENCH_SKIP_LISTS=1 skips it), or alone: `node scripts/bench/lists-bench.js`.
// Boots the suite in-process (never NATS) against a fresh database, seeds BENCH_LIST_SIZE subscribers (default
// 1,000,000) in one list with COPY straight into the lists tables (setup, not measured), then measures through
// HTTP: List.Get, Subscriber.Get, Subscriber.Create, Subscriber.Update, Subscribers.Get (first page of Active), a
// 3-rule segment count (+ EXPLAIN), Subscriber.Tag by RulesJSON with concurrent List.Get, and a bulk import of
// BENCH_LIST_SIZE CSV rows via Subscribers.Import.
// Beside each request-rate figure it prints what a request cost: statements and PostgreSQL execution ms
// (pg_stat_statements, reset before each load window), CPU ms of the suite process and of the whole PostgreSQL
// server (/proc). Run alone on its own embedded PostgreSQL, the bench preloads pg_stat_statements there
// (ALTER SYSTEM + restart; BENCH_PG_STATEMENTS=0 leaves it off); on a server without it the statement columns are
// empty. BENCH_LISTS_TOP=<n> also prints each scenario's n heaviest statements.
'use strict';
const { randomBytes } = require('node:crypto');
const { Client } = require('pg');
const autocannon = require('autocannon');

const { createScratchDatabase, dropScratchDatabase, stopEmbeddedPostgres } = require('@mail/db');
const { ApiClient, seedUser } = require('@mail/testing');

const { benchPgServer, copyRows, cpuSeconds, serverCpuSeconds } = require('./bench-utils');
const { benchImport, benchTagByRules } = require('./import-bench');
const { load } = require('./load');
const { startApp, startBare, waitFor, stopAll } = require('./processes');

const SIZE = Number(process.env.BENCH_LIST_SIZE ?? 1_000_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_LISTS_PORT ?? 18295);
const COUNTRIES = ['TR', 'US', 'DE', 'FR', 'GB', 'NL', 'ES', 'IT', 'PL', 'SE'];
const TAG_EVERY = 5; // 20 % of the seeded subscribers carry the seed tag (i % 5 == 2)
const SUPPRESS_EVERY = 97; // ~1 % of the addresses are on the user's suppression list
/** which scenarios to run (comma list of get,create,update,browse,segment,tag,import); all by default */
/** the list analytics the bench measures, each with the parameters it is called with */
const LIST_ANALYTICS = [
  ['Lists.Stats', { Days: 30 }],
  ['List.GetActivitySeries', { Days: 30 }],
  ['List.GetSubscriberStatusBreakdown', {}],
  ['List.GetBounceTrend', { Weeks: 6 }],
  ['List.GetEngagementTiers', {}],
  ['List.GetSendTimeHeatmap', { Event: 'open' }],
  ['List.GetTenureDistribution', {}],
  ['List.GetEspBreakdown', { Event: 'subscribers' }],
  ['List.GetCtrRetentionMatrix', {}],
  ['List.GetSourceBreakdown', {}],
];
const ONLY = new Set((process.env.BENCH_LISTS_ONLY ?? 'get,create,update,browse,analytics,segment,tag,import').split(',').map((s) => s.trim()));
const TOP = Number(process.env.BENCH_LISTS_TOP ?? 0);

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
  const port = Number(process.env.BENCH_BARE_PORT ?? PORT + 10);
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

/**
 * Makes sure the server keeps statement statistics: when this bench started the embedded server itself, it preloads
 * pg_stat_statements with planning times (ALTER SYSTEM, then a restart of the server when it was not loaded yet).
 * Answers whether the statistics are kept.
 */
async function keepStatementStats(server, own) {
  const onServer = async (work) => {
    const pg = new Client({ connectionString: server });
    await pg.connect();
    try {
      return await work(pg);
    } finally {
      await pg.end();
    }
  };
  const loaded = () => onServer(async (pg) => (await pg.query(`SELECT current_setting('shared_preload_libraries') ~ 'pg_stat_statements' AS on`)).rows[0].on);
  if (!own || process.env.BENCH_PG_STATEMENTS === '0') return loaded();
  if (!(await loaded())) {
    await onServer((pg) => pg.query(`ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'`));
    await stopEmbeddedPostgres();
    await benchPgServer();
  }
  if (!(await loaded())) return false;
  await onServer(async (pg) => {
    await pg.query(`ALTER SYSTEM SET pg_stat_statements.track_planning = on`);
    await pg.query('SELECT pg_reload_conf()');
  });
  return true;
}

/**
 * Wraps a load run: what each request cost, from the statement statistics (reset first) and the CPU time of the
 * suite process and of the PostgreSQL server over the window.
 */
function requestCost(pg, pid, statements) {
  const STATS = `FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND query NOT LIKE '%pg_stat_statements%'`;
  return async (label, run) => {
    if (statements) await pg.query('SELECT pg_stat_statements_reset()');
    const suite0 = cpuSeconds(pid);
    const postgres0 = await serverCpuSeconds(pg);
    const result = await run();
    const suite = cpuSeconds(pid) - suite0;
    const postgres = (await serverCpuSeconds(pg)) - postgres0;
    const n = Math.max(1, result.total);
    const cost = { suiteMs: (suite * 1000) / n, postgresMs: (postgres * 1000) / n };
    if (statements) {
      const [sum] = (
        await pg.query(
          `SELECT coalesce(sum(calls), 0)::float8 AS calls, coalesce(sum(total_exec_time), 0)::float8 AS ms, coalesce(sum(total_plan_time), 0)::float8 AS plan ${STATS}`,
        )
      ).rows;
      Object.assign(cost, { statements: sum.calls / n, execMs: sum.ms / n, planMs: sum.plan / n });
      if (TOP) {
        const top = await pg.query(
          `SELECT calls::float8 AS calls, plans::float8 AS plans, (total_exec_time + total_plan_time)::float8 AS ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 160) AS query ${STATS} ORDER BY total_exec_time + total_plan_time DESC LIMIT ${TOP}`,
        );
        cost.top = top.rows.map((r) => `${(r.calls / n).toFixed(2)} calls (${r.plans} planned), ${(r.ms / n).toFixed(3)} ms/req (exec + plan): ${r.query}`);
      }
    }
    return { label, ...result, cost };
  };
}

async function runListsBench({ server, bare } = {}) {
  const ownServer = !server;
  // only the request-rate scenarios compare with bare Fastify
  if (['get', 'create', 'update', 'browse', 'tag'].some((s) => ONLY.has(s))) bare ??= await measureBare();
  server = await benchPgServer(server);
  const statements = await keepStatementStats(server, ownServer && !process.env.DATABASE_URL);
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
    if (statements) await pg.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    const measure = requestCost(pg, suite.pid, statements);
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
    await pg.query(`VACUUM ANALYZE "lists"."subscriber", "lists"."custom_field_value", "lists"."subscriber_tag", "lists"."suppression", "lists"."activity"`);
    await pg.query('CHECKPOINT'); // the seed's WAL is flushed before anything is measured
    const seedMs = Date.now() - started;
    console.log(
      `lists bench: seeded ${SIZE} subscribers (+ field values, ${Math.ceil(SIZE / TAG_EVERY)} tags, ${Math.ceil(SIZE / SUPPRESS_EVERY)} suppressions, activity) in ${(seedMs / 1000).toFixed(1)} s`,
    );
    const listGet = (await ok('List.Get', { ListID })).List;
    if (Number(listGet?.SubscriberCount ?? SIZE) !== SIZE) notes.push(`List.Get SubscriberCount ${listGet?.SubscriberCount}`);

    // ---- User.Current: what any command costs through this suite (auth, dispatch, the in-process bus), for comparison ----
    if (['get', 'create', 'update', 'browse'].some((s) => ONLY.has(s))) {
      const body = form({ Command: 'User.Current', ...key });
      await cannon({ url, body, duration: 2 });
      results.push({ ...(await measure('User.Current (any command: the floor)', () => cannon({ url, body }))), ...ratioGoal(bare) });
    }

    // ---- List.Get ----
    const listGetBody = form({ Command: 'List.Get', ...key, ListID });
    if (ONLY.has('get')) {
      await cannon({ url, body: listGetBody, duration: 2 });
      results.push({
        ...(await measure('List.Get', () => cannon({ url, body: listGetBody }))),
        ...ratioGoal(bare, 15),
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
        ...(await measure('Subscriber.Get (all six blocks)', () => cannon(subscriberGet))),
        ...ratioGoal(bare, 9),
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
        ...(await measure('Subscriber.Create (new address each)', () => cannon(subscriberCreate))),
        ...ratioGoal(bare, 5.5),
      });
    }

    // ---- Subscriber.Update: a random seeded subscriber's custom field value ----
    if (ONLY.has('update')) {
      const subscriberUpdate = {
        url,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              body: form({
                Command: 'Subscriber.Update',
                ...key,
                SubscriberListID: ListID,
                SubscriberID: first + Math.floor(Math.random() * SIZE),
                [`CustomFields[${CustomFieldID}]`]: COUNTRIES[Math.floor(Math.random() * 10)],
              }),
            }),
          },
        ],
      };
      await cannon({ ...subscriberUpdate, duration: 2 });
      results.push({ ...(await measure('Subscriber.Update (a field value)', () => cannon(subscriberUpdate))), ...ratioGoal(bare) });
    }

    // ---- Subscribers.Get: the first page of the list's Active subscribers, with their total ----
    if (ONLY.has('browse')) {
      const body = form({ Command: 'Subscribers.Get', ...key, SubscriberListID: ListID, SubscriberSegment: 'Active', RecordsPerRequest: 25 });
      const page = await ok('Subscribers.Get', { SubscriberListID: ListID, SubscriberSegment: 'Active', RecordsPerRequest: 25 });
      // every seeded or created address that is not on the suppression list is active
      const [{ active }] = (
        await pg.query(
          `SELECT count(*)::int AS active FROM "lists"."subscriber" s WHERE s."list_id" = $1
              AND NOT EXISTS (SELECT 1 FROM "lists"."suppression" x WHERE x."user_id" = $2 AND x."email" = s."email")`,
          [ListID, user.userId],
        )
      ).rows;
      if (Number(page.TotalSubscribers) !== active || page.Subscribers?.length !== 25)
        notes.push(`Subscribers.Get: TotalSubscribers ${page.TotalSubscribers} (expected ${active}), ${page.Subscribers?.length} rows`);
      await cannon({ url, body, duration: 2 });
      results.push({ ...(await measure('Subscribers.Get (Active, first page of 25)', () => cannon({ url, body }))), ...ratioGoal(bare) });
    }

    // ---- the list analytics (issue 29): each report of the 1M list, p99 under 100 ms ----
    if (ONLY.has('analytics')) {
      for (const [command, params] of LIST_ANALYTICS) {
        const body = form({ Command: command, ...key, ListID, ...params });
        await ok(command, { ListID, ...params });
        await cannon({ url, body, duration: 2 });
        results.push({
          ...(await measure(`${command} (1M list)`, () => cannon({ url, body }))),
          target: 'p99 < 100 ms',
          met: (r) => r.errors === 0 && r.rps > 0 && r.p99 < 100,
        });
      }
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

    // ---- Subscriber.Tag by RulesJSON and the bulk import (scripts/bench/import-bench.js) ----
    const breakdown = [];
    const scenario = { pg, suite, url, ok, key, bare, listGetBody, results, breakdown, notes };
    if (ONLY.has('tag')) await benchTagByRules({ ...scenario, listId: ListID, fieldId: CustomFieldID, tagId: BulkTagID });
    if (ONLY.has('import')) await benchImport(scenario);

    printTable(results, { seedMs, notes, plan, breakdown });
    return { results, plan };
  } finally {
    await pg.end().catch(() => undefined);
    await stopAll([suite]);
    // BENCH_KEEP_DB=1 keeps the seeded database for EXPLAIN by hand afterwards
    if (process.env.BENCH_KEEP_DB === '1') console.log(`kept ${db.url}`);
    else await dropScratchDatabase(db);
    if (ownServer && !process.env.DATABASE_URL) await stopEmbeddedPostgres();
  }
}

/** a request path's figure as a share of bare Fastify (issue 25's goal when given), p99 under 40 ms, no errors */
function ratioGoal(bare, percent) {
  return {
    anchor: { label: 'bare Fastify', rps: bare.rps },
    target: percent ? `≥ ${percent} % of bare, p99 < 40 ms` : 'p99 < 40 ms',
    met: (r) => r.errors === 0 && r.rps > 0 && (!percent || (r.rps / bare.rps) * 100 >= percent) && r.p99 < 40,
  };
}

/** members of the 3-rule segment as seeded: country DE (i % 10 == 2), tagged (i % 5 == 2), not suppressed (i % 97 != 0) */
function countExpected(size) {
  let n = 0;
  for (let i = 0; i < size; i++) if (i % 10 === 2 && i % TAG_EVERY === 2 && i % SUPPRESS_EVERY !== 0) n++;
  return n;
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

function printTable(results, { seedMs, notes, plan, breakdown }) {
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
  const costs = results.filter((r) => r.cost);
  if (costs.length) {
    const f = (v, d) => (v === undefined ? '–' : v.toFixed(d));
    console.log(`\nWhat a request cost (load window; suite: the whole in-process suite; postgres: every backend of the server)\n`);
    console.log('| scenario | statements / req | PostgreSQL exec ms / req | planning ms / req | suite CPU ms / req | PostgreSQL CPU ms / req |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const r of costs)
      console.log(
        `| ${r.label} | ${f(r.cost.statements, 2)} | ${f(r.cost.execMs, 3)} | ${f(r.cost.planMs, 3)} | ${f(r.cost.suiteMs, 3)} | ${f(r.cost.postgresMs, 3)} |`,
      );
    for (const r of costs) if (r.cost.top) console.log(`\n${r.label}, heaviest statements:\n- ${r.cost.top.join('\n- ')}`);
  }
  console.log(`\nSegment count SQL (compiled by apps/lists/dist/rules):\n${plan.sql}\n\nEXPLAIN (ANALYZE, BUFFERS):\n${plan.plan}\n`);
  if (breakdown.length) console.log(`Where the time went:\n${breakdown.join('\n')}\n`);
  if (notes.length) console.log(`Notes:\n- ${notes.join('\n- ')}\n`);
}

module.exports = { runListsBench };

if (require.main === module) {
  runListsBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
