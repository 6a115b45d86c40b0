import { Inject, Injectable } from '@nestjs/common';

import { publicBaseUrl } from '@mail/config';
import { type Keyring, SECRET_KEYRING, TokenSigner } from '@mail/secrets';

/** The public address of a list's unsubscription form: `/lists/unsubscribe/<signed list id>` (no expiry: forms are pasted once). */
@Injectable()
export class UnsubscribeFormLinks {
  private readonly signer: TokenSigner;

  constructor(@Inject(SECRET_KEYRING) keyring: Keyring) {
    this.signer = new TokenSigner(keyring, 'lists.unsubscribe-form');
  }

  url(listId: number): string {
    return `${publicBaseUrl()}/lists/unsubscribe/${this.signer.sign(`l${listId}`)}`;
  }

  /** the list a token names, or undefined when it was not signed here */
  listOf(token: string): number | undefined {
    const payload = this.signer.verify(token);
    const m = payload ? /^l(\d{1,15})$/.exec(payload) : null;
    return m ? Number(m[1]) : undefined;
  }
}
