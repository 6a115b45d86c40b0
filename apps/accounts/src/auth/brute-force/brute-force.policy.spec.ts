import { decide, type FailureCounts } from './brute-force.policy';

const limits = { windowSeconds: 900, perUsernameAndIp: 5, perUsername: 20, perIp: 100 };
const none = { count: 0, oldest: null };
const now = new Date('2024-01-01T00:15:00Z');

function counts(partial: Partial<FailureCounts>): FailureCounts {
  return { usernameAndIp: none, username: none, ip: none, ...partial };
}

describe('brute-force policy', () => {
  it('lets attempts through under every limit', () => {
    expect(decide(counts({ usernameAndIp: { count: 4, oldest: now } }), limits, now)).toEqual({ blocked: false });
  });

  it('blocks a username+IP pair at its limit until the oldest failure leaves the window', () => {
    const oldest = new Date(now.getTime() - 600_000);
    expect(decide(counts({ usernameAndIp: { count: 5, oldest } }), limits, now)).toEqual({ blocked: true, retryAfterSeconds: 300, scope: 'usernameAndIp' });
  });

  it('blocks a username attacked from many addresses and an address trying many usernames', () => {
    expect(decide(counts({ username: { count: 20, oldest: now } }), limits, now)).toMatchObject({ blocked: true, scope: 'username', retryAfterSeconds: 900 });
    expect(decide(counts({ ip: { count: 100, oldest: now } }), limits, now)).toMatchObject({ blocked: true, scope: 'ip' });
  });

  it('reports the longest wait when several windows are full', () => {
    const decision = decide(
      counts({ usernameAndIp: { count: 5, oldest: new Date(now.getTime() - 800_000) }, ip: { count: 100, oldest: new Date(now.getTime() - 100_000) } }),
      limits,
      now,
    );
    expect(decision).toEqual({ blocked: true, retryAfterSeconds: 800, scope: 'ip' });
  });

  it('never asks to wait less than a second', () => {
    expect(decide(counts({ usernameAndIp: { count: 9, oldest: new Date(now.getTime() - 2_000_000) } }), limits, now)).toMatchObject({ retryAfterSeconds: 1 });
  });
});
