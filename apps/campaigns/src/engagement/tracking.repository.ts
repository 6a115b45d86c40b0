import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

import { InjectDataSource } from '@mail/db';

import type { CampaignContent } from '../rendering/campaign-content';
import { applyTally, contributionOf } from '../statistics/event-tally';
import { isJourneyMail, type TrackingTarget } from './tracking-token';

/** The run's frozen content and one recipient's personalisation values. */
export interface WebViewSource {
  content: CampaignContent;
  fields: Record<string, string>;
}

/** The recipient a tracking token points at, with what its events need. */
export interface TrackedRecipient {
  recipientId: number;
  campaignId: number;
  run: number;
  subscriberId: number;
  listId: number;
  emailAddress: string;
  sentAt: Date | null;
  userId: number;
  emailId: number | null;
  /** a journey's email (campaignId 0, run 0): the journey and its SendEmail action */
  journeyId?: number;
  actionId?: number;
}

/** What every event about one recipient carries (EmailOpened, EmailClicked, EmailBounced, …); a journey's email names its journey and action instead of a campaign. */
export function recipientEventPayload(r: TrackedRecipient) {
  return {
    userId: r.userId,
    listId: r.listId,
    subscriberId: r.subscriberId,
    emailAddress: r.emailAddress,
    ...(isJourneyMail(r) ? { journeyId: r.journeyId, actionId: r.actionId } : { campaignId: r.campaignId }),
    ...(r.emailId ? { emailId: r.emailId } : {}),
    occurredAt: new Date().toISOString(),
  };
}

export type TrackingEventKind = 'open' | 'click' | 'view' | 'unsubscribe' | 'bounce_hard' | 'bounce_soft' | 'complaint' | 'conversion';

export interface NewTrackingEvent {
  kind: TrackingEventKind;
  linkId?: number;
  isBot?: boolean;
  detail?: string;
  ip?: string;
  userAgent?: string;
  /** an attributed conversion's value */
  value?: number;
}

interface RecipientRow {
  id: string;
  journey_id?: string | null;
  action_id?: string | null;
  campaign_id: string;
  run: number;
  subscriber_id: string;
  list_id: string;
  email_address: string;
  sent_at: Date | null;
  user_id: number;
  email_id: string | null;
}

// an A/B recipient's own variation email, else the campaign's
const RECIPIENT = `SELECT r."id", r."campaign_id", r."run", r."subscriber_id", r."list_id", r."email_address", r."sent_at", c."user_id", coalesce(r."email_id", c."email_id") AS "email_id"
  FROM "campaigns"."recipient" r JOIN "campaigns"."campaign" c ON c."id" = r."campaign_id"`;

/** a journey's message as a recipient: campaign 0, run 0 */
const JOURNEY_RECIPIENT = `SELECT j."id", 0 AS "campaign_id", 0 AS "run", j."subscriber_id", j."list_id", j."email_address", j."sent_at", j."user_id", j."email_id",
  j."journey_id", j."action_id" FROM "campaigns"."journey_mail" j`;

/** tracking_event rows and the recipients and links they are about */
@Injectable()
export class TrackingRepository {
  constructor(@InjectDataSource('campaigns') private readonly dataSource: DataSource) {}

  private readonly tallying = new WeakSet<EntityManager>();

  /** a transaction writing one recipient's events (see tallied) */
  recipientTransaction<T>(r: TrackedRecipient, work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((m) => this.tallied(m, r, () => work(m)));
  }

  /**
   * Runs `work`, which writes one recipient's events, with the recipient locked (its hits are serialised: implied
   * opens, bursts, bounce counters); for a campaign's recipient, what it changed is then added to the campaign's
   * counters (statistics/event-tally.ts). Every write of tracking_event runs inside it.
   */
  async tallied<T>(m: EntityManager, r: TrackedRecipient, work: () => Promise<T>): Promise<T> {
    await this.lockRecipient(m, r);
    if (isJourneyMail(r)) return work();
    const before = await contributionOf(m, r);
    this.tallying.add(m);
    try {
      const result = await work();
      await applyTally(m, r, before);
      return result;
    } finally {
      this.tallying.delete(m);
    }
  }

  async recipient(target: Pick<TrackingTarget, 'campaignId' | 'run' | 'recipientId'>): Promise<TrackedRecipient | undefined> {
    if (isJourneyMail(target)) {
      const [sent]: RecipientRow[] = await this.dataSource.query(`${JOURNEY_RECIPIENT} WHERE j."id" = $1 AND j."message_id" IS NOT NULL`, [target.recipientId]);
      return sent && toRecipient(sent);
    }
    const [row]: RecipientRow[] = await this.dataSource.query(`${RECIPIENT} WHERE r."id" = $1 AND r."campaign_id" = $2 AND r."run" = $3`, [
      target.recipientId,
      target.campaignId,
      target.run,
    ]);
    return row && toRecipient(row);
  }

  /** the latest send of a campaign to an address */
  async recipientByAddress(campaignId: number, emailAddress: string): Promise<TrackedRecipient | undefined> {
    const [row]: RecipientRow[] = await this.dataSource.query(
      `${RECIPIENT} WHERE r."campaign_id" = $1 AND lower(r."email_address") = lower($2) ORDER BY r."run" DESC LIMIT 1`,
      [campaignId, emailAddress],
    );
    return row && toRecipient(row);
  }

  async recipientByMessageId(campaignId: number, messageId: string): Promise<TrackedRecipient | undefined> {
    const [row]: RecipientRow[] = await this.dataSource.query(`${RECIPIENT} WHERE r."campaign_id" = $1 AND r."message_id" = $2 ORDER BY r."run" DESC LIMIT 1`, [
      campaignId,
      messageId,
    ]);
    return row && toRecipient(row);
  }

  /** a link of the recipient's campaign (of its email, for a journey's message) */
  async linkUrl(r: TrackedRecipient, linkId: number): Promise<string | undefined> {
    const [row]: { url: string }[] = isJourneyMail(r)
      ? await this.dataSource.query(`SELECT "url" FROM "campaigns"."journey_link" WHERE "id" = $1 AND "email_id" = $2`, [linkId, r.emailId])
      : await this.dataSource.query(`SELECT "url" FROM "campaigns"."link" WHERE "id" = $1 AND "campaign_id" = $2`, [linkId, r.campaignId]);
    return row?.url;
  }

  async linkCount(r: TrackedRecipient): Promise<number> {
    const [row]: { n: number }[] = isJourneyMail(r)
      ? await this.dataSource.query(`SELECT count(*)::int AS n FROM "campaigns"."journey_link" WHERE "email_id" = $1`, [r.emailId])
      : await this.dataSource.query(`SELECT count(*)::int AS n FROM "campaigns"."link" WHERE "campaign_id" = $1`, [r.campaignId]);
    return row?.n ?? 0;
  }

  /** what the web view renders a recipient from: the run's frozen content and the recipient's personalisation values */
  async webViewSource(r: Pick<TrackedRecipient, 'recipientId' | 'campaignId' | 'run'>): Promise<WebViewSource | undefined> {
    const [row]: { content: CampaignContent | null; fields: Record<string, string> | null }[] = await this.dataSource.query(
      `SELECT cr."content", r."fields" FROM "campaigns"."recipient" r
       JOIN "campaigns"."campaign_run" cr ON cr."campaign_id" = r."campaign_id" AND cr."run" = r."run"
       WHERE r."id" = $1 AND r."campaign_id" = $2 AND r."run" = $3`,
      [r.recipientId, r.campaignId, r.run],
    );
    return row?.content ? { content: row.content, fields: row.fields ?? {} } : undefined;
  }

  private async lockRecipient(m: EntityManager, r: TrackedRecipient): Promise<void> {
    const table = isJourneyMail(r) ? 'journey_mail' : 'recipient';
    await m.query(`SELECT 1 FROM "campaigns"."${table}" WHERE "id" = $1 FOR NO KEY UPDATE`, [r.recipientId]);
  }

  async insert(m: EntityManager, r: TrackedRecipient, e: NewTrackingEvent): Promise<void> {
    const params = [
      r.campaignId,
      r.run,
      r.recipientId,
      r.subscriberId,
      r.listId,
      e.kind,
      e.linkId ?? null,
      e.isBot ?? false,
      (e.detail ?? '').slice(0, 1000),
      (e.ip ?? '').slice(0, 64),
      (e.userAgent ?? '').slice(0, 512),
      e.value ?? 0,
    ];
    await this.write(m, r, INSERT_EVENT, params);
  }

  /** the message (a campaign's recipient or a journey's email) the subscriber clicked last (a person's click, not a scanner's) since `since`, among the user's */
  async lastClicked(m: EntityManager, userId: number, subscriberId: number, since: Date): Promise<TrackedRecipient | undefined> {
    const [click]: { campaign_id: string; recipient_id: string }[] = await m.query(
      `SELECT e."campaign_id", e."recipient_id" FROM "campaigns"."tracking_event" e
       WHERE e."subscriber_id" = $1 AND e."kind" = 'click' AND NOT e."is_bot" AND e."occurred_at" >= $2
       ORDER BY e."occurred_at" DESC LIMIT 1`,
      [subscriberId, since],
    );
    if (!click) return undefined;
    const [row]: RecipientRow[] =
      Number(click.campaign_id) === 0
        ? await m.query(`${JOURNEY_RECIPIENT} WHERE j."id" = $1 AND j."user_id" = $2`, [click.recipient_id, userId])
        : await m.query(`${RECIPIENT} WHERE r."id" = $1 AND r."campaign_id" = $2 AND c."user_id" = $3`, [click.recipient_id, click.campaign_id, userId]);
    return row && toRecipient(row);
  }

  async hasHumanEvent(m: EntityManager, r: TrackedRecipient, kind: TrackingEventKind): Promise<boolean> {
    const [row]: { found: boolean }[] = await m.query(
      `SELECT EXISTS (SELECT 1 FROM "campaigns"."tracking_event" WHERE "campaign_id" = $1 AND "kind" = $2 AND "subscriber_id" = $3 AND "recipient_id" = $4 AND NOT "is_bot") AS found`,
      [r.campaignId, kind, r.subscriberId, r.recipientId],
    );
    return row?.found === true;
  }

  /** the links this recipient clicked within the last `seconds` */
  async recentlyClickedLinks(m: EntityManager, r: TrackedRecipient, seconds: number): Promise<number[]> {
    const rows: { link_id: string }[] = await m.query(
      `SELECT DISTINCT "link_id" FROM "campaigns"."tracking_event"
       WHERE "campaign_id" = $1 AND "kind" = 'click' AND "subscriber_id" = $2 AND "recipient_id" = $3 AND "occurred_at" > now() - make_interval(secs => $4)`,
      [r.campaignId, r.subscriberId, r.recipientId, seconds],
    );
    return rows.map((row) => Number(row.link_id));
  }

  /** a burst turned out to be a scanner: its earlier clicks, and the opens they implied, were too */
  async flagRecentAsBot(m: EntityManager, r: TrackedRecipient, seconds: number, reason: string): Promise<void> {
    await this.write(
      m,
      r,
      `UPDATE "campaigns"."tracking_event" SET "is_bot" = true, "detail" = $5
       WHERE "campaign_id" = $1 AND "subscriber_id" = $2 AND "recipient_id" = $3 AND "occurred_at" > now() - make_interval(secs => $4) AND NOT "is_bot"
         AND ("kind" IN ('click', 'view') OR ("kind" = 'open' AND "detail" = 'implied'))`,
      [r.campaignId, r.subscriberId, r.recipientId, seconds, reason],
    );
  }

  private async write(m: EntityManager, r: TrackedRecipient, sql: string, params: unknown[]): Promise<void> {
    if (!isJourneyMail(r) && !this.tallying.has(m)) throw new Error("a campaign recipient's events are written inside tallied()");
    await m.query(sql, params);
  }
}

const INSERT_EVENT = `INSERT INTO "campaigns"."tracking_event" ("campaign_id", "run", "recipient_id", "subscriber_id", "list_id", "kind", "link_id", "is_bot", "detail", "ip", "user_agent", "value")
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`;

function toRecipient(row: RecipientRow): TrackedRecipient {
  return {
    recipientId: Number(row.id),
    campaignId: Number(row.campaign_id),
    run: row.run,
    subscriberId: Number(row.subscriber_id),
    listId: Number(row.list_id),
    emailAddress: row.email_address,
    sentAt: row.sent_at,
    userId: row.user_id,
    emailId: row.email_id === null ? null : Number(row.email_id),
    ...(row.journey_id ? { journeyId: Number(row.journey_id) } : {}),
    ...(row.action_id ? { actionId: Number(row.action_id) } : {}),
  };
}
