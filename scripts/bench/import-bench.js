'use strict';
// Bulk import and Subscriber.Tag by RulesJSON at a million subscribers (issue 25), on the list lists-bench.js
// seeded; run with it (`BENCH_LISTS_ONLY=tag,import node scripts/bench/lists-bench.js`). Each figure stands beside
// its anchor measured in the same run, and beside a breakdown of where the time went: the top statements of
// pg_stat_statements (when the server preloads it), the CPU of the suite process and of PostgreSQL, and the
// EXPLAIN (ANALYZE, BUFFERS) of the anchor.
const autocannon = require('autocannon');

const { copyRows, cpuSeconds, rssMb, serverCpuSeconds } = require('./bench-utils');

const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? process.env.BENCH_LIST_SIZE ?? 1_000_000);
/** rows per Subscribers.Import call: the CSV travels as one parameter (edge body limit 32 MB, NATS 1 MB by default) */
const IMPORT_CHUNK = Number(process.env.BENCH_IMPORT_CHUNK ?? 250_000);
const COUNTRIES = ['TR', 'US', 'DE', 'FR', 'GB', 'NL', 'ES', 'IT', 'PL', 'SE'];
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (params) =>
  Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');
const importLine = (i) => `imp${i}@import${i % 50}.example,${COUNTRIES[i % 10]}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The statements PostgreSQL ran between reset() and top(), from pg_stat_statements (execution time, calls,
 * rows, WAL records); unavailable (and silent) when the server does not preload the extension.
 */
class StatementProfile {
  constructor(pg) {
    this.pg = pg;
    this.available = undefined;
  }

  async reset() {
    if (this.available === false) return;
    try {
      await this.pg.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
      await this.pg.query('SELECT pg_stat_statements_reset()');
      this.available = true;
    } catch {
      this.available = false;
    }
  }

  /** the `n` statements of this database that took the most execution time, as printable lines */
  async top(n = 8) {
    if (!this.available) return ['(pg_stat_statements not preloaded by this server: no statement breakdown)'];
    const { rows } = await this.pg.query(
      `SELECT calls, total_exec_time AS ms, rows, wal_records, wal_fpi, regexp_replace(query, '\\s+', ' ', 'g') AS query
         FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
        ORDER BY total_exec_time DESC LIMIT $1`,
      [n],
    );
    return rows.map(
      (r) =>
        `${Number(r.ms).toFixed(0).padStart(7)} ms ${String(r.calls).padStart(6)} calls ${String(r.rows).padStart(8)} rows ${String(r.wal_records).padStart(8)} WAL (${r.wal_fpi} FPI)  ${r.query.slice(0, 150)}`,
    );
  }
}

/** autovacuum and autoanalyze runs on the lists tables since `before` (a previous answer), as text */
async function autovacuums(pg, before = new Map()) {
  const { rows } = await pg.query(
    `SELECT relname, autovacuum_count + autoanalyze_count AS n FROM pg_stat_user_tables WHERE schemaname = 'lists' ORDER BY relname`,
  );
  const now = new Map(rows.map((r) => [r.relname, Number(r.n)]));
  const ran = [...now].filter(([name, n]) => n > (before.get(name) ?? 0)).map(([name, n]) => `${name} ×${n - (before.get(name) ?? 0)}`);
  return { now, text: ran.join(', ') || 'none' };
}

/** CPU seconds of the suite process and of PostgreSQL from now until `done()` */
async function cpuWindow(pg, pid) {
  const suite = cpuSeconds(pid);
  const server = await serverCpuSeconds(pg);
  return { done: async () => ({ suite: cpuSeconds(pid) - suite, pg: (await serverCpuSeconds(pg)) - server }) };
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

async function explain(pg, sql, params) {
  const { rows } = await pg.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
  return rows.map((r) => `    ${r['QUERY PLAN']}`);
}

/**
 * Subscriber.Tag by RulesJSON over the seeded list (email domain OR a field value), with List.Get load alongside;
 * the anchor is the same selection written by a hand-written INSERT … SELECT into a scratch table.
 * `ctx`: { pg, suite, url, ok, listId, fieldId, tagId, listGetBody, bare, results, breakdown, notes }
 */
async function benchTagByRules(ctx) {
  const { pg, ok, listId, fieldId, tagId, notes } = ctx;
  const profile = new StatementProfile(pg);
  const tagRules = [
    [{ type: 'fields', field_id: 'EmailAddress', operator: 'ends with', value: '@seed7.example' }],
    [{ type: 'fields', field_id: String(fieldId), operator: 'is', value: 'DE' }],
  ];
  const anchorSql = `INSERT INTO bench_tag_anchor SELECT s."id" FROM "lists"."subscriber" s
          WHERE s."list_id" = $1 AND (s."email" LIKE '%@seed7.example'
             OR EXISTS (SELECT 1 FROM "lists"."custom_field_value" v WHERE v."subscriber_id" = s."id" AND v."field_id" = $2 AND v."value_text" = 'DE'))`;
  await pg.query(`CREATE TEMP TABLE bench_tag_anchor ("subscriber_id" bigint PRIMARY KEY)`);
  const anchorStarted = Date.now();
  await pg.query(anchorSql, [listId, fieldId]);
  const tagAnchor = { label: 'hand-written INSERT … SELECT', ms: Date.now() - anchorStarted };
  await pg.query(`TRUNCATE bench_tag_anchor`);
  const anchorPlan = await explain(pg, anchorSql, [listId, fieldId]);
  await pg.query(`DROP TABLE bench_tag_anchor`);

  const background = backgroundCannon({ url: ctx.url, body: ctx.listGetBody, connections: 10 });
  await sleep(1000);
  await profile.reset();
  const cpu = await cpuWindow(pg, ctx.suite.pid);
  const started = Date.now();
  let tagged = await ok('Subscriber.Tag', { TagID: tagId, SubscriberListID: listId, RulesJSON: JSON.stringify(tagRules), RulesOperator: 'or' });
  const repliedMs = Date.now() - started;
  const jobId = tagged.JobID;
  // over BULK_RULES_SYNC_LIMIT the tag runs as a job: the time is until the job completed
  while (tagged.JobID) {
    const { Job } = await ok('Subscribers.Bulk.Status', { JobID: tagged.JobID });
    if (Job.Status === 'Completed' || Job.Status === 'Failed') {
      if (Job.Status === 'Failed') notes.push(`bulk tag job failed: ${Job.Error}`);
      tagged = { TotalAffected: Job.TotalAffected, ranAsJob: true };
      break;
    }
    await sleep(50);
  }
  const tagMs = Date.now() - started;
  const used = await cpu.done();
  const statements = await profile.top();
  const queued = jobId ? await jobTimes(pg, jobId) : undefined;
  await sleep(500);
  const concurrent = await background.stop();
  ctx.results.push({
    label: `Subscriber.Tag by RulesJSON (${tagged.TotalAffected} tagged${tagged.ranAsJob ? ', as a job' : ''})`,
    target: '≤ 3 × the anchor',
    anchor: tagAnchor,
    ms: { median: tagMs },
    met: () => tagMs <= 3 * Math.max(1, tagAnchor.ms),
  });
  ctx.results.push({
    label: 'List.Get during the bulk tag (10 connections)',
    target: 'p99 < 25 ms',
    anchor: { label: 'bare Fastify', rps: ctx.bare.rps },
    ...concurrent,
    met: (r) => r.p99 < 25,
  });
  ctx.breakdown.push(
    `Subscriber.Tag by RulesJSON: ${tagMs} ms in all — request answered after ${repliedMs} ms` +
      (queued ? `, the job waited ${queued.waitMs} ms in the queue and ran ${queued.runMs} ms` : '') +
      `; CPU during it (with the List.Get load): suite ${used.suite.toFixed(2)} s, PostgreSQL ${used.pg.toFixed(2)} s`,
    '  top statements (pg_stat_statements, total execution time):',
    ...statements.map((s) => `    ${s}`),
    `  the anchor's plan (${tagAnchor.ms} ms):`,
    ...anchorPlan,
  );
}

/** when the job was created, started and completed (pg-boss's own times, in ms) */
async function jobTimes(pg, id) {
  try {
    const { rows } = await pg.query(
      `SELECT extract(epoch FROM started_on - created_on) * 1000 AS wait, extract(epoch FROM completed_on - started_on) * 1000 AS run
         FROM "lists_jobs"."job" WHERE "id" = $1`,
      [id],
    );
    return rows[0] ? { waitMs: Math.round(Number(rows[0].wait)), runMs: Math.round(Number(rows[0].run)) } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The same rows as the import (`importLine`), COPYed (1) into a scratch table without indexes, and (2) into
 * tables made LIKE the subscriber table and its custom-field values INCLUDING ALL (same columns, defaults,
 * indexes, constraints): what storing those rows costs at the least. Answers rows/s of each.
 */
async function importAnchors(pg, listId, fieldId) {
  const rate = (started) => Math.round(IMPORT_ROWS / ((Date.now() - started) / 1000));
  await pg.query(`CREATE TABLE bench_import_anchor ("email" text, "country" text)`);
  let started = Date.now();
  await copyRows(pg, `COPY bench_import_anchor ("email", "country") FROM STDIN (FORMAT csv)`, IMPORT_ROWS, importLine);
  const raw = { label: 'raw COPY into a scratch table', rowsPerSec: rate(started) };
  await pg.query(`DROP TABLE bench_import_anchor`);

  await pg.query(`CREATE TABLE bench_anchor_subscriber (LIKE "lists"."subscriber" INCLUDING ALL)`);
  await pg.query(`CREATE TABLE bench_anchor_value (LIKE "lists"."custom_field_value" INCLUDING ALL)`);
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
  const server = await serverCpuSeconds(pg);
  started = Date.now();
  await copyRows(
    pg,
    `COPY bench_anchor_subscriber ("id", "list_id", "email", "status", "subscription_date", "optin_date", "source") FROM STDIN`,
    IMPORT_ROWS,
    (i) => `${i + 1}\t${listId}\t${importLine(i).split(',')[0]}\tSubscribed\t${now}\t${now}\tCSVImport`,
  );
  await copyRows(
    pg,
    `COPY bench_anchor_value ("subscriber_id", "field_id", "value_text") FROM STDIN`,
    IMPORT_ROWS,
    (i) => `${i + 1}\t${fieldId}\t${COUNTRIES[i % 10]}`,
  );
  const indexed = {
    label: 'COPY into tables like subscriber + custom_field_value (all indexes)',
    rowsPerSec: rate(started),
    pgCpu: (await serverCpuSeconds(pg)) - server,
  };
  await pg.query(`DROP TABLE bench_anchor_subscriber, bench_anchor_value`);
  return { raw, indexed };
}

/**
 * IMPORT_ROWS CSV rows through Subscribers.Import (calls of IMPORT_CHUNK rows) into a new list with one custom
 * field, polled with Subscribers.Import.Status; RSS of the suite sampled every 100 ms from before the first call.
 * `ctx`: { pg, suite, url, ok, key, results, breakdown, notes }
 */
async function benchImport(ctx) {
  const { pg, ok, suite, notes } = ctx;
  const { ListID: importList } = await ok('List.Create', { SubscriberListName: 'bench import' });
  const { CustomFieldID: importField } = await ok('CustomField.Create', { SubscriberListID: importList, FieldName: 'Country', FieldType: 'Single line' });
  const anchors = await importAnchors(pg, importList, importField);
  await pg.query('CHECKPOINT');
  const profile = new StatementProfile(pg);
  await profile.reset();
  const vacuumsBefore = (await autovacuums(pg)).now;

  const rssStart = rssMb(suite.pid);
  // the peak while the calls are posted and while the rows are written, apart
  const peak = { upload: rssStart, rows: rssStart };
  let phase = 'upload';
  const sampler = setInterval(() => (peak[phase] = Math.max(peak[phase], rssMb(suite.pid) || 0)), 100);
  const cpu = await cpuWindow(pg, suite.pid);
  const started = Date.now();
  const ids = [];
  // one body at a time, built just before its call: the bench's own memory does not hold the whole file
  for (let from = 0; from < IMPORT_ROWS; from += IMPORT_CHUNK) {
    const lines = ['email,country'];
    for (let i = from; i < Math.min(IMPORT_ROWS, from + IMPORT_CHUNK); i++) lines.push(importLine(i));
    const body = form({ Command: 'Subscribers.Import', ...ctx.key, ListID: importList, CSV: lines.join('\n') });
    const res = await fetch(ctx.url, { method: 'POST', headers: FORM, body });
    const json = await res.json();
    if (!json.Success) throw new Error(`Subscribers.Import: ${JSON.stringify(json).slice(0, 300)}`);
    ids.push(json.ImportID);
  }
  const postedMs = Date.now() - started;
  const rssPosted = rssMb(suite.pid);
  phase = 'rows';
  const totals = { imported: 0, failed: 0, status: [] };
  // RSS as each call's rows are done: flat memory does not grow from one to the next
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
      await sleep(100);
    }
  }
  const importMs = Date.now() - started;
  clearInterval(sampler);
  const used = await cpu.done();
  const statements = await profile.top(10);
  const vacuums = (await autovacuums(pg, vacuumsBefore)).text;
  const rssEnd = rssMb(suite.pid);
  const rate = Math.round(IMPORT_ROWS / (importMs / 1000));
  if (totals.imported !== IMPORT_ROWS || totals.status.some((s) => s !== 'Completed'))
    notes.push(`import: ${totals.imported} imported, ${totals.failed} failed, ${totals.status.join(',')}`);
  const rssPeak = Math.max(peak.upload, peak.rows);
  const growth = rssPeak - rssStart;
  const per100k = (s) => ((s / IMPORT_ROWS) * 100_000).toFixed(2);
  ctx.results.push({
    label: `Bulk import ${IMPORT_ROWS} CSV rows (${ids.length} calls, ${totals.imported} imported)`,
    target: '≥ 50 % of the indexed COPY, peak RSS − start ≤ 100 MB',
    anchor: anchors.indexed,
    rowsPerSec: rate,
    ms: { median: importMs },
    rss: `${rssStart} → ${rssEnd} MB, peak ${rssPeak} (+${growth})`,
    met: () => rate >= anchors.indexed.rowsPerSec / 2 && growth <= 100,
  });
  ctx.results.push({
    label: 'Bulk import, the same run beside a raw COPY',
    anchor: anchors.raw,
    rowsPerSec: rate,
    ms: { median: importMs },
    rss: '—',
    target: '—',
    met: () => true,
  });
  ctx.breakdown.push(
    `Bulk import: ${(importMs / 1000).toFixed(1)} s in all, the ${ids.length} calls accepted after ${(postedMs / 1000).toFixed(1)} s; ` +
      `CPU: suite ${used.suite.toFixed(1)} s, PostgreSQL ${used.pg.toFixed(1)} s (per 100,000 rows ${per100k(used.suite)} s and ${per100k(used.pg)} s; ` +
      `the indexed COPY anchor: PostgreSQL ${per100k(anchors.indexed.pgCpu)} s); autovacuum/autoanalyze during it: ${vacuums}`,
    `  suite RSS: ${rssStart} MB at the start, peak ${peak.upload} MB while the calls were posted (${rssPosted} MB after), ` +
      `peak ${peak.rows} MB while the rows were written; as each call's rows were done: ${rssByRows.join(', ')}`,
    '  top statements (pg_stat_statements, total execution time):',
    ...statements.map((s) => `    ${s}`),
  );
}

module.exports = { benchImport, benchTagByRules };
