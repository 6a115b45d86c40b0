import { randomBytes } from 'node:crypto';

import { type AuthResolveReply, CommandError, isSubscriberSessionToken } from '@mail/contracts';
import { Caller } from '@mail/kit';
import { formatKeyEntry, parseKeyring } from '@mail/secrets';

import { SubscriberScope } from '../subscriber-scope';
import type { SubscriberSessionsRepository } from '../subscriber-sessions.repository';
import { SUBSCRIBER_SESSION_SECONDS, SubscriberSessionTokens } from '../subscriber-session.tokens';
import { SubscriberSessionResolveHandler } from './subscriber-session-resolve.handler';

const tokens = new SubscriberSessionTokens(parseKeyring(formatKeyEntry('k1', randomBytes(32))));
const owner = { userId: 7, email: 'me@example.com' };
/** subscriber 5 of list 3 exists, nothing else */
const sessions = {
  subscriber: async (listId: number, subscriberId: number) => (listId === 3 && subscriberId === 5 ? owner : undefined),
} as SubscriberSessionsRepository;
const handler = new SubscriberSessionResolveHandler(tokens, sessions);
/** the query's answer (@HandlesQuery wraps it in the bus reply) */
const resolve = async (token: string) => ((await handler.handle({ token })) as unknown as { body: AuthResolveReply }).body;

describe('Queries.SubscriberSessionResolve', () => {
  it('resolves a genuine token of a live subscriber to the subscriber credential, cached at most 60 s, no user id', async () => {
    const token = tokens.issue({ listId: 3, subscriberId: 5 });
    expect(isSubscriberSessionToken(token)).toBe(true);
    const reply = await resolve(token);
    expect(reply).toEqual({
      ok: true,
      ttl: 60,
      auth: { kind: 'subscriber', listId: 3, subscriberId: 5, via: 'session', permissions: '*', credentialId: 'subscribersession:3.5' },
    });
  });

  it('answers 99999 for an expired genuine token, 99998 for a forged one or a subscriber gone', async () => {
    const expired = tokens.issue({ listId: 3, subscriberId: 5 }, Date.now() - (SUBSCRIBER_SESSION_SECONDS + 1) * 1000);
    expect(await resolve(expired)).toMatchObject({ ok: false, code: 99999 });
    const genuine = tokens.issue({ listId: 3, subscriberId: 5 });
    expect(await resolve(genuine.replace('ss.3.5.', 'ss.3.6.'))).toMatchObject({ ok: false, code: 99998 });
    expect(await resolve(tokens.issue({ listId: 3, subscriberId: 6 }))).toMatchObject({ ok: false, code: 99998 });
  });

  it('a user session token does not have the subscriber-session shape', () => {
    expect(isSubscriberSessionToken(randomBytes(32).toString('base64url'))).toBe(false);
    expect(isSubscriberSessionToken(undefined)).toBe(false);
  });
});

describe(SubscriberScope.name, () => {
  const scope = new SubscriberScope(sessions);
  const subscriber = Caller.of({ auth: { kind: 'subscriber', listId: 3, subscriberId: 5, via: 'session', permissions: '*' } });
  const expectDenied = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CommandError);
    expect((error as CommandError).failure.errors[0].code).toBe(99998);
  };

  it('a user acts for itself, whatever it names', async () => {
    const user = Caller.of({ auth: { kind: 'user', userId: 11, via: 'apikey', permissions: '*' } });
    expect(await scope.userFor(user, { listId: 99, subscriberId: 1 })).toBe(11);
  });

  it('a subscriber session acts for the list owner on its own subscriber only (by id or address)', async () => {
    expect(await scope.userFor(subscriber, { listId: 3, subscriberId: 5 })).toBe(7);
    expect(await scope.userFor(subscriber, { listId: 3, email: 'ME@example.com' })).toBe(7);
    await expectDenied(scope.userFor(subscriber, { listId: 3, subscriberId: 6 }));
    await expectDenied(scope.userFor(subscriber, { listId: 4, subscriberId: 5 }));
    await expectDenied(scope.userFor(subscriber, { listId: undefined, subscriberId: 5 }));
    await expectDenied(scope.userFor(subscriber, { listId: 3, email: 'other@example.com' }));
    await expectDenied(scope.userFor(subscriber, { listId: 3, subscriberId: 5, email: 'other@example.com' }));
  });

  it('a session whose subscriber is gone is refused', async () => {
    const gone = Caller.of({ auth: { kind: 'subscriber', listId: 3, subscriberId: 8, via: 'session', permissions: '*' } });
    await expectDenied(scope.userFor(gone, { listId: 3, subscriberId: 8 }));
  });
});
