import { env, envBool, envInt } from '@mail/config';

/**
 * Settings of the accounts service, read once. Brute-force numbers are fixed here (documented in
 * docs/services/accounts.md) rather than configurable, so every replica enforces the same policy.
 */
export interface AccountsConfig {
  sessionLifetimeDays: number;
  authCacheTtlSeconds: number;
  demoMode: boolean;
  admin: { username: string; password?: string; apiKey?: string; email: string };
  bruteForce: { windowSeconds: number; perUsernameAndIp: number; perUsername: number; perIp: number; knownClientDays: number };
  captchaTtlSeconds: number;
  /** sessions stay in the table this long after expiry so that they answer 99999, not 99998 */
  expiredSessionRetentionDays: number;
}

export function readAccountsConfig(): AccountsConfig {
  return Object.freeze({
    sessionLifetimeDays: envInt('SESSION_LIFETIME_DAYS', 30),
    authCacheTtlSeconds: envInt('AUTH_CACHE_TTL_SECONDS', 30),
    demoMode: envBool('DEMO_MODE'),
    admin: {
      username: env('ADMIN_USERNAME') ?? 'admin',
      password: env('ADMIN_PASSWORD'),
      apiKey: env('ADMIN_API_KEY'),
      email: env('ADMIN_EMAIL') ?? 'admin@localhost',
    },
    bruteForce: { windowSeconds: 900, perUsernameAndIp: 5, perUsername: 20, perIp: 100, knownClientDays: 180 },
    captchaTtlSeconds: 600,
    expiredSessionRetentionDays: 7,
  });
}

export const ACCOUNTS_CONFIG = Symbol('ACCOUNTS_CONFIG');
