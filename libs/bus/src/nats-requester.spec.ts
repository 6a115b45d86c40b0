import type { Msg, NatsConnection } from 'nats';

import { NatsRequester } from './nats-requester';
import { WriteBatcher } from './write-batcher';

type Callback = (error: null, msg: Msg) => void;

/** A fake connection: records publishes and lets the test deliver replies to the inbox. */
function fakeConnection() {
  let inbox: Callback = () => undefined;
  const published: { subject: string; reply: string }[] = [];
  const nc = {
    subscribe: (_subject: string, opts: { callback: Callback }) => void (inbox = opts.callback),
    publish: (subject: string, _data: Uint8Array, opts: { reply: string }) => void published.push({ subject, reply: opts.reply }),
  } as unknown as NatsConnection;
  const reply = (to: string, text: string, code?: number) =>
    inbox(null, { subject: to, data: new TextEncoder().encode(text), headers: code ? { code } : undefined } as unknown as Msg);
  return { nc, published, reply };
}

const errors = { noResponder: () => new Error('no responder'), timeout: () => new Error('timeout'), lost: () => new Error('lost') };
const tick = () => new Promise((r) => setImmediate(r));

describe(NatsRequester.name, () => {
  it('matches replies to requests by their reply subject', async () => {
    const { nc, published, reply } = fakeConnection();
    const requester = new NatsRequester(nc, new WriteBatcher());
    const first = requester.request('a.cmd.x', new Uint8Array(), 1000, errors);
    const second = requester.request('a.cmd.y', new Uint8Array(), 1000, errors);
    await tick();
    expect(published.map((p) => p.subject)).toEqual(['a.cmd.x', 'a.cmd.y']);
    reply(published[1].reply, 'two');
    reply(published[0].reply, 'one');
    await expect(Promise.all([first, second])).resolves.toEqual(['one', 'two']);
    requester.stop();
  });

  it('turns a 503 status into the no-responder error and a silent service into a timeout', async () => {
    const { nc, published, reply } = fakeConnection();
    const requester = new NatsRequester(nc, new WriteBatcher());
    const missing = requester.request('a.cmd.x', new Uint8Array(), 1000, errors);
    const silent = requester.request('a.cmd.y', new Uint8Array(), 60, errors);
    await tick();
    reply(published[0].reply, '', 503);
    await expect(missing).rejects.toThrow('no responder');
    await expect(silent).rejects.toThrow('timeout');
    reply(published[1].reply, 'late');
    requester.stop();
  });

  describe('claims checks (on a fake clock: the checks run every 0.5 s)', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
    afterEach(() => jest.useRealTimers());

    it('fails a request fast when no instance of its service is left to claim it', async () => {
      const { nc, published, reply } = fakeConnection();
      const requester = new NatsRequester(nc, new WriteBatcher());
      const orphan = requester.request('a.cmd.x', new Uint8Array(), 10_000, errors, '_bus.claims.a');
      const outcome = orphan.catch((error: Error) => error.message);
      // the first claims check (its interval is far below the request's 10 s timeout)
      const claimsQuery = () => published.find((p) => p.subject === '_bus.claims.a');
      await jest.advanceTimersByTimeAsync(1000);
      const query = claimsQuery();
      expect(query).toBeDefined();
      reply(query!.reply, '', 503); // nobody subscribes to the claims subject: every instance is gone
      await jest.advanceTimersByTimeAsync(1000); // the check's window closes
      // 'lost', not 'timeout': the request failed on the check, long before its own timeout
      expect(await outcome).toBe('lost');
      requester.stop();
    });

    it('keeps waiting while an instance claims the request, and gives it up after three unclaimed checks', async () => {
      const { nc, published, reply } = fakeConnection();
      const requester = new NatsRequester(nc, new WriteBatcher());
      const slow = requester.request('a.cmd.x', new Uint8Array(), 10_000, errors, '_bus.claims.a');
      let settled = false;
      const outcome = slow.catch((error: Error) => error.message).finally(() => (settled = true));
      await tick();
      const own = published[0].reply;
      const answered = new Set<string>();
      /** answers every new claims query within 20 ms, as the instances would */
      const answerFor = async (ms: number, claims: string[]) => {
        for (let elapsed = 0; elapsed < ms; elapsed += 20) {
          await jest.advanceTimersByTimeAsync(20);
          for (const query of published.filter((p) => p.subject === '_bus.claims.a' && !answered.has(p.reply))) {
            answered.add(query.reply);
            reply(query.reply, JSON.stringify(claims));
          }
        }
      };
      await answerFor(1800, [own]); // the holder answers: three checks or more, still waiting
      expect(settled).toBe(false);
      await answerFor(2500, []); // the holder is gone; another instance answers "not mine"
      expect(await outcome).toBe('lost');
      requester.stop();
    });
  });
});
