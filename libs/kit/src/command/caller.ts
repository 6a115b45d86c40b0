import { type AuthContext, type BusRequest, CommandError, HardFailure, HardFailureError, type RequestMeta } from '@mail/contracts';

/** The request a command came with, as far as a handler may know it (never the envelope, never a secret). */
export interface RequestInfo extends RequestMeta {
  /** the edge's request id, for logs and idempotent side effects */
  id: string;
}

const INVALID_CREDENTIALS = () => new CommandError(99998, 'Invalid API key or session.', { style: 'scalar' });

/**
 * Who is calling a command, resolved once from what the edge sent (the one rule for every service):
 * - a user credential (API key, session, bearer, or another service acting for the user): that user;
 * - an administrator: `adminId`, and the user acted for when the contract lets administrators act for a user
 *   (`adminActsForUser`: the edge has already checked and set it);
 * - a gateway sender key (`sender-domain-key` scope): the raw credential, which the owning service checks;
 * - nobody (`none` scope).
 */
export class Caller {
  private info?: RequestInfo;

  private constructor(
    /** the resolved credential as the edge sent it, to act for the same caller on another service */
    readonly auth: AuthContext | null,
    private readonly source: Partial<Pick<BusRequest, 'requestId' | 'meta'>>,
  ) {}

  static of(req: Pick<BusRequest, 'auth'> & Partial<Pick<BusRequest, 'requestId' | 'meta'>>): Caller {
    return new Caller(req.auth ?? null, req);
  }

  /** the request it came with (made when first asked: most handlers never look) */
  get request(): RequestInfo {
    return (this.info ??= { ...(this.source.meta ?? { ip: '' }), id: this.source.requestId ?? '' });
  }

  get isAdmin(): boolean {
    return this.auth?.kind === 'admin';
  }

  get isUser(): boolean {
    return this.auth?.kind === 'user';
  }

  /** the user the command acts for, when there is one (a user, or an administrator acting for a user) */
  get actingUserId(): number | undefined {
    const userId = this.auth?.userId;
    return userId && userId > 0 ? userId : undefined;
  }

  /** the user the command acts for; 99998 when none (a mis-wired contract or an administrator without a user) */
  get userId(): number {
    const userId = this.actingUserId;
    if (userId === undefined) throw INVALID_CREDENTIALS();
    return userId;
  }

  /** the administrator calling; a hard failure when the edge let anything else through (a mis-wired contract) */
  get adminId(): number {
    if (this.auth?.kind !== 'admin' || !this.auth.adminId) throw new HardFailureError(HardFailure.UnhandledException, 'administrator expected');
    return this.auth.adminId;
  }

  /** the credential resolved by the edge; a hard failure for an anonymous call on a command that needs one */
  get credential(): AuthContext {
    if (!this.auth) throw new HardFailureError(HardFailure.UnhandledException, 'missing auth context');
    return this.auth;
  }
}
