import { Strategy } from 'passport-strategy';

import type { AuthContext } from '@mail/contracts';

import type { AuthOutcome, AuthResolver, Credentials } from '../dispatch/auth-resolver';

export interface CredentialRequest {
  credentials: Credentials;
  ip: string;
}

export interface CredentialOptions {
  /** which presented credential to try, first present wins */
  order: (keyof Credentials)[];
}

export type CredentialFailure = Exclude<AuthOutcome, { ok: true }>;

/** passport's Strategy contract without its Express request typing. */
interface PassportStrategy {
  name?: string;
  success(user: AuthContext): void;
  fail(challenge: CredentialFailure): void;
  error(error: Error): void;
}
const PassportStrategyBase = Strategy as unknown as new () => PassportStrategy;

/**
 * The passport strategy for every API credential (APIKey, SessionID, AdminAPIKey, Bearer): it picks
 * the credential by the command's order and resolves it through accounts (cached by AuthResolver).
 * success(auth) carries the AuthContext; fail(failure) the 99998/99999 outcome.
 */
export class ApiCredentialStrategy extends PassportStrategyBase {
  override name = 'api-credential';

  constructor(private readonly resolver: AuthResolver) {
    super();
  }

  authenticate(req: CredentialRequest, options: CredentialOptions): void {
    const field = options.order.find((k) => req.credentials[k]);
    if (!field) return this.fail({ ok: false, code: 99998, message: 'Invalid API key or session' });
    this.resolver.resolve({ [field]: req.credentials[field] }, req.ip).then(
      (outcome) => (outcome.ok ? this.success(outcome.auth) : this.fail(outcome)),
      (error: Error) => this.error(error),
    );
  }
}
