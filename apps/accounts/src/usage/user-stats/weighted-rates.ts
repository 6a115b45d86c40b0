/** one list's audience and its last 30 days of engagement (recipients sent, and how many of them did each) */
export interface ListEngagement {
  activeSubscribers: number;
  sent: number;
  opens: number;
  clicks: number;
  forwards: number;
  views: number;
}

/**
 * Σ(rate of each list × its active subscribers) / Σ(active subscribers), over the lists whose rate is defined
 * (a divisor above 0); null when no list has one. Rounded to 4 decimals.
 */
export function weightedRate(lists: ListEngagement[], numerator: (l: ListEngagement) => number, divisor: (l: ListEngagement) => number): number | null {
  let weighted = 0;
  let weights = 0;
  for (const list of lists) {
    const d = divisor(list);
    if (d <= 0 || list.activeSubscribers <= 0) continue;
    weighted += (numerator(list) / d) * list.activeSubscribers;
    weights += list.activeSubscribers;
  }
  return weights > 0 ? Math.round((weighted / weights) * 10_000) / 10_000 : null;
}
