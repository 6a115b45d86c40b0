import type { CampaignFigures, DayCount, KindCount, LinkCount, RecipientCount } from './campaign-figures.types';

// the whole campaign's counters (event-tally.ts): its other grains are days and links
export const WHOLE = `"day" = '-infinity' AND "link_id" = 0`;

// one counter row as a JSON array (TallyRow)
const TALLY_ROW = `json_build_array(t."kind", t."is_bot", t."day", t."link_id", t."total", t."uniq", t."revenue"::float8)`;

/**
 * One campaign's figures as one JSON value (CampaignFiguresJson), for a statement reading `"campaigns"."campaign" <c>`:
 * where its per-day window starts (the send of the latest run, else the day of the first event), its counter rows of
 * the whole campaign and of its links (day '-infinity': one index range), its human counters per UTC day within `days`
 * (an int expression) days of that start (a second range), and its links. Rows go out as arrays, unjoined and
 * unsorted: campaignFigures puts them together (building objects, joining and sorting in the statement cost
 * PostgreSQL more than the reads).
 */
export function campaignFiguresJson(c: string, days: string): string {
  const first = `(s."start" AT TIME ZONE 'UTC')::date`;
  return `(SELECT json_build_array(s."start",
     (SELECT json_agg(${TALLY_ROW}) FROM "campaigns"."event_tally" t WHERE t."campaign_id" = ${c}."id" AND t."day" = '-infinity'),
     (SELECT json_agg(${TALLY_ROW}) FROM "campaigns"."event_tally" t
      WHERE t."campaign_id" = ${c}."id" AND NOT t."is_bot" AND t."link_id" = 0 AND t."day" >= ${first} AND t."day" < ${first} + ${days}),
     (SELECT json_agg(json_build_array(l."id", l."url")) FROM "campaigns"."link" l WHERE l."campaign_id" = ${c}."id"))
   FROM (SELECT coalesce(${c}."send_started_at", (SELECT min(t."day")::timestamp AT TIME ZONE 'UTC' FROM "campaigns"."event_tally" t
                                                  WHERE t."campaign_id" = ${c}."id" AND t."day" > '-infinity' AND t."link_id" = 0 AND t."total" > 0)) AS "start") s)`;
}

/** one event_tally row: kind, is_bot, day (ISO date or '-infinity'), link_id, total, uniq, revenue */
type TallyRow = [string, boolean, string, number, number, number, number];

/** campaignFiguresJson's value as PostgreSQL sends it (dates as ISO text; an empty set as null) */
export type CampaignFiguresJson = [start: string | null, whole: TallyRow[] | null, days: TallyRow[] | null, links: [number, string][] | null];

/** the figures from campaignFiguresJson's value and the campaign's sent and bounce counters */
export function campaignFigures(json: CampaignFiguresJson, recipients: RecipientCount): CampaignFigures {
  const [start, whole, window, links] = json;
  const kinds: KindCount[] = [];
  // clicks per link: human [total, unique], machine total
  const human = new Map<number, TallyRow>();
  const machine = new Map<number, number>();
  for (const row of whole ?? []) {
    const [kind, isBot, , linkId, total, unique, revenue] = row;
    if (linkId === 0) kinds.push({ kind, isBot, total, unique, revenue, campaignId: recipients.campaignId });
    else if (kind !== 'click') continue;
    else if (isBot) machine.set(Number(linkId), total);
    else human.set(Number(linkId), row);
  }
  const days: DayCount[] = (window ?? []).map(([kind, , day, , total, unique]) => ({ day, kind, total, unique }));
  const linkCounts: LinkCount[] = (links ?? []).map(([id, url]) => {
    const h = human.get(Number(id));
    return { id: Number(id), url, total: h?.[4] ?? 0, unique: h?.[5] ?? 0, machine: machine.get(Number(id)) ?? 0 };
  });
  linkCounts.sort((a, b) => b.total - a.total || a.id - b.id);
  return { start: start === null ? undefined : new Date(start), recipients, kinds, days, links: linkCounts };
}
