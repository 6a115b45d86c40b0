import type { AuthContext } from '@mail/contracts';

/** The session record id behind a session credential (`session:<uuid>`), if the caller used one. */
export function currentSessionId(auth: AuthContext): string | undefined {
  const id = auth.credentialId?.startsWith('session:') ? auth.credentialId.slice('session:'.length) : undefined;
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : undefined;
}
