#!/usr/bin/env node
// The gateway's send API: POST /api/v1/email through the edge of an in-process suite (a verified sender domain, its
// key as bearer), BENCH_CONNECTIONS connections (50) for BENCH_GATEWAY_DURATION seconds (BENCH_DURATION, 10): first with
// no delivery process running (the send API's own rate, as where delivery replicas run on other machines), then with
// the messages delivered to a local SMTP sink by a gateway process beside the suite on the same cores
// (BENCH_GATEWAY_DELIVERY_LOOPS, 4). Prints accepted messages/s with p50/p99 beside a bare Fastify route
// measured in the same run, then checks every message answered 200 is stored (queued durably before the answer).
// Then: delivered messages/s (from the start of the measured run until the sink has every message, and of the backlog
// left when the window closed, delivered with no intake beside it), and webhook
// deliveries/s to a local receiver (a delivery webhook registered, then the posts of BENCH_GATEWAY_WEBHOOK_MESSAGES
// (2,000) stored delivery events enqueued at once, as the delivery's settle enqueues them, until all are received).
// Before the webhooks, BENCH_GATEWAY_BACKLOG (5,000) messages like an accepted one (each body its own) are queued at once and delivered
// with nothing beside them: the delivery process's own rate and CPU ms per message, beside a pooled nodemailer loop
// to the same sink. CPU ms per message are printed per process. The edge, accounts and the gateway run as processes
// over NATS (NATS_URL, a namespace of their own under BUS_NAMESPACE), as the issue asks; BENCH_GATEWAY_NATS=0 runs the
// in-process suite instead;
// BENCH_GATEWAY_RATE sends at that overall rate instead of as fast as answered.
// BENCH_GATEWAY_WEBHOOKS_ONLY=1 measures only the webhook deliveries (the events stored by SQL, no sends before);
// BENCH_GATEWAY_MAIN runs another build of the gateway (e.g. a copy of the tree before a change) for an A/B.
// Run by `npm run bench` (BENCH_SKIP_GATEWAY=1 skips it) or alone: `node scripts/bench/gateway-bench.js`.
'use strict';
const { Agent, createServer, request } = require('node:http');
const { randomBytes } = require('node:crypto');
const autocannon = require('autocannon');
const { Client } = require('pg');

const { createScratchDatabase, dropScratchDatabase, stopEmbeddedPostgres } = require('@mail/db');
const { ApiClient, seedUser } = require('@mail/testing');

const { benchPgServer, cpuSeconds, dropBusStream, freePort, serverCpuSeconds } = require('./bench-utils');
const { startApp, startBare, waitFor, stopAll } = require('./processes');
const { nodemailerAnchor } = require('./campaigns-bench');
const { startSink, sinkCount } = require('./sink');

const DURATION = Number(process.env.BENCH_GATEWAY_DURATION ?? process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_GATEWAY_PORT ?? 18341);
const WEBHOOK_MESSAGES = Number(process.env.BENCH_GATEWAY_WEBHOOK_MESSAGES ?? 2000);
const BACKLOG = Number(process.env.BENCH_GATEWAY_BACKLOG ?? 5000);
/** the edge, accounts and the gateway as processes of their own over NATS (NATS_URL); BENCH_GATEWAY_NATS=0: the in-process suite */
const OVER_NATS = process.env.BENCH_GATEWAY_NATS !== '0';
const WEBHOOKS_ONLY = process.env.BENCH_GATEWAY_WEBHOOKS_ONLY === '1';
const GATEWAY_MAIN = process.env.BENCH_GATEWAY_MAIN ?? 'apps/gateway/dist/main.js';
const NATS_URL = process.env.NATS_URL || 'nats://127.0.0.1:4222';
const DRAIN_TIMEOUT_MS = 300_000;

/** a local webhook receiver: counts the POSTs it answers 200 */
function startReceiver() {
  const receiver = { count: 0 };
  receiver.server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      receiver.count++;
      res.end('ok');
    });
  });
  return new Promise((resolve) => receiver.server.listen(0, '127.0.0.1', () => resolve(receiver)));
}

async function until(check) {
  const end = Date.now() + DRAIN_TIMEOUT_MS;
  while (!(await check())) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

async function run(url, options, duration) {
  const r = await autocannon({ url, method: 'POST', connections: CONNECTIONS, duration, ...options });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, ok: r['2xx'], failed: r.non2xx + r.errors + r.timeouts };
}

async function runGatewayBench({ server } = {}) {
  const serverUrl = await benchPgServer(server);
  const db = await createScratchDatabase(serverUrl, 'bench_gateway');
  const sink = await startSink();
  const env = {
    DATABASE_URL: db.url,
    ADMIN_API_KEY: `bench-${randomBytes(8).toString('hex')}`,
    ADMIN_PASSWORD: `bench-${randomBytes(8).toString('hex')}`,
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: '.data/bench-gateway',
    NATS_URL: OVER_NATS ? NATS_URL : '',
    ...(OVER_NATS ? { BUS_NAMESPACE: `${process.env.BUS_NAMESPACE ?? 'bench'}_gw_${Date.now()}`, PUBLIC_BASE_URL: `http://127.0.0.1:${PORT}` } : {}),
    SMTP_URL: sink.url,
    GATEWAY_SMTP_PORT: '0',
    GATEWAY_BOUNCE_SMTP_PORT: '0',
    BOUNCE_SMTP_PORT: '0',
    OUTBOUND_HTTP_ALLOW_IPS: '127.0.0.1',
  };
  // the suite accepts; a gateway process beside it delivers (GATEWAY_DELIVERY_LOOPS=0 in the suite): API replicas
  // apart from delivery replicas, so DKIM signing and composing do not share the answering process's one thread
  // over NATS: the edge, accounts and an accepting gateway; the delivering gateway below answers sends too (one
  // queue group), as a second replica would
  const accepting = OVER_NATS
    ? [
        startApp('apps/edge/dist/main.js', env, 'edge'),
        startApp('apps/accounts/dist/main.js', { ...env, PORT: '0' }, 'accounts'),
        startApp(GATEWAY_MAIN, { ...env, PORT: '0', GATEWAY_DELIVERY_LOOPS: '0' }, 'gateway'),
      ]
    : [startApp('apps/suite/dist/main.js', { ...env, GATEWAY_DELIVERY_LOOPS: '0' }, 'suite')];
  const pg = new Client({ connectionString: db.url });
  const receiver = await startReceiver();
  const children = [...accepting, sink.child];
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(async () => (await fetch(`${base}/readyz`)).status === 200);
    await pg.connect();
    const api = new ApiClient(base);
    await waitFor(async () => (await api.legacy('Users.Get', { AdminAPIKey: env.ADMIN_API_KEY })).body?.Success === true);
    const user = await seedUser(api, env.ADMIN_API_KEY);
    const domain = `bench-${randomBytes(4).toString('hex')}.example.com`;
    const added = await api.legacy('EmailGateway.AddDomain', { APIKey: user.apiKey, DomainName: domain });
    const domainId = Number(added.body.NewSenderDomainID);
    // nothing is published for the made-up domain: verified as the DNS job would find it, after its first check (and
    // checked now: the job's next round, every ten minutes, looks again only at domains not checked for a day)
    const verify = () =>
      pg.query(
        `UPDATE "gateway"."sender_domain" SET "verification_status" = 'Verified', "dkim_status" = 'Verified', "spf_status" = 'Verified', "checked_at" = now()
         WHERE "id" = $1`,
        [domainId],
      );
    const key = (await api.legacy('EmailGateway.AddAPI', { APIKey: user.apiKey, DomainID: domainId, Description: 'bench' })).body.APIKey.Key;
    const body = JSON.stringify({
      Subject: 'Your receipt',
      From: { name: 'Shop', email: `orders@${domain}` },
      To: [{ email: 'buyer@example.com' }],
      HTMLContent: '<p>Thank you for your order.</p>',
      PlainContent: 'Thank you for your order.',
    });
    const send = { body, headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` } };
    await waitFor(async () => {
      await verify();
      return (await fetch(`${base}/api/v1/email`, { method: 'POST', ...send })).status === 200;
    });

    // the anchor on a free port of the system's: BENCH_GATEWAY_PORT + 1 may be another run's
    const barePort = await freePort();
    const bareServer = await startBare(barePort);
    const bareRequest = { body: '{"x":1}', headers: { 'content-type': 'application/json' } };
    await run(`http://127.0.0.1:${barePort}/bare`, bareRequest, 2);
    const bare = await run(`http://127.0.0.1:${barePort}/bare`, bareRequest, DURATION);
    await stopAll([bareServer]);

    const count = async (where = 'TRUE') =>
      Number((await pg.query(`SELECT count(*) AS n FROM "gateway"."message" WHERE "domain_id" = $1 AND ${where}`, [domainId])).rows[0].n);
    // polled while the delivery drains: read through the queue's own index (the scratch database has this one domain)
    const queuedCount = async () => Number((await pg.query(`SELECT count(*) AS n FROM "gateway"."message" WHERE "status" = 'Queued'`)).rows[0].n);
    const acceptingCpu = () => accepting.reduce((sum, child) => sum + cpuSeconds(child.pid), 0);

    if (WEBHOOKS_ONLY) {
      const deliverer = startApp(
        GATEWAY_MAIN,
        { ...env, PORT: '0', GATEWAY_DELIVERY_LOOPS: process.env.BENCH_GATEWAY_DELIVERY_LOOPS ?? '4' },
        'gateway-delivery',
      );
      children.push(deliverer);
      const hooks = await benchWebhooks({ api, user, domainId, domain, pg, receiver, processes: [...accepting, deliverer] });
      console.log(
        `\nGateway webhook deliveries (${OVER_NATS ? 'edge, accounts, gateway over NATS' : 'in-process suite'}); anchor: bare Fastify ${bare.rps} req/s (same run)`,
      );
      printWebhooks(hooks, bare);
      return;
    }

    // the send API alone, before any delivery process runs: what accepting costs and allows without delivery sharing
    // the machine's cores (a deployment delivers from other replicas, usually on other machines)
    await run(`${base}/api/v1/email`, send, 2);
    const aloneBefore = await count();
    const aloneCpuStart = [acceptingCpu(), await serverCpuSeconds(pg)];
    const alone = await run(`${base}/api/v1/email`, send, DURATION);
    const aloneCpu = [acceptingCpu() - aloneCpuStart[0], (await serverCpuSeconds(pg)) - aloneCpuStart[1]];
    const aloneStored = (await count()) - aloneBefore;

    const deliverer = startApp(
      GATEWAY_MAIN,
      { ...env, PORT: '0', GATEWAY_DELIVERY_LOOPS: process.env.BENCH_GATEWAY_DELIVERY_LOOPS ?? '4' },
      'gateway-delivery',
    );
    children.push(deliverer);
    await run(`${base}/api/v1/email`, send, 2);
    await until(async () => (await queuedCount()) === 0);
    const before = await count();
    const sentBefore = await sinkCount(sink);
    const cpuAt = async () => ({
      suite: acceptingCpu(),
      each: accepting.map((child) => cpuSeconds(child.pid)),
      deliverer: cpuSeconds(deliverer.pid),
      pg: await serverCpuSeconds(pg),
    });
    // what the suite and PostgreSQL spend with nothing to do (polling jobs, timers), per second: taken off the window's
    const idleStart = [await cpuAt(), Date.now()];
    await new Promise((r) => setTimeout(r, 3000));
    const idleEnd = [await cpuAt(), Date.now()];
    const idleSeconds = (idleEnd[1] - idleStart[1]) / 1000;
    const idle = { suite: (idleEnd[0].suite - idleStart[0].suite) / idleSeconds, pg: (idleEnd[0].pg - idleStart[0].pg) / idleSeconds };
    const cpuStart = await cpuAt();
    const started = Date.now();
    // BENCH_GATEWAY_RATE: an overall request rate instead of as fast as answered (CPU per message at the same rate)
    const rate = process.env.BENCH_GATEWAY_RATE ? { overallRate: Number(process.env.BENCH_GATEWAY_RATE) } : {};
    const measured = await run(`${base}/api/v1/email`, { ...send, ...rate }, DURATION);
    // the backlog left when the window closed is delivered with no intake beside it: the delivery's own rate
    const [sentAtClose, closed] = [await sinkCount(sink), Date.now()];
    const cpuClose = await cpuAt();
    const windowSeconds = (closed - started) / 1000;
    const stored = (await count()) - before;
    if (stored < measured.ok) {
      const sample = await fetch(`${base}/api/v1/email`, { method: 'POST', ...send });
      console.log(`answered 200 but not stored; a send now answers ${sample.status} ${await sample.text()}`);
    }
    // requests still in flight when the measured window closed are stored after `stored` was counted: wait for
    // every message stored since, delivered
    const drained = await until(async () => (await queuedCount()) === 0);
    const queued = (await count()) - before;
    const delivered = (await sinkCount(sink)) - sentBefore;
    const deliverSeconds = (Date.now() - started) / 1000;
    const drainSeconds = (Date.now() - closed) / 1000;
    const backlog = delivered - (sentAtClose - sentBefore);
    const cpuEnd = await cpuAt();
    // CPU ms per message: the accepting suite's and PostgreSQL's over the measured window per message answered 200;
    // the delivery process's over the backlog's drain (no intake beside it) per message of the backlog
    const perMessage = (seconds, n) => ((seconds * 1000) / n).toFixed(3);
    const retried = await count(`"attempts" > 1`);

    // the delivery's own rate on a backlog of its own: BACKLOG messages like an accepted one (new ids, each with a body
    // of its own, as real receipts differ: the composer's cache of bodies gets no free hits) queued at once, delivered
    // with no intake beside it, until the sink has them all
    const sentBeforeBacklog = await sinkCount(sink);
    const backlogCpu = cpuSeconds(deliverer.pid);
    const backlogStarted = Date.now();
    await pg.query(
      `INSERT INTO "gateway"."message" ("id", "user_id", "domain_id", "source", "mail_from", "recipients", "subject", "content", "tags")
       SELECT gen_random_uuid(), m."user_id", m."domain_id", m."source", m."mail_from", m."recipients", m."subject",
              m."content" || jsonb_build_object('html', format('<p>Thank you for order %s.</p>', i), 'text', format('Thank you for order %s.', i)), m."tags"
       FROM (SELECT * FROM "gateway"."message" WHERE "domain_id" = $1 LIMIT 1) m, generate_series(1, $2) i`,
      [domainId, BACKLOG],
    );
    const backlogDone = await until(async () => (await sinkCount(sink)) - sentBeforeBacklog >= BACKLOG);
    const backlogSeconds = (Date.now() - backlogStarted) / 1000;
    const backlogCpuMs = ((cpuSeconds(deliverer.pid) - backlogCpu) * 1000) / BACKLOG;

    const hooks = await benchWebhooks({ api, user, domainId, domain, pg, receiver, processes: [...accepting, deliverer] });

    // the delivery anchor, same run and sink: nodemailer's pool sending one pre-built (unsigned) message
    const deliveryAnchor = await nodemailerAnchor(sink);

    console.log(
      `\nGateway send API (${OVER_NATS ? 'edge, accounts, gateway over NATS' : 'in-process suite'}, ${CONNECTIONS} connections, ${DURATION}s per run)\n`,
    );
    console.log('| scenario | req/s | p50 ms | p99 ms | answered 200 | other answers | stored | none lost | vs bare |');
    console.log('|---|---:|---:|---:|---:|---:|---:|:-:|---:|');
    console.log(`| bare Fastify JSON route (same run) | ${bare.rps} | ${bare.p50} | ${bare.p99} | ${bare.ok} | ${bare.failed} | | | 100 % |`);
    console.log(
      `| POST /api/v1/email, one recipient, no delivery running | ${alone.rps} | ${alone.p50} | ${alone.p99} | ${alone.ok} | ${alone.failed} | ${aloneStored} | ${aloneStored >= alone.ok ? 'yes' : 'NO'} | ${((alone.rps / bare.rps) * 100).toFixed(1)} % |`,
    );
    console.log(
      `| POST /api/v1/email, one recipient, delivery beside it | ${measured.rps} | ${measured.p50} | ${measured.p99} | ${measured.ok} | ${measured.failed} | ${stored} | ${stored >= measured.ok ? 'yes' : 'NO'} | ${((measured.rps / bare.rps) * 100).toFixed(1)} % |`,
    );
    console.log(
      `\nDelivered to the local SMTP sink: ${delivered} of ${queued} stored in ${deliverSeconds.toFixed(1)} s from the start of the measured run: ${Math.round(delivered / deliverSeconds)} msg/s${drained ? '' : ' (timed out before all arrived)'}; ${retried} message(s) needed more than one try`,
    );
    console.log(
      `Backlog delivered after the window closed (no intake beside it): ${backlog} in ${drainSeconds.toFixed(1)} s: ${Math.round(backlog / drainSeconds)} msg/s, ` +
        `${((backlog / drainSeconds / deliveryAnchor.rate) * 100).toFixed(1)} % of the anchor: a pooled nodemailer loop sending one pre-built message to the same sink, ${deliveryAnchor.rate} msg/s`,
    );
    console.log(
      `Queued backlog of ${BACKLOG} delivered alone: ${backlogSeconds.toFixed(1)} s, ${Math.round(BACKLOG / backlogSeconds)} msg/s, ` +
        `${((BACKLOG / backlogSeconds / deliveryAnchor.rate) * 100).toFixed(1)} % of the anchor; ${backlogCpuMs.toFixed(3)} CPU ms/msg (delivery process; the anchor's loop ${deliveryAnchor.cpuMs.toFixed(3)}, unsigned, the sink in its process)${backlogDone ? '' : ' (timed out)'}`,
    );
    console.log(
      `CPU ms per message: accepting (${accepting.map((child, i) => `${child.name} ${perMessage(cpuClose.each[i] - cpuStart.each[i], measured.ok)}`).join(', ')}; together) ${perMessage(cpuClose.suite - cpuStart.suite, measured.ok)}, PostgreSQL during intake ${perMessage(cpuClose.pg - cpuStart.pg, measured.ok)} ` +
        `(less their idle use, ${(idle.suite * 1000).toFixed(0)} and ${(idle.pg * 1000).toFixed(0)} ms/s: ${perMessage(cpuClose.suite - cpuStart.suite - idle.suite * windowSeconds, measured.ok)} and ${perMessage(cpuClose.pg - cpuStart.pg - idle.pg * windowSeconds, measured.ok)}); ` +
        `delivering (delivery process, backlog) ${perMessage(cpuEnd.deliverer - cpuClose.deliverer, backlog)}`,
    );
    console.log(
      `CPU ms per message accepted with no delivery running: accepting ${perMessage(aloneCpu[0], alone.ok)}, PostgreSQL ${perMessage(aloneCpu[1], alone.ok)}`,
    );
    printWebhooks(hooks, bare);
  } finally {
    receiver.server.close();
    await pg.end().catch(() => undefined);
    await stopAll(children);
    if (OVER_NATS) await dropBusStream(NATS_URL, env.BUS_NAMESPACE).catch(() => undefined);
    await dropScratchDatabase(db);
    if (!server) await stopEmbeddedPostgres();
  }
}

/** posts warmed up with before the measured ones (the deliverer's start, JIT, connections) */
const WEBHOOK_WARMUP = 200;

/**
 * The webhook deliveries: a `delivery` webhook registered on the domain, delivery events stored (by SQL, as many as
 * the sends before did not store), then the posts of WEBHOOK_MESSAGES of them enqueued at once, as the delivery's
 * settle enqueues them (so the rate is the webhook workers', not the delivery's), until the receiver has them all.
 * Beside it, the same number of POSTs from this process to the same receiver over 64 kept-alive connections.
 */
async function benchWebhooks({ api, user, domainId, domain, pg, receiver, processes }) {
  const hook = await api.legacy('EmailGateway.AddWebhook', {
    APIKey: user.apiKey,
    DomainID: domainId,
    Event: 'delivery',
    WebhookURL: `http://127.0.0.1:${receiver.server.address().port}/hook`,
  });
  if (!hook.body?.Success) throw new Error(`AddWebhook failed: ${hook.text}`);
  const webhookId = Number(hook.body.NewWebhookID);
  await storeDeliveryEvents(pg, domainId, domain, WEBHOOK_WARMUP + WEBHOOK_MESSAGES);
  // the table queue when the gateway has one (gateway.webhook_delivery), else a pg-boss job per post (the build before)
  const [{ table }] = (await pg.query(`SELECT to_regclass('gateway.webhook_delivery') IS NOT NULL AS "table"`)).rows;
  const enqueue = (offset, limit) =>
    pg.query(
      table
        ? `INSERT INTO "gateway"."webhook_delivery" ("webhook_id", "event_id")
           SELECT $1, e."id" FROM "gateway"."message_event" e WHERE e."domain_id" = $2 AND e."event" = 'delivery' ORDER BY e."id" OFFSET $3 LIMIT $4`
        : `INSERT INTO "gateway_jobs"."job" ("name", "data")
           SELECT 'gateway.webhook-post', jsonb_build_object('webhookId', $1::int, 'eventId', e."id", 'attempt', 1)
           FROM "gateway"."message_event" e WHERE e."domain_id" = $2 AND e."event" = 'delivery' ORDER BY e."id" OFFSET $3 LIMIT $4`,
      [webhookId, domainId, offset, limit],
    );
  await enqueue(0, WEBHOOK_WARMUP);
  await until(async () => receiver.count >= WEBHOOK_WARMUP);
  const received = receiver.count;
  const cpu = async () => [processes.reduce((sum, child) => sum + cpuSeconds(child.pid), 0), await serverCpuSeconds(pg)];
  const cpuStart = await cpu();
  const started = Date.now();
  const enqueued = (await enqueue(WEBHOOK_WARMUP, WEBHOOK_MESSAGES)).rowCount;
  const done = await until(async () => receiver.count - received >= enqueued);
  const seconds = (Date.now() - started) / 1000;
  const cpuEnd = await cpu();
  const posted = receiver.count - received;
  const anchor = await postLoop(receiver, enqueued);
  return {
    queue: table ? 'gateway.webhook_delivery' : 'pg-boss jobs',
    posted,
    enqueued,
    seconds,
    done,
    cpuMs: [(cpuEnd[0] - cpuStart[0]) * 1000, (cpuEnd[1] - cpuStart[1]) * 1000].map((ms) => ms / Math.max(1, posted)),
    anchor,
  };
}

/** delivery events of sent messages of the domain, stored by SQL up to `wanted` */
async function storeDeliveryEvents(pg, domainId, domain, wanted) {
  const [{ n }] = (await pg.query(`SELECT count(*)::int AS n FROM "gateway"."message_event" WHERE "domain_id" = $1 AND "event" = 'delivery'`, [domainId])).rows;
  if (n >= wanted) return;
  await pg.query(
    `WITH m AS (INSERT INTO "gateway"."message" ("id", "user_id", "domain_id", "source", "mail_from", "recipients", "subject", "status", "sent_at")
                SELECT gen_random_uuid(), d."user_id", d."id", 'api', $2, ARRAY['buyer@example.com'], 'Your receipt', 'Sent', now()
                FROM "gateway"."sender_domain" d, generate_series(1, $3) WHERE d."id" = $1
                RETURNING "id", "user_id", "domain_id", "recipients")
     INSERT INTO "gateway"."message_event" ("message_id", "domain_id", "user_id", "event", "recipient") SELECT "id", "domain_id", "user_id", 'delivery', "recipients"[1] FROM m`,
    [domainId, `orders@${domain}`, wanted - n],
  );
}

/** the anchor: `count` POSTs of a 400-byte JSON body from this process to the receiver over 64 kept-alive connections */
async function postLoop(receiver, count) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const body = JSON.stringify({ event: 'delivery', padding: 'x'.repeat(360) });
  const post = () =>
    new Promise((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: receiver.server.address().port, path: '/anchor', method: 'POST', agent, headers: { 'content-type': 'application/json' } },
        (res) => res.resume().on('end', resolve),
      );
      req.on('error', reject);
      req.end(body);
    });
  const started = Date.now();
  const cpuStart = process.cpuUsage();
  let next = 0;
  await Promise.all(
    Array.from({ length: 64 }, async () => {
      while (next++ < count) await post();
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  agent.destroy();
  return { rate: Math.round(count / seconds), cpuMs: (cpu.user + cpu.system) / 1000 / count };
}

function printWebhooks(h, bare) {
  console.log(
    `Webhook deliveries to a local receiver (${h.queue}): ${h.posted} of ${h.enqueued} posts in ${h.seconds.toFixed(1)} s from their enqueueing: ` +
      `${Math.round(h.posted / h.seconds)} POSTs/s${h.done ? '' : ' (timed out before all arrived)'}, ${((h.posted / h.seconds / bare.rps) * 100).toFixed(1)} % of bare Fastify, ` +
      `${((h.posted / h.seconds / h.anchor.rate) * 100).toFixed(1)} % of a plain POST loop to the same receiver (${h.anchor.rate}/s, 64 connections, ${h.anchor.cpuMs.toFixed(3)} CPU ms/POST with the receiver); ` +
      `CPU ms per POST: gateway processes ${h.cpuMs[0].toFixed(3)}, PostgreSQL ${h.cpuMs[1].toFixed(3)}`,
  );
}

module.exports = { runGatewayBench };

if (require.main === module) {
  runGatewayBench().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
