import { decide, type FailureCounts, type LoginClient } from './brute-force.policy';

const limits = { windowSeconds: 900, perUsernameAndIp: 5, perUsername: 20, perIp: 100 };
const none = { count: 0, oldest: null };
const now = new Date('2024-01-01T00:15:00Z');
const stranger: LoginClient = { known: false, keyLogin: false };
const knownClient: LoginClient = { known: true, keyLogin: false };

function counts(partial: Partial<FailureCounts>): FailureCounts {
  return { usernameAndIp: none, username: none, ip: none, ...partial };
}

describe('brute-force policy', () => {
  it('lets attempts through under every limit, without a forced captcha', () => {
    expect(decide(counts({ usernameAndIp: { count: 4, oldest: now }, username: { count: 19, oldest: now } }), limits, stranger, now)).toEqual({
      blocked: false,
      captchaRequired: false,
    });
  });

  it('blocks a username+IP pair at its limit until the oldest failure leaves the window', () => {
    const oldest = new Date(now.getTime() - 600_000);
    expect(decide(counts({ usernameAndIp: { count: 5, oldest } }), limits, stranger, now)).toEqual({
      blocked: true,
      retryAfterSeconds: 300,
      scope: 'usernameAndIp',
    });
  });

  it('blocks an address trying many usernames, even a known client of the account', () => {
    expect(decide(counts({ ip: { count: 100, oldest: now } }), limits, knownClient, now)).toMatchObject({ blocked: true, scope: 'ip', retryAfterSeconds: 900 });
    expect(decide(counts({ usernameAndIp: { count: 5, oldest: now } }), limits, knownClient, now)).toMatchObject({ blocked: true });
  });

  it('never blocks on failures of the username from other addresses: a stranger cannot lock the owner out', () => {
    const attacked = counts({ username: { count: 500, oldest: now } });
    expect(decide(attacked, limits, stranger, now)).toEqual({ blocked: false, captchaRequired: true });
    expect(decide(attacked, limits, knownClient, now)).toEqual({ blocked: false, captchaRequired: false });
  });

  it('requires the captcha from the username limit on, not before', () => {
    expect(decide(counts({ username: { count: 19, oldest: now } }), limits, stranger, now)).toEqual({ blocked: false, captchaRequired: false });
    expect(decide(counts({ username: { count: 20, oldest: now } }), limits, stranger, now)).toEqual({ blocked: false, captchaRequired: true });
  });

  it('does not force a captcha on API-key logins (the key is not guessable; pair and IP limits still apply)', () => {
    const client = { known: false, keyLogin: true };
    expect(decide(counts({ username: { count: 50, oldest: now } }), limits, client, now)).toEqual({ blocked: false, captchaRequired: false });
    expect(decide(counts({ usernameAndIp: { count: 5, oldest: now } }), limits, client, now)).toMatchObject({ blocked: true });
  });

  it('reports the longest wait when several windows are full', () => {
    const decision = decide(
      counts({ usernameAndIp: { count: 5, oldest: new Date(now.getTime() - 800_000) }, ip: { count: 100, oldest: new Date(now.getTime() - 100_000) } }),
      limits,
      stranger,
      now,
    );
    expect(decision).toEqual({ blocked: true, retryAfterSeconds: 800, scope: 'ip' });
  });

  it('never asks to wait less than a second', () => {
    expect(decide(counts({ usernameAndIp: { count: 9, oldest: new Date(now.getTime() - 2_000_000) } }), limits, stranger, now)).toMatchObject({
      retryAfterSeconds: 1,
    });
  });
});
