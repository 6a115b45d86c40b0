import { createHash } from 'node:crypto';

/**
 * The event's deduplication key: the same list, tracker UUID, event name and `$insert_id` property (the browser
 * tracker sends a fresh one per event; an API caller may) make the same event, stored once however often it is sent.
 */
export function eventIdOf(listId: number, trackerUuid: string, event: string, insertId: unknown): string {
  const hex = createHash('sha256')
    .update(`${listId}\n${trackerUuid}\n${event}\n${insertKey(insertId)}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

function insertKey(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
