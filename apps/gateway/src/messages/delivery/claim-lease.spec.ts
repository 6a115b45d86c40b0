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
});
