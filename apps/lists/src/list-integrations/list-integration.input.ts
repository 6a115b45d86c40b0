import { CommandError, LIST_INTEGRATION_EVENTS } from '@mail/contracts';
import { paramText } from '@mail/values';

/** the stored event of a client's spelling (Subscribe, subscription, ...); undefined for anything else */
export function readEvent(value: unknown): 'subscription' | 'unsubscription' | undefined {
  const key = paramText(value).toLowerCase();
  return Object.prototype.hasOwnProperty.call(LIST_INTEGRATION_EVENTS, key) ? LIST_INTEGRATION_EVENTS[key] : undefined;
}

/** readEvent, or code `code` */
export function requireEvent(value: unknown, code: number): 'subscription' | 'unsubscription' {
  const event = readEvent(value);
  if (!event) throw new CommandError(code, 'Event must be Subscribe or Unsubscribe');
  return event;
}
