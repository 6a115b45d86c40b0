import type { AuthContext } from '@mail/contracts';

import type { AuthOutcome, Credentials } from './auth-resolver';
import { authorizeClientScope } from './client-scope';

const client: AuthContext = { kind: 'client', clientId: 3, via: 'session', permissions: '*' };
const user: AuthContext = { kind: 'user', userId: 5, via: 'apikey', permissions: '*' };
const admin: AuthContext = { kind: 'admin', adminId: 1, via: 'adminapikey', permissions: '*' };

function attempt(auth: AuthContext) {
  const orders: (keyof Credentials)[][] = [];
  const run = async (order: (keyof Credentials)[]): Promise<AuthOutcome> => (orders.push(order), { ok: true, auth });
  return { run, orders };
}

describe(authorizeClientScope.name, () => {
  it('takes only a client session (or its bearer) on a client-only command', async () => {
    const a = attempt(client);
    expect(await authorizeClientScope('client', { sessionId: 's' }, a.run)).toEqual({ ok: true, auth: client });
    expect(a.orders).toEqual([['sessionId', 'bearer']]);
    expect(await authorizeClientScope('client', { apiKey: 'k' }, attempt(user).run)).toMatchObject({ ok: false, code: 99998 });
    expect(await authorizeClientScope('client', { sessionId: 's' }, attempt(admin).run)).toMatchObject({ ok: false, code: 99998 });
    expect(await authorizeClientScope('client', {}, attempt(client).run)).toMatchObject({ ok: false, code: 99998 });
  });

  it('takes a user credential or a client session on user-or-client, never an administrator', async () => {
    expect(await authorizeClientScope('user-or-client', { apiKey: 'k' }, attempt(user).run)).toEqual({ ok: true, auth: user });
    expect(await authorizeClientScope('user-or-client', { sessionId: 's' }, attempt(client).run)).toEqual({ ok: true, auth: client });
    expect(await authorizeClientScope('user-or-client', { sessionId: 's' }, attempt(admin).run)).toMatchObject({ ok: false, code: 99998 });
  });
});
