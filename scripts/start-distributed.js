#!/usr/bin/env node
/**
 * `npm run start:distributed`: every service of services.json as its own process over a real NATS and
 * PostgreSQL, N replicas of each, the edges behind a small round-robin HTTP proxy, one merged log stream.
 *
 *   NATS_URL=nats://127.0.0.1:4222 DATABASE_URL=postgres://postgres@127.0.0.1:5432/mail \
 *   PUBLIC_BASE_URL=http://127.0.0.1:8080 npm run start:distributed -- --replicas 2
 *
 * Options (each also an environment variable):
 *   --replicas N          DISTRIBUTED_REPLICAS   replicas of every service (default 1)
 *   --edge-replicas N     DISTRIBUTED_EDGE_REPLICAS  replicas of the edge (default: --replicas)
 *   --port N              PORT                   the round-robin proxy in front of the edges (default 8080);
 *                                                edge i (0-based) listens on PORT + 1 + i
 *   --ops-port-base N     OPS_PORT_BASE          process k (in start order) gets OPS_PORT = base + k (default 9464)
 *   --no-migrate          DISTRIBUTED_MIGRATE=false  skip `apps/suite/dist/migrate.js` before the start
 *   --host H              HOST                   where the proxy and the edges listen (default 127.0.0.1)
 *   --db-connections N    DISTRIBUTED_DB_CONNECTIONS  PostgreSQL connections the whole stack may hold (default 90, under
 *                                                the server's usual max_connections of 100): each service process gets
 *                                                an equal share as JOBS_POOL_SIZE (at most 4) + DB_POOL_SIZE (at most
 *                                                10), unless those are set; at the defaults 2 replicas of 7 services
 *                                                (14 × (10 + 4)) would exhaust such a server under load
 *
 * Migrations run once, before any service starts (the services then start with DB_MIGRATIONS_RUN=false, so
 * replicas never race on them). SIGTERM/SIGINT is forwarded to every child; when a child exits on its own,
 * the whole stack stops and this script exits 1 (a replica that dies is a failure, never hidden).
 * Every line of every child is written to stdout as `<service>#<replica> | <line>`.
 * Needs the build (`npm run build`).
 */
'use strict';
const { spawn } = require('node:child_process');
const http = require('node:http');
const net = require('node:net');
const { join } = require('node:path');
const readline = require('node:readline');

const ROOT = join(__dirname, '..');

function parseArgs(argv, env) {
  const opts = {
    replicas: Number(env.DISTRIBUTED_REPLICAS || 1),
    edgeReplicas: env.DISTRIBUTED_EDGE_REPLICAS ? Number(env.DISTRIBUTED_EDGE_REPLICAS) : undefined,
    port: Number(env.PORT || 8080),
    opsPortBase: Number(env.OPS_PORT_BASE || 9464),
    migrate: env.DISTRIBUTED_MIGRATE !== 'false',
    host: env.HOST || '127.0.0.1',
    dbConnections: Number(env.DISTRIBUTED_DB_CONNECTIONS || 90),
    dbPoolSize: env.DB_POOL_SIZE ? Number(env.DB_POOL_SIZE) : undefined,
    jobsPoolSize: env.JOBS_POOL_SIZE ? Number(env.JOBS_POOL_SIZE) : undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => (inline !== undefined ? inline : argv[++i]);
    if (flag === '--replicas') opts.replicas = Number(value());
    else if (flag === '--edge-replicas') opts.edgeReplicas = Number(value());
    else if (flag === '--port') opts.port = Number(value());
    else if (flag === '--ops-port-base') opts.opsPortBase = Number(value());
    else if (flag === '--host') opts.host = value();
    else if (flag === '--db-connections') opts.dbConnections = Number(value());
    else if (flag === '--no-migrate') opts.migrate = false;
    else throw new Error(`unknown option ${argv[i]} (see scripts/start-distributed.js)`);
  }
  if (opts.edgeReplicas === undefined) opts.edgeReplicas = opts.replicas;
  for (const key of ['replicas', 'edgeReplicas', 'port', 'opsPortBase', 'dbConnections']) {
    if (!Number.isInteger(opts[key]) || opts[key] < (key === 'port' || key === 'opsPortBase' ? 1 : 1)) throw new Error(`--${key} must be a positive integer`);
  }
  return opts;
}

/** The processes to start, in start order (workers first, the edges last), each with its own env. */
function plan(services, opts) {
  const ordered = [...services].sort((a, b) => Number(a.edge) - Number(b.edge));
  const processes = [];
  const pools = poolSizes(services, opts);
  for (const service of ordered) {
    const count = service.edge ? opts.edgeReplicas : opts.replicas;
    for (let r = 0; r < count; r++) {
      const env = { OPS_PORT: String(opts.opsPortBase + processes.length), DB_MIGRATIONS_RUN: 'false', APP: service.name };
      if (service.edge) Object.assign(env, { PORT: String(opts.port + 1 + r), HOST: opts.host });
      else Object.assign(env, pools);
      processes.push({ name: service.name, replica: r + 1, main: service.main, edge: service.edge, env });
    }
  }
  return processes;
}

/**
 * Each service process's share of --db-connections (the edges hold none): DB_POOL_SIZE and JOBS_POOL_SIZE, each
 * only when not set in the environment (then it is every process's as it is).
 */
function poolSizes(services, opts) {
  const holders = services.filter((s) => !s.edge).length * opts.replicas;
  const share = Math.floor(opts.dbConnections / Math.max(1, holders));
  const jobs = opts.jobsPoolSize ?? Math.min(4, Math.max(1, Math.floor(share / 3)));
  const env = {};
  if (opts.jobsPoolSize === undefined) env.JOBS_POOL_SIZE = String(jobs);
  if (opts.dbPoolSize === undefined) env.DB_POOL_SIZE = String(Math.min(10, Math.max(2, share - jobs)));
  return env;
}

/**
 * Round-robin HTTP proxy over the edges (node's http and net, no dependency): each request to the next edge.
 * Transparent enough for the e2e suite: a loopback client's own address is kept (the upstream connection is bound
 * to it, so the edge's per-IP limits see the real client; others get X-Forwarded-For, which an edge uses only with
 * TRUST_PROXY), headers far above the edges' limit pass (the edge answers them), and bytes node's HTTP parser
 * refuses (not HTTP at all) go to the next edge as they are, which answers them in its envelope.
 */
function startProxy(targets, host, port, log) {
  let next = 0;
  const agents = new Map();
  const agentFor = (localAddress) => {
    let agent = agents.get(localAddress);
    if (!agent) agents.set(localAddress, (agent = new http.Agent({ keepAlive: true, maxSockets: 256, localAddress })));
    return agent;
  };
  const loopback = (address) => /^(::ffff:)?127\./.test(address || '');
  const server = http.createServer({ maxHeaderSize: 16 * 1024 * 1024 }, (req, res) => {
    const target = targets[next++ % targets.length];
    const client = req.socket.remoteAddress;
    const headers = { ...req.headers };
    if (!loopback(client)) headers['x-forwarded-for'] = [req.headers['x-forwarded-for'], client].filter(Boolean).join(', ');
    const localAddress = loopback(client) ? client.replace(/^::ffff:/, '') : undefined;
    const upstream = http.request({ host: target.host, port: target.port, method: req.method, path: req.url, headers, agent: agentFor(localAddress) }, (up) => {
      res.writeHead(up.statusCode || 502, rawToHeaders(up.rawHeaders));
      up.pipe(res);
    });
    upstream.on('error', (error) => {
      log(`proxy: ${req.method} ${String(req.url).slice(0, 80)} to :${target.port} failed: ${error.message}`);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('bad gateway');
    });
    req.pipe(upstream);
  });
  // not HTTP node can parse: the bytes as they came to the next edge, then the connection as a plain pipe
  server.on('clientError', (error, socket) => {
    if (!error.rawPacket || socket.destroyed) return socket.destroy();
    const target = targets[next++ % targets.length];
    const client = socket.remoteAddress;
    const upstream = net.connect({ host: target.host, port: target.port, localAddress: loopback(client) ? client.replace(/^::ffff:/, '') : undefined }, () => {
      upstream.write(error.rawPacket);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Keeps repeated headers (set-cookie) as they came. */
function rawToHeaders(raw) {
  const headers = {};
  for (let i = 0; i < raw.length; i += 2) {
    const key = raw[i];
    if (headers[key] === undefined) headers[key] = raw[i + 1];
    else headers[key] = [].concat(headers[key], raw[i + 1]);
  }
  return headers;
}

function prefixLines(stream, prefix, out) {
  readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix} | ${line}\n`));
}

function runOnce(cmd, args, env, prefix) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    prefixLines(child.stdout, prefix, process.stdout);
    prefixLines(child.stderr, prefix, process.stdout);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function waitForHttp(host, port, path, deadline) {
  return new Promise((resolve) => {
    const attempt = () => {
      const req = http.get({ host, port, path, timeout: 2000 }, (res) => {
        res.resume();
        if (res.statusCode && res.statusCode < 500) resolve(true);
        else retry();
      });
      req.on('error', retry);
      req.on('timeout', () => req.destroy());
    };
    const retry = () => (Date.now() > deadline ? resolve(false) : setTimeout(attempt, 300));
    attempt();
  });
}

async function main() {
  const log = (line) => process.stdout.write(`distributed | ${line}\n`);
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2), process.env);
  } catch (error) {
    process.stderr.write(`start:distributed: ${error.message}\n`);
    process.exit(2);
  }
  const missing = ['NATS_URL', 'DATABASE_URL'].filter((name) => !process.env[name]);
  if (missing.length) {
    process.stderr.write(
      `start:distributed: set ${missing.join(' and ')} (every service runs as its own process over a real NATS with JetStream and PostgreSQL),\n` +
        '  e.g. NATS_URL=nats://127.0.0.1:4222 DATABASE_URL=postgres://postgres@127.0.0.1:5432/mail PUBLIC_BASE_URL=http://127.0.0.1:8080\n',
    );
    process.exit(2);
  }
  const services = require(join(ROOT, 'services.json')).services;
  const processes = plan(services, opts);
  const baseEnv = { ...process.env, PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL || `http://${opts.host}:${opts.port}` };

  if (opts.migrate) {
    log('migrations');
    // a migration needs only PostgreSQL: the in-process bus (as the k8s migrate jobs)
    const code = await runOnce(process.execPath, ['apps/suite/dist/migrate.js'], { ...baseEnv, NATS_URL: '', DB_MIGRATIONS_RUN: 'true' }, 'migrate');
    if (code !== 0) {
      log(`migrations failed (exit ${code})`);
      process.exit(1);
    }
  }

  const children = [];
  let stopping = false;
  let exitCode = 0;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log('stopping: SIGTERM to every process');
    for (const c of children) if (c.child.exitCode === null && c.child.signalCode === null) c.child.kill('SIGTERM');
    setTimeout(() => {
      for (const c of children) if (c.child.exitCode === null && c.child.signalCode === null) c.child.kill('SIGKILL');
    }, 15_000).unref();
  };
  const maybeExit = () => {
    if (stopping && children.every((c) => c.child.exitCode !== null || c.child.signalCode !== null)) process.exit(exitCode);
  };
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));

  for (const p of processes) {
    const prefix = `${p.name}#${p.replica}`;
    const child = spawn(process.execPath, [p.main], { cwd: ROOT, env: { ...baseEnv, ...p.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    prefixLines(child.stdout, prefix, process.stdout);
    prefixLines(child.stderr, prefix, process.stdout);
    child.on('exit', (code, signal) => {
      if (!stopping) {
        log(`${prefix} (pid ${child.pid}) exited on its own (${signal || `code ${code}`}): stopping the stack`);
        stop(1);
      }
      maybeExit();
    });
    children.push({ ...p, child });
    const pools = p.edge ? '' : ` DB_POOL_SIZE=${p.env.DB_POOL_SIZE ?? baseEnv.DB_POOL_SIZE} JOBS_POOL_SIZE=${p.env.JOBS_POOL_SIZE ?? baseEnv.JOBS_POOL_SIZE}`;
    log(`${prefix} pid ${child.pid} OPS_PORT=${p.env.OPS_PORT}${p.edge ? ` PORT=${p.env.PORT}` : pools}`);
  }

  const edges = processes.filter((p) => p.edge).map((p) => ({ host: opts.host, port: Number(p.env.PORT) }));
  const deadline = Date.now() + 120_000;
  for (const e of edges) {
    if (!(await waitForHttp(e.host, e.port, '/livez', deadline))) {
      log(`the edge on :${e.port} did not answer /livez`);
      stop(1);
      return;
    }
  }
  if (stopping) return;
  await startProxy(edges, opts.host, opts.port, log).catch((error) => {
    log(`proxy cannot listen on ${opts.host}:${opts.port}: ${error.message}`);
    stop(1);
  });
  if (!stopping) log(`ready: http://${opts.host}:${opts.port} round-robin over ${edges.map((e) => `:${e.port}`).join(' ')}`);
}

if (require.main === module) main();

module.exports = { parseArgs, plan, startProxy };
