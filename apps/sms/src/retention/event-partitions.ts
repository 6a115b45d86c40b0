import { Inject, Injectable } from '@nestjs/common';

import { dayPartitionSql, dayPartitionsSql, expiredDayPartitions } from '@mail/db';
import { ServiceDb } from '@mail/kit';

import { SMS_EVENT_TABLE } from '../provider-events/sms-event-table';
import { SMS_CONFIG, type SmsConfig } from '../sms.config';

const DAY_MS = 86_400_000;
const DAYS_AHEAD = 3;
/** deduplication keys are kept this long: providers retry a callback within hours, never weeks */
const KEY_DAYS = 14;

/**
 * The event store's day partitions: the next days' exist before they are needed; a partition whose day is past
 * the retention window (plus a day, for a campaign sent at its end) is dropped whole.
 */
@Injectable()
export class EventPartitions {
  private lastRun = 0;

  constructor(
    private readonly db: ServiceDb,
    @Inject(SMS_CONFIG) private readonly config: SmsConfig,
  ) {}

  async maintain(now = Date.now()): Promise<string[]> {
    if (now - this.lastRun < 3_600_000) return [];
    this.lastRun = now;
    for (let day = 0; day <= DAYS_AHEAD; day++) await this.db.query(dayPartitionSql(SMS_EVENT_TABLE, new Date(now + day * DAY_MS)));
    const { sql, params } = dayPartitionsSql(SMS_EVENT_TABLE);
    const names = (await this.db.query<{ name: string }>(sql, params)).map((r) => r.name);
    const dropped = expiredDayPartitions(SMS_EVENT_TABLE, names, now - (this.config.detailRetentionDays + 1) * DAY_MS);
    for (const name of dropped) await this.db.query(`DROP TABLE "sms"."${name}"`);
    await this.db.query(`DELETE FROM "sms"."event_key" WHERE "seen_at" < (now() at time zone 'utc') - make_interval(days => $1)`, [KEY_DAYS]);
    return dropped;
  }
}
