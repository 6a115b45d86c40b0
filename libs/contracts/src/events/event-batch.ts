/**
 * Subscribers per batch event (SubscribersTagged / Untagged / Updated, JourneyEntrantsStarted / Ended): the most one
 * event names, so a consumer applies it in one statement of bounded size; a larger change is several events.
 */
export const EVENT_BATCH = 1000;

/** `items` in consecutive slices of at most `size` (by default one batch event's worth), in order */
export function inBatches<T>(items: readonly T[], size: number = EVENT_BATCH): T[][] {
  if (!(size >= 1)) throw new RangeError(`batch size must be at least 1, not ${size}`);
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}
