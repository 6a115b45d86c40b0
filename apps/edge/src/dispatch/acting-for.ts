import type { AuthContext, CommandSpec } from '@mail/contracts';

export type Acting = { ok: true; auth: AuthContext | null } | { ok: false; code: number; message: string };

/**
 * An administrator calling a command whose contract lets administrators act for a user (`adminActsForUser`):
 * the user is the one the named parameter gives, and must be an id. Any other call passes as it is.
 */
export function actingFor(command: CommandSpec, auth: AuthContext | null, params: Record<string, unknown>): Acting {
  const acting = command.adminActsForUser;
  if (!acting || auth?.kind !== 'admin') return { ok: true, auth };
  const named = params[acting.userParam];
  const userId = typeof named === 'number' || typeof named === 'string' ? Number(String(named).trim()) : NaN;
  if (!Number.isSafeInteger(userId) || userId <= 0) {
    return { ok: false, code: 99998, message: `Administrator credentials on ${command.name} need ${acting.userParam} naming the user acted for` };
  }
  return { ok: true, auth: { ...auth, userId } };
}
