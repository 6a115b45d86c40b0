import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { JOURNEYS_NOTES, SUBSCRIBER_JOURNEY_ERRORS, SubscriberOfListRequest } from './journey-shared';

/** subscriber.journey.exit: read by the service in code order. */
export class SubscriberJourneyExitRequest extends SubscriberOfListRequest {
  @Param('The journey to exit (integer)', true)
  journeyid?: string | number;
}

export interface SubscriberJourneyExitReply {
  JourneyID: number;
  ListID: number;
  SubscriberID: number;
}

export const SubscriberJourneyExit = defineCommand({
  name: 'subscriber.journey.exit',
  service: 'journeys',
  auth: 'user',
  v1: { methods: ['POST'], path: 'subscriber.journey.exit' },
  request: SubscriberJourneyExitRequest,
  returns: reply<SubscriberJourneyExitReply>(),
  reply: 'JourneyID, ListID, SubscriberID',
  errorStyle: 'array',
  errors: SUBSCRIBER_JOURNEY_ERRORS,
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'Make a subscriber exit one journey: their pending steps never run.',
  notes: JOURNEYS_NOTES,
});
