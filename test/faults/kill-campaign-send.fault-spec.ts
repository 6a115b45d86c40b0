import { seedUser, type SeededUser } from '@mail/testing';

import { SmtpSink } from '../../apps/campaigns/test/smtp-sink';
import { approvedCampaign, campaignOf, recipientLedger } from './harness/campaign-send';
import { printFigures, tally } from './harness/figures';
import { waitFor } from './harness/os-process';
import { type FaultStack, STACK_START_TIMEOUT_MS, startStack } from './harness/stack';

const AUDIENCE = 300;
const BATCH_SIZE = 10;
const CONCURRENCY = 4;
/** the most recipients claimed and not yet recorded at any moment: what a kill may leave unknown */
const IN_FLIGHT_WINDOW = BATCH_SIZE * CONCURRENCY;

// slow enough (5 pooled connections × 40 ms a message: ~125 messages/s at most) that the kill lands mid-send
const sink = Object.assign(new SmtpSink(), { delayMs: 40 });
let stack: FaultStack;
let owner: SeededUser;
beforeAll(async () => {
  await sink.start();
  stack = await startStack({
    SMTP_URL: sink.url,
    DELIVERY_BATCH_SIZE: String(BATCH_SIZE),
    DELIVERY_CONCURRENCY: String(CONCURRENCY),
    // the killed process's claims are abandoned before the restarted one empties the queue: its workers then record them
    // as unknown and finish the run (a longer lease would leave that to the once-a-minute sweep)
    DELIVERY_LEASE_SECONDS: '2',
    JOBS_POLLING_INTERVAL_SECONDS: '1',
  });
  owner = await seedUser(stack.api, stack.adminApiKey);
}, STACK_START_TIMEOUT_MS);
afterAll(async () => {
  await stack?.stop();
  await sink.close();
}, 60_000);

describe('SIGKILL of the campaigns process mid-send', () => {
  it('every recipient is accounted for exactly once: sent (and received once) or unknown, none sent twice, unknown within the in-flight window', async () => {
    const tag = Date.now().toString(36);
    const audience = Array.from({ length: AUDIENCE }, (_, i) => `r${i}.${tag}@example.com`);
    const { campaignId } = await approvedCampaign(stack.api, owner.apiKey, audience);

    const campaigns = stack.services.get('campaigns')!;
    const killAfter = AUDIENCE / 4;
    expect(await waitFor(() => sink.messages.length >= killAfter, 30_000, 5)).toBeDefined();
    const killedAt = Date.now();
    await campaigns.kill('SIGKILL');
    const receivedAtKill = sink.messages.length;
    campaigns.start();
    let readyAt: number | undefined;
    void campaigns.ready().then((at) => (readyAt = at));
    const sentAfterMs = await waitFor(async () => (await campaignOf(stack.api, owner.apiKey, campaignId)).Status === 'Sent', 60_000, 250);

    const campaign = await campaignOf(stack.api, owner.apiKey, campaignId);
    const ledger = await recipientLedger(stack.databaseUrl, campaignId);
    const state = (name: string) => ledger.addressesByState[name] ?? [];
    const [sent, unknown, failed] = [state('sent'), state('unknown'), state('failed')];
    const ours = new Set(audience);
    const received = tally(
      sink.messages.flatMap((m) => m.envelopeTo).filter((a) => ours.has(a)),
      (a) => a,
    );
    const settled = new Set([...sent, ...unknown]);
    const receivedTwice = Object.entries(received).filter(([, n]) => n > 1);
    const sentNotReceived = sent.filter((a) => !received[a]);
    const receivedNotSentOrUnknown = Object.keys(received).filter((a) => !settled.has(a));
    const recordedAddresses = Object.values(ledger.addressesByState).flat().sort();

    printFigures('SIGKILL campaigns mid-send', {
      audience: AUDIENCE,
      'in-flight window (batch × concurrency)': IN_FLIGHT_WINDOW,
      'received by the SMTP sink when killed': receivedAtKill,
      'received by the SMTP sink (messages / distinct addresses)': `${sink.messages.length} / ${Object.keys(received).length}`,
      'recipients by state': tally(
        Object.entries(ledger.addressesByState).flatMap(([s, list]) => list.map(() => s)),
        (s) => s,
      ),
      'unknown that did reach the sink (taken by the server, outcome lost with the process)': unknown.filter((a) => received[a]).length,
      'Campaign.Get': { Status: campaign.Status, TotalRecipients: campaign.TotalRecipients, TotalSent: campaign.TotalSent, TotalFailed: campaign.TotalFailed },
      'campaign total_unknown': ledger.totalUnknown,
      'restarted process ready after the kill (ms)': readyAt === undefined ? 'not yet' : readyAt - killedAt,
      'Sent after the restart (ms)': sentAfterMs ?? 'not within 60 s',
      'received twice': receivedTwice.slice(0, 10),
    });

    // the kill landed mid-send, and the campaign finished by itself
    expect(receivedAtKill).toBeGreaterThan(0);
    expect(receivedAtKill).toBeLessThan(AUDIENCE);
    expect(sentAfterMs).toBeDefined();
    // no address got the message twice
    expect(receivedTwice).toEqual([]);
    // every audience member has exactly one recipient row, settled as sent, unknown or failed
    expect(recordedAddresses).toEqual([...audience].sort());
    expect(sent.length + unknown.length + failed.length).toBe(AUDIENCE);
    // sent means received; whatever was received is recorded as sent or unknown (a message the server took as the process died)
    expect(sentNotReceived).toEqual([]);
    expect(receivedNotSentOrUnknown).toEqual([]);
    // the reported figures are those of the ledger
    expect(campaign).toMatchObject({ TotalRecipients: AUDIENCE, TotalSent: sent.length, TotalFailed: failed.length });
    expect(ledger.totalUnknown).toBe(unknown.length);
    // the kill left claims behind, and no more than the workers had in flight
    expect(unknown.length).toBeGreaterThan(0);
    expect(unknown.length).toBeLessThanOrEqual(IN_FLIGHT_WINDOW);
  }, 90_000);
});
