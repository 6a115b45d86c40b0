import { paramText } from '@mail/values';

import { invalid } from '../common/params';
import { isEventTime } from '../common/time';
import type { ReportRepository } from './report.repository';

/** the cursor parameters of an event page */
export interface EventCursorParams {
  cursortime?: unknown;
  cursorid?: unknown;
}

/** CursorTime and CursorID, together and exactly as a previous page answered them; neither: the first page. */
export function eventCursorOf(params: EventCursorParams, code: number): { time: string; id: string } | undefined {
  const time = paramText(params.cursortime);
  const id = paramText(params.cursorid);
  if (!time && !id) return undefined;
  if (!time || !id || !isEventTime(time)) throw invalid(code, 'CursorTime and CursorID must both be the previous NextCursor');
  return { time, id };
}

/** eventCursorOf, and the pair must name an event of the campaign (a tampered cursor is `code`, not another page) */
export async function campaignEventCursorOf(reports: ReportRepository, campaignId: number, params: EventCursorParams, code: number) {
  const at = eventCursorOf(params, code);
  if (at && !(await reports.eventExists(campaignId, at))) throw invalid(code, 'CursorTime and CursorID must be the previous NextCursor, exactly as received');
  return at;
}

export function nextEventCursor<T extends { eventTime: string; eventId: string }>(rows: T[], limit: number) {
  const last = rows[limit - 1];
  return rows.length > limit ? { CursorTime: last.eventTime, CursorID: last.eventId } : null;
}
