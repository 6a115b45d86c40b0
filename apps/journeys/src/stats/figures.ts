import type { FigureRow } from './stats.repository';

/** the counts of one group of figures */
export interface Counts {
  sent: number;
  open: number;
  click: number;
  bounce: number;
  unsubscribe: number;
  complaint: number;
}

export const zero = (): Counts => ({ sent: 0, open: 0, click: 0, bounce: 0, unsubscribe: 0, complaint: 0 });

/** sums the figure rows into groups keyed by `key` (kinds not counted here are ignored) */
export function sumBy(rows: FigureRow[], key: (row: FigureRow) => string): Map<string, Counts> {
  const groups = new Map<string, Counts>();
  for (const row of rows) {
    if (!(row.kind in zero())) continue;
    const k = key(row);
    const counts = groups.get(k) ?? zero();
    counts[row.kind as keyof Counts] += Number(row.n);
    groups.set(k, counts);
  }
  return groups;
}
