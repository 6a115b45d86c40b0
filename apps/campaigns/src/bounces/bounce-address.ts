import { Inject, Injectable } from '@nestjs/common';

import { type Keyring, SECRET_KEYRING, TokenSigner } from '@mail/secrets';

import { decodeTrackingPayload, encodeTrackingPayload, type TrackingTarget } from '../engagement/tracking-token';
import { base32, fromBase32 } from './base32';

/** the recipient a bounce address belongs to */
export type BounceTarget = Pick<TrackingTarget, 'campaignId' | 'run' | 'recipientId'>;

const LOCAL_PREFIX = 'bounces+';

/**
 * VERP return paths: `bounces+<token>@<domain>`, the token the open payload of one recipient signed for its
 * own purpose, so a bounce address is never a valid tracking token nor the other way round, and a DSN can
 * only be charged to the recipient whose message bounced.
 *
 * Mail systems may change the case of a local part (RFC 5321 leaves it to the receiver; some lower-case it), so
 * the token is written to survive that: its payload is lower case already (base-36 ids), its MAC is in base32 and
 * the key id is matched whatever its case. Addresses of the earlier format (a base64url MAC) still verify as long
 * as nobody changed their case.
 */
@Injectable()
export class BounceAddresses {
  private readonly signer: TokenSigner;
  /** lower-cased key id → the keyring's own spelling */
  private readonly keyIds: Map<string, string>;

  constructor(@Inject(SECRET_KEYRING) keyring: Keyring) {
    this.signer = new TokenSigner(keyring, 'campaign-bounce');
    this.keyIds = new Map([...keyring.keys.keys()].map((kid) => [kid.toLowerCase(), kid]));
  }

  address(domain: string, target: BounceTarget): string {
    const token = this.signer.sign(encodeTrackingPayload({ kind: 'o', ...target }));
    const [payload, kid, mac] = split(token);
    return `${LOCAL_PREFIX}${payload}.${kid.toLowerCase()}.${base32(Buffer.from(mac ?? '', 'base64url'))}@${domain}`;
  }

  /** the recipient of a genuine bounce address (any domain, any case), or undefined */
  verify(address: string): BounceTarget | undefined {
    const at = address.lastIndexOf('@');
    const local = at < 0 ? address : address.slice(0, at);
    if (local.slice(0, LOCAL_PREFIX.length).toLowerCase() !== LOCAL_PREFIX) return undefined;
    const token = local.slice(LOCAL_PREFIX.length);
    const caseless = this.fromCaseless(token);
    const payload = (caseless === undefined ? undefined : this.signer.verify(caseless)) ?? this.signer.verify(token);
    const target = payload === undefined ? undefined : decodeTrackingPayload(payload);
    return target && { campaignId: target.campaignId, run: target.run, recipientId: target.recipientId };
  }

  /** the signer's own form of a case-insensitive token, or undefined when it is not one */
  private fromCaseless(token: string): string | undefined {
    const [payload, kid, mac] = split(token.toLowerCase());
    const bytes = mac === undefined ? undefined : fromBase32(mac);
    const keyId = this.keyIds.get(kid);
    return bytes && keyId ? `${payload}.${keyId}.${bytes.toString('base64url')}` : undefined;
  }
}

/** `<payload>.<kid>.<mac>` (the payload has dots of its own) */
function split(token: string): [string, string, string | undefined] {
  const macAt = token.lastIndexOf('.');
  const kidAt = token.lastIndexOf('.', macAt - 1);
  if (macAt < 0 || kidAt < 0) return [token, '', undefined];
  return [token.slice(0, kidAt), token.slice(kidAt + 1, macAt), token.slice(macAt + 1)];
}
