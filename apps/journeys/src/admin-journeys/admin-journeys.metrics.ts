import type { AdminJourneyQueueEntry, AdminJourneyThroughput } from '@mail/contracts';

import { type EntryRow, WINDOW_MINUTES } from './admin-journeys.repository';

export const iso = (d: Date | null | undefined): string | null => (d ? new Date(d).toISOString().slice(0, 19).replace('T', ' ') : null);
const round = (n: number) => Math.round(n * 1000) / 1000;

export function throughputOf(completions: number): AdminJourneyThroughput {
  const perMinute = completions / WINDOW_MINUTES;
  return { PerMinute: round(perMinute), PerSecond: round(perMinute / 60), MeasurementWindowMinutes: WINDOW_MINUTES, CompletionsInWindow: completions };
}

export function entryOf(r: EntryRow): AdminJourneyQueueEntry {
  return {
    EntryID: Number(r.id),
    RelUserID: r.user_id,
    RelJourneyID: Number(r.journey_id),
    JourneyName: r.journey_name,
    RelListID: Number(r.list_id),
    RelSubscriberID: Number(r.subscriber_id),
    EmailAddress: r.email,
    RelActionID: Number(r.action_id ?? 0),
    ActionType: r.action_type ?? '',
    ActionOrderNo: r.order_no ?? 0,
    TouchState: r.touch,
    DueAt: iso(r.due_at)!,
    CreatedAt: iso(r.started_at)!,
    ActionUpdatedAt: iso(r.waited_at),
    SnoozedUntil: r.touch === 'Snoozed' ? iso(r.due_at) : null,
  };
}

export function paging(perRequest: unknown, from: unknown): { limit: number; offset: number } {
  const n = Number(perRequest);
  const o = Number(from);
  return { limit: Number.isInteger(n) && n > 0 ? Math.min(n, 1000) : 25, offset: Number.isInteger(o) && o > 0 ? o : 0 };
}

export const optionalId = (v: unknown): number | undefined => (v === undefined || v === null || v === '' ? undefined : Number(v));
