import { Inject, Injectable } from '@nestjs/common';

import { type Keyring, SECRET_KEYRING, TokenSigner } from '@mail/secrets';

/** o: open pixel, c: click redirect, u: one-click unsubscribe, v: web view */
export type TrackingKind = 'o' | 'c' | 'u' | 'v';

/**
 * What a public tracking URL points at: one recipient of one send run, and for clicks the link. A journey's email
 * (JOURNEY_MAIL: campaign 0, run 0) has its journey_mail row as the recipient and journey_link ids as link ids.
 */
export interface TrackingTarget {
  kind: TrackingKind;
  campaignId: number;
  run: number;
  recipientId: number;
  linkId?: number;
}

const KINDS = new Set<string>(['o', 'c', 'u', 'v']);

/** campaign 0, run 0: the recipient id is a journey_mail id */
export const JOURNEY_MAIL = { campaignId: 0, run: 0 } as const;
export const isJourneyMail = (t: { campaignId: number; run: number }): boolean => t.campaignId === 0 && t.run === 0;
const B36 = /^[0-9a-z]{1,13}$/;

export function encodeTrackingPayload(target: TrackingTarget): string {
  const ids = [target.campaignId, target.run, target.recipientId, ...(target.kind === 'c' ? [target.linkId ?? 0] : [])];
  return [target.kind, ...ids.map((id) => id.toString(36))].join('.');
}

export function decodeTrackingPayload(payload: string): TrackingTarget | undefined {
  const [kind, ...parts] = payload.split('.');
  if (!KINDS.has(kind) || parts.length !== (kind === 'c' ? 4 : 3) || !parts.every((p) => B36.test(p))) return undefined;
  const [campaignId, run, recipientId, linkId] = parts.map((p) => parseInt(p, 36));
  const ids = [...(isJourneyMail({ campaignId, run }) ? [] : [campaignId, run]), recipientId, ...(kind === 'c' ? [linkId] : [])];
  if (!ids.every((n) => Number.isSafeInteger(n) && n > 0)) return undefined;
  return { kind: kind as TrackingKind, campaignId, run, recipientId, ...(kind === 'c' ? { linkId } : {}) };
}

/** one recipient of one send run: what a tracking token's MAC covers */
export type TrackedRecipientId = Pick<TrackingTarget, 'campaignId' | 'run' | 'recipientId'>;

/** the text a recipient's MAC is computed over (`r` is no kind, so it is never a URL's payload) */
function recipientPayload(r: TrackedRecipientId): string {
  return ['r', r.campaignId.toString(36), r.run.toString(36), r.recipientId.toString(36)].join('.');
}

/**
 * Signed tokens of the public tracking paths (`/t/<kind>/<token>`, served by the edge): the ids are readable,
 * the HMAC makes them unforgeable, so a tampered or made-up URL is recognised without a database read.
 *
 * One MAC per recipient: every URL of a recipient (open, view, unsubscribe, each click) carries the MAC of its
 * campaign, run and recipient, so a message costs one signature however many links it has. Kind and link id
 * are outside the MAC: changing them yields another URL of the same message, which its recipient has anyway (a
 * link id the campaign does not have is a 404). Tokens whose MAC covers the whole payload (issued before) verify too.
 */
@Injectable()
export class TrackingTokens {
  private readonly signer: TokenSigner;

  constructor(@Inject(SECRET_KEYRING) keyring: Keyring) {
    this.signer = new TokenSigner(keyring, 'campaign-tracking');
  }

  sign(target: TrackingTarget): string {
    return `${encodeTrackingPayload(target)}.${this.signer.seal(recipientPayload(target))}`;
  }

  verify(token: string): TrackingTarget | undefined {
    const payload = this.signer.verify(token, (p) => {
      const target = decodeTrackingPayload(p);
      return target ? [recipientPayload(target), p] : [];
    });
    return payload === undefined ? undefined : decodeTrackingPayload(payload);
  }

  /** the public URL: `<PUBLIC_BASE_URL>/t/<kind>/<token>` */
  url(baseUrl: string, target: TrackingTarget): string {
    return this.urlsOf(baseUrl, target)(target.kind, target.linkId);
  }

  /** every public URL of one recipient, from one signature */
  urlsOf(baseUrl: string, recipient: TrackedRecipientId): (kind: TrackingKind, linkId?: number) => string {
    const base = baseUrl.replace(/\/+$/, '');
    const seal = this.signer.seal(recipientPayload(recipient));
    const { campaignId, run, recipientId } = recipient;
    return (kind, linkId) => `${base}/t/${kind}/${encodeTrackingPayload({ kind, campaignId, run, recipientId, linkId })}.${seal}`;
  }
}
