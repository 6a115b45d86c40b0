import { Injectable } from '@nestjs/common';

import { NO_CACHE_HEADERS, type PublicRequest, type PublicResponse, TrackingPages, transparentGif } from '@mail/contracts';
import { classifyHit, type HitKind } from '@mail/mail';
import { ServiceDb } from '@mail/kit';

import { DeliveryEventRecorder } from '../delivery-events/delivery-event-recorder';
import { WebhookDeliverySignal } from '../webhooks/delivery/webhook-delivery.signal';
import { MessageEventRepository } from '../delivery-events/message-event.repository';
import { GatewayMessageRepository } from '../messages/gateway-message.repository';
import type { MessageRow } from '../messages/message.row';
import { MessageTrackingTokens } from './message-tracking-token';
import { trackedLinks } from './tracked-content';

/**
 * Answers `/g/<kind>/<token>` (forwarded by the edge): o → the pixel and an `open` event, c → a 302 to the link
 * and a `click` event, u → the unsubscribe page (GET) or an `unsubscribe` event (POST, RFC 8058 one-click; once
 * per recipient). Hits bot detection calls machines (libs/mail) are answered but not recorded, nor are HEAD
 * requests. A token that does not verify, or whose message or link is gone, gets the 404 page.
 */
@Injectable()
export class MessageTrackService {
  constructor(
    private readonly tokens: MessageTrackingTokens,
    private readonly db: ServiceDb,
    private readonly messages: GatewayMessageRepository,
    private readonly events: MessageEventRepository,
    private readonly recorder: DeliveryEventRecorder,
    private readonly webhookPosts: WebhookDeliverySignal,
  ) {}

  async answer(req: PublicRequest): Promise<PublicResponse> {
    const target = this.tokens.verify(req.params.token ?? '');
    if (!target || target.kind !== req.params.kind) return TrackingPages.notFound();
    if (req.method === 'POST' && target.kind !== 'u') return TrackingPages.methodNotAllowed();
    const message = await this.messages.find(target.messageId);
    const recipient = message?.recipients[target.recipient];
    if (!message?.content || !recipient) return TrackingPages.notFound();
    const record = req.method !== 'HEAD';
    switch (target.kind) {
      case 'o':
        if (record) await this.hit(message, recipient, 'open', req, {});
        return transparentGif();
      case 'c': {
        const url = trackedLinks(message.content)[target.link ?? -1];
        // only web addresses are followed: a redirect is no way to run a javascript: or data: URL
        if (!url || !/^https?:\/\//i.test(url)) return TrackingPages.notFound();
        if (record) await this.hit(message, recipient, 'click', req, { url });
        return { status: 302, contentType: 'text/plain; charset=utf-8', body: '', headers: { ...NO_CACHE_HEADERS, location: url } };
      }
      case 'u':
        if (req.method !== 'POST') return TrackingPages.confirmUnsubscribe(recipient);
        await this.record(message, recipient, 'unsubscribe', {});
        return TrackingPages.unsubscribed(recipient);
    }
  }

  private async hit(message: MessageRow, recipient: string, kind: HitKind & ('open' | 'click'), req: PublicRequest, detail: Record<string, unknown>) {
    const secondsSinceSent = message.sent_at ? (Date.now() - new Date(message.sent_at).getTime()) / 1000 : undefined;
    if (classifyHit({ kind, userAgent: req.userAgent, ip: req.ip, secondsSinceSent }).isBot) return;
    await this.record(message, recipient, kind, detail);
  }

  private async record(message: MessageRow, recipient: string, event: 'open' | 'click' | 'unsubscribe', detail: Record<string, unknown>): Promise<void> {
    const posts = await this.db.tx(async (m) => {
      if (event === 'unsubscribe' && (await this.events.exists(m, message.id, recipient, event))) return 0;
      return this.recorder.record(m, { messageId: message.id, domainId: message.domain_id, userId: message.user_id, event, recipient, detail });
    });
    this.webhookPosts.queued(posts);
  }
}
