import { DateTime } from 'luxon';

import type { AutomatedReportRow } from './automated-report.row';

/** `YYYY-MM-DD HH:MM:SS` (UTC) as people read it: "Nov 23, 2026 08:00 UTC"; null stays null. */
export function formattedDate(value: string | null): string | null {
  if (!value) return null;
  return DateTime.fromSQL(value, { zone: 'utc' }).toFormat("LLL d, yyyy HH:mm 'UTC'", { locale: 'en-US' });
}

/** The spec's automated report resource. FilterTags is null unless the report filters by tags. */
export function presentReport(row: AutomatedReportRow, tagNames: Map<number, string>): Record<string, unknown> {
  const tags = row.filter_type === 'tags' && row.filter_tags.length ? row.filter_tags : [];
  return {
    ReportID: row.id,
    ReportName: row.name,
    FilterType: row.filter_type,
    FilterTags: tags.length ? tags.join(',') : null,
    FilterTagNames: tags.flatMap((id) => tagNames.get(id) ?? []),
    Frequency: row.frequency,
    RecipientEmails: row.recipient_emails,
    Status: row.status,
    LastRunDate: row.last_run_at,
    LastRunDateFormatted: formattedDate(row.last_run_at),
    NextRunDate: row.next_run_at,
    NextRunDateFormatted: formattedDate(row.next_run_at),
    CreatedDate: row.created_at,
    CreatedDateFormatted: formattedDate(row.created_at),
  };
}
