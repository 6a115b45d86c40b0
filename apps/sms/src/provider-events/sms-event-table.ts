import type { DayPartitionedTable } from '@mail/db';

/** the event store: range-partitioned by day on event_time */
export const SMS_EVENT_TABLE: DayPartitionedTable = { schema: 'sms', table: 'sms_event' };
