import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { type DeliveryReport, readDeliveryReport, type ReportIntakeResult } from '@mail/mail';
import { ServiceDb } from '@mail/kit';

import { DeliveryEventRecorder } from '../delivery-events/delivery-event-recorder';
import { WebhookDeliverySignal } from '../webhooks/delivery/webhook-delivery.signal';
import { GatewayMessageRepository } from '../messages/gateway-message.repository';
import type { MessageRow } from '../messages/message.row';

const log = logger('gateway.reports');

/**
 * A delivery report that arrived at the return paths of gateway messages: a DSN becomes a `bounce` event (its
 * `bounce_type` hard or soft, with the status and diagnostic), an abuse report (ARF) a `complaint` event, each
 * for the recipient the report names (or the message's only recipient) and posted to the domain's webhooks.
 * Anything else (auto-replies) is accepted and dropped.
 */
@Injectable()
export class ReportIntake {
  constructor(
    private readonly db: ServiceDb,
    private readonly messages: GatewayMessageRepository,
    private readonly recorder: DeliveryEventRecorder,
    private readonly webhookPosts: WebhookDeliverySignal,
  ) {}

  async receive(raw: Buffer, messageIds: string[]): Promise<ReportIntakeResult> {
    const report = await readDeliveryReport(raw);
    if (report.type === 'none') return 'accepted';
    for (const id of new Set(messageIds)) {
      const message = await this.messages.find(id);
      const recipient = message && recipientOf(message, report.recipient);
      if (!message || !recipient) continue;
      const posts = await this.db.tx((m) =>
        this.recorder.record(m, {
          messageId: message.id,
          domainId: message.domain_id,
          userId: message.user_id,
          event: report.type,
          recipient,
          detail: detailOf(report),
        }),
      );
      this.webhookPosts.queued(posts);
    }
    log.info({ type: report.type, messages: messageIds.length }, 'delivery report received');
    return 'accepted';
  }
}

/** the message's recipient a report is about: the one it names, or the only one */
function recipientOf(message: MessageRow, named: string): string | undefined {
  const match = message.recipients.find((r) => r.toLowerCase() === named.trim().toLowerCase());
  return match ?? (message.recipients.length === 1 ? message.recipients[0] : undefined);
}

function detailOf(report: Exclude<DeliveryReport, { type: 'none' }>): Record<string, unknown> {
  if (report.type === 'complaint') return { feedback_type: 'abuse' };
  return { bounce_type: report.bounceType.toLowerCase(), status: report.status, diagnostic: report.diagnostic };
}
