import { paramText } from '@mail/values';

import { invalid } from '../common/params';
import { parseAnyDate } from '../common/time';
import { eventParam } from './event-list';

export interface EventFilters {
  event?: string;
  from?: Date;
  to?: Date;
  subscriberId?: number;
}

/** the filter parameters of the events browse and the events export */
export interface EventFilterParams {
  event?: unknown;
  from?: unknown;
  to?: unknown;
  subscriberid?: unknown;
}

/** Event, From, To and SubscriberID of the events browse (and the events export), each bad one its own code. */
export function eventFiltersOf(p: EventFilterParams, codes: { event: number; subscriberId: number; date: number }): EventFilters {
  const event = eventParam(p.event, codes.event);
  const subscriberText = paramText(p.subscriberid);
  if (subscriberText && !/^\d{1,15}$/.test(subscriberText)) throw invalid(codes.subscriberId, 'SubscriberID must be an integer');
  const date = (name: 'from' | 'to') => {
    const text = paramText(p[name]);
    if (!text) return undefined;
    const parsed = parseAnyDate(text);
    if (!parsed) throw invalid(codes.date, `${name === 'from' ? 'From' : 'To'} is not a date`);
    return parsed;
  };
  return { event, from: date('from'), to: date('to'), subscriberId: subscriberText ? Number(subscriberText) : undefined };
}
