import { readConfig } from '@mail/config';
import { BRUTE_FORCE_LIMITS } from '@mail/kit';

/**
 * Settings of the accounts service, read once. Brute-force numbers are fixed (BRUTE_FORCE_LIMITS, documented in
 * docs/services/accounts.md) rather than configurable, so every replica enforces the same policy.
 */
export interface AccountsConfig {
  sessionLifetimeDays: number;
  authCacheTtlSeconds: number;
  /** how long a User.Current reply is kept (USER_CACHE_TTL_MS); 0 disables */
  userCacheTtlMs: number;
  demoMode: boolean;
  admin: { username: string; password?: string; apiKey?: string; email: string };
  bruteForce: { windowSeconds: number; perUsernameAndIp: number; perUsername: number; perIp: number; knownClientDays: number };
  captchaTtlSeconds: number;
  /** sessions stay in the table this long after expiry so that they answer 99999, not 99998 */
  expiredSessionRetentionDays: number;
  /** sender of password reminders and resets (MAIL_FROM) */
  mailFrom: string;
}

/** Reads and checks the variables once, at boot: a value that cannot be used stops the boot naming it. */
export function readAccountsConfig(source: NodeJS.ProcessEnv = process.env): Readonly<AccountsConfig> {
  return readConfig(
    'accounts',
    (vars) => ({
      sessionLifetimeDays: vars.int('SESSION_LIFETIME_DAYS', { fallback: 30 }),
      authCacheTtlSeconds: vars.int('AUTH_CACHE_TTL_SECONDS', { fallback: 30 }),
      userCacheTtlMs: vars.int('USER_CACHE_TTL_MS'),
      demoMode: vars.bool('DEMO_MODE'),
      admin: {
        username: vars.text('ADMIN_USERNAME') ?? 'admin',
        password: vars.text('ADMIN_PASSWORD'),
        apiKey: vars.text('ADMIN_API_KEY'),
        email: vars.text('ADMIN_EMAIL') ?? 'admin@localhost',
      },
      bruteForce: { ...BRUTE_FORCE_LIMITS, knownClientDays: 180 },
      captchaTtlSeconds: 600,
      expiredSessionRetentionDays: 7,
      mailFrom: vars.text('MAIL_FROM') ?? 'noreply@localhost',
    }),
    source,
  );
}

export const ACCOUNTS_CONFIG = Symbol('ACCOUNTS_CONFIG');
