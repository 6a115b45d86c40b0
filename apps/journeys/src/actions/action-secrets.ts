import { type Keyring, SecretBox } from '@mail/secrets';

type Params = Record<string, unknown>;
type Header = { Name: string; Value: string };

/**
 * The Webhook action's secrets, sealed at rest and opened to send: its `Secret` (the key its requests are signed
 * with) and its `Headers` values (they carry the receiver's tokens). Plaintext values, stored before sealing
 * existed, open as they are until the boot pass seals them.
 */
export class ActionSecrets {
  private readonly secret: SecretBox;
  private readonly header: SecretBox;

  constructor(keyring: Keyring) {
    this.secret = new SecretBox(keyring, 'journeys.action.params.Secret');
    this.header = new SecretBox(keyring, 'journeys.action.params.Headers');
  }

  seal(params: Params): Params {
    return this.map(params, (box, value) => box.seal(value));
  }

  open(params: Params): Params {
    return this.map(params, (box, value) => box.open(value));
  }

  /** the params as they should be stored now (plaintext sealed, an old key's values re-wrapped), or undefined when they are */
  rewrapped(params: Params): Params | undefined {
    let changed = false;
    const out = this.map(params, (box, value) => {
      if (!box.needsRewrap(value)) return value;
      changed = true;
      return box.rewrap(value);
    });
    return changed ? out : undefined;
  }

  private map(params: Params, change: (box: SecretBox, value: string) => string): Params {
    if (!params || typeof params !== 'object') return params;
    const out = { ...params };
    if (typeof params.Secret === 'string' && params.Secret) out.Secret = change(this.secret, params.Secret);
    if (Array.isArray(params.Headers))
      out.Headers = (params.Headers as Header[]).map((h) => (typeof h?.Value === 'string' && h.Value ? { ...h, Value: change(this.header, h.Value) } : h));
    return out;
  }
}
