import { Injectable } from '@nestjs/common';

import { type PublicRequest, type PublicResponse, NO_CACHE_HEADERS, TrackingPages, transparentGif } from '@mail/contracts';

import { type Hit, TrackingRecorder } from './tracking-recorder';
import { type TrackingTarget, TrackingTokens } from './tracking-token';
import { type TrackedRecipient, TrackingRepository } from './tracking.repository';
import { ListsUnsubscriber } from './unsubscribe/lists-unsubscriber';
import { WebView } from './web-view';

/**
 * Answers `/t/<kind>/<token>` (forwarded by the edge): o → the pixel, c → a 302 to the link's stored URL,
 * v → the web view, u → the unsubscribe page (GET) or the unsubscription (POST, RFC 8058 one-click).
 * A token that does not verify, or whose recipient or link is gone, gets the 404 page and nothing else.
 * HEAD requests are answered like GET but never recorded (link checkers use them).
 */
@Injectable()
export class EngagementTrackService {
  constructor(
    private readonly tokens: TrackingTokens,
    private readonly repository: TrackingRepository,
    private readonly recorder: TrackingRecorder,
    private readonly webView: WebView,
    private readonly unsubscriber: ListsUnsubscriber,
  ) {}

  async answer(req: PublicRequest): Promise<PublicResponse> {
    const target = this.tokens.verify(req.params.token ?? '');
    if (!target || target.kind !== req.params.kind) return TrackingPages.notFound();
    if (req.method === 'POST' && target.kind !== 'u') return TrackingPages.methodNotAllowed();
    const recipient = await this.repository.recipient(target);
    if (!recipient) return TrackingPages.notFound();
    const hit: Hit = { ip: req.ip, userAgent: req.userAgent };
    const record = req.method !== 'HEAD';
    switch (target.kind) {
      case 'o':
        if (record) await this.recorder.open(recipient, hit);
        return transparentGif();
      case 'c':
        return this.click(target, recipient, hit, record);
      case 'v':
        return this.view(recipient, hit, record);
      case 'u':
        return req.method === 'POST' ? this.unsubscribe(recipient, hit, req.requestId) : TrackingPages.confirmUnsubscribe(recipient.emailAddress);
    }
  }

  private async click(target: TrackingTarget, r: TrackedRecipient, hit: Hit, record: boolean): Promise<PublicResponse> {
    const url = target.linkId ? await this.repository.linkUrl(r, target.linkId) : undefined;
    // only web addresses are followed: a redirect is no way to run a javascript: or data: URL
    if (!url || !/^https?:\/\//i.test(url)) return TrackingPages.notFound();
    if (record) await this.recorder.click(r, { id: target.linkId!, url }, hit);
    return { status: 302, contentType: 'text/plain; charset=utf-8', body: '', headers: { ...NO_CACHE_HEADERS, location: url } };
  }

  private async view(r: TrackedRecipient, hit: Hit, record: boolean): Promise<PublicResponse> {
    const page = await this.webView.render(r);
    if (!page) return TrackingPages.notFound();
    if (record) await this.recorder.view(r, hit);
    return page;
  }

  private async unsubscribe(r: TrackedRecipient, hit: Hit, requestId: string): Promise<PublicResponse> {
    const outcome = await this.unsubscriber.unsubscribe(r, hit.ip, requestId);
    if (!outcome.done) return TrackingPages.tryAgainLater();
    if (outcome.changed) await this.recorder.unsubscribed(r, hit);
    return TrackingPages.unsubscribed(r.emailAddress);
  }
}
