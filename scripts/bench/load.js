'use strict';
const autocannon = require('autocannon');

/** One autocannon run; returns req/s and latency percentiles in ms. */
async function load({ url, body, headers = {}, connections = 50, duration = 10, method = 'POST' }) {
  const result = await autocannon({ url, method, body, headers, connections, duration, pipelining: 1 });
  const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors, total: result.requests.total };
}

module.exports = { load };
