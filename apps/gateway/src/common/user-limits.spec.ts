import type { Bus } from '@mail/bus';
import { type BroadcastDefinition, Broadcasts, NO_USER_LIMITS, type UserLimitsReply } from '@mail/contracts';

import { UserLimits } from './user-limits';

type Limits = UserLimitsReply['limits'];

/** a bus whose UserLimits answers the test gives one by one, and whose UserChanged broadcast the test sends */
function fakeBus() {
  const answers: ((limits: Limits) => void)[] = [];
  let userChanged: (payload: unknown) => void = () => undefined;
  const bus = {
    query: jest.fn(() => new Promise((resolve) => answers.push((limits) => resolve({ userId: 7, limits })))),
    onBroadcast: jest.fn(async (broadcast: BroadcastDefinition, handler: (payload: unknown) => void) => {
      if (broadcast === Broadcasts.UserChanged) userChanged = handler;
    }),
  };
  return { bus: bus as unknown as Bus, query: bus.query, answer: (i: number, limits: Limits) => answers[i](limits), changed: () => userChanged({ userId: 7 }) };
}

const before: Limits = { ...NO_USER_LIMITS, senderDomains: 1 };
const after: Limits = { ...NO_USER_LIMITS, senderDomains: 5 };

describe(UserLimits.name, () => {
  it('shares one query among the sends that miss together, and answers from the cache after it', async () => {
    const { bus, query, answer } = fakeBus();
    const limits = new UserLimits(bus);
    await limits.onApplicationBootstrap();
    const both = Promise.all([limits.of(7), limits.of(7)]);
    answer(0, before);
    expect(await both).toEqual([before, before]);
    expect(await limits.of(7)).toEqual(before);
    expect(query).toHaveBeenCalledTimes(1);
  });

  it('does not cache an answer whose query was in flight when the user changed, and asks again after the change', async () => {
    const { bus, query, answer, changed } = fakeBus();
    const limits = new UserLimits(bus);
    await limits.onApplicationBootstrap();
    const stale = limits.of(7);
    changed();
    const fresh = limits.of(7);
    expect(query).toHaveBeenCalledTimes(2);
    answer(0, before);
    expect(await stale).toEqual(before);
    answer(1, after);
    expect(await fresh).toEqual(after);
    expect(await limits.of(7)).toEqual(after);
    expect(query).toHaveBeenCalledTimes(2);
  });

  it('does not cache the in-flight answer when the change comes with no other send waiting', async () => {
    const { bus, query, answer, changed } = fakeBus();
    const limits = new UserLimits(bus);
    await limits.onApplicationBootstrap();
    const stale = limits.of(7);
    changed();
    answer(0, before);
    await stale;
    const next = limits.of(7);
    expect(query).toHaveBeenCalledTimes(2);
    answer(1, after);
    expect(await next).toEqual(after);
  });
});
