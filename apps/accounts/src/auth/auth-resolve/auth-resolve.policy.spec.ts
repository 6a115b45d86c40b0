import { sha256Hex } from '../../shared/crypto/secret-hash';
import { candidateHashes, type CredentialRow, EXPIRED, INVALID, IP_DENIED, resolve } from './auth-resolve.policy';

const now = new Date('2024-06-01T00:00:00Z');

function row(kind: CredentialRow['kind'], raw: string, extra: Partial<CredentialRow> = {}): CredentialRow {
  return {
    kind,
    id: '7',
    hash: sha256Hex(raw),
    user_id: kind === 'adminkey' ? null : 42,
    admin_id: kind === 'adminkey' ? 1 : null,
    expires_at: kind === 'session' ? new Date(now.getTime() + 3_600_000) : null,
    permissions: null,
    bound_ip: '',
    account_status: kind === 'adminkey' ? null : 'Enabled',
    allowed_ips: '',
    ...extra,
  };
}

describe('auth resolve policy', () => {
  it('resolves a user API key with all permissions by default', () => {
    expect(resolve({ apiKey: 'k1', ip: '1.2.3.4' }, [row('apikey', 'k1')], 30, now)).toEqual({
      ok: true,
      ttl: 30,
      auth: { kind: 'user', userId: 42, via: 'apikey', permissions: '*', credentialId: 'apikey:7' },
    });
  });

  it('carries a key limited to some permissions', () => {
    const reply = resolve({ apiKey: 'k1', ip: '1.2.3.4' }, [row('apikey', 'k1', { permissions: ['Campaigns.Get'] })], 30, now);
    expect(reply.ok && reply.auth.permissions).toEqual(['Campaigns.Get']);
  });

  it('enforces a bound IP address and the user-area allow-list', () => {
    expect(resolve({ apiKey: 'k1', ip: '9.9.9.9' }, [row('apikey', 'k1', { bound_ip: '1.2.3.4' })], 30, now)).toEqual(IP_DENIED);
    expect(resolve({ sessionId: 's1', ip: '9.9.9.9' }, [row('session', 's1', { allowed_ips: '10.0.0.0/8' })], 30, now)).toEqual(IP_DENIED);
    expect(resolve({ sessionId: 's1', ip: '10.2.3.4' }, [row('session', 's1', { allowed_ips: '10.0.0.0/8' })], 30, now).ok).toBe(true);
  });

  it('answers 99999 for an expired session and caps the cache TTL by the remaining lifetime', () => {
    expect(resolve({ sessionId: 's1', ip: '' }, [row('session', 's1', { expires_at: new Date(now.getTime() - 1000) })], 30, now)).toEqual(EXPIRED);
    const reply = resolve({ sessionId: 's1', ip: '' }, [row('session', 's1', { expires_at: new Date(now.getTime() + 10_000) })], 30, now);
    expect(reply.ok && reply.ttl).toBe(10);
  });

  it('answers 99998 for unknown credentials and for disabled users', () => {
    expect(resolve({ apiKey: 'nope', ip: '' }, [], 30, now)).toEqual(INVALID);
    expect(resolve({ ip: '' }, [], 30, now)).toEqual(INVALID);
    expect(resolve({ apiKey: 'k1', ip: '' }, [row('apikey', 'k1', { account_status: 'Disabled' })], 30, now)).toEqual(INVALID);
  });

  it('never accepts a credential of one kind in the slot of another', () => {
    expect(resolve({ apiKey: 's1', ip: '' }, [row('session', 's1')], 30, now)).toEqual(INVALID);
    expect(resolve({ adminApiKey: 'k1', ip: '' }, [row('apikey', 'k1')], 30, now)).toEqual(INVALID);
  });

  it('tries a bearer as user key, session or admin key', () => {
    const admin = resolve({ bearer: 'a1', ip: '' }, [row('adminkey', 'a1')], 30, now);
    expect(admin.ok && admin.auth).toMatchObject({ kind: 'admin', adminId: 1, via: 'bearer' });
    const session = resolve({ bearer: 's1', ip: '' }, [row('session', 's1')], 30, now);
    expect(session.ok && session.auth).toMatchObject({ kind: 'user', via: 'bearer' });
  });

  it('prefers the admin key when a request also carries an APIKey parameter', () => {
    const reply = resolve({ adminApiKey: 'a1', apiKey: 'new-user-key', ip: '' }, [row('adminkey', 'a1')], 30, now);
    expect(reply.ok && reply.auth.kind).toBe('admin');
    expect(candidateHashes({ adminApiKey: 'a1', apiKey: 'a1', ip: '' })).toHaveLength(1);
  });

  it('returns an admin session as admin auth', () => {
    const reply = resolve({ sessionId: 's2', ip: '' }, [row('session', 's2', { user_id: null, admin_id: 3, account_status: null })], 30, now);
    expect(reply.ok && reply.auth).toMatchObject({ kind: 'admin', adminId: 3, via: 'session' });
  });
});
