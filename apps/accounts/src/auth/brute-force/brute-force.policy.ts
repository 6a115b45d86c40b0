/**
 * Failed-login throttling. Three sliding windows: one (username, IP) pair, one username from any
 * address, one address for any username. A blocked window reopens as soon as its oldest counted
 * failure is older than the window, so nobody is locked out for longer than `windowSeconds`.
 */
export interface BruteForceLimits {
  windowSeconds: number;
  perUsernameAndIp: number;
  perUsername: number;
  perIp: number;
}

export interface FailureWindow {
  count: number;
  /** oldest failure still inside the window */
  oldest: Date | null;
}

export interface FailureCounts {
  usernameAndIp: FailureWindow;
  username: FailureWindow;
  ip: FailureWindow;
}

export type BruteForceDecision = { blocked: false } | { blocked: true; retryAfterSeconds: number; scope: keyof FailureCounts };

export function decide(counts: FailureCounts, limits: BruteForceLimits, now = new Date()): BruteForceDecision {
  const checks: [keyof FailureCounts, number][] = [
    ['usernameAndIp', limits.perUsernameAndIp],
    ['username', limits.perUsername],
    ['ip', limits.perIp],
  ];
  let worst: BruteForceDecision = { blocked: false };
  for (const [scope, limit] of checks) {
    const window = counts[scope];
    if (window.count < limit) continue;
    const since = window.oldest ? (now.getTime() - window.oldest.getTime()) / 1000 : 0;
    const retryAfterSeconds = Math.max(1, Math.ceil(limits.windowSeconds - since));
    if (!worst.blocked || retryAfterSeconds > worst.retryAfterSeconds) worst = { blocked: true, retryAfterSeconds, scope };
  }
  return worst;
}
