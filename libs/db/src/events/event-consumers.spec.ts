import type { EntityManager } from 'typeorm';

import { type Bus, ConsumerStoppedError, type EventHandler } from '@mail/bus';
import { type DomainEvent, Events, type UsageReportedPayload } from '@mail/contracts';

import { EventConsumers, payloadInstance, payloadProblem } from './event-consumers';
import type { EventInbox } from './event-inbox';
import { type EventContext, OnEvent } from './on-event.decorator';

function fakes() {
  const handlers: EventHandler[] = [];
  const inboxRows: string[] = [];
  const bus = { consume: async (_subjects: string[], _durable: string, handler: EventHandler) => void handlers.push(handler) } as unknown as Bus;
  const inbox = {
    applyOnce: async (c: string, id: string, work: (m: EntityManager) => Promise<void>) => {
      inboxRows.push(`${c}/${id}`);
      return work({} as EntityManager);
    },
  } as unknown as EventInbox;
  return { handlers, inboxRows, consumers: new EventConsumers(bus, inbox) };
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

describe('OnEvent when', () => {
  class Metered {
    readonly seen: number[] = [];
    minimum = 5;
    @OnEvent(Events.UsageReported, { durable: 'metered', when: (p, self: Metered) => p.count >= self.minimum })
    async handle(p: UsageReportedPayload, _ctx: EventContext<UsageReportedPayload>): Promise<void> {
      this.seen.push(p.count);
    }
  }
  const usage = (id: string, count: number): DomainEvent => ({ ...event(id), payload: { userId: 1, metric: 'email_gateway_sent', count } });

  it('acknowledges an event the predicate turns down without an inbox row or the handler, and applies the others once through the inbox', async () => {
    const { handlers, inboxRows, consumers } = fakes();
    const metered = new Metered();
    await consumers.register(metered);

    await expect(handlers[0](usage('small', 1), { attempt: 1 })).resolves.toBeUndefined();
    await handlers[0](usage('big', 9), { attempt: 1 });

    expect(inboxRows).toEqual(['metered/big']);
    expect(metered.seen).toEqual([9]);
  });

  it('retries a delivery whose predicate throws, like a failing handler', async () => {
    const { handlers, inboxRows, consumers } = fakes();
    await consumers.consume(Events.UsageReported, { durable: 'failing', when: () => Promise.reject(new Error('db down')) }, async () => undefined);
    await expect(handlers[0](usage('a', 9), { attempt: 1 })).rejects.toThrow('db down');
    expect(inboxRows).toEqual([]);
  });
});

describe('payloadInstance', () => {
  it('keeps user-keyed maps as sent: keys named constructor and __proto__ are data, never a class or a prototype', () => {
    const raw = JSON.parse(
      '{"userId":1,"listId":2,"event":"customEvent","websiteTrackerUuid":"u","parameters":{"constructor":"c","__proto__":{"polluted":1},"toString":"t"},"constructor":"x"}',
    ) as object;
    expect(payloadProblem(Events.WebsiteEventTracked, raw)).toBeUndefined();
    const payload = payloadInstance(Events.WebsiteEventTracked, raw);
    expect(payload).toBeInstanceOf(Events.WebsiteEventTracked.payload);
    const parameters = payload.parameters as Record<string, unknown>;
    expect([Object.keys(parameters), parameters.constructor, parameters.polluted]).toEqual([['constructor', '__proto__', 'toString'], 'c', undefined]);
    expect(JSON.stringify(parameters)).toBe('{"constructor":"c","__proto__":{"polluted":1},"toString":"t"}');
  });
});
