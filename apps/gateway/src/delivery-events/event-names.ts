import { type GatewayEvent, gatewayEventOf } from '@mail/contracts';

/** how the event reads name each event: as the vendor's examples do (`delivery`, `bounce`, ...), our own names */
export const EVENT_NAME: Record<GatewayEvent, string> = {
  delivery: 'delivery',
  bounce: 'bounce',
  open: 'open',
  click: 'click',
  unsubscribe: 'unsubscribe',
  complaint: 'complaint',
  unknown: 'unknown',
};

/** the vendor's MTA-side names for what we record as delivery and bounce */
const MTA_NAMES = new Map<string, GatewayEvent>([
  ['accepted-by-mta', 'delivery'],
  ['rejected-by-mta', 'bounce'],
  ['rejected', 'bounce'],
]);

/** the kinds an Event filter keeps: undefined (no filter) when absent, empty (nothing) for a name we do not record */
export function eventKindsOf(value: unknown): GatewayEvent[] | undefined {
  if (value === undefined || value === null || String(value).trim() === '') return undefined;
  const kind = gatewayEventOf(value) ?? MTA_NAMES.get(String(value).trim().toLowerCase());
  return kind ? [kind] : [];
}

/** a strict `Y-m-d` as midnight UTC, or undefined */
export function dayOf(value: unknown): Date | undefined {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day.toISOString().slice(0, 10) === text ? day : undefined;
}

export const nextDay = (day: Date): Date => new Date(day.getTime() + 86_400_000);

/** a Unix time (seconds) as a Date, or undefined */
export function unixOf(value: unknown): Date | undefined {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return /^\d{1,12}$/.test(text) ? new Date(Number(text) * 1000) : undefined;
}
