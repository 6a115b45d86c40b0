import { Injectable, type OnModuleInit } from '@nestjs/common';

import { logger } from '@mail/config';
import { CampaignEmailConvertedPayload, CampaignEvents, EmailClickedPayload, EmailOpenedPayload, Events, SubscriberSubscribedPayload } from '@mail/contracts';
import { type EventContext, OnEvent } from '@mail/db';
import { JobQueue } from '@mail/jobs';
import { ServiceEventConsumers } from '@mail/kit';

import { type AutoresponderRecord, AutorespondersRepository } from '../autoresponders.repository';
import { dueAt } from './autoresponder-delay';
import { SendAutoresponder } from './autoresponder-send.job';

const log = logger('campaigns.autoresponders');

/** a subscription, once opt-in is complete (a pending double opt-in is not one yet) */
const subscribed = (p: SubscriberSubscribedPayload): boolean => !p.status || p.status === 'Subscribed';

/**
 * The triggers: lists' SubscriberSubscribed (OnSubscription), campaigns' own EmailOpened, EmailClicked and
 * EmailConverted (OnSubscriberCampaignOpen, OnSubscriberLinkClick, OnSubscriberCampaignConversion). Each event (once:
 * the inbox) schedules, for each Enabled autoresponder of the subscriber's list on that trigger whose trigger value
 * matches, one message for the subscriber (a send row, unique per autoresponder and subscriber) due after the
 * autoresponder's delay, and its job, in the inbox transaction. An event no autoresponder wants is acknowledged
 * without a transaction (the cheap pre-check).
 */
@Injectable()
export class AutoresponderTriggersConsumer implements OnModuleInit {
  constructor(
    private readonly events: ServiceEventConsumers,
    readonly repository: AutorespondersRepository,
    private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.register(this).catch((error) => log.warn({ err: error }, 'autoresponder triggers not started'));
  }

  @OnEvent(Events.SubscriberSubscribed, {
    durable: 'campaigns-autoresponders',
    when: (p: SubscriberSubscribedPayload, consumer: object) =>
      subscribed(p) && (consumer as AutoresponderTriggersConsumer).repository.anyTriggered(p.userId, p.listId, 'OnSubscription'),
  })
  async subscription(p: SubscriberSubscribedPayload, ctx: EventContext<SubscriberSubscribedPayload>): Promise<void> {
    if (subscribed(p)) await this.fire(ctx, 'OnSubscription', { ...p, emailAddress: p.emailAddress }, () => true);
  }

  /** OnSubscriberCampaignOpen: a subscriber of the list opened the campaign the trigger value names (a person's open) */
  @OnEvent(Events.EmailOpened, { durable: 'campaigns-autoresponders-opens', when: engaged('OnSubscriberCampaignOpen') })
  async opened(p: EmailOpenedPayload, ctx: EventContext<EmailOpenedPayload>): Promise<void> {
    if (isPerson(p)) await this.fire(ctx, 'OnSubscriberCampaignOpen', p, (a) => a.trigger_value === String(p.campaignId));
  }

  /** OnSubscriberLinkClick: a subscriber of the list clicked the tracked URL the trigger value names (in any campaign) */
  @OnEvent(Events.EmailClicked, { durable: 'campaigns-autoresponders-clicks', when: engaged('OnSubscriberLinkClick') })
  async clicked(p: EmailClickedPayload, ctx: EventContext<EmailClickedPayload>): Promise<void> {
    if (isPerson(p) && p.url) await this.fire(ctx, 'OnSubscriberLinkClick', p, (a) => a.trigger_value === p.url);
  }

  /** OnSubscriberCampaignConversion: a conversion attributed to the campaign the trigger value names */
  @OnEvent(CampaignEvents.EmailConverted, { durable: 'campaigns-autoresponders-conversions', when: engaged('OnSubscriberCampaignConversion') })
  async converted(p: CampaignEmailConvertedPayload, ctx: EventContext<CampaignEmailConvertedPayload>): Promise<void> {
    await this.fire(ctx, 'OnSubscriberCampaignConversion', p, (a) => a.trigger_value === String(p.campaignId));
  }

  /** one message per matching Enabled autoresponder of the subscriber's list, due after its delay (once per subscriber) */
  private async fire(
    ctx: EventContext<object>,
    trigger: string,
    p: { userId?: number; listId: number; subscriberId?: number; emailAddress?: string },
    matches: (a: AutoresponderRecord) => boolean,
  ): Promise<void> {
    if (!p.userId || !p.subscriberId) return;
    const now = new Date();
    for (const autoresponder of await this.repository.triggered(ctx.manager, p.userId, p.listId, trigger)) {
      if (!matches(autoresponder)) continue;
      const at = dueAt(now, autoresponder.trigger_time_type, autoresponder.trigger_time);
      const sendId = await this.repository.schedule(ctx.manager, {
        autoresponderId: autoresponder.id,
        userId: p.userId,
        listId: p.listId,
        subscriberId: p.subscriberId,
        email: p.emailAddress ?? '',
        seq: 0,
        at,
      });
      if (sendId) await this.jobs.sendInTransaction(ctx.manager, SendAutoresponder, { sendId }, at > now ? { startAfter: at } : {});
    }
  }
}

/** a campaign message's open or click by a person (machines' are published flagged; a journey's message has no campaign) */
const isPerson = (p: { campaignId?: number }): boolean => !!p.campaignId && (p as { machine?: boolean }).machine !== true;

/** the pre-check of an engagement trigger: an event of a campaign message and an Enabled autoresponder of the list on it */
function engaged<P extends { userId?: number; listId: number; campaignId?: number }>(trigger: string) {
  return (p: P, consumer: object): boolean | Promise<boolean> =>
    !!p.userId && !!p.campaignId && (consumer as AutoresponderTriggersConsumer).repository.anyTriggered(p.userId, p.listId, trigger);
}
