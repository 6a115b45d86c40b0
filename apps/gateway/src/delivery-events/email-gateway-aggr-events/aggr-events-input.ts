import { CommandError, type GatewayAggrEventsRequest, isPresent } from '@mail/contracts';

/** AggregatedField → the SQL expression of its bucket key (a fixed whitelist: never user text in SQL). */
/** the SQL each AggregatedField buckets by (a Map: the client's name never reaches an object's prototype) */
const AGGREGATED_FIELDS: ReadonlyMap<string, string> = new Map([
  ['event', `"event"`],
  ['date', `to_char("occurred_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD')`],
  ['recipient_domain', `lower(split_part("recipient", '@', 2))`],
]);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string): boolean => DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

export interface AggrEventsInput {
  from: string;
  to: string;
  field: string;
  /** the SQL expression of `field` */
  expression: string;
  size: number;
}

/** Dates (11 when not YYYY-MM-DD), field (12 when unknown) and bucket count (1..1000, default 100) of AggrEvents. */
export function readAggrEventsInput(p: GatewayAggrEventsRequest, today = new Date()): AggrEventsInput {
  const to = isPresent(p.enddate) ? String(p.enddate).trim() : today.toISOString().slice(0, 10);
  if (!isDay(to)) throw new CommandError(11, 'Invalid EndDate: use YYYY-MM-DD');
  const from = isPresent(p.startdate) ? String(p.startdate).trim() : new Date(Date.parse(`${to}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
  if (!isDay(from)) throw new CommandError(11, 'Invalid StartDate: use YYYY-MM-DD');
  const field = isPresent(p.aggregatedfield) ? String(p.aggregatedfield).trim().toLowerCase() : 'event';
  const expression = AGGREGATED_FIELDS.get(field);
  if (!expression) throw new CommandError(12, `Invalid AggregatedField: one of ${[...AGGREGATED_FIELDS.keys()].join(', ')}`);
  const size = Number(p.aggregatesize);
  return { from, to, field, expression, size: Number.isInteger(size) && size > 0 ? Math.min(size, 1000) : 100 };
}
