import { ClaimLease } from './claim-lease';

describe(ClaimLease.name, () => {
  it('allows sends until the lease less the margin has passed on its own clock, counted from its creation', () => {
    let now = 1_000;
    const lease = new ClaimLease(300, () => now);
    expect(lease.allowsSend()).toBe(true);
    now = 1_000 + 239_999;
    expect([lease.allowsSend(), lease.held()]).toEqual([true, true]);
    now = 1_000 + 240_000;
    expect([lease.allowsSend(), lease.held()]).toEqual([false, true]);
    now = 1_000 + 300_000;
    expect([lease.allowsSend(), lease.held()]).toEqual([false, false]);
  });

  it('keeps a fifth of a short lease as the margin', () => {
    let now = 0;
    const lease = new ClaimLease(5, () => now);
    now = 3_999;
    expect(lease.allowsSend()).toBe(true);
    now = 4_000;
    expect([lease.allowsSend(), lease.held()]).toEqual([false, true]);
  });

  it('names the same end on the wall clock for the mailer', () => {
    let now = 5_000;
    const lease = new ClaimLease(300, () => now);
    now = 65_000;
    const before = Date.now();
    const sendBy = lease.sendByEpoch();
    expect(sendBy).toBeGreaterThanOrEqual(before + 180_000);
    expect(sendBy).toBeLessThanOrEqual(Date.now() + 180_000);
  });
});
