import { randomUUID } from 'node:crypto';

import type { ServiceHarness } from '@mail/testing';

import { DeliverySettlement } from '../src/messages/delivery/delivery-settlement';
import { CLAIM_STATEMENT, GatewayMessageRepository } from '../src/messages/gateway-message.repository';
import type { Claim } from '../src/messages/message.row';
import { bootQueueOnlyGateway, type QueueOnlyGateway } from './queue-only-gateway';

/**
 * A claim whose batch outlived its lease: another worker took its messages over. Whatever the first worker then
 * settles (late, with its stale claim) leaves the takeover's outcome and events alone: one outcome, one set of
 * events. The delivery loops are off (GATEWAY_DELIVERY_LOOPS=0): the test plays both workers itself.
 */
describe('gateway: a settle with a stale claim (real PostgreSQL)', () => {
  const user = 6_000_000 + Math.floor(Math.random() * 1_000_000);
  const recipients = ['a@example.com', 'b@example.com'];
  let gateway: QueueOnlyGateway;
  let h: ServiceHarness;
  let domainId: number;

  const messages = () => h.get(GatewayMessageRepository);
  const settlement = () => h.get(DeliverySettlement);
  const queue = async (): Promise<string> => {
    const id = randomUUID();
    await messages().insertMany(h.db, [{ id, userId: user, domainId, source: 'api', mailFrom: 'o@claims.test', recipients, subject: 's', tags: [] }]);
    return id;
  };
  /** the claim of one message, as a worker would get it */
  const claimOf = async (id: string): Promise<Claim> => {
    const claim = await messages().claim(50, 300);
    const mine = claim.messages.filter((m) => m.id === id);
    expect(mine).toHaveLength(1);
    return { claimId: claim.claimId, messages: mine };
  };
  const leasePasses = (id: string) => h.db.query(`UPDATE "gateway"."message" SET "claimed_until" = now() - interval '1 second' WHERE "id" = $1`, [id]);
  const state = async (id: string) => {
    const [message] = await h.db.query<{ status: string; error: string | null; claim_id: string | null; held: boolean }>(
      `SELECT "status", "error", "claim_id", "claimed_until" > now() AS "held" FROM "gateway"."message" WHERE "id" = $1`,
      [id],
    );
    const events = await h.db.query<{ event: string; recipient: string }>(
      `SELECT "event", "recipient" FROM "gateway"."message_event" WHERE "message_id" = $1 ORDER BY "event", "recipient"`,
      [id],
    );
    return { ...message, events };
  };

  beforeAll(async () => {
    gateway = await bootQueueOnlyGateway('gateway_claims', user, 'claims.test');
    ({ h, domainId } = gateway);
  });
  afterAll(async () => {
    await gateway?.stop();
  });

  it('keeps the takeover outcome when the first worker settles after it, and records its events once', async () => {
    const id = await queue();
    const first = await claimOf(id);
    await leasePasses(id);
    const takeover = await claimOf(id);
    expect(takeover.claimId).not.toBe(first.claimId);
    expect(takeover.messages[0].attempts).toBe(2);

    await settlement().settle(takeover.claimId, takeover.messages, [{ kind: 'sent' }]);
    await settlement().settle(first.claimId, first.messages, [{ kind: 'failed', error: '550 refused' }]);

    expect(await state(id)).toEqual({
      status: 'Sent',
      error: null,
      claim_id: null,
      held: null,
      events: recipients.map((recipient) => ({ event: 'delivery', recipient })),
    });
  });

  it('leaves a message the takeover still holds alone when the first worker settles before it', async () => {
    const id = await queue();
    const first = await claimOf(id);
    await leasePasses(id);
    const takeover = await claimOf(id);

    await settlement().settle(first.claimId, first.messages, [{ kind: 'sent' }]);
    expect(await state(id)).toEqual({ status: 'Queued', error: null, claim_id: takeover.claimId, held: true, events: [] });
    await settlement().settle(first.claimId, first.messages, [{ kind: 'retry', error: '421 busy', delaySeconds: 30 }]);
    expect(await state(id)).toEqual({ status: 'Queued', error: null, claim_id: takeover.claimId, held: true, events: [] });

    await settlement().settle(takeover.claimId, takeover.messages, [{ kind: 'failed', error: '550 refused' }]);
    expect(await state(id)).toEqual({
      status: 'Failed',
      error: '550 refused',
      claim_id: null,
      held: null,
      events: recipients.map((recipient) => ({ event: 'bounce', recipient })),
    });
  });

  it('settles nothing for a message whose lease passed before its send started', async () => {
    const id = await queue();
    const claim = await claimOf(id);
    await settlement().settle(claim.claimId, claim.messages, [{ kind: 'lease-passed' }]);
    expect(await state(id)).toEqual({ status: 'Queued', error: null, claim_id: claim.claimId, held: true, events: [] });
  });

  it('keeps the tracked copies a try sent for the next try, and bounces only the recipients a failed message did not reach', async () => {
    const id = await queue();
    const first = await claimOf(id);
    expect(first.messages[0].copies_sent).toBe(0);
    await settlement().settle(first.claimId, first.messages, [{ kind: 'retry', error: '421 busy', delaySeconds: 0, copiesSent: 1 }]);

    const second = await claimOf(id);
    expect(second.messages[0].copies_sent).toBe(1);
    await settlement().settle(second.claimId, second.messages, [{ kind: 'failed', error: '550 no such user', copiesSent: 1 }]);
    expect(await state(id)).toEqual({
      status: 'Failed',
      error: '550 no such user',
      claim_id: null,
      held: null,
      events: [
        { event: 'bounce', recipient: 'b@example.com' },
        { event: 'delivery', recipient: 'a@example.com' },
      ],
    });
  });

  it('records the tracked copies sent before the lease ended, for the takeover', async () => {
    const id = await queue();
    const first = await claimOf(id);
    await settlement().settle(first.claimId, first.messages, [{ kind: 'lease-passed', copiesSent: 1 }]);
    expect(await state(id)).toMatchObject({ status: 'Queued', claim_id: first.claimId, held: true, events: [] });
    await leasePasses(id);
    expect((await claimOf(id)).messages[0].copies_sent).toBe(1);
  });

  it('settles nothing for a message whose domain queue was cleared while a worker held it', async () => {
    const id = await queue();
    const claim = await claimOf(id);
    expect(await messages().clearQueue(domainId)).toBeGreaterThanOrEqual(1);

    await settlement().settle(claim.claimId, claim.messages, [{ kind: 'retry', error: '421 busy', delaySeconds: 30 }]);
    await settlement().settle(claim.claimId, claim.messages, [{ kind: 'sent' }]);
    expect(await state(id)).toEqual({ status: 'Failed', error: 'queue cleared', claim_id: null, held: null, events: [] });
  });

  it('claims by reading the queue in due order, even when the last statistics saw no queued message', async () => {
    const backlog = 3000;
    await h.db.query(`UPDATE "gateway"."message" SET "status" = 'Sent', "claim_id" = NULL, "claimed_until" = NULL WHERE "status" = 'Queued'`);
    await h.db.query(`ANALYZE "gateway"."message"`);
    await messages().insertMany(
      h.db,
      Array.from({ length: backlog }, () => ({
        id: randomUUID(),
        userId: user,
        domainId,
        source: 'api',
        mailFrom: 'o@claims.test',
        recipients,
        subject: 's',
        tags: [],
      })),
    );

    const [row] = await h.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${CLAIM_STATEMENT}`, [50, 300, randomUUID()]);
    const nodes = planNodes(row['QUERY PLAN'][0].Plan);
    expect(nodes.filter((n) => n['Node Type'] === 'Sort')).toEqual([]);
    const queueReads = nodes.filter((n) => n['Index Name'] === 'message_due' || (n['Relation Name'] === 'message' && n['Node Type'] === 'Seq Scan'));
    expect(queueReads.map((n) => [n['Index Name'], n['Actual Rows']])).toEqual([['message_due', 50]]);
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  Plans?: PlanNode[];
}

const planNodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(planNodes)];
