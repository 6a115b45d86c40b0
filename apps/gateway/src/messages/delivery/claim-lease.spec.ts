import { ClaimLease } from './claim-lease';

describe(ClaimLease.name, () => {
  it('allows sends until the lease less the margin has passed on its own clock, counted from its creation', () => {
    let now = 1_000;
    const lease = new ClaimLease(300, 60, () => now);
    expect(lease.allowsSend()).toBe(true);
    now = 1_000 + 239_999;
    expect(lease.allowsSend()).toBe(true);
    now = 1_000 + 240_000;
    expect(lease.allowsSend()).toBe(false);
    now = 1_000 + 300_000;
    expect(lease.allowsSend()).toBe(false);
  });

  it('names the same end on the wall clock for the mailer', () => {
    let now = 5_000;
    const lease = new ClaimLease(300, 60, () => now);
    now = 65_000;
    const before = Date.now();
    const sendBy = lease.sendByEpoch();
    expect(sendBy).toBeGreaterThanOrEqual(before + 180_000);
    expect(sendBy).toBeLessThanOrEqual(Date.now() + 180_000);
  });
});
