import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { JOURNEY_ERRORS, JourneyIdRequest, JOURNEYS_NOTES } from './journey-shared';

/** subscriber.journey.trigger: the service reads and checks every parameter (codes 1–5, in its order). */
export class SubscriberJourneyTriggerRequest extends JourneyIdRequest {
  @Param('The subscriber to enrol', true)
  subscriberid?: string | number;

  @Param("The subscriber's list", true)
  listid?: string | number;
}

export interface SubscriberJourneyTriggerReply {
  JourneyID: number;
  SubscriberID: number;
  /** false when the journey is Disabled or the subscriber is already in it */
  Enrolled: boolean;
}

export const SubscriberJourneyTrigger = defineCommand({
  name: 'subscriber.journey.trigger',
  service: 'journeys',
  auth: 'user',
  errorStyle: 'array',
  v1: { methods: ['POST'], path: 'subscriber.journey.trigger' },
  request: SubscriberJourneyTriggerRequest,
  returns: reply<SubscriberJourneyTriggerReply>(),
  reply: 'JourneyID, SubscriberID, Enrolled',
  errors: {
    ...JOURNEY_ERRORS,
    4: { meaning: 'missing or invalid SubscriberID or ListID (HTTP 422)', httpStatus: 422 },
    5: { meaning: "subscriber not found on that list of the caller's (HTTP 404)", httpStatus: 404 },
  },
  summary: 'Enrol one subscriber into a journey (Manual trigger).',
  notes: JOURNEYS_NOTES,
});
