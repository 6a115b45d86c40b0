import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import {
  type ActivityType,
  ActivityTypes,
  EmailBouncedPayload,
  JourneyEntrantsEndedPayload,
  JourneyEntrantsStartedPayload,
  EmailClickedPayload,
  EmailDeliveredPayload,
  EmailsDeliveredPayload,
  EmailOpenedPayload,
  Events,
  JourneyEndedPayload,
  JourneyStartedPayload,
  type SubscriberRef,
  WebsiteEventTrackedPayload,
} from '@mail/contracts';
import { type EventContext, OnEvent } from '@mail/db';
import { logger } from '@mail/config';
import { ServiceEventConsumers } from '@mail/kit';

import { SubscriberRepository } from '../subscribers/subscriber.repository';
import { SuppressionRepository } from '../suppression/suppression.repository';
import { type ActivityTarget, emailIds } from './activity-target';
import { ActivityRepository } from './activity.repository';
import { SubscriberJourneyRepository } from './subscriber-journey.repository';
import { ActivityWebsiteEventRepository } from './activity-website-event.repository';

const log = logger('lists.activity');
const DURABLE = { durable: 'lists-activity' };
const DELIVERY: Record<string, ActivityType> = {
  campaign: ActivityTypes.EmailCampaignDelivery,
  transactional: ActivityTypes.TransactionalEmailDelivery,
  autoresponder: ActivityTypes.AutoResponderDelivery,
};

/**
 * Builds subscriber activity, journeys and website events from other services' events; a hard bounce also
 * suppresses the address user-wide. Each event is
 * applied once, in the inbox transaction `@OnEvent` opens; events about a deleted subscriber do nothing.
 */
@Injectable()
export class ActivityConsumer implements OnModuleInit {
  constructor(
    private readonly events: ServiceEventConsumers,
    private readonly activityRows: ActivityRepository,
    private readonly subscribers: SubscriberRepository,
    private readonly journeys: SubscriberJourneyRepository,
    private readonly websiteEvents: ActivityWebsiteEventRepository,
    private readonly suppressions: SuppressionRepository,
  ) {}

  /** before any outbox relay starts (onApplicationBootstrap): in-process, an event nobody consumes yet would be gone */
  async onModuleInit(): Promise<void> {
    await this.events.register(this).catch((error) => log.warn({ err: error }, 'activity consumer not started'));
  }

  @OnEvent(Events.EmailDelivered, DURABLE)
  async delivered(p: EmailDeliveredPayload, ctx: EventContext<EmailDeliveredPayload>): Promise<void> {
    await this.activity(ctx, p, DELIVERY[p.kind ?? 'campaign'] ?? ActivityTypes.EmailCampaignDelivery, emailIds(p));
  }

  @OnEvent(Events.EmailsDelivered, DURABLE)
  async deliveredBatch(p: EmailsDeliveredPayload, ctx: EventContext<EmailsDeliveredPayload>): Promise<void> {
    const type = DELIVERY[p.kind ?? 'campaign'] ?? ActivityTypes.EmailCampaignDelivery;
    await this.activityRows.insertForSubscribers(p.userId, p.subscriberIds, type, emailIds(p), p.occurredAt, ctx.manager);
  }

  @OnEvent(Events.EmailOpened, DURABLE)
  async opened(p: EmailOpenedPayload, ctx: EventContext<EmailOpenedPayload>): Promise<void> {
    await this.activity(ctx, p, ActivityTypes.EmailOpen, emailIds(p));
  }

  @OnEvent(Events.EmailClicked, DURABLE)
  async clicked(p: EmailClickedPayload, ctx: EventContext<EmailClickedPayload>): Promise<void> {
    await this.activity(ctx, p, ActivityTypes.EmailLinkClick, { ...emailIds(p), ...(p.url ? { URL: p.url } : {}) });
  }

  @OnEvent(Events.EmailBounced, DURABLE)
  async bounced(p: EmailBouncedPayload, ctx: EventContext<EmailBouncedPayload>): Promise<void> {
    await this.withTarget(ctx.manager, p, async (target) => {
      const hard = p.bounceType === 'Hard';
      // the suppression below: its address lock before the bounce's subscriber write (SuppressionRepository.lockAddresses)
      if (hard && p.emailAddress) await this.suppressions.lockAddresses([p.emailAddress], ctx.manager);
      await this.subscribers.recordBounce(target.id, hard, ctx.manager);
      // soft bounces are recorded too: the list analytics count them (List.GetActivitySeries, List.GetBounceTrend)
      if (!hard) return this.activityRows.insertAt(target, ActivityTypes.SoftBounce, emailIds(p), p.occurredAt ?? ctx.event.occurredAt, ctx.manager);
      await this.activityRows.insertAt(target, ActivityTypes.HardBounce, emailIds(p), p.occurredAt ?? ctx.event.occurredAt, ctx.manager);
      // the address is dead for every list of the user; WhiteListedEmailAddresses still reach it (audiences skip
      // suppression for them), so suppressing here never overrides the user's whitelist
      if (p.emailAddress) await this.suppressions.add(target.userId, null, [p.emailAddress], { source: 'Hard bounce', reason: 'Hard bounce' }, ctx.manager);
    });
  }

  @OnEvent(Events.JourneyStarted, DURABLE)
  async journeyStarted(p: JourneyStartedPayload, ctx: EventContext<JourneyStartedPayload>): Promise<void> {
    await this.withTarget(ctx.manager, p, async (target) => {
      const at = p.occurredAt ?? ctx.event.occurredAt;
      const journey = { userId: target.userId, journeyId: p.journeyId, journeyName: p.journeyName ?? '', actionId: p.actionId ?? null, at };
      const entryId = p.entryId === undefined ? null : String(p.entryId);
      await this.journeys.startMany(journey, { subscriberIds: [Number(target.id)], entryIds: [entryId] }, ctx.manager);
      const parameters = { journey_id: p.journeyId, action_id: p.actionId ?? null };
      await this.activityRows.insertAt(target, ActivityTypes.JourneyStart, parameters, at, ctx.manager);
    });
  }

  @OnEvent(Events.JourneyEnded, DURABLE)
  async journeyEnded(p: JourneyEndedPayload, ctx: EventContext<JourneyEndedPayload>): Promise<void> {
    await this.withTarget(ctx.manager, p, async (target) => {
      const exited = p.reason === 'exited';
      const at = p.occurredAt ?? ctx.event.occurredAt;
      const ended = {
        userId: target.userId,
        subscriberIds: [Number(target.id)],
        entryIds: [p.entryId === undefined ? null : String(p.entryId)],
        statuses: [exited ? ('Exited' as const) : ('Completed' as const)],
        actionIds: [p.actionId ?? null],
        at,
      };
      await this.journeys.endMany(p.journeyId, ended, ctx.manager);
      const parameters = { journey_id: p.journeyId, action_id: p.actionId ?? null };
      const type = exited ? ActivityTypes.JourneyExit : ActivityTypes.JourneyEnd;
      await this.activityRows.insertAt(target, type, parameters, at, ctx.manager);
    });
  }

  /** a batch of enrolments into one journey, set-based: SubscriberJourneys and a journey start activity each */
  @OnEvent(Events.JourneyEntrantsStarted, DURABLE)
  async journeyEntrantsStarted(p: JourneyEntrantsStartedPayload, ctx: EventContext<JourneyEntrantsStartedPayload>): Promise<void> {
    const actionId = p.actionId ?? null;
    await this.journeys.startMany({ userId: p.userId, journeyId: p.journeyId, journeyName: p.journeyName, actionId, at: p.occurredAt }, p, ctx.manager);
    const parameters = { journey_id: p.journeyId, action_id: actionId };
    await this.activityRows.insertForSubscribers(p.userId, p.subscriberIds, ActivityTypes.JourneyStart, parameters, p.occurredAt, ctx.manager);
  }

  /** a batch of ended enrolments of one journey, set-based; the activity rows go per (reason, last action) */
  @OnEvent(Events.JourneyEntrantsEnded, DURABLE)
  async journeyEntrantsEnded(p: JourneyEntrantsEndedPayload, ctx: EventContext<JourneyEntrantsEndedPayload>): Promise<void> {
    const statuses = p.reasons.map((r) => (r === 'exited' ? ('Exited' as const) : ('Completed' as const)));
    // an event queued before ends named their enrolments: matched by time
    const entryIds = p.subscriberIds.map((_, i) => p.entryIds?.[i] ?? null);
    await this.journeys.endMany(
      p.journeyId,
      { userId: p.userId, subscriberIds: p.subscriberIds, entryIds, statuses, actionIds: p.actionIds, at: p.occurredAt },
      ctx.manager,
    );
    const groups = new Map<string, number[]>();
    p.subscriberIds.forEach((id, i) => {
      const key = `${p.reasons[i]}:${p.actionIds[i] ?? 0}`;
      const group = groups.get(key);
      if (group) group.push(id);
      else groups.set(key, [id]);
    });
    for (const [key, ids] of groups) {
      const [reason, action] = key.split(':');
      const type = reason === 'exited' ? ActivityTypes.JourneyExit : ActivityTypes.JourneyEnd;
      await this.activityRows.insertForSubscribers(
        p.userId,
        ids,
        type,
        { journey_id: p.journeyId, action_id: Number(action) || null },
        p.occurredAt,
        ctx.manager,
      );
    }
  }

  @OnEvent(Events.WebsiteEventTracked, DURABLE)
  async websiteEvent(p: WebsiteEventTrackedPayload, ctx: EventContext<WebsiteEventTrackedPayload>): Promise<void> {
    await this.withTarget(ctx.manager, p, async (target) => {
      await this.websiteEvents.insert(
        target.id,
        {
          trackerUuid: p.websiteTrackerUuid,
          event: p.event,
          email: p.emailAddress ?? '',
          parameters: p.parameters ?? {},
          at: p.occurredAt ?? ctx.event.occurredAt,
        },
        ctx.manager,
      );
    });
  }

  private async activity<P extends SubscriberRef>(ctx: EventContext<P>, p: P, type: ActivityType, parameters: Record<string, unknown>): Promise<void> {
    await this.withTarget(ctx.manager, p, (target) => this.activityRows.insertAt(target, type, parameters, p.occurredAt ?? ctx.event.occurredAt, ctx.manager));
  }

  private async withTarget(m: EntityManager, ref: SubscriberRef, work: (target: ActivityTarget) => Promise<void>): Promise<void> {
    const target = await this.activityRows.findTarget(ref, m);
    if (target) await work(target);
  }
}
