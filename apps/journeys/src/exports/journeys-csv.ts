import type { ActionRow } from '../actions/action.row';
import type { JourneyCounts, JourneyRow } from '../journeys/journey.row';
import { type Counts, zero } from '../stats/figures';

export const CSV_COLUMNS = [
  'RowType',
  'JourneyID',
  'JourneyName',
  'Status',
  'Trigger',
  'ActionID',
  'EmailID',
  'ActiveSubscribers',
  'TotalSubscribers',
  'Sent',
  'Delivered',
  'Opened',
  'Clicked',
  'Bounced',
  'Unsubscribed',
  'Complained',
] as const;

/** a CSV field: always quoted; text a spreadsheet would run as a formula gets a leading apostrophe */
function field(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const figures = (c: Counts) => [c.sent, Math.max(0, c.sent - c.bounce), c.open, c.click, c.bounce, c.unsubscribe, c.complaint];

/** The export's CSV: one row per journey, and (IncludeActions) one per SendEmail action under it. */
export function journeysCsv(
  journeys: JourneyRow[],
  counts: Map<number, JourneyCounts>,
  byJourney: Map<string, Counts>,
  actions: ActionRow[] | null,
  byAction: Map<string, Counts>,
): string {
  const lines = [CSV_COLUMNS.map(field).join(',')];
  for (const j of journeys) {
    const c = counts.get(Number(j.id));
    lines.push(
      ['Journey', j.id, j.name, j.status, j.trigger, '', '', c?.active ?? 0, c?.total ?? 0, ...figures(byJourney.get(String(j.id)) ?? zero())]
        .map(field)
        .join(','),
    );
    for (const a of actions?.filter((x) => x.journey_id === j.id && x.type === 'SendEmail') ?? [])
      lines.push(
        ['Action', j.id, j.name, j.status, j.trigger, a.id, Number(a.params.EmailID ?? 0), '', '', ...figures(byAction.get(String(a.id)) ?? zero())]
          .map(field)
          .join(','),
      );
  }
  return `${lines.join('\r\n')}\r\n`;
}
