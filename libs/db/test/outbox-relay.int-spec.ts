import { randomBytes } from 'node:crypto';

import type { DataSource } from 'typeorm';

import type { Bus } from '@mail/bus';
import { defineEvent, type DomainEvent } from '@mail/contracts';
import { waitFor } from '@mail/testing';

import { createEventTablesSql, createOutboxTableSql, createServiceDataSource, MAX_PUBLISH_ATTEMPTS, Outbox, PARKED_BY } from '../src';

class Noted {
  note!: string;
}
const NOTED = defineEvent('test.outbox.noted', 1, Noted);

/** A bus that takes every event but those whose note is "refused", and that can be down altogether. */
class FakeBus {
  published: string[] = [];
  tries = 0;
  down = false;
  async publish(event: DomainEvent): Promise<void> {
    this.tries++;
    if (this.down) throw new Error('CONNECTION_CLOSED');
    const { note } = event.payload as { note?: string };
    if (note === 'refused') throw new Error('MAX_PAYLOAD_EXCEEDED');
    this.published.push(String(note));
  }
  async ping(): Promise<void> {
    if (this.down) throw new Error('CONNECTION_CLOSED');
  }
}

/** The outbox relay against a real PostgreSQL: one event the bus refuses does not hold up the others. */
describe('outbox relay (real PostgreSQL)', () => {
  const schema = `outbox_relay_${randomBytes(4).toString('hex')}`;
  let ds: DataSource;
  let bus: FakeBus;
  let outbox: Outbox;
  const count = async (table: string) => Number((await ds.query(`SELECT count(*) AS n FROM "${schema}"."${table}"`))[0].n);
  const write = (notes: string[]) =>
    ds.transaction((m) =>
      outbox.add(
        m,
        NOTED,
        notes.map((note) => ({ note })),
      ),
    );
  /** kicks the relay until `done` holds (each kick runs one round once the previous ended) */
  const relayUntil = (what: string, done: () => Promise<boolean> | boolean) =>
    waitFor(
      async () => {
        outbox.kick();
        return done();
      },
      { what, timeoutMs: 20_000, everyMs: 50 },
    );

  beforeAll(async () => {
    ds = await createServiceDataSource({ service: schema, url: process.env.DATABASE_URL!, entities: [], migrations: [], poolSize: 2 }).initialize();
    await ds.query(`CREATE SCHEMA "${schema}"`);
    for (const sql of [...createOutboxTableSql(schema), ...createEventTablesSql(schema)]) await ds.query(sql);
  });
  beforeEach(() => {
    bus = new FakeBus();
    outbox = new Outbox(ds, bus as unknown as Bus, schema);
  });
  afterEach(() => outbox.stop());
  afterAll(async () => {
    await ds.query(`DROP SCHEMA "${schema}" CASCADE`);
    await ds.destroy();
  });

  it(`publishes the others at once, retries the refused one alone and parks it after ${MAX_PUBLISH_ATTEMPTS} tries`, async () => {
    await write(['first', 'refused', 'third']);
    outbox.kick();
    await waitFor(() => bus.published.length === 2, { what: 'the events beside the refused one published' });
    expect(bus.published).toEqual(['first', 'third']);
    await relayUntil('the refused event parked', async () => (await count('dead_event')) === 1);
    await write(['after']);
    await relayUntil('an event written after it published', () => bus.published.includes('after'));

    const [dead] = await ds.query(`SELECT "consumer", "subject", "payload", "attempts", "error" FROM "${schema}"."dead_event"`);
    expect(dead).toEqual({
      consumer: PARKED_BY,
      subject: 'evt.test.outbox.noted.v1',
      payload: { note: 'refused' },
      attempts: MAX_PUBLISH_ATTEMPTS,
      error: 'MAX_PAYLOAD_EXCEEDED',
    });
    expect(bus.published).toEqual(['first', 'third', 'after']);
    expect(await count('outbox')).toBe(0);
  });

  it('parks nothing while the bus is down, and relays everything once it is back', async () => {
    await ds.query(`DELETE FROM "${schema}"."dead_event"`);
    bus.down = true;
    await write(['a', 'b']);
    await relayUntil('many rounds against the bus that is down', () => bus.tries >= 2 * (MAX_PUBLISH_ATTEMPTS + 3));
    expect([await count('outbox'), await count('dead_event')]).toEqual([2, 0]);
    bus.down = false;
    await relayUntil('the events relayed once the bus is back', () => bus.published.length === 2);
    expect(bus.published).toEqual(['a', 'b']);
    expect([await count('outbox'), await count('dead_event')]).toEqual([0, 0]);
  });
});
