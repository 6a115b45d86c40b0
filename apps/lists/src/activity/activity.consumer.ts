import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import {
  type ActivityType,
  ActivityTypes,
  type DomainEvent,
  type EmailBouncedPayload,
  type EmailClickedPayload,
  type EmailDeliveredPayload,
  EventSubjects,
  type JourneyEndedPayload,
  type JourneyStartedPayload,
  type SubscriberRef,
  type WebsiteEventTrackedPayload,
} from '@mail/contracts';
import { logger } from '@mail/config';

import { ListsDb } from '../common/db';

const log = logger('lists.activity');
const DELIVERY: Record<string, ActivityType> = {
  campaign: ActivityTypes.EmailCampaignDelivery,
  transactional: ActivityTypes.TransactionalEmailDelivery,
  autoresponder: ActivityTypes.AutoResponderDelivery,
};

/**
 * Builds subscriber activity, journeys and website events from other services' events. Each event is
 * applied once (processed_event keyed by the event id, in the same transaction as its effect).
 */
@Injectable()
export class ActivityConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly db: ListsDb,
    @Inject(BUS) private readonly bus: Bus,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const subjects = [
      EventSubjects.EmailDelivered,
      EventSubjects.EmailOpened,
      EventSubjects.EmailClicked,
      EventSubjects.EmailBounced,
      EventSubjects.JourneyStarted,
      EventSubjects.JourneyEnded,
      EventSubjects.WebsiteEventTracked,
    ];
    await this.bus
      .consume(subjects, 'lists-activity', (event) => this.handle(event))
      .catch((error) => log.warn({ err: error }, 'activity consumer not started'));
  }

  async handle(event: DomainEvent): Promise<void> {
    const payload = event.payload as unknown as SubscriberRef & Record<string, unknown>;
    await this.db.tx(async (m) => {
      const [fresh] = await m.query(`INSERT INTO "lists"."processed_event" ("id") VALUES ($1) ON CONFLICT DO NOTHING RETURNING "id"`, [event.id]);
      if (!fresh) return;
      const [subscriber]: { id: string; list_id: string; user_id: number }[] = await m.query(
        `SELECT s."id", s."list_id", l."user_id" FROM "lists"."subscriber" s JOIN "lists"."list" l ON l."id" = s."list_id"
         WHERE s."list_id" = $1 AND (s."id" = $2 OR ($2 IS NULL AND lower(s."email") = lower($3)))`,
        [payload.listId, payload.subscriberId ?? null, payload.emailAddress ?? ''],
      );
      if (!subscriber) return;
      const at = payload.occurredAt ?? event.occurredAt;
      const activity = (type: ActivityType, parameters: Record<string, unknown>) =>
        m.query(
          `INSERT INTO "lists"."activity" ("user_id", "list_id", "subscriber_id", "activity_type", "parameters", "created_at") VALUES ($1, $2, $3, $4, $5::jsonb, $6::timestamptz at time zone 'utc')`,
          [subscriber.user_id, subscriber.list_id, subscriber.id, type, JSON.stringify(parameters), at],
        );
      const ids = (p: { campaignId?: unknown; emailId?: unknown; autoResponderId?: unknown }) =>
        Object.fromEntries(
          Object.entries({ CampaignID: p.campaignId, EmailID: p.emailId, AutoResponderID: p.autoResponderId })
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, String(v)]),
        );
      switch (event.subject) {
        case EventSubjects.EmailDelivered: {
          const p = payload as unknown as EmailDeliveredPayload;
          return void (await activity(DELIVERY[p.kind ?? 'campaign'] ?? ActivityTypes.EmailCampaignDelivery, ids(p)));
        }
        case EventSubjects.EmailOpened:
          return void (await activity(ActivityTypes.EmailOpen, ids(payload as { campaignId?: unknown; emailId?: unknown })));
        case EventSubjects.EmailClicked: {
          const p = payload as unknown as EmailClickedPayload;
          return void (await activity(ActivityTypes.EmailLinkClick, { ...ids(p), ...(p.url ? { URL: p.url } : {}) }));
        }
        case EventSubjects.EmailBounced: {
          const p = payload as unknown as EmailBouncedPayload;
          await m.query(`UPDATE "lists"."subscriber" SET "bounce_type" = $2 WHERE "id" = $1 AND "bounce_type" <> 'Hard'`, [
            subscriber.id,
            p.bounceType === 'Hard' ? 'Hard' : 'Soft',
          ]);
          if (p.bounceType === 'Hard') await activity(ActivityTypes.HardBounce, ids(p));
          return;
        }
        case EventSubjects.JourneyStarted: {
          const p = payload as unknown as JourneyStartedPayload;
          await m.query(
            `INSERT INTO "lists"."subscriber_journey" ("subscriber_id", "journey_id", "journey_name", "status", "entry_id", "action_id") VALUES ($1, $2, $3, 'InProgress', $4, $5)
             ON CONFLICT ("subscriber_id", "journey_id") DO UPDATE SET "status" = 'InProgress', "journey_name" = excluded."journey_name", "entry_id" = excluded."entry_id",
               "action_id" = excluded."action_id", "enrolled_at" = now() at time zone 'utc', "completed_at" = NULL`,
            [subscriber.id, p.journeyId, p.journeyName ?? '', p.entryId === undefined ? null : String(p.entryId), p.actionId ?? null],
          );
          return void (await activity(ActivityTypes.JourneyStart, { journey_id: p.journeyId, action_id: p.actionId ?? null }));
        }
        case EventSubjects.JourneyEnded: {
          const p = payload as unknown as JourneyEndedPayload;
          const exited = p.reason === 'exited';
          await m.query(
            `UPDATE "lists"."subscriber_journey" SET "status" = $3, "completed_at" = now() at time zone 'utc', "action_id" = coalesce($4, "action_id") WHERE "subscriber_id" = $1 AND "journey_id" = $2`,
            [subscriber.id, p.journeyId, exited ? 'Exited' : 'Completed', p.actionId ?? null],
          );
          return void (await activity(exited ? ActivityTypes.JourneyExit : ActivityTypes.JourneyEnd, {
            journey_id: p.journeyId,
            action_id: p.actionId ?? null,
          }));
        }
        case EventSubjects.WebsiteEventTracked: {
          const p = payload as unknown as WebsiteEventTrackedPayload;
          await m.query(
            `INSERT INTO "lists"."website_event" ("subscriber_id", "tracker_uuid", "event", "email", "parameters", "created_at") VALUES ($1, $2, $3, $4, $5::jsonb, $6::timestamptz at time zone 'utc')`,
            [subscriber.id, p.websiteTrackerUuid ?? '', p.event ?? '', p.emailAddress ?? '', JSON.stringify(p.parameters ?? {}), at],
          );
          return;
        }
        default:
          return;
      }
    });
  }
}
