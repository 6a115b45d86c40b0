import { Inject, Injectable } from '@nestjs/common';
import { validateSync } from 'class-validator';

import { BOUNCE_NOTIFICATIONS_MAX, BounceNotification, jsonResponse, plainInstance, type PublicRequest, type PublicResponse } from '@mail/contracts';

import { CAMPAIGNS_CONFIG, type CampaignsConfig } from '../../campaigns.config';
import { type TrackedRecipient, TrackingRepository } from '../../engagement/tracking.repository';
import { BounceAddresses } from '../bounce-address';
import { BounceRecorder } from '../bounce-recorder';
import { verifyWebhookSignature } from './webhook-signature';

/**
 * `POST /webhooks/bounces`: provider bounce and complaint notifications (docs/services/campaigns.md). A
 * notification is charged to the recipient its return path names, or the one of its campaign with that
 * Message-ID or address; one matching nothing is counted as unmatched and dropped.
 */
@Injectable()
export class BounceWebhookService {
  constructor(
    private readonly tracking: TrackingRepository,
    private readonly addresses: BounceAddresses,
    private readonly recorder: BounceRecorder,
    @Inject(CAMPAIGNS_CONFIG) private readonly config: CampaignsConfig,
  ) {}

  async answer(req: PublicRequest): Promise<PublicResponse> {
    const secret = this.config.bounceWebhookSecret;
    if (!secret) return jsonResponse(404, { error: 'the bounce webhook is not enabled (BOUNCE_WEBHOOK_SECRET)' });
    if (!verifyWebhookSignature(secret, req.headers['x-webhook-timestamp'] ?? '', req.headers['x-webhook-signature'] ?? '', req.body))
      return jsonResponse(401, { error: 'invalid or expired signature' });
    const notifications = parse(req.body);
    if (typeof notifications === 'string') return jsonResponse(400, { error: notifications });
    let recorded = 0;
    for (const n of notifications) {
      const recipient = await this.recipientOf(n);
      if (!recipient) continue;
      if (n.type === 'complaint') {
        if (!(await this.recorder.complaint(recipient, { source: 'webhook', detail: n.reason ?? '' }, req.requestId)))
          return jsonResponse(503, { error: 'temporarily unavailable' });
      } else {
        await this.recorder.bounce(recipient, n.bounceType ?? 'Hard', n.reason ?? '');
      }
      recorded += 1;
    }
    return jsonResponse(200, { received: notifications.length, recorded, unmatched: notifications.length - recorded });
  }

  private async recipientOf(n: BounceNotification): Promise<TrackedRecipient | undefined> {
    const target = n.returnPath ? this.addresses.verify(n.returnPath.replace(/^<|>$/g, '')) : undefined;
    const recipient = target
      ? await this.tracking.recipient(target)
      : n.campaignId && n.messageId
        ? await this.tracking.recipientByMessageId(n.campaignId, n.messageId.trim())
        : n.campaignId
          ? await this.tracking.recipientByAddress(n.campaignId, n.email)
          : undefined;
    // a notification about another address than the message's is not about this recipient
    return recipient && recipient.emailAddress.toLowerCase() === n.email.trim().toLowerCase() ? recipient : undefined;
  }
}

/** the notifications of a body, or why it is refused */
function parse(body: string): BounceNotification[] | string {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return 'the body is not JSON';
  }
  const items = Array.isArray(json) ? json : [json];
  if (!items.length || items.length > BOUNCE_NOTIFICATIONS_MAX) return `send 1 to ${BOUNCE_NOTIFICATIONS_MAX} notifications`;
  if (items.some((item) => !item || typeof item !== 'object' || Array.isArray(item))) return 'every notification must be an object';
  const notifications = items.map((item) => plainInstance(BounceNotification, item as object));
  for (const [index, n] of notifications.entries()) {
    const [error] = validateSync(n);
    if (error) return `notification ${index}: ${Object.values(error.constraints ?? {})[0] ?? `invalid ${error.property}`}`;
  }
  return notifications;
}
