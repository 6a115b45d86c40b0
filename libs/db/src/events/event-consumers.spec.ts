import type { EntityManager } from 'typeorm';

import { type Bus, ConsumerStoppedError, type EventHandler } from '@mail/bus';
import { type DomainEvent, Events } from '@mail/contracts';

import { EventConsumers } from './event-consumers';
import type { EventInbox } from './event-inbox';

function fakes() {
  const handlers: EventHandler[] = [];
  const bus = { consume: async (_subjects: string[], _durable: string, handler: EventHandler) => void handlers.push(handler) } as unknown as Bus;
  const inbox = { applyOnce: async (_c: string, _id: string, work: (m: EntityManager) => Promise<void>) => work({} as EntityManager) } as unknown as EventInbox;
  return { handlers, consumers: new EventConsumers(bus, inbox) };
}

const event = (id: string): DomainEvent => ({
  id,
  subject: Events.UsageReported.subject,
  occurredAt: new Date().toISOString(),
  payload: { userId: 1, metric: 'email_gateway_sent', count: 1 },
});

describe(EventConsumers.name, () => {
  it('stop() waits for the deliveries running, then refuses new ones so the transport delivers them again later', async () => {
    const { handlers, consumers } = fakes();
    const order: string[] = [];
    let release!: () => void;
    await consumers.consume(Events.UsageReported, { durable: 'test' }, async () => {
      order.push('handler started');
      await new Promise<void>((r) => (release = r));
      order.push('handler done');
    });

    const running = handlers[0](event('a'), { attempt: 1 });
    const stopped = consumers.stop().then(() => order.push('stopped'));
    await new Promise((r) => setImmediate(r)); // everything ready to run has run: stop() waits on the handler alone
    expect(order).toEqual(['handler started']);
    release();
    await Promise.all([running, stopped]);
    expect(order).toEqual(['handler started', 'handler done', 'stopped']);

    await expect(handlers[0](event('b'), { attempt: 1 })).rejects.toBeInstanceOf(ConsumerStoppedError);
    expect(order).toHaveLength(3);
  });

  it('stop() resolves even when a running delivery fails', async () => {
    const { handlers, consumers } = fakes();
    await consumers.consume(Events.UsageReported, { durable: 'test' }, async () => {
      throw new Error('down');
    });
    const failing = handlers[0](event('a'), { attempt: 1 });
    await consumers.stop();
    await expect(failing).rejects.toThrow('down');
  });
});
