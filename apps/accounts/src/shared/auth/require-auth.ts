import { type AuthContext, type BusRequest, HardFailure, HardFailureError } from '@mail/contracts';

/** The edge resolves credentials before routing; a missing context means a mis-wired caller, not a user error. */
export function requireAuth(req: BusRequest<unknown>): AuthContext {
  if (!req.auth) throw new HardFailureError(HardFailure.UnhandledException, 'missing auth context');
  return req.auth;
}

export function isAdmin(auth: AuthContext): boolean {
  return auth.kind === 'admin';
}
