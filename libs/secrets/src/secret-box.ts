import { isSealed, open, rewrap, seal, sealedKeyId } from './envelope';
import type { Keyring } from './keyring';

/**
 * Seals secrets that must be read back (TOTP secrets, DKIM private keys, signing keys) for one
 * context, e.g. `accounts.user.tfa_secret`. Values stored before encryption existed open as they
 * are, and `needsRewrap` reports them, so a re-encryption pass can find them.
 */
export class SecretBox {
  constructor(
    readonly keyring: Keyring,
    private readonly context: string,
  ) {}

  seal(plaintext: string): string {
    return seal(this.keyring, plaintext, this.context);
  }

  open(stored: string): string {
    return isSealed(stored) ? open(this.keyring, stored, this.context) : stored;
  }

  /** Plaintext, or sealed under a key that is no longer the active one. */
  needsRewrap(stored: string): boolean {
    return sealedKeyId(stored) !== this.keyring.activeKeyId;
  }

  /** The value as it should now be stored: plaintext gets sealed, an old key's DEK re-wrapped. */
  rewrap(stored: string): string {
    return isSealed(stored) ? rewrap(this.keyring, stored) : this.seal(stored);
  }
}
