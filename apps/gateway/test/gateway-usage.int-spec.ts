import { randomUUID } from 'node:crypto';

import { Events, NO_USER_LIMITS, Queries } from '@mail/contracts';
import { type ServiceHarness, until } from '@mail/testing';

import { GatewayMessageRepository } from '../src/messages/gateway-message.repository';
import { MessageIntake } from '../src/messages/email-gateway-send/message-intake';
import { UsagePendingRepository } from '../src/usage/usage-pending.repository';
import { UsageReporter } from '../src/usage/usage-reporter';
import { bootQueueOnlyGateway, type QueueOnlyGateway } from './queue-only-gateway';

/**
 * Usage goes to accounts from usage_pending, written with the messages: every accepted message is reported exactly
 * once, in a few events per user instead of one per accepted batch, and rows nobody reported (a replica that
 * stopped) are reported by the next report.
 */
describe('gateway: usage reported from the pending counts (real PostgreSQL)', () => {
  const user = 7_000_000 + Math.floor(Math.random() * 1_000_000);
  let gateway: QueueOnlyGateway;
  let h: ServiceHarness;
  let domainId: number;

  const reported = (userId: number) => h.published(Events.UsageReported).filter((u) => u.userId === userId);
  const total = (userId: number) => reported(userId).reduce((sum, u) => sum + u.count, 0);
  const pendingRows = async () => (await h.db.query<{ n: number }>(`SELECT count(*)::int AS "n" FROM "gateway"."usage_pending"`))[0].n;
  const message = (userId: number) => ({
    userId,
    domainId,
    source: 'api' as const,
    mailFrom: 'o@usage.test',
    recipients: ['r@example.com'],
    subject: 's',
    tags: [],
  });

  beforeAll(async () => {
    gateway = await bootQueueOnlyGateway('gateway_usage', user, 'usage.test');
    ({ h, domainId } = gateway);
    await h.bus.handle(Queries.UserLimits.subject, 'accounts', async (request) => ({
      ok: true,
      body: { userId: (request as { userId: number }).userId, userGroupId: 1, reputationLevel: 'Trusted', limits: NO_USER_LIMITS, defaultSenderDomain: '' },
    }));
  });
  afterAll(async () => {
    await gateway?.stop();
  });

  it('reports every accepted message once, in one event per user and minute for all the batches since the last report', async () => {
    const intake = h.get(MessageIntake);
    const reporter = h.get(UsageReporter);
    // no report between the batches (as within a second): the batches' counts wait in usage_pending
    const accepted = jest.spyOn(reporter, 'accepted').mockImplementation(() => undefined);
    for (let round = 0; round < 5; round++) await Promise.all(Array.from({ length: 8 }, () => intake.accept(message(user))));
    accepted.mockRestore();
    expect(await pendingRows()).toBeGreaterThanOrEqual(5);
    expect(reported(user)).toEqual([]);

    await reporter.report();
    await until(
      () => Promise.resolve(total(user)),
      (n) => n >= 40,
      'usage of 40 messages reported',
      10_000,
    );
    expect(total(user)).toBe(40);
    // one event, or two when the batches straddled a minute (accounts counts per minute)
    expect(reported(user).length).toBeLessThanOrEqual(2);
    for (const usage of reported(user)) expect(usage).toMatchObject({ metric: 'email_gateway_sent', at: expect.stringMatching(/:00\.000Z$/) });
    expect(await pendingRows()).toBe(0);
  });

  it('reports the pending counts a stopped replica left behind with its messages', async () => {
    const other = user + 1;
    const left = new Map([[other, 3]]);
    const messages = [0, 1, 2].map(() => ({ ...message(other), id: randomUUID() }));
    await h.get(GatewayMessageRepository).insertMany(h.db, messages, (firstParam) => h.get(UsagePendingRepository).insertStatement(left, firstParam));
    expect(await pendingRows()).toBe(1);

    await h.get(UsageReporter).report();
    await until(
      () => Promise.resolve(total(other)),
      (n) => n >= 3,
      'left usage reported',
      10_000,
    );
    expect(reported(other)).toEqual([expect.objectContaining({ userId: other, count: 3 })]);
    expect(await pendingRows()).toBe(0);
  });
});
