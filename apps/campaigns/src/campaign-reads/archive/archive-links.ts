import { Inject, Injectable } from '@nestjs/common';

import { publicBaseUrl } from '@mail/config';
import { type Keyring, SECRET_KEYRING, TokenSigner } from '@mail/secrets';

/**
 * The public archive URL of a user's campaign tag: `/archive/<UserID>.<TagID>.<kid>.<mac>` (ids base 36) on the edge,
 * signed so no other user's or tag's archive can be guessed from one. It does not expire: an archive page is meant
 * to be linked from a website. Deleting the tag ends it.
 */
@Injectable()
export class ArchiveLinks {
  private readonly signer: TokenSigner;

  constructor(@Inject(SECRET_KEYRING) keyring: Keyring) {
    this.signer = new TokenSigner(keyring, 'campaigns.archive');
  }

  url(userId: number, tagId: number): string {
    return `${publicBaseUrl()}/archive/${this.signer.sign(`${userId.toString(36)}.${tagId.toString(36)}`)}`;
  }

  /** the user and tag a genuine token names; undefined for anything else */
  read(token: string): { userId: number; tagId: number } | undefined {
    const payload = this.signer.verify(token);
    const m = payload ? /^([0-9a-z]{1,11})\.([0-9a-z]{1,11})$/.exec(payload) : null;
    if (!m) return undefined;
    const [userId, tagId] = [parseInt(m[1], 36), parseInt(m[2], 36)];
    return userId > 0 && tagId > 0 ? { userId, tagId } : undefined;
  }
}
