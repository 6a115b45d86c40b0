'use strict';
// What a measured load window cost per request: CPU time of each process under test and of the load generator
// (this process), and the PostgreSQL statements of the bench database. Less noisy than req/s on a shared machine.
const { Client } = require('pg');

const { cpuSeconds } = require('./bench-utils');

// PostgreSQL backends publish their counters at most once a second: read after they have
const PG_STATS_LAG_MS = 1200;

/** statements run in the database so far: pg_stat_statements' calls where the server loads it, else its transactions */
async function pgStatements(client) {
  try {
    const { rows } = await client.query(
      'SELECT sum(calls)::bigint AS n FROM pg_stat_statements WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())',
    );
    return { n: Number(rows[0].n ?? 0), unit: 'statements (pg_stat_statements)' };
  } catch {
    const { rows } = await client.query('SELECT (xact_commit + xact_rollback)::bigint AS n FROM pg_stat_database WHERE datname = current_database()');
    return { n: Number(rows[0].n), unit: 'transactions (pg_stat_database)' };
  }
}

const micros = (seconds, requests) => (requests ? Math.round((seconds * 1e6) / requests) : NaN);

/**
 * Opens a window over `children` (processes with `name`) and, with `databaseUrl`, its database. `end(requests)` closes
 * it and answers the figures as text: per process µs/request, the load generator's µs/request, PostgreSQL per request.
 */
async function costWindow(children, databaseUrl) {
  let pg;
  if (databaseUrl) {
    pg = new Client({ connectionString: databaseUrl });
    await pg.connect();
    await new Promise((r) => setTimeout(r, PG_STATS_LAG_MS));
  }
  const statementsBefore = pg && (await pgStatements(pg));
  const cpuBefore = children.map((child) => cpuSeconds(child.pid));
  const loaderBefore = process.cpuUsage();
  return {
    async end(requests) {
      const loader = process.cpuUsage(loaderBefore);
      const processes = children.map((child, i) => `${child.name} ${micros(cpuSeconds(child.pid) - cpuBefore[i], requests)}`).join(', ');
      let statements = '–';
      if (pg) {
        await new Promise((r) => setTimeout(r, PG_STATS_LAG_MS));
        const after = await pgStatements(pg);
        statements = `${((after.n - statementsBefore.n) / requests).toFixed(3)} ${after.unit}`;
        await pg.end();
      }
      return { processes, loader: micros((loader.user + loader.system) / 1e6, requests), pg: statements };
    },
  };
}

module.exports = { costWindow };
