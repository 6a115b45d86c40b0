import type { Bus } from '@mail/bus';
import { type AuthContext, type AuthScope, type CommandSpec, Queries } from '@mail/contracts';

import { ApiCredentialStrategy } from '../auth/api-credential.strategy';
import { type AuthOutcome, AuthResolver } from './auth-resolver';
import { authorize } from './authorize';

const SUBSCRIBER_TOKEN = 'ss.3.5.1999999999.k1.AAAAAAAAAAAAAAAAAAAAAA';
const subscriber: AuthContext = { kind: 'subscriber', listId: 3, subscriberId: 5, via: 'session', permissions: '*' };
const user: AuthContext = { kind: 'user', userId: 7, via: 'session', permissions: '*' };

/** a bus whose accounts knows one user session and whose lists knows one subscriber session */
function bus() {
  const asked: string[] = [];
  const fake = {
    query: async (query: unknown, request: { sessionId?: string; token?: string }) => {
      if (query === Queries.SubscriberSessionResolve) {
        asked.push('lists');
        return request.token === SUBSCRIBER_TOKEN ? { ok: true, auth: subscriber, ttl: 60 } : { ok: false, code: 99998, message: 'no' };
      }
      asked.push('accounts');
      return request.sessionId === 'user-session' ? { ok: true, auth: user, ttl: 60 } : { ok: false, code: 99998, message: 'no' };
    },
    onBroadcast: async () => undefined,
  };
  return { bus: fake as unknown as Bus, asked };
}

const command = (auth: AuthScope) => ({ name: 'X', auth }) as CommandSpec;

describe('subscriber sessions in the edge’s caller resolution', () => {
  it('asks lists for a subscriber-session token and accounts for anything else', async () => {
    const { bus: b, asked } = bus();
    const resolver = new AuthResolver(b, { authCacheTtlSeconds: 30 });
    expect(await resolver.resolve({ sessionId: SUBSCRIBER_TOKEN }, '10.0.0.1')).toEqual({ ok: true, auth: subscriber });
    expect(await resolver.resolve({ sessionId: 'user-session' }, '10.0.0.1')).toEqual({ ok: true, auth: user });
    expect(asked).toEqual(['lists', 'accounts']);
  });

  it('only user-or-subscriber takes a subscriber session; it still takes a user credential', async () => {
    const { bus: b } = bus();
    const strategy = new ApiCredentialStrategy(new AuthResolver(b, { authCacheTtlSeconds: 30 }));
    const run = (scope: AuthScope, sessionId: string): Promise<AuthOutcome | { ok: true; auth: null }> =>
      authorize(command(scope), { sessionId }, '10.0.0.1', strategy);
    expect(await run('user-or-subscriber', SUBSCRIBER_TOKEN)).toEqual({ ok: true, auth: subscriber });
    expect(await run('user-or-subscriber', 'user-session')).toEqual({ ok: true, auth: user });
    for (const scope of ['user', 'user-or-admin', 'admin', 'session-only', 'client', 'user-or-client'] as AuthScope[]) {
      expect(await run(scope, SUBSCRIBER_TOKEN)).toMatchObject({ ok: false, code: 99998 });
    }
  });
});
