import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { JOURNEYS_NOTES, SUBSCRIBER_JOURNEY_ERRORS, SubscriberOfListRequest } from './journey-shared';

/** subscriber.journey.list: read by the service in code order. */
export class SubscriberJourneyListRequest extends SubscriberOfListRequest {}

export interface SubscriberJourneyListItem {
  JourneyID: number;
  JourneyName: string;
  /** Active, Completed or Exited (the latest time the subscriber joined) */
  Status: 'Active' | 'Completed' | 'Exited';
  /** YYYY-MM-DD HH:MM:SS (UTC) */
  JoinedAt: string;
}

export interface SubscriberJourneyListReply {
  ListID: number;
  SubscriberID: number;
  Journeys: SubscriberJourneyListItem[];
}

const { 2: e2, 3: e3, 5: e5, 6: e6, 8: e8, 9: e9 } = SUBSCRIBER_JOURNEY_ERRORS;

export const SubscriberJourneyList = defineCommand({
  name: 'subscriber.journey.list',
  service: 'journeys',
  auth: 'user',
  v1: { methods: ['POST', 'GET'], path: 'subscriber.journey.list' },
  request: SubscriberJourneyListRequest,
  returns: reply<SubscriberJourneyListReply>(),
  reply: 'ListID, SubscriberID, Journeys',
  errorStyle: 'array',
  errors: { 2: e2, 3: e3, 5: e5, 6: e6, 8: e8, 9: e9 },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'List the journeys a subscriber is or was in, with status and join time.',
  notes: JOURNEYS_NOTES,
});
