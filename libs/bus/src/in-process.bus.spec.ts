import { Broadcasts } from '@mail/contracts';

import { BusTimeoutError, BusUnavailableError, ConsumerStoppedError } from './bus';
import { InProcessBus, subjectMatches } from './in-process.bus';

describe(InProcessBus.name, () => {
  it('round-trips requests through JSON, like NATS', async () => {
    const bus = new InProcessBus();
    await bus.handle('a.cmd.x', 'a', async (data) => ({ got: data, at: new Date(0) }));
    await expect(bus.request('a.cmd.x', { n: 1, skip: undefined })).resolves.toEqual({ got: { n: 1 }, at: '1970-01-01T00:00:00.000Z' });
  });

  it('fails fast without a responder and times out a slow one', async () => {
    const bus = new InProcessBus();
    await expect(bus.request('none', {})).rejects.toBeInstanceOf(BusUnavailableError);
    let answer!: () => void;
    await bus.handle('slow', 'q', () => new Promise<void>((r) => (answer = r)));
    await expect(bus.request('slow', {}, 20)).rejects.toBeInstanceOf(BusTimeoutError);
    answer(); // the handler answers only after the requester gave up
  });

  it('delivers events to every durable consumer whose subject matches, retrying failures', async () => {
    const bus = new InProcessBus({ retryDelayMs: () => 1 });
    const seen: string[] = [];
    let failures = 1;
    await bus.consume(['evt.lists.>'], 'journeys', async (e) => {
      if (failures-- > 0) throw new Error('transient');
      seen.push(`journeys:${e.id}`);
    });
    await bus.consume(['evt.campaigns.*.*.v1'], 'other', async (e) => void seen.push(`other:${e.id}`));
    // publish resolves once every matching consumer acknowledged (after its retry)
    await bus.publish({ id: '1', subject: 'evt.lists.subscriber.subscribed.v1', occurredAt: '', payload: {} });
    await bus.close();
    expect(seen).toEqual(['journeys:1']);
  });

  it('resolves publish only once every consumer acknowledged, passing the attempt number', async () => {
    const bus = new InProcessBus({ retryDelayMs: () => 1 });
    const attempts: number[] = [];
    await bus.consume(['evt.>'], 'slow', async (_e, delivery) => {
      attempts.push(delivery.attempt);
      if (delivery.attempt < 3) throw new Error('transient');
    });
    await bus.publish({ id: '1', subject: 'evt.a.b.c.v1', occurredAt: '', payload: {} });
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('rejects publish when a consumer never acknowledges, so the outbox keeps the event', async () => {
    const bus = new InProcessBus({ retryDelayMs: () => 1, maxDeliveries: 3 });
    await bus.consume(['evt.>'], 'broken', async () => {
      throw new Error('down');
    });
    await expect(bus.publish({ id: '1', subject: 'evt.a.b.c.v1', occurredAt: '', payload: {} })).rejects.toThrow(
      'broken did not acknowledge 1 in 3 deliveries',
    );
  });

  it('rejects publish at once, without retries, when a consumer is stopping', async () => {
    const bus = new InProcessBus({ retryDelayMs: () => 60_000 });
    let deliveries = 0;
    await bus.consume(['evt.>'], 'stopping', async () => {
      deliveries++;
      throw new ConsumerStoppedError('stopping');
    });
    await expect(bus.publish({ id: '1', subject: 'evt.a.b.c.v1', occurredAt: '', payload: {} })).rejects.toBeInstanceOf(ConsumerStoppedError);
    expect(deliveries).toBe(1);
  });

  it('broadcasts to every listener, each getting the typed payload', async () => {
    const bus = new InProcessBus();
    const got: number[] = [];
    await bus.onBroadcast(Broadcasts.UserChanged, ({ userId }) => got.push(userId));
    await bus.onBroadcast(Broadcasts.UserChanged, (payload) => got.push(payload.userId + 1));
    await bus.broadcast(Broadcasts.UserChanged, { userId: 7 });
    expect(got).toEqual([7, 8]);
  });

  it('drops an invalid broadcast payload without calling the listener or failing the sender', async () => {
    const bus = new InProcessBus();
    const listener = jest.fn();
    await bus.onBroadcast(Broadcasts.UserChanged, listener);
    // a sender of another release (or a bug) past the compiler
    await expect(bus.broadcast(Broadcasts.UserChanged, { userId: 'seven' } as unknown as { userId: number })).resolves.toBeUndefined();
    await bus.broadcast(Broadcasts.UserChanged, null as unknown as { userId: number });
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps a failing broadcast listener from the sender and from the other listeners', async () => {
    const bus = new InProcessBus();
    const got: string[][] = [];
    await bus.onBroadcast(Broadcasts.GatewayKeysRevoked, () => {
      throw new Error('listener bug');
    });
    await bus.onBroadcast(Broadcasts.GatewayKeysRevoked, ({ keyHashes }) => got.push(keyHashes));
    await expect(bus.broadcast(Broadcasts.GatewayKeysRevoked, { keyHashes: ['a'] })).resolves.toBeUndefined();
    expect(got).toEqual([['a']]);
  });
});

describe('subjectMatches', () => {
  it.each([
    ['a.b', 'a.b', true],
    ['a.*', 'a.b', true],
    ['a.*', 'a.b.c', false],
    ['a.>', 'a.b.c', true],
    ['a.>', 'a', false],
    ['a.b', 'a.c', false],
  ])('%p matches %p: %p', (pattern, subject, expected) => {
    expect(subjectMatches(pattern, subject)).toBe(expected);
  });
});
