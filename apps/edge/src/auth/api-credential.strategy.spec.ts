import type { AuthResolver } from '../dispatch/auth-resolver';
import { ApiCredentialStrategy } from './api-credential.strategy';
import { runStrategy } from './run-strategy';

const user = { kind: 'user' as const, userId: 7, via: 'apikey' as const, permissions: '*' as const };

function strategyWith(resolve: AuthResolver['resolve']) {
  const calls: unknown[] = [];
  const resolver = { resolve: (c: never, ip: string) => (calls.push([c, ip]), resolve(c, ip)) } as unknown as AuthResolver;
  return { strategy: new ApiCredentialStrategy(resolver), calls };
}

describe(ApiCredentialStrategy.name, () => {
  it('resolves the first credential present in the given order', async () => {
    const { strategy, calls } = strategyWith(async () => ({ ok: true, auth: user }));
    const outcome = await runStrategy(strategy, { credentials: { apiKey: 'k', sessionId: 's' }, ip: '1.2.3.4' }, { order: ['sessionId', 'apiKey'] });
    expect(outcome).toEqual({ ok: true, auth: user });
    expect(calls).toEqual([[{ sessionId: 's' }, '1.2.3.4']]);
  });

  it('fails with 99998 when no credential of the order is present, without a lookup', async () => {
    const { strategy, calls } = strategyWith(async () => ({ ok: true, auth: user }));
    await expect(runStrategy(strategy, { credentials: { apiKey: 'k' }, ip: 'x' }, { order: ['sessionId'] })).resolves.toMatchObject({ ok: false, code: 99998 });
    expect(calls).toEqual([]);
  });

  it('passes the resolver failure through and maps errors to a hard failure', async () => {
    const expired = strategyWith(async () => ({ ok: false, code: 99999, message: 'Session expired' }));
    await expect(runStrategy(expired.strategy, { credentials: { sessionId: 's' }, ip: 'x' }, { order: ['sessionId'] })).resolves.toEqual({
      ok: false,
      code: 99999,
      message: 'Session expired',
    });
    const broken = strategyWith(() => Promise.reject(new Error('down')));
    await expect(runStrategy(broken.strategy, { credentials: { sessionId: 's' }, ip: 'x' }, { order: ['sessionId'] })).resolves.toEqual({
      ok: false,
      hard: 100004,
    });
  });
});
