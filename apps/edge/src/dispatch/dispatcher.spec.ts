import { BusLostError, BusPayloadTooLargeError, BusTimeoutError, BusUnavailableError, type Bus } from '@mail/bus';
import type { AuthContext } from '@mail/contracts';

import { readEdgeConfig } from '../edge.config';
import type { HealthService } from '../health/health.service';
import { AuthResolver } from './auth-resolver';
import { Dispatcher, type IncomingCall } from './dispatcher';
import { LocalCommands } from './local-commands';
import { RateLimiter } from './rate-limiter';

const config = readEdgeConfig();

const user: AuthContext = { kind: 'user', userId: 5, via: 'apikey', permissions: '*' };

function dispatcher(requestRaw: Bus['requestRaw'], auth: AuthContext = user) {
  const bus = { requestRaw } as unknown as Bus;
  const resolver = { resolve: async () => ({ ok: true, auth }) } as unknown as AuthResolver;
  return new Dispatcher(bus, resolver, new RateLimiter(config), new LocalCommands({} as HealthService), config);
}

function call(body: string, kind: IncomingCall['kind'] = 'legacy', path?: string, method = 'POST'): IncomingCall {
  return { kind, method, url: `/api.php?${body}`, path, body: undefined, headers: {}, ip: '10.0.0.1', requestId: 'r1', baseUrl: 'http://x' };
}

describe(Dispatcher.name, () => {
  it('sends the command to its subject with params, auth and meta, and keeps a success as JSON text', async () => {
    const sent: unknown[] = [];
    const d = dispatcher(async (subject, payload) => (sent.push([subject, payload]), '{"ok":true,"body":{"ListID":3}}'));
    const result = await d.dispatch(call('Command=List.Create&APIKey=k&SubscriberListName=A'));
    expect(result.outcome).toEqual({ type: 'ok-json', json: '{"ListID":3}' });
    expect(sent[0]).toEqual([
      'lists.cmd.list.create',
      expect.objectContaining({
        command: 'List.Create',
        params: expect.objectContaining({ subscriberlistname: 'A' }),
        auth: user,
        requestId: 'r1',
        meta: expect.objectContaining({ ip: '10.0.0.1' }),
      }),
    ]);
  });

  it('keeps a body answered with an etag and asks with meta.ifNoneMatch next time: NotModified serves the kept body', async () => {
    const metas: Record<string, unknown>[] = [];
    const answers = ['{"ok":true,"etag":"v1","body":{"Series":[1]}}', '{"ok":true,"notModified":"v1"}', '{"ok":true,"etag":"v2","body":{"Series":[2]}}'];
    const caller: AuthContext = { ...user };
    const d = dispatcher(async (_subject, payload) => (metas.push((payload as { meta: Record<string, unknown> }).meta), answers.shift()!), caller);
    const ask = async (query = 'Command=List.Get&APIKey=k&ListID=1') => (await d.dispatch(call(query))).outcome;
    expect(await ask()).toMatchObject({ type: 'ok-json', json: '{"Series":[1]}', held: { etag: 'v1' } });
    expect(await ask()).toMatchObject({ type: 'ok-json', json: '{"Series":[1]}', held: { etag: 'v1' } });
    expect(await ask()).toMatchObject({ type: 'ok-json', json: '{"Series":[2]}', held: { etag: 'v2' } });
    expect(metas.map((m) => m.ifNoneMatch)).toEqual([undefined, 'v1', 'v1']);
    // other parameters are another entry, and so is another caller with the same ones
    answers.push('{"ok":true,"body":{}}', '{"ok":true,"body":{}}');
    await ask('Command=List.Get&APIKey=k&ListID=2');
    expect(metas[3].ifNoneMatch).toBeUndefined();
    caller.userId = 6;
    await ask();
    expect(metas[4].ifNoneMatch).toBeUndefined();
  });

  it('answers a NotModified it did not ask for with a hard failure, never an empty success', async () => {
    const d = dispatcher(async () => '{"ok":true,"notModified":"v9"}');
    expect((await d.dispatch(call('Command=List.Get&APIKey=k&ListID=1'))).outcome).toMatchObject({ type: 'hard', code: 100005 });
  });

  it('passes a handler failure through', async () => {
    const d = dispatcher(async () => JSON.stringify({ ok: false, failure: { style: 'keyed', errors: [{ code: 1, message: 'm', param: 'listid' }] } }));
    const result = await d.dispatch(call('Command=List.Get&APIKey=k'));
    expect(result.outcome).toEqual({ type: 'failure', failure: { style: 'keyed', errors: [{ code: 1, message: 'm', param: 'listid' }] } });
  });

  it.each([
    ['no responder', () => Promise.reject(new BusUnavailableError('s')), 100002],
    ['a timeout', () => Promise.reject(new BusTimeoutError('s')), 100004],
    ['a request whose instance died', () => Promise.reject(new BusLostError('s')), 100004],
    ['a malformed reply', () => Promise.resolve('not json'), 100005],
    ['a message too large for the bus', () => Promise.reject(new BusPayloadTooLargeError(2_000_000, 1_048_576)), 100001],
    ['a hard reply', () => Promise.resolve('{"ok":false,"hard":100005}'), 100005],
  ])('turns %s into hard failure %p', async (_label, reply, code) => {
    const result = await dispatcher(reply).dispatch(call('Command=List.Get&APIKey=k'));
    expect(result.outcome).toMatchObject({ type: 'hard', code });
  });

  it('lets an administrator act for the named user only where the contract says so', async () => {
    const admin: AuthContext = { kind: 'admin', adminId: 1, via: 'adminapikey', permissions: '*' };
    const sent: { auth: AuthContext }[] = [];
    const d = dispatcher(async (_subject, payload) => (sent.push(payload as { auth: AuthContext }), '{"ok":true,"body":{}}'), admin);
    expect((await d.dispatch(call('Command=Campaign.Approve&AdminAPIKey=a&CampaignID=4&UserID=77'))).outcome).toEqual({ type: 'ok-json', json: '{}' });
    expect(sent[0].auth).toEqual({ ...admin, userId: 77 });
    expect((await d.dispatch(call('Command=Campaign.Approve&AdminAPIKey=a&CampaignID=4'))).outcome).toMatchObject({
      type: 'failure',
      failure: { errors: [{ code: 99998 }] },
    });
    expect((await d.dispatch(call('Command=Campaign.Pause&AdminAPIKey=a&CampaignID=4&UserID=77'))).outcome).toMatchObject({
      type: 'failure',
      failure: { errors: [{ code: 99998 }] },
    });
    expect(sent).toHaveLength(1);
  });

  it('refuses a credential that lacks the command permission with 403', async () => {
    const limited: AuthContext = { ...user, permissions: ['Campaigns.Get'] };
    const result = await dispatcher(async () => '{"ok":true,"body":{}}', limited).dispatch(call('Command=Subscriber.Get&APIKey=k'));
    expect(result.outcome).toMatchObject({ type: 'failure', failure: { errors: [{ code: 403 }] } });
  });

  it('rate-limits per caller with 429, HTTP 429 and Retry-After on v1 routes', async () => {
    const d = dispatcher(async () => '{"ok":true,"body":{}}');
    for (let i = 0; i < 100; i++) await d.dispatch(call('APIKey=k', 'v1', 'user.webhooks', 'GET'));
    const limited = await d.dispatch(call('APIKey=k', 'v1', 'user.webhooks', 'GET'));
    expect(limited.outcome).toMatchObject({ type: 'failure', failure: { errors: [{ code: 429 }], httpStatus: 429 } });
    expect(Number(limited.headers?.['retry-after'])).toBeGreaterThan(0);
  });

  it('resolves the response format from ResponseFormat', async () => {
    const d = dispatcher(async () => '{"ok":true,"body":{}}');
    expect((await d.dispatch(call('Command=List.Get&APIKey=k&ResponseFormat=XML'))).format).toBe('XML');
    expect((await d.dispatch(call('Command=List.Get&APIKey=k&ResponseFormat=xml'))).format).toBe('JSON');
  });

  it('answers unknown commands 100003 and wrong methods 100001 without calling the bus', async () => {
    const d = dispatcher(() => Promise.reject(new Error('must not be called')));
    expect((await d.dispatch(call('Command=Nope'))).outcome).toMatchObject({ type: 'hard', code: 100003 });
    expect((await d.dispatch(call('Command=List.Get', 'legacy', undefined, 'DELETE'))).outcome).toMatchObject({ type: 'hard', code: 100001 });
    expect((await d.dispatch(call('', 'v1', 'journey', 'PUT'))).outcome).toMatchObject({ type: 'hard', code: 100001 });
  });

  it.each([
    ['not running', () => Promise.reject(new BusUnavailableError('accounts.q.auth.resolve'))],
    ['not answering', () => Promise.reject(new BusTimeoutError('accounts.q.auth.resolve'))],
  ])('names the authentication service, not the command handler, when accounts is %s (100004)', async (_label, resolve) => {
    const sent: string[] = [];
    const bus = { query: resolve, requestRaw: async (subject: string) => (sent.push(subject), '{"ok":true,"body":{}}') } as unknown as Bus;
    const d = new Dispatcher(bus, new AuthResolver(bus, config), new RateLimiter(config), new LocalCommands({} as HealthService), config);
    const result = await d.dispatch(call('Command=List.Get&APIKey=uncached&ListID=1'));
    expect(result.outcome).toEqual({ type: 'hard', code: 100004, message: expect.stringMatching(/authentication service \(accounts\)/) });
    expect(sent).toEqual([]);
  });

  it('answers a body refused while reading with its hard failure and closes a connection with unread body', async () => {
    const d = dispatcher(() => Promise.reject(new Error('must not be called')));
    const refused = await d.dispatch({ ...call('Command=List.Get'), body: { kind: 'rejected', code: 100001, message: 'Request too large.', unread: true } });
    expect(refused).toMatchObject({ outcome: { type: 'hard', code: 100001, message: 'Request too large.' }, closeConnection: true });
    const deep = await d.dispatch({ ...call('Command=List.Get'), body: { kind: 'rejected', code: 100000, message: 'Too deep.', unread: false } });
    expect(deep).toMatchObject({ outcome: { type: 'hard', code: 100000 } });
    expect(deep.closeConnection).toBeUndefined();
  });
});
