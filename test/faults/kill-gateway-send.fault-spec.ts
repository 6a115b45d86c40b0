import { seedUser } from '@mail/testing';

import { SmtpSink } from '../../apps/campaigns/test/smtp-sink';
import { printFigures, tally } from './harness/figures';
import { gatewayLedger, gatewaySender, type GatewaySender, messageIdOf, sendEach } from './harness/gateway-send';
import { sleep, waitFor } from './harness/os-process';
import { type FaultStack, STACK_START_TIMEOUT_MS, startStack } from './harness/stack';

const MESSAGES = 300;
/** GATEWAY_DELIVERY_LOOPS (2) × the 50 messages a loop claims: the most a fault can leave unsettled */
const IN_FLIGHT_WINDOW = 100;
/** how long PostgreSQL stays down: shorter than the lease, so a settle tried again may still record its batch */
const PG_OUTAGE_MS = 2_000;

// slow enough (5 pooled connections × 40 ms a message: ~125 messages/s at most) that the fault lands mid-delivery
const sink = Object.assign(new SmtpSink(), { delayMs: 40 });
let stack: FaultStack;
let sender: GatewaySender;
beforeAll(async () => {
  await sink.start();
  stack = await startStack({
    SMTP_URL: sink.url,
    // the killed process's claims end soon after the fault: the restarted process records them as Unknown in the test's time
    GATEWAY_DELIVERY_LEASE_SECONDS: '3',
  });
  const owner = await seedUser(stack.api, stack.adminApiKey);
  sender = await gatewaySender(stack.api, owner.apiKey, stack.databaseUrl);
}, STACK_START_TIMEOUT_MS);
afterAll(async () => {
  await stack?.stop();
  await sink.close();
}, 60_000);

/** every message has left the queue (false while the database is unreachable) */
async function noneQueued(ids: string[]): Promise<boolean> {
  try {
    const { status } = await gatewayLedger(stack.databaseUrl, ids);
    return ids.every((id) => status.get(id) !== 'Queued');
  } catch {
    return false;
  }
}

/** each fault, and the fewest Unknown it must leave (a kill always leaves claims behind; a short outage may not) */
const FAULTS: Record<string, { cause: () => Promise<void>; minUnknown: number }> = {
  'SIGKILL of the gateway process': {
    cause: async () => {
      const gateway = stack.services.get('gateway')!;
      await gateway.kill('SIGKILL');
      gateway.start();
    },
    minUnknown: 1,
  },
  'PostgreSQL killed and restarted': {
    cause: async () => {
      await stack.pg.kill();
      await sleep(PG_OUTAGE_MS);
      await stack.pg.start();
    },
    minUnknown: 0,
  },
};

describe('gateway delivery interrupted mid-way: no message sent twice', () => {
  it.each(Object.keys(FAULTS))(
    '%s: every accepted message is received once and Sent, or Unknown (never sent again); none twice at the sink',
    async (fault) => {
      const tag = Date.now().toString(36);
      const ids = await sendEach(
        stack.api,
        sender,
        Array.from({ length: MESSAGES }, (_, i) => `r${i}.${tag}@example.com`),
      );
      const ours = new Set(ids);
      const received = () => sink.messages.map(messageIdOf).filter((id): id is string => !!id && ours.has(id));
      expect(await waitFor(() => received().length >= MESSAGES / 4, 30_000, 5)).toBeDefined();
      const receivedAtFault = received().length;
      const faultAt = Date.now();
      await FAULTS[fault].cause();
      const settledAfterMs = await waitFor(() => noneQueued(ids), 90_000, 250);

      const ledger = await gatewayLedger(stack.databaseUrl, ids);
      const withStatus = (status: string) => ids.filter((id) => ledger.status.get(id) === status);
      const [sent, unknown] = [withStatus('Sent'), withStatus('Unknown')];
      const times = tally(received(), (id) => id);
      const receivedTwice = Object.entries(times).filter(([, n]) => n > 1);
      const sentNotReceived = sent.filter((id) => times[id] !== 1);
      const receivedNotSentOrUnknown = Object.keys(times).filter((id) => !['Sent', 'Unknown'].includes(ledger.status.get(id) ?? ''));
      const eventsOf = (list: string[]) =>
        tally(
          list.flatMap((id) => ledger.events.get(id) ?? ['none']),
          (e) => e,
        );

      printFigures(`gateway delivery: ${fault}`, {
        accepted: ids.length,
        'in-flight window (loops × batch)': IN_FLIGHT_WINDOW,
        'received by the SMTP sink at the fault': receivedAtFault,
        'received by the SMTP sink (messages / distinct)': `${received().length} / ${Object.keys(times).length}`,
        'messages by status': tally(ids, (id) => ledger.status.get(id) ?? 'missing'),
        'Unknown that did reach the sink (taken by the server, outcome lost)': unknown.filter((id) => times[id]).length,
        'events of Sent / Unknown messages': { Sent: eventsOf(sent), Unknown: eventsOf(unknown) },
        'settled after the fault (ms)': settledAfterMs === undefined ? 'not within 90 s' : Date.now() - faultAt,
        'received twice': receivedTwice.slice(0, 10),
      });

      // the fault landed mid-delivery, and the queue settled by itself
      expect(ids.length).toBe(MESSAGES);
      expect(receivedAtFault).toBeLessThan(MESSAGES);
      expect(settledAfterMs).toBeDefined();
      // no message reached the sink twice
      expect(receivedTwice).toEqual([]);
      // every accepted message is Sent (received exactly once) or Unknown; whatever was received is one of them
      expect(sent.length + unknown.length).toBe(MESSAGES);
      expect(sentNotReceived).toEqual([]);
      expect(receivedNotSentOrUnknown).toEqual([]);
      // what clients read: a delivery event per Sent message, an unknown event per Unknown one
      expect(eventsOf(sent)).toEqual(sent.length ? { delivery: sent.length } : {});
      expect(eventsOf(unknown)).toEqual(unknown.length ? { unknown: unknown.length } : {});
      // no more Unknown than the loops had in flight
      expect(unknown.length).toBeLessThanOrEqual(IN_FLIGHT_WINDOW);
      expect(unknown.length).toBeGreaterThanOrEqual(FAULTS[fault].minUnknown);
    },
    150_000,
  );
});
