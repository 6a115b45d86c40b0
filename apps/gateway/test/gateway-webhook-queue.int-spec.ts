import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { GatewayEvent } from '@mail/contracts';
import type { ServiceHarness } from '@mail/testing';

import { DeliveryEventRecorder } from '../src/delivery-events/delivery-event-recorder';
import { GatewayMessageRepository } from '../src/messages/gateway-message.repository';
import { CLAIM_POSTS, SETTLE_POSTS, WebhookDeliveryRepository } from '../src/webhooks/delivery/webhook-delivery.repository';
import { WEBHOOK_BATCH, WebhookDeliveryWorker } from '../src/webhooks/delivery/webhook-delivery.worker';
import { WebhookRepository } from '../src/webhooks/webhook.repository';
import { bootQueueOnlyGateway, type QueueOnlyGateway } from './queue-only-gateway';

interface Receiver {
  url: string;
  posts: { headers: IncomingHttpHeaders; body: string }[];
  close(): Promise<void>;
}

/** a webhook receiver answering `status` to every POST, keeping what it got */
async function startReceiver(status: number): Promise<Receiver> {
  const posts: Receiver['posts'] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      posts.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    posts,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * The webhook queue (webhook_delivery) against real PostgreSQL and real receivers: posts queued with their event,
 * claimed, POSTed and settled a batch at a time; a failure moved to its next try after the schedule's delay, a
 * refused address never tried again, a claim whose lease ended posted again, a late settle of a stale claim ignored,
 * a deleted webhook's posts gone. The loops are off (GATEWAY_DELIVERY_LOOPS=0): the test runs the rounds itself.
 */
describe('gateway: the webhook delivery queue (real PostgreSQL and receivers)', () => {
  const user = 7_000_000 + Math.floor(Math.random() * 1_000_000);
  /** the schedule's first delay: long enough that no retry falls due while a test runs */
  const retryBase = 30;
  const savedBase = process.env.GATEWAY_WEBHOOK_RETRY_BASE_SECONDS;
  let gateway: QueueOnlyGateway;
  let h: ServiceHarness;
  let domainId: number;
  let ok: Receiver;
  let failing: Receiver;

  const deliveries = () => h.get(WebhookDeliveryRepository);
  const round = () => h.get(WebhookDeliveryWorker).round();
  const hook = (url: string, event: GatewayEvent = 'delivery') => h.get(WebhookRepository).insert(user, domainId, event, url);
  /** a message with its `delivery` event stored (and so its posts queued, in the same transaction): the event's id */
  const deliveredEvent = async (): Promise<number> => {
    const messageId = randomUUID();
    const recipients = ['buyer@example.com'];
    await h
      .get(GatewayMessageRepository)
      .insertMany(h.db, [{ id: messageId, userId: user, domainId, source: 'api', mailFrom: 'o@hooks.test', recipients, subject: 'Receipt', tags: ['t'] }]);
    await h.db.tx((q) => h.get(DeliveryEventRecorder).record(q, { messageId, domainId, userId: user, event: 'delivery', recipient: recipients[0] }));
    const [{ id }] = await h.db.query<{ id: number }>(`SELECT "id"::int AS "id" FROM "gateway"."message_event" WHERE "message_id" = $1`, [messageId]);
    return id;
  };
  const queued = (eventId: number) =>
    h.db.query<{ webhook_id: number; attempt: number; due_in: number; claimed: boolean }>(
      `SELECT "webhook_id"::int AS "webhook_id", "attempt", round(extract(epoch FROM "due_at" - now()))::int AS "due_in", "claim_id" IS NOT NULL AS "claimed"
       FROM "gateway"."webhook_delivery" WHERE "event_id" = $1 ORDER BY "webhook_id"`,
      [eventId],
    );
  const logged = (eventId: number) =>
    h.db.query<{ webhook_id: number; attempt: number; status_code: number | null; error: string | null }>(
      `SELECT "webhook_id"::int AS "webhook_id", "attempt", "status_code", "error" FROM "gateway"."webhook_attempt" WHERE "event_id" = $1 ORDER BY "webhook_id", "attempt"`,
      [eventId],
    );

  /** the plan a statement of the queue runs with, planned as the repository plans it (its private byIndex) */
  const plan = async (sql: string, params: unknown[]): Promise<PlanNode[]> => {
    const planned = deliveries() as unknown as { byIndex(sql: string, params: unknown[]): Promise<{ 'QUERY PLAN': [{ Plan: PlanNode }] }[]> };
    const [row] = await planned.byIndex(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, params);
    return planNodes(row['QUERY PLAN'][0].Plan);
  };

  beforeAll(async () => {
    process.env.GATEWAY_WEBHOOK_RETRY_BASE_SECONDS = String(retryBase);
    gateway = await bootQueueOnlyGateway('gateway_webhook_queue', user, 'hooks.test');
    ({ h, domainId } = gateway);
    [ok, failing] = await Promise.all([startReceiver(200), startReceiver(500)]);
  });
  afterAll(async () => {
    await Promise.all([ok?.close(), failing?.close()]);
    await gateway?.stop();
    process.env.GATEWAY_WEBHOOK_RETRY_BASE_SECONDS = savedBase;
  });
  // each test's webhooks alone (their queued posts and logged attempts go with them)
  beforeEach(() => h.db.query(`DELETE FROM "gateway"."webhook"`));

  it('posts a batch side by side and settles it: a 2xx ended, a failure moved to its next try after the delay, a refused address given up', async () => {
    const [good, bad, blocked] = [await hook(ok.url), await hook(failing.url), await hook('http://10.20.30.40/hook')];
    await hook(ok.url, 'bounce');
    const eventId = await deliveredEvent();
    expect((await queued(eventId)).map((p) => [p.webhook_id, p.attempt])).toEqual([
      [good, 1],
      [bad, 1],
      [blocked, 1],
    ]);

    const before = ok.posts.length;
    expect(await round()).toBe(false);
    const [post] = ok.posts.slice(before);
    expect(ok.posts.length - before).toBe(1);
    expect(post.headers['x-gateway-attempt']).toBe('1');
    expect(post.headers['x-gateway-event']).toBe('delivery');
    expect(post.headers['x-gateway-signature']).toBe(`sha256=${createHmac('sha256', '').update(post.body).digest('hex')}`);
    expect(JSON.parse(post.body)).toMatchObject({ event: 'delivery', event_id: eventId, domain_id: domainId, recipient: 'buyer@example.com', tags: ['t'] });

    expect(await queued(eventId)).toEqual([{ webhook_id: bad, attempt: 2, due_in: retryBase, claimed: false }]);
    expect(await logged(eventId)).toEqual([
      { webhook_id: good, attempt: 1, status_code: 200, error: null },
      { webhook_id: bad, attempt: 1, status_code: 500, error: 'HTTP 500' },
      { webhook_id: blocked, attempt: 1, status_code: null, error: expect.stringMatching(/^blocked-address: /) },
    ]);
  });

  it('posts the next try only once its delay has passed, saying which try it is, with the delay doubled after it', async () => {
    const bad = await hook(failing.url);
    const eventId = await deliveredEvent();
    await round();
    const tried = failing.posts.length;
    await round();
    expect(failing.posts.length).toBe(tried);

    await h.db.query(`UPDATE "gateway"."webhook_delivery" SET "due_at" = now() WHERE "event_id" = $1`, [eventId]);
    await round();
    expect(failing.posts.length).toBe(tried + 1);
    expect(failing.posts.at(-1)!.headers['x-gateway-attempt']).toBe('2');
    expect(await queued(eventId)).toEqual([{ webhook_id: bad, attempt: 3, due_in: 2 * retryBase, claimed: false }]);
    expect((await logged(eventId)).map((a) => a.attempt)).toEqual([1, 2]);
  });

  it('posts again what a claim whose lease ended left unsettled (its worker died), and ignores that claim’s late settle', async () => {
    const good = await hook(ok.url);
    const eventId = await deliveredEvent();
    const dead = await deliveries().claim(WEBHOOK_BATCH, 60);
    expect(dead.posts.map((p) => [p.webhookId, p.event.id, p.attempt])).toEqual([[good, eventId, 1]]);

    const before = ok.posts.length;
    await round();
    expect(ok.posts.length).toBe(before);
    await h.db.query(`UPDATE "gateway"."webhook_delivery" SET "claimed_until" = now() - interval '1 second' WHERE "event_id" = $1`, [eventId]);
    await round();
    expect(ok.posts.length).toBe(before + 1);
    expect(ok.posts.at(-1)!.headers['x-gateway-attempt']).toBe('1');
    expect(await queued(eventId)).toEqual([]);

    const late = { eventId, webhookId: good, attempt: 1, statusCode: 500, error: 'HTTP 500', retryInSeconds: 1 };
    expect(await deliveries().settle(dead.claimId, [late])).toBe(0);
    expect(await queued(eventId)).toEqual([]);
    expect(await logged(eventId)).toEqual([{ webhook_id: good, attempt: 1, status_code: 200, error: null }]);
  });

  it('settles a batch in one statement, moving and logging only the posts its claim still holds', async () => {
    const [a, b] = [await hook(ok.url), await hook(ok.url)];
    const eventId = await deliveredEvent();
    const first = await deliveries().claim(1, 60);
    const second = await deliveries().claim(1, 60);
    expect([...first.posts, ...second.posts].map((p) => p.webhookId).sort((x, y) => x - y)).toEqual([a, b]);
    const settle = (webhookId: number) => ({ eventId, webhookId, attempt: 1, statusCode: 503, error: 'HTTP 503', retryInSeconds: 5 });
    expect(await deliveries().settle(first.claimId, [settle(a), settle(b)])).toBe(1);
    const mine = first.posts[0].webhookId;
    expect((await queued(eventId)).map((p) => [p.webhook_id, p.attempt, p.claimed])).toEqual([
      [a, mine === a ? 2 : 1, mine !== a],
      [b, mine === b ? 2 : 1, mine !== b],
    ]);
    expect((await logged(eventId)).map((l) => l.webhook_id)).toEqual([mine]);
  });

  it('drops the pending posts of a deleted webhook', async () => {
    const gone = await hook(ok.url);
    const eventId = await deliveredEvent();
    expect(await queued(eventId)).toHaveLength(1);
    expect(await h.get(WebhookRepository).deleteOwned(user, gone)).toBe(true);
    const before = ok.posts.length;
    await round();
    expect(ok.posts.length).toBe(before);
    expect(await queued(eventId)).toEqual([]);
  });

  it('queues a job of the release before unless its attempt was logged (a job run again posts nothing twice)', async () => {
    const good = await hook(ok.url);
    const eventId = await deliveredEvent();
    await round();
    expect(await deliveries().enqueueAttempt(good, eventId, 1)).toBe(false);
    expect(await deliveries().enqueueAttempt(good, eventId, 2)).toBe(true);
    expect((await queued(eventId)).map((p) => p.attempt)).toEqual([2]);
  });

  it('claims and settles through the queue’s indexes, even when the last statistics saw only dead rows', async () => {
    const webhookId = await hook(ok.url);
    const eventId = await deliveredEvent();
    // the queue drained (its rows dead, its pages kept) and analyzed then: estimated at no rows, a scan of it all looks cheapest
    await h.db.query(`DELETE FROM "gateway"."webhook_delivery"`);
    await h.db.query(`ANALYZE "gateway"."webhook_delivery"`);
    await h.db.query(
      `INSERT INTO "gateway"."message_event" ("message_id", "domain_id", "user_id", "event", "recipient")
       SELECT "message_id", "domain_id", "user_id", "event", "recipient" FROM "gateway"."message_event", generate_series(1, 3000) WHERE "id" = $1`,
      [eventId],
    );
    await h.db.query(`INSERT INTO "gateway"."webhook_delivery" ("event_id", "webhook_id") SELECT "id", $1 FROM "gateway"."message_event" WHERE "id" > $2`, [
      webhookId,
      eventId,
    ]);

    const claimId = randomUUID();
    const claim = await plan(CLAIM_POSTS, [50, 60, claimId]);
    expect(claim.filter((n) => n['Node Type'].includes('Sort'))).toEqual([]);
    expect(queueReads(claim)).toEqual([
      ['Index Scan', 'webhook_delivery_due', 50],
      ['Tid Scan', undefined, 50],
    ]);
    expect(claim.filter((n) => n['Relation Name'] === 'message_event').map((n) => n['Node Type'])).toEqual(['Index Scan']);

    const claimed = await h.db.query<{ event_id: string }>(`SELECT "event_id" FROM "gateway"."webhook_delivery" WHERE "claim_id" = $1`, [claimId]);
    const ids = claimed.map((c) => c.event_id);
    const settle = await plan(SETTLE_POSTS, [
      claimId,
      ids,
      ids.map(() => webhookId),
      ids.map(() => 1),
      ids.map(() => 500),
      ids.map(() => 'HTTP 500'),
      ids.map((_, i) => (i % 2 ? 30 : null)),
    ]);
    expect(queueReads(settle).map(([type, index]) => [type, index])).toEqual([
      ['Index Scan', 'webhook_delivery_pkey'],
      ['Index Scan', 'webhook_delivery_pkey'],
    ]);
    expect(Number((await h.db.query<{ n: string }>(`SELECT count(*) AS n FROM "gateway"."webhook_delivery" WHERE "claim_id" = $1`, [claimId]))[0].n)).toBe(0);
  });
});

/** how a plan reads webhook_delivery: node, index, rows */
const queueReads = (nodes: PlanNode[]) =>
  nodes
    .filter((n) => n['Relation Name'] === 'webhook_delivery' && n['Node Type'] !== 'ModifyTable')
    .map((n) => [n['Node Type'], n['Index Name'], n['Actual Rows']]);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  Plans?: PlanNode[];
}

const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];
