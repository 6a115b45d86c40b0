import { CommandError, type SsoSourceFieldsRequest } from '@mail/contracts';

import { str } from '../shared/params/param-readers';
import type { SsoSourceValues } from './sso.repository';

const OPTION_NAMES = { createnewuserifnotexists: 'CreateNewUserIfNotExists', performlogin: 'PerformLogin', returnuserdata: 'ReturnUserData' } as const;

/** `Options` as an object, JSON text, `Options[Key]` (nested) or `Options.Key` (flat): the three switches, Enabled/Disabled */
function options(input: SsoSourceFieldsRequest): Record<string, string> | undefined {
  let raw: unknown = input.options;
  if (typeof raw === 'string') {
    try {
      raw = raw.trim() ? JSON.parse(raw) : {};
    } catch {
      raw = {};
    }
  }
  const nested = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const lower = Object.fromEntries(Object.entries(nested).map(([k, v]) => [k.toLowerCase(), v]));
  const out: Record<string, string> = {};
  for (const [key, name] of Object.entries(OPTION_NAMES)) {
    const v = str(lower[key]) ?? str((input as unknown as Record<string, unknown>)[`options.${key}`]);
    if (v !== undefined) out[name] = v.trim().toLowerCase() === 'enabled' || v.trim().toLowerCase() === 'true' ? 'Enabled' : 'Disabled';
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * The columns of sso.create/.update, in the vendor's code order (4, 5, 8). `expires_at`: undefined when not sent,
 * null when sent empty (no expiry).
 */
export function ssoSourceValues(input: SsoSourceFieldsRequest): SsoSourceValues & { code: string } {
  const code = (str(input.sourcecode) ?? '').trim();
  if (!/^[A-Za-z0-9_-]+$/.test(code)) throw new CommandError(4, 'Invalid sourcecode (must contain only alphanumeric characters, underscores, and hyphens)');
  let expiresAt: Date | null | undefined;
  const expires = str(input.expiresat);
  if (expires !== undefined) {
    const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(expires.trim());
    if (expires.trim() === '') expiresAt = null;
    else {
      const date = m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])) : undefined;
      if (!date || date.getUTCDate() !== +m![3] || date.getUTCMonth() !== +m![2] - 1)
        throw new CommandError(5, 'Invalid expiresat (must be in YYYY-MM-DD HH:MM:SS format)');
      expiresAt = date;
    }
  }
  const seconds = (str(input.validforseconds) ?? '').trim();
  if (!/^\d{1,9}$/.test(seconds) || Number(seconds) < 1) throw new CommandError(8, 'Invalid validforseconds (must be numeric and >= 1)');
  return {
    name: (str(input.sourcename) ?? '').trim(),
    code,
    description: str(input.sourcedescription),
    expires_at: expiresAt,
    valid_for_seconds: Number(seconds),
    options: options(input),
  };
}
