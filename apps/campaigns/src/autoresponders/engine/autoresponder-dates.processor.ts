import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { logger } from '@mail/config';
import { Queries } from '@mail/contracts';
import { JobHandler, JobQueue } from '@mail/jobs';
import { ServiceDb } from '@mail/kit';

import { type AutoresponderRecord, AutorespondersRepository } from '../autoresponders.repository';
import { dueAt } from './autoresponder-delay';
import { AUTORESPONDER_DATES_CRON, AutoresponderDateRun, AutoresponderDateRunPayload, AutoresponderDatesTick } from './autoresponder-dates.jobs';
import { SendAutoresponder } from './autoresponder-send.job';

const log = logger('campaigns.autoresponders');

/** the date field a date autoresponder reads: `SubscriptionDate`, `CustomField<id>` or a bare custom field id */
export function dateFieldOf(triggerValue: string): string | undefined {
  const value = triggerValue.trim();
  if (/^subscription\s*date$/i.test(value)) return 'SubscriptionDate';
  const id = /^(?:customfield)?(\d{1,15})$/i.exec(value)?.[1];
  return id && Number(id) > 0 ? `CustomField${Number(id)}` : undefined;
}

/** Monthly or Yearly (TriggerValue2; the vendor's form says "Every month" / "Every year"); Yearly when unset */
export const isMonthly = (triggerValue2: string): boolean => /month/i.test(triggerValue2);

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * OnSubscriberDate: every day, each Enabled date autoresponder's members whose date (subscription date or a date
 * custom field) falls on the day — its day of the month, or day and month — get its message, the delay counted from
 * the start of that day (UTC); a time already past sends at once. The check runs hourly and when a date autoresponder
 * is created, updated or enabled; a send row per subscriber and day makes every rerun schedule nothing new.
 */
@Injectable()
export class AutoresponderDatesProcessor implements OnApplicationBootstrap {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly repository: AutorespondersRepository,
    private readonly jobs: JobQueue,
    private readonly db: ServiceDb,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule(AutoresponderDatesTick, AUTORESPONDER_DATES_CRON, {});
  }

  /** today's check of one autoresponder (after it is saved), when it is an Enabled date autoresponder */
  async checkToday(autoresponder: Pick<AutoresponderRecord, 'id' | 'trigger_type' | 'status'>): Promise<void> {
    if (autoresponder.trigger_type !== 'OnSubscriberDate' || autoresponder.status !== 'Enabled') return;
    await this.jobs.send(AutoresponderDateRun, { autoresponderId: autoresponder.id, date: utcDay(new Date()) });
  }

  @JobHandler(AutoresponderDatesTick)
  async tick(): Promise<void> {
    const date = utcDay(new Date());
    for (const autoresponder of await this.repository.dateTriggered()) await this.jobs.send(AutoresponderDateRun, { autoresponderId: autoresponder.id, date });
  }

  @JobHandler(AutoresponderDateRun, { concurrency: 2 })
  async run(payload: AutoresponderDateRunPayload): Promise<{ scheduled: number }> {
    const autoresponder = await this.repository.byId(payload.autoresponderId);
    if (!autoresponder || autoresponder.trigger_type !== 'OnSubscriberDate' || autoresponder.status !== 'Enabled') return { scheduled: 0 };
    const field = dateFieldOf(autoresponder.trigger_value);
    if (!field) {
      log.info({ autoresponderId: autoresponder.id }, 'date autoresponder names no date field');
      return { scheduled: 0 };
    }
    const day = new Date(`${payload.date}T00:00:00Z`);
    const now = new Date();
    const due = autoresponder.trigger_time_type === 'Immediately' ? now : dueAt(day, autoresponder.trigger_time_type, autoresponder.trigger_time);
    const at = due < now ? now : due;
    const occurrence = Number(payload.date.replace(/-/g, ''));
    let scheduled = 0;
    for (let after = 0; ;) {
      const page = await this.bus.query(
        Queries.SubscribersOnDate,
        {
          userId: autoresponder.user_id,
          listId: autoresponder.list_id,
          field,
          date: payload.date,
          monthly: isMonthly(autoresponder.trigger_value2),
          afterSubscriberId: after,
        },
        30_000,
      );
      scheduled += await this.db.tx(async (m) => {
        let count = 0;
        for (const member of page.members) {
          const sendId = await this.repository.schedule(m, {
            autoresponderId: autoresponder.id,
            userId: autoresponder.user_id,
            listId: autoresponder.list_id,
            subscriberId: member.subscriberId,
            email: member.emailAddress,
            seq: 0,
            at,
            occurrence,
          });
          if (!sendId) continue;
          count += 1;
          await this.jobs.sendInTransaction(m, SendAutoresponder, { sendId }, at > now ? { startAfter: at } : {});
        }
        return count;
      });
      if (page.nextAfterSubscriberId === undefined) return { scheduled };
      after = page.nextAfterSubscriberId;
    }
  }
}
