import { Inject, Injectable } from '@nestjs/common';

import { type Keyring, SECRET_KEYRING, TokenSigner } from '@mail/secrets';

/** o: open pixel, c: click redirect, u: one-click unsubscribe */
export type MessageTrackingKind = 'o' | 'c' | 'u';

/** What a gateway tracking URL points at: one recipient (its index in the message's recipients) and, for clicks, a link. */
export interface MessageTrackingTarget {
  kind: MessageTrackingKind;
  messageId: string;
  recipient: number;
  /** the link's index among the message's trackable URLs */
  link?: number;
}

const PAYLOAD = /^([ocu])\.([0-9a-f]{32})\.([0-9a-z]{1,4})(?:\.([0-9a-z]{1,4}))?$/;

const hex = (messageId: string) => messageId.replace(/-/g, '');
const uuid = (h: string) => `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
/** what the MAC covers: one recipient of one message (`r` is no kind, so never a URL's payload) */
const recipientPayload = (messageId: string, recipient: number) => `r.${hex(messageId)}.${recipient.toString(36)}`;

function decode(payload: string): MessageTrackingTarget | undefined {
  const m = PAYLOAD.exec(payload);
  if (!m || (m[1] === 'c') !== (m[4] !== undefined)) return undefined;
  return { kind: m[1] as MessageTrackingKind, messageId: uuid(m[2]), recipient: parseInt(m[3], 36), ...(m[4] ? { link: parseInt(m[4], 36) } : {}) };
}

/**
 * Signed tokens of `/g/<kind>/<token>`: `<kind>.<MessageID hex>.<recipient>[.<link>].<kid>.<mac>`, one MAC per
 * recipient of a message (libs/secrets TokenSigner, its own purpose), so a message costs one signature however
 * many links it has, and a made-up URL is refused without a database read.
 */
@Injectable()
export class MessageTrackingTokens {
  private readonly signer: TokenSigner;

  constructor(@Inject(SECRET_KEYRING) keyring: Keyring) {
    this.signer = new TokenSigner(keyring, 'gateway-tracking');
  }

  /** every public URL of one recipient of a message, from one signature */
  urlsOf(baseUrl: string, messageId: string, recipient: number): (kind: MessageTrackingKind, link?: number) => string {
    const base = baseUrl.replace(/\/+$/, '');
    const seal = this.signer.seal(recipientPayload(messageId, recipient));
    const ids = `${hex(messageId)}.${recipient.toString(36)}`;
    return (kind, link) => `${base}/g/${kind}/${kind}.${ids}${kind === 'c' ? `.${(link ?? 0).toString(36)}` : ''}.${seal}`;
  }

  verify(token: string): MessageTrackingTarget | undefined {
    const payload = this.signer.verify(token, (p) => {
      const target = decode(p);
      return target ? [recipientPayload(target.messageId, target.recipient)] : [];
    });
    return payload === undefined ? undefined : decode(payload);
  }
}
