/** One website event as stored (an accepted event.track or browser tracker call). */
export interface WebsiteEvent {
  eventId: string;
  userId: number;
  listId: number;
  trackerUuid: string;
  event: string;
  email: string;
  externalId: string;
  subscriberId: number | null;
  properties: Record<string, unknown>;
  occurredAt: Date;
  conversion?: { id: string; name: string; value: number };
}
