import { paramText } from '@mail/values';

import { invalid } from '../common/params';
import { isSmsEventType, SMS_EVENT_TYPES, type SmsEventType } from '../provider-events/event-types';

/** Comma-separated event types (default all eleven); an unknown one is `code`. */
export function eventsParam(value: unknown, code: number): SmsEventType[] {
  const names = paramText(value)
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (!names.length) return [...SMS_EVENT_TYPES];
  const unknown = names.find((n) => !isSmsEventType(n));
  if (unknown !== undefined) throw invalid(code, `Unknown event type '${unknown}'`);
  return [...new Set(names)] as SmsEventType[];
}

/** One event type, or undefined (all) when absent; an unknown one is `code`. */
export function eventParam(value: unknown, code: number): SmsEventType | undefined {
  const name = paramText(value).toLowerCase();
  if (!name) return undefined;
  if (!isSmsEventType(name)) throw invalid(code, `Unknown event type '${name}'`);
  return name;
}
