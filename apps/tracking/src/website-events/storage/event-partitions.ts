import type { DayPartitionedTable } from '@mail/db';

/** website_event is range-partitioned by day (UTC): `website_event_pYYYYMMDD` (libs/db day partitions). */
export const WEBSITE_EVENTS: DayPartitionedTable = { schema: 'tracking', table: 'website_event' };
