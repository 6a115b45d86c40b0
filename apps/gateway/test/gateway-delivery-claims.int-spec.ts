import { randomUUID } from 'node:crypto';

import type { ServiceHarness } from '@mail/testing';

import { ClaimLease } from '../src/messages/delivery/claim-lease';
import { DeliverySettlement } from '../src/messages/delivery/delivery-settlement';
import { CLAIM_STATEMENT, GatewayMessageRepository } from '../src/messages/gateway-message.repository';
import type { Claim } from '../src/messages/message.row';
import { bootQueueOnlyGateway, type QueueOnlyGateway } from './queue-only-gateway';

/**
 * A claim whose lease ended unsettled (its worker died, or lost the database, after handing the messages to the SMTP
 * server) is never claimed again: its messages are recorded as Unknown, with an `unknown` event per recipient, and
 * whatever the first worker then settles (late, with its stale claim) changes nothing: one outcome, one set of
 * events, no second copy. The delivery loops are off (GATEWAY_DELIVERY_LOOPS=0): the test plays the workers itself.
 */
describe('gateway: claims whose lease ended, and settles with a stale claim (real PostgreSQL)', () => {
  const user = 6_000_000 + Math.floor(Math.random() * 1_000_000);
  const recipients = ['a@example.com', 'b@example.com'];
  let gateway: QueueOnlyGateway;
  let h: ServiceHarness;
  let domainId: number;
  const lease = () => new ClaimLease(300);

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

  it('records a message whose claim ended unsettled as Unknown, never claims it again, and ignores the late settle', async () => {
    const id = await queue();
    const first = await claimOf(id);
    await leasePasses(id);
    expect((await messages().claim(50, 300)).messages.map((m) => m.id)).not.toContain(id);

    expect(await settlement().recordAbandoned()).toBeGreaterThanOrEqual(1);
    const unknown = {
      status: 'Unknown',
      error: 'the delivery that claimed it stopped before its SMTP outcome was recorded',
      claim_id: null,
      held: null,
      events: recipients.map((recipient) => ({ event: 'unknown', recipient })),
    };
    expect(await state(id)).toEqual(unknown);
    await settlement().settle(first.claimId, first.messages, [{ kind: 'sent' }], lease());
    await settlement().settle(first.claimId, first.messages, [{ kind: 'retry', error: '421 busy', delaySeconds: 0 }], lease());
    expect(await state(id)).toEqual(unknown);
    expect(await settlement().recordAbandoned()).toBe(0);
  });

  it('records a message whose content was written but never answered as Unknown, never to be tried again', async () => {
    const id = await queue();
    const claim = await claimOf(id);
    await settlement().settle(claim.claimId, claim.messages, [{ kind: 'unknown', error: 'lost after the content', copiesSent: 1 }], lease());
    expect(await state(id)).toEqual({
      status: 'Unknown',
      error: 'lost after the content',
      claim_id: null,
      held: null,
      events: [
        { event: 'delivery', recipient: 'a@example.com' },
        { event: 'unknown', recipient: 'b@example.com' },
      ],
    });
  });

  it('leaves a claim whose lease has not ended alone', async () => {
    const id = await queue();
    const claim = await claimOf(id);
    await settlement().recordAbandoned();
    expect(await state(id)).toEqual({ status: 'Queued', error: null, claim_id: claim.claimId, held: true, events: [] });
  });

  it('releases a message the lease kept from starting for the next claim, with the tracked copies sent so far', async () => {
    const id = await queue();
    const first = await claimOf(id);
    await settlement().settle(first.claimId, first.messages, [{ kind: 'lease-passed', copiesSent: 1 }], lease());
    expect(await state(id)).toEqual({ status: 'Queued', error: "not started before its claim's lease ended", claim_id: null, held: null, events: [] });
    const next = await claimOf(id);
    expect([next.messages[0].copies_sent, next.messages[0].attempts]).toEqual([1, 2]);
  });

  it('records the recipients of tracked copies sent before an abandoned claim as delivered, the others as unknown', async () => {
    const id = await queue();
    const first = await claimOf(id);
    await settlement().settle(first.claimId, first.messages, [{ kind: 'retry', error: '421 busy', delaySeconds: 0, copiesSent: 1 }], lease());
    await claimOf(id);
    await leasePasses(id);
    await settlement().recordAbandoned();
    expect(await state(id)).toMatchObject({
      status: 'Unknown',
      events: [
        { event: 'delivery', recipient: 'a@example.com' },
        { event: 'unknown', recipient: 'b@example.com' },
      ],
    });
  });

  it('keeps the tracked copies a try sent for the next try, and bounces only the recipients a failed message did not reach', async () => {
    const id = await queue();
    const first = await claimOf(id);
    expect(first.messages[0].copies_sent).toBe(0);
    await settlement().settle(first.claimId, first.messages, [{ kind: 'retry', error: '421 busy', delaySeconds: 0, copiesSent: 1 }], lease());

    const second = await claimOf(id);
    expect(second.messages[0].copies_sent).toBe(1);
    await settlement().settle(second.claimId, second.messages, [{ kind: 'failed', error: '550 no such user', copiesSent: 1 }], lease());
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

  it('settles nothing for a message whose domain queue was cleared while a worker held it', async () => {
    const id = await queue();
    const claim = await claimOf(id);
    expect(await messages().clearQueue(domainId)).toBeGreaterThanOrEqual(1);

    await settlement().settle(claim.claimId, claim.messages, [{ kind: 'retry', error: '421 busy', delaySeconds: 30 }], lease());
    await settlement().settle(claim.claimId, claim.messages, [{ kind: 'sent' }], lease());
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
