import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';

import { CampaignEvents, ConversionTrackedPayload, Events } from '@mail/contracts';
import { type EventContext, OnEvent } from '@mail/db';
import { ServiceEventConsumers, ServiceOutbox } from '@mail/kit';

import { CAMPAIGNS_CONFIG, type CampaignsConfig } from '../../campaigns.config';
import { recipientEventPayload, TrackingRepository } from '../tracking.repository';

const DAY_MS = 86_400_000;

/**
 * Last-click attribution: a conversion tracked on a website (tracking's ConversionTracked) counts for the campaign
 * email whose link the subscriber clicked last within CONVERSION_ATTRIBUTION_DAYS. It becomes a `conversion`
 * tracking_event with its value (TotalConversions, UniqueConversions, TotalRevenue, ConversionStatistics) and
 * EmailConverted (journeys' EmailConversion trigger), once per event (the inbox). A conversion without an identified
 * subscriber, or without such a click, belongs to no campaign.
 */
@Injectable()
export class CampaignConversionConsumer implements OnModuleInit {
  constructor(
    private readonly events: ServiceEventConsumers,
    private readonly repository: TrackingRepository,
    private readonly outbox: ServiceOutbox,
    @Inject(CAMPAIGNS_CONFIG) private readonly config: CampaignsConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.register(this);
  }

  @OnEvent(Events.ConversionTracked, { durable: 'campaigns-conversions' })
  async conversion(p: ConversionTrackedPayload, ctx: EventContext<ConversionTrackedPayload>): Promise<void> {
    if (!p.subscriberId) return;
    const since = new Date(Date.now() - this.config.conversionAttributionDays * DAY_MS);
    const recipient = await this.repository.lastClicked(ctx.manager, p.userId, p.subscriberId, since);
    if (!recipient) return;
    await this.repository.tallied(ctx.manager, recipient, () =>
      this.repository.insert(ctx.manager, recipient, { kind: 'conversion', detail: p.conversionId, value: p.value }),
    );
    if (recipient.emailId === null) return; // a campaign whose email was since detached: counted, nothing to trigger on
    await this.outbox.add(ctx.manager, CampaignEvents.EmailConverted, {
      ...recipientEventPayload(recipient),
      emailId: recipient.emailId,
      conversionId: p.conversionId,
      conversionName: p.conversionName,
      value: p.value,
    });
    this.outbox.kick();
  }
}
