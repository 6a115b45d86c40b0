import { InProcessBus } from '@mail/bus';
import { Broadcasts, NO_USER_LIMITS, Queries } from '@mail/contracts';

import { SendRateLimiter } from './send-rate-limiter';
import type { Reservation, SendLimits, SendWindowRepository } from './send-window.repository';

/** accounts over a real (in-process) bus, the send window recording what it is asked */
async function setup() {
  const bus = new InProcessBus();
  const accounts = { perMinute: 10 as number | null, asked: 0 };
  await bus.handle(Queries.UserLimits.subject, 'accounts', async (data) => {
    accounts.asked++;
    const userId = Number((data as { userId: number }).userId);
    return {
      ok: true,
      body: { userId, userGroupId: 1, limits: { ...NO_USER_LIMITS, maxSendPerMinute: accounts.perMinute }, defaultSenderDomain: 'example.com' },
    };
  });
  const calls: { op: string; userId: number; count: number; limits: SendLimits }[] = [];
  const windows = {
    reserve: async (userId: number, wanted: number, limits: SendLimits): Promise<Reservation> => {
      calls.push({ op: 'reserve', userId, count: wanted, limits });
      return { granted: wanted, waitMs: 0 };
    },
    release: async (userId: number, unused: number, limits: SendLimits): Promise<void> => {
      calls.push({ op: 'release', userId, count: unused, limits });
    },
  } as unknown as SendWindowRepository;
  const limiter = new SendRateLimiter(bus, windows);
  await limiter.onApplicationBootstrap();
  return { bus, accounts, calls, limiter };
}

describe('SendRateLimiter', () => {
  it("drops a user's cached limits on accounts' UserChanged broadcast (every replica hears it), others' stay", async () => {
    const { bus, accounts, limiter } = await setup();
    await limiter.reserve(7, 5, 'example.com');
    await limiter.reserve(8, 5, 'example.com');
    await limiter.reserve(7, 5, 'example.com');
    expect(accounts.asked).toBe(2);

    accounts.perMinute = 3;
    await bus.broadcast(Broadcasts.UserChanged, { userId: 7 });
    const after = await limiter.reserve(7, 5, 'example.com');
    expect(accounts.asked).toBe(3);
    expect(after.limits?.perMinute).toBe(3);
    await limiter.reserve(8, 5, 'example.com');
    expect(accounts.asked).toBe(3);
  });

  it('releases unused messages under the limits the reservation was granted with, though the cache was dropped meanwhile', async () => {
    const { bus, accounts, calls, limiter } = await setup();
    const reservation = await limiter.reserve(7, 5, 'example.com');
    expect(reservation).toMatchObject({ granted: 5, onDefaultSenderDomain: true, limits: { perMinute: 10, perMonth: null } });

    accounts.perMinute = 3;
    await bus.broadcast(Broadcasts.UserChanged, { userId: 7 });
    await limiter.release(reservation, 2);
    expect(calls.at(-1)).toEqual({ op: 'release', userId: 7, count: 2, limits: reservation.limits });
    expect(accounts.asked).toBe(1);
  });

  it('reserves nothing in the window for a user without limits, and releases nothing', async () => {
    const { accounts, calls, limiter } = await setup();
    accounts.perMinute = null;
    const reservation = await limiter.reserve(9, 5, 'other.org');
    expect(reservation).toMatchObject({ granted: 5, waitMs: 0, limits: null, onDefaultSenderDomain: false });
    await limiter.release(reservation, 5);
    expect(calls).toEqual([]);
  });
});
