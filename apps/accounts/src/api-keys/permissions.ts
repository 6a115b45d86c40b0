import { COMMANDS } from '@mail/contracts';

/**
 * Permission names a user key can be limited to: every `permission` the registry names
 * (`Campaigns.Get`, `SMSCampaigns.Get`, `User.Update`, `Subscribers.Get`, ...). The edge enforces
 * them; commands without a permission are open to every key of the user.
 */
export function knownPermissions(): string[] {
  return [...new Set(COMMANDS.map((c) => c.permission).filter((p): p is string => Boolean(p)))].sort();
}

export type PermissionParse = { ok: true; permissions: string[] | '*' } | { ok: false; unknown: string[] };

/**
 * Parses the optional `Permissions` parameter (comma-separated or array, names matched
 * case-insensitively, `*` = all). A key never gets more than the credential that creates it.
 */
export function parsePermissions(raw: string[], granted: string[] | '*', catalogue = knownPermissions()): PermissionParse {
  if (!raw.length || raw.includes('*')) return { ok: true, permissions: granted };
  const byLower = new Map(catalogue.map((p) => [p.toLowerCase(), p]));
  const unknown = raw.filter((p) => !byLower.has(p.toLowerCase()));
  if (unknown.length) return { ok: false, unknown };
  const wanted = [...new Set(raw.map((p) => byLower.get(p.toLowerCase()) as string))];
  const allowed = granted === '*' ? wanted : wanted.filter((p) => granted.includes(p));
  return { ok: true, permissions: allowed.sort() };
}
