#!/usr/bin/env node
// The cost of the metrics on the hot paths, per call, beside an anchor measured in the same run (JSON.stringify of a
// small legacy envelope, which every API answer pays anyway): the edge's request counter and latency histogram, and
// the bus request histogram. `node scripts/bench/metrics-bench.js` (also run by `npm run bench`; BENCH_SKIP_METRICS=1 skips it).
'use strict';
const { EdgeRequestMetrics } = require('@mail/edge/dist/http/request-metrics');
const { BusRequestMetrics } = require('@mail/bus/dist/request-metrics');

const N = Number(process.env.BENCH_METRICS_CALLS ?? 2_000_000);

function nsPerCall(work) {
  for (let i = 0; i < 100_000; i++) work(i); // warm up
  const started = process.hrtime.bigint();
  for (let i = 0; i < N; i++) work(i);
  return Number(process.hrtime.bigint() - started) / N;
}

async function runMetricsBench() {
  const edge = new EdgeRequestMetrics();
  const commands = ['User.Current', 'Subscriber.Get', 'List.Create', 'Campaign.Get'];
  const ok = { type: 'ok-json', json: '{}' };
  const failed = { type: 'failure', failure: { style: 'scalar', errors: [{ code: 3, message: 'x' }] } };
  const envelope = { Success: true, ErrorCode: 0, ErrorText: '', UserID: 42 };
  let sink = 0;
  const anchor = nsPerCall((i) => (sink += JSON.stringify(envelope).length + i));
  const record = nsPerCall((i) => edge.record(commands[i & 3], i & 15 ? ok : failed, i & 15 ? 200 : 200, performance.now()));

  const bus = new BusRequestMetrics('in-process');
  const resolved = Promise.resolve('{}');
  const started = process.hrtime.bigint();
  const calls = Math.floor(N / 10);
  for (let i = 0; i < calls; i++) await bus.observe(commands[i & 3], resolved);
  const busObserve = Number(process.hrtime.bigint() - started) / calls;
  const bare = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) await (async () => resolved)();
  const busAnchor = Number(process.hrtime.bigint() - bare) / calls;

  console.log(`\nmetrics on the hot paths (${N.toLocaleString('en')} calls; ${sink > 0 ? 'anchor kept' : ''})\n`);
  console.log('| per call | ns |');
  console.log('|---|---:|');
  console.log(`| anchor: JSON.stringify of a legacy envelope | ${anchor.toFixed(0)} |`);
  console.log(`| edge request: counter + histogram (EdgeRequestMetrics.record) | ${record.toFixed(0)} |`);
  console.log(`| anchor: awaiting an async function over a resolved promise | ${busAnchor.toFixed(0)} |`);
  console.log(`| bus request: histogram around the reply (BusRequestMetrics.observe, awaited) | ${busObserve.toFixed(0)} |`);
}

module.exports = { runMetricsBench };

if (require.main === module)
  runMetricsBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
