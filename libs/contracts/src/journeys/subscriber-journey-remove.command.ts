import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { JOURNEYS_NOTES, SUBSCRIBER_JOURNEY_ERRORS, SubscriberOfListRequest } from './journey-shared';

/** subscriber.journey.remove: JourneyID one id, an array of ids or comma-separated ids; read by the service in code order. */
export class SubscriberJourneyRemoveRequest extends SubscriberOfListRequest {
  @Param('One journey id or an array of ids (comma-separated accepted)', true)
  journeyid?: unknown;
}

export interface SkippedJourney {
  JourneyID: number;
  Reason: string;
}

export interface SubscriberJourneyRemoveReply {
  Success: true;
  /** the journeys processed (the subscriber is out of each) */
  JourneyIDs: number[];
  ListID: number;
  SubscriberID: number;
  /** only when some journeys were skipped */
  SkippedJourneys?: SkippedJourney[];
}

export const SubscriberJourneyRemove = defineCommand({
  name: 'subscriber.journey.remove',
  service: 'journeys',
  auth: 'user',
  v1: { methods: ['POST'], path: 'subscriber.journey.remove' },
  request: SubscriberJourneyRemoveRequest,
  returns: reply<SubscriberJourneyRemoveReply>(),
  reply: 'Success, JourneyIDs, ListID, SubscriberID, SkippedJourneys (when some were skipped)',
  errorStyle: 'array',
  errors: { ...SUBSCRIBER_JOURNEY_ERRORS, 7: { meaning: "none of the journeys can be used (all not found or another user's) (HTTP 404)", httpStatus: 404 } },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'Take a subscriber out of one or several journeys: their pending steps never run.',
  notes: JOURNEYS_NOTES,
});
