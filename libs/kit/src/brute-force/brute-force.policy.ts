/**
 * Failed-login throttling (docs/services/accounts.md, "Brute-force policy"), for the logins of accounts and the SMTP
 * relay's AUTH of the gateway, each counting its own failures. Three sliding windows:
 * - one (username, IP) pair and one IP for any username: these BLOCK (429) while full, so guessing
 *   from one address is slow whatever the target;
 * - one username from any address: this never blocks, because anyone could fill it and lock the
 *   owner out. It makes a captcha mandatory instead (even with DisableCaptcha=true), except for a
 *   client the account has logged in from before and for API-key logins (keys are not guessable).
 * A full window reopens as soon as its oldest counted failure is older than the window.
 */
export interface BruteForceLimits {
  windowSeconds: number;
  perUsernameAndIp: number;
  perUsername: number;
  perIp: number;
}

/** The platform's numbers: 5 failures of a (username, IP) pair, 100 of an IP, 20 of a username, in 15 minutes. */
export const BRUTE_FORCE_LIMITS: Readonly<BruteForceLimits> = { windowSeconds: 900, perUsernameAndIp: 5, perUsername: 20, perIp: 100 };

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

/** What is known about the client before its secret is checked. */
export interface LoginClient {
  /** this account logged in successfully from this client before */
  known: boolean;
  /** an API key stands in for username and password */
  keyLogin: boolean;
}

export type BlockingScope = 'usernameAndIp' | 'ip';

export type BruteForceDecision = { blocked: false; captchaRequired: boolean } | { blocked: true; retryAfterSeconds: number; scope: BlockingScope };

export function decide(counts: FailureCounts, limits: BruteForceLimits, client: LoginClient, now = new Date()): BruteForceDecision {
  const blocking: [BlockingScope, number][] = [
    ['usernameAndIp', limits.perUsernameAndIp],
    ['ip', limits.perIp],
  ];
  let worst: BruteForceDecision | undefined;
  for (const [scope, limit] of blocking) {
    const window = counts[scope];
    if (window.count < limit) continue;
    const retryAfterSeconds = secondsUntilReopen(window, limits.windowSeconds, now);
    if (!worst?.blocked || retryAfterSeconds > worst.retryAfterSeconds) worst = { blocked: true, retryAfterSeconds, scope };
  }
  if (worst) return worst;
  const captchaRequired = !client.known && !client.keyLogin && counts.username.count >= limits.perUsername;
  return { blocked: false, captchaRequired };
}

function secondsUntilReopen(window: FailureWindow, windowSeconds: number, now: Date): number {
  const since = window.oldest ? (now.getTime() - window.oldest.getTime()) / 1000 : 0;
  return Math.max(1, Math.ceil(windowSeconds - since));
}
