import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import {
  type ActivityType,
  ActivityTypes,
  EmailBouncedPayload,
  EmailClickedPayload,
  EmailDeliveredPayload,
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

import { type ActivityTarget, emailIds, findActivityTarget, insertActivity } from './activity-target';

const log = logger('lists.activity');
const DURABLE = { durable: 'lists-activity' };
const DELIVERY: Record<string, ActivityType> = {
  campaign: ActivityTypes.EmailCampaignDelivery,
  transactional: ActivityTypes.TransactionalEmailDelivery,
  autoresponder: ActivityTypes.AutoResponderDelivery,
};

/**
 * Builds subscriber activity, journeys and website events from other services' events. Each event is
 * applied once, in the inbox transaction `@OnEvent` opens; events about a deleted subscriber do nothing.
 */
@Injectable()
export class ActivityConsumer implements OnModuleInit {
  constructor(private readonly events: ServiceEventConsumers) {}

  /** before any outbox relay starts (onApplicationBootstrap): in-process, an event nobody consumes yet would be gone */
  async onModuleInit(): Promise<void> {
    await this.events.register(this).catch((error) => log.warn({ err: error }, 'activity consumer not started'));
  }

  @OnEvent(Events.EmailDelivered, DURABLE)
  async delivered(p: EmailDeliveredPayload, ctx: EventContext<EmailDeliveredPayload>): Promise<void> {
    await this.activity(ctx, p, DELIVERY[p.kind ?? 'campaign'] ?? ActivityTypes.EmailCampaignDelivery, emailIds(p));
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
      await ctx.manager.query(`UPDATE "lists"."subscriber" SET "bounce_type" = $2 WHERE "id" = $1 AND "bounce_type" <> 'Hard'`, [
        target.id,
        hard ? 'Hard' : 'Soft',
      ]);
      if (hard) await insertActivity(ctx.manager, target, ActivityTypes.HardBounce, emailIds(p), p.occurredAt ?? ctx.event.occurredAt);
    });
  }

  @OnEvent(Events.JourneyStarted, DURABLE)
  async journeyStarted(p: JourneyStartedPayload, ctx: EventContext<JourneyStartedPayload>): Promise<void> {
    await this.withTarget(ctx.manager, p, async (target) => {
      await ctx.manager.query(
        `INSERT INTO "lists"."subscriber_journey" ("subscriber_id", "journey_id", "journey_name", "status", "entry_id", "action_id") VALUES ($1, $2, $3, 'InProgress', $4, $5)
         ON CONFLICT ("subscriber_id", "journey_id") DO UPDATE SET "status" = 'InProgress', "journey_name" = excluded."journey_name", "entry_id" = excluded."entry_id",
           "action_id" = excluded."action_id", "enrolled_at" = now() at time zone 'utc', "completed_at" = NULL`,
        [target.id, p.journeyId, p.journeyName ?? '', p.entryId === undefined ? null : String(p.entryId), p.actionId ?? null],
      );
      const parameters = { journey_id: p.journeyId, action_id: p.actionId ?? null };
      await insertActivity(ctx.manager, target, ActivityTypes.JourneyStart, parameters, p.occurredAt ?? ctx.event.occurredAt);
    });
  }

  @OnEvent(Events.JourneyEnded, DURABLE)
  async journeyEnded(p: JourneyEndedPayload, ctx: EventContext<JourneyEndedPayload>): Promise<void> {
    await this.withTarget(ctx.manager, p, async (target) => {
      const exited = p.reason === 'exited';
      await ctx.manager.query(
        `UPDATE "lists"."subscriber_journey" SET "status" = $3, "completed_at" = now() at time zone 'utc', "action_id" = coalesce($4, "action_id") WHERE "subscriber_id" = $1 AND "journey_id" = $2`,
        [target.id, p.journeyId, exited ? 'Exited' : 'Completed', p.actionId ?? null],
      );
      const parameters = { journey_id: p.journeyId, action_id: p.actionId ?? null };
      await insertActivity(
        ctx.manager,
        target,
        exited ? ActivityTypes.JourneyExit : ActivityTypes.JourneyEnd,
        parameters,
        p.occurredAt ?? ctx.event.occurredAt,
      );
    });
  }

  @OnEvent(Events.WebsiteEventTracked, DURABLE)
  async websiteEvent(p: WebsiteEventTrackedPayload, ctx: EventContext<WebsiteEventTrackedPayload>): Promise<void> {
    await this.withTarget(ctx.manager, p, async (target) => {
      await ctx.manager.query(
        `INSERT INTO "lists"."website_event" ("subscriber_id", "tracker_uuid", "event", "email", "parameters", "created_at") VALUES ($1, $2, $3, $4, $5::jsonb, $6::timestamptz at time zone 'utc')`,
        [target.id, p.websiteTrackerUuid, p.event, p.emailAddress ?? '', JSON.stringify(p.parameters ?? {}), p.occurredAt ?? ctx.event.occurredAt],
      );
    });
  }

  private async activity<P extends SubscriberRef>(ctx: EventContext<P>, p: P, type: ActivityType, parameters: Record<string, unknown>): Promise<void> {
    await this.withTarget(ctx.manager, p, (target) => insertActivity(ctx.manager, target, type, parameters, p.occurredAt ?? ctx.event.occurredAt));
  }

  private async withTarget(m: EntityManager, ref: SubscriberRef, work: (target: ActivityTarget) => Promise<void>): Promise<void> {
    const target = await findActivityTarget(m, ref);
    if (target) await work(target);
  }
}
