import { sha256Hex } from '../../shared/crypto/secret-hash';
import { type CredentialRow, EXPIRED, INVALID, resolve } from './auth-resolve.policy';

const now = new Date('2024-06-01T00:00:00Z');

function clientSession(raw: string, extra: Partial<CredentialRow> = {}): CredentialRow {
  return {
    kind: 'clientsession',
    id: '0b6c2a8e-1111-4222-8333-444455556666',
    hash: sha256Hex(raw),
    user_id: 42,
    admin_id: null,
    expires_at: new Date(now.getTime() + 3_600_000),
    permissions: null,
    bound_ip: '',
    account_status: 'Enabled',
    allowed_ips: '',
    client_id: 9,
    ...extra,
  };
}

describe('auth resolve policy: client sessions', () => {
  it('resolves a client session as the client; the owner only as ownerUserId (for eviction), never as userId', () => {
    const reply = resolve({ sessionId: 'c1', ip: '' }, [clientSession('c1')], 30, now);
    expect(reply).toEqual({
      ok: true,
      ttl: 30,
      auth: {
        kind: 'client',
        clientId: 9,
        ownerUserId: 42,
        via: 'session',
        permissions: '*',
        credentialId: 'clientsession:0b6c2a8e-1111-4222-8333-444455556666',
      },
    });
  });

  it('takes the token as a bearer too, never as an API key', () => {
    const bearer = resolve({ bearer: 'c1', ip: '' }, [clientSession('c1')], 30, now);
    expect(bearer.ok && bearer.auth).toMatchObject({ kind: 'client', via: 'bearer' });
    expect(resolve({ apiKey: 'c1', ip: '' }, [clientSession('c1')], 30, now)).toEqual(INVALID);
  });

  it('refuses a disabled client (or blocked owner) and answers 99999 once expired', () => {
    expect(resolve({ sessionId: 'c1', ip: '' }, [clientSession('c1', { account_status: 'Disabled' })], 30, now)).toEqual(INVALID);
    expect(resolve({ sessionId: 'c1', ip: '' }, [clientSession('c1', { expires_at: new Date(now.getTime() - 1) })], 30, now)).toEqual(EXPIRED);
  });
});
