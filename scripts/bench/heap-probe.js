'use strict';
// Loaded into a process a bench starts (node --require): writes the process's V8 heap in use (MB) to
// HEAP_PROBE_FILE four times a second, for the bench to read beside the RSS it takes from /proc. Cheaper than a
// /metrics scrape, whose text (a few hundred KB in the suite) would itself land in the old generation it measures.
const { writeFileSync } = require('node:fs');
const { getHeapStatistics } = require('node:v8');

const file = process.env.HEAP_PROBE_FILE;
if (file) {
  const write = () => writeFileSync(file, String(Math.round(getHeapStatistics().used_heap_size / 1048576)));
  write();
  setInterval(write, 250).unref();
}
