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

const errors = { noResponder: () => new Error('no responder'), timeout: () => new Error('timeout') };
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
});
