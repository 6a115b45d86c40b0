import { Inject, Injectable } from '@nestjs/common';

import { type Keyring, SECRET_KEYRING, TokenSigner } from '@mail/secrets';

/** The recipient a bounce is about, read back from the VERP address it was sent to. */
export interface BounceTarget {
  campaignId: number;
  run: number;
  recipientId: number;
}

const B36 = /^[0-9a-z]{1,13}$/;
const LOCAL = /^bounces\+(.+)$/i;

/**
 * VERP return paths: `bounces+<signed token>@<BOUNCE_DOMAIN>` per recipient, so a DSN names the recipient it is
 * about without parsing its body, and a forged address is recognised (HMAC, key purpose `campaign-bounce`).
 * The token is `<campaign>.<run>.<recipient>` in base 36, then the key id and MAC: within the 64 characters of
 * an address's local part for any realistic id.
 */
@Injectable()
export class VerpAddresses {
  private readonly signer: TokenSigner;

  constructor(@Inject(SECRET_KEYRING) keyring: Keyring) {
    this.signer = new TokenSigner(keyring, 'campaign-bounce');
  }

  address(target: BounceTarget, domain: string): string {
    const payload = [target.campaignId, target.run, target.recipientId].map((n) => n.toString(36)).join('.');
    return `bounces+${this.signer.sign(payload)}@${domain}`;
  }

  /** the target of a genuine VERP address (any domain), undefined for anything else */
  parse(address: string): BounceTarget | undefined {
    const at = address.lastIndexOf('@');
    const local = LOCAL.exec(at > 0 ? address.slice(0, at) : address)?.[1];
    const payload = local ? this.signer.verify(local) : undefined;
    const parts = payload?.split('.') ?? [];
    if (parts.length !== 3 || !parts.every((p) => B36.test(p))) return undefined;
    const [campaignId, run, recipientId] = parts.map((p) => parseInt(p, 36));
    return [campaignId, run, recipientId].every((n) => Number.isSafeInteger(n) && n > 0) ? { campaignId, run, recipientId } : undefined;
  }
}
