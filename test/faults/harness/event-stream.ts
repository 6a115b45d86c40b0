import { connect } from 'nats';

import type { DomainEvent } from '@mail/contracts';

/** Every domain event in the namespace's JetStream stream (the stream the services' NatsBus publishes to). */
export async function readEvents(natsUrl: string, namespace: string, subject: string): Promise<DomainEvent[]> {
  const ns = namespace.replace(/[^A-Za-z0-9_-]/g, '_');
  const nc = await connect({ servers: natsUrl, name: 'fault-suite-reader' });
  try {
    const js = nc.jetstream();
    // the whole stream, filtered here: nats-server 2.9 (Debian's) knows no multi-subject filters
    const consumer = await js.consumers.get(`DOMAIN_EVENTS_${ns}`);
    const events: DomainEvent[] = [];
    const messages = await consumer.fetch({ max_messages: 100_000, expires: 3_000 });
    for await (const message of messages) {
      if (message.subject === `${ns}.${subject}`) events.push(message.json<DomainEvent>());
      if (message.info.pending === 0) break;
    }
    return events;
  } finally {
    await nc.close();
  }
}
