import { Inject, Injectable } from '@nestjs/common';

import { type Keyring, SECRET_KEYRING, TokenSigner } from '@mail/secrets';

import { decodeTrackingPayload, encodeTrackingPayload, type TrackingTarget } from '../tracking/tracking-token';

/** the recipient a bounce address belongs to */
export type BounceTarget = Pick<TrackingTarget, 'campaignId' | 'run' | 'recipientId'>;

const LOCAL_PREFIX = 'bounces+';

/**
 * VERP return paths: `bounces+<token>@<domain>`, the token the open payload of one recipient signed for its
 * own purpose, so a bounce address is never a valid tracking token nor the other way round, and a DSN can
 * only be charged to the recipient whose message bounced.
 */
@Injectable()
export class BounceAddresses {
  private readonly signer: TokenSigner;

  constructor(@Inject(SECRET_KEYRING) keyring: Keyring) {
    this.signer = new TokenSigner(keyring, 'campaign-bounce');
  }

  address(domain: string, target: BounceTarget): string {
    return `${LOCAL_PREFIX}${this.signer.sign(encodeTrackingPayload({ kind: 'o', ...target }))}@${domain}`;
  }

  /** the recipient of a genuine bounce address (any domain), or undefined */
  verify(address: string): BounceTarget | undefined {
    const at = address.lastIndexOf('@');
    const local = at < 0 ? address : address.slice(0, at);
    if (local.slice(0, LOCAL_PREFIX.length).toLowerCase() !== LOCAL_PREFIX) return undefined;
    const payload = this.signer.verify(local.slice(LOCAL_PREFIX.length));
    const target = payload === undefined ? undefined : decodeTrackingPayload(payload);
    return target && { campaignId: target.campaignId, run: target.run, recipientId: target.recipientId };
  }
}
