import { Inject, Injectable } from '@nestjs/common';

import { type Keyring, SECRET_KEYRING, TokenSigner } from '@mail/secrets';

/** how long a subscriber session lasts */
export const SUBSCRIBER_SESSION_SECONDS = 3600;

export interface SubscriberSession {
  listId: number;
  subscriberId: number;
}

/**
 * Subscriber sessions (subscriber.login): `ss.<ListID>.<SubscriberID>.<expires>.<kid>.<mac>`, signed for this purpose
 * only, so the token names one subscriber of one list and cannot be altered, reused for another purpose or taken for
 * a user's session. The edge has lists resolve it (Queries.SubscriberSessionResolve) for the `user-or-subscriber` commands;
 * subscriber.getlists reads it itself.
 */
@Injectable()
export class SubscriberSessionTokens {
  private readonly signer: TokenSigner;

  constructor(@Inject(SECRET_KEYRING) keyring: Keyring) {
    this.signer = new TokenSigner(keyring, 'lists.subscriber-session');
  }

  issue(session: SubscriberSession, now = Date.now()): string {
    return this.signer.sign(`ss.${session.listId}.${session.subscriberId}.${Math.floor(now / 1000) + SUBSCRIBER_SESSION_SECONDS}`);
  }

  /** the session a genuine, unexpired token names; undefined for anything else */
  read(token: string, now = Date.now()): SubscriberSession | undefined {
    const signed = this.inspect(token);
    return signed && signed.expiresAt > now ? signed.session : undefined;
  }

  /** the session and expiry (ms) of a genuine token, expired or not; undefined for anything not signed here */
  inspect(token: string): { session: SubscriberSession; expiresAt: number } | undefined {
    const payload = this.signer.verify(token);
    const m = payload ? /^ss\.(\d{1,15})\.(\d{1,15})\.(\d{1,12})$/.exec(payload) : null;
    if (!m) return undefined;
    return { session: { listId: Number(m[1]), subscriberId: Number(m[2]) }, expiresAt: Number(m[3]) * 1000 };
  }
}
