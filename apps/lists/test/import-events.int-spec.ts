import { randomUUID } from 'node:crypto';

import { type DomainEvent, Events } from '@mail/contracts';
import { createScratchDatabase, dropScratchDatabase, payloadProblem, type ScratchDatabase } from '@mail/db';
import { bootService, type ServiceHarness, waitFor } from '@mail/testing';

import { ListsModule } from '../src';

/**
 * Subscribers.Import with TriggerEvents: one subscriber.subscribed event per subscriber the import added as
 * Subscribed (through the typed outbox), none for rows it skipped or added with another status, none without
 * TriggerEvents. A database of its own keeps the e2e suite's relay off this outbox.
 */
describe('Subscribers.Import events (real PostgreSQL)', () => {
  let h: ServiceHarness;
  const user = 5_000_000 + Math.floor(Math.random() * 1_000_000);
  const seen: DomainEvent[] = [];
  const sharedUrl = process.env.DATABASE_URL;
  let scratch: ScratchDatabase;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'import_events');
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(ListsModule, { service: 'lists' });
    await h.bus.consume(['evt.lists.>'], 'spy', async (event: DomainEvent) => void seen.push(event));
  });
  afterAll(async () => {
    await h.stop();
    process.env.DATABASE_URL = sharedUrl;
    await dropScratchDatabase(scratch);
  });

  const ok = async (command: string, params: Record<string, unknown>) => {
    const reply = await h.call(command, params, user);
    if (!reply.ok) throw new Error(`${command} failed: ${JSON.stringify(reply)}`);
    return reply.body;
  };
  /** subscribed events of the list that an import sent */
  const imported = (listId: number) =>
    seen.filter((e) => {
      const payload = e.payload as { listId?: number; source?: string };
      return e.subject === Events.SubscriberSubscribed.subject && payload.listId === listId && payload.source === 'CSVImport';
    });
  const importInto = async (listId: number, csv: string, triggerEvents: number) => {
    const { ImportID } = await ok('Subscribers.Import', { ListID: listId, CSV: csv, TriggerEvents: triggerEvents });
    return waitFor(
      async () => {
        const { Import } = await ok('Subscribers.Import.Status', { ImportID });
        return Import.Status === 'Completed' && Import;
      },
      { what: `import ${ImportID} to complete` },
    );
  };
  /**
   * A subscriber added by hand after the import: its subscribed event leaves the outbox after whatever the import
   * wrote, so once the spy saw it, every event of the import has been relayed too.
   */
  const relayedPastImport = async (listId: number) => {
    const marker = `${randomUUID()}-marker@events.example.com`;
    await ok('Subscriber.Create', { ListID: listId, EmailAddress: marker });
    await waitFor(() => seen.some((e) => (e.payload as { emailAddress?: string }).emailAddress === marker), { what: `the marker event of list ${listId}` });
  };

  it('sends one subscribed event per subscriber the import added as Subscribed', async () => {
    const { ListID } = await ok('List.Create', { SubscriberListName: 'Events' });
    const existing = `${randomUUID()}@events.example.com`;
    await ok('Subscriber.Create', { ListID, EmailAddress: existing });
    const fresh = [1, 2, 3].map((i) => `${randomUUID()}-${i}@events.example.com`);
    const csv = `email,status\n${fresh.map((e) => `${e},Subscribed`).join('\n')}\n${existing},Subscribed\n${randomUUID()}@events.example.com,Unsubscribed\n`;
    expect(await importInto(ListID, csv, 1)).toMatchObject({ TotalImported: 4, TotalSkipped: 1 });
    await waitFor(() => imported(ListID).length >= 3, { what: 'three subscribed events of the import' });
    await relayedPastImport(ListID); // and no second one arrives
    expect(imported(ListID).map((e) => (e.payload as { emailAddress: string }).emailAddress)).toEqual(expect.arrayContaining(fresh));
    expect(imported(ListID)).toHaveLength(3);
    for (const event of imported(ListID)) expect(payloadProblem(Events.SubscriberSubscribed, event.payload)).toBeUndefined();
  });

  it('sends none without TriggerEvents', async () => {
    const { ListID } = await ok('List.Create', { SubscriberListName: 'Quiet' });
    expect(await importInto(ListID, `email\n${randomUUID()}@events.example.com\n`, 0)).toMatchObject({ TotalImported: 1 });
    await relayedPastImport(ListID);
    expect(imported(ListID)).toEqual([]);
  });
});
