import type { AuthContext } from '@mail/contracts';

import type { AuthOutcome } from '../dispatch/auth-resolver';
import type { ApiCredentialStrategy, CredentialFailure, CredentialOptions, CredentialRequest } from './api-credential.strategy';

/**
 * Runs a passport strategy the way passport's own middleware does (a per-attempt object with
 * success/fail/error actions), without an Express request: the edge routes on Fastify directly.
 */
export function runStrategy(strategy: ApiCredentialStrategy, req: CredentialRequest, options: CredentialOptions): Promise<AuthOutcome> {
  return new Promise((resolve) => {
    const attempt = Object.create(strategy) as ApiCredentialStrategy;
    attempt.success = (auth: AuthContext) => resolve({ ok: true, auth });
    attempt.fail = (failure: CredentialFailure) => resolve(failure);
    attempt.error = () => resolve({ ok: false, hard: 100004 });
    attempt.authenticate(req, options);
  });
}
