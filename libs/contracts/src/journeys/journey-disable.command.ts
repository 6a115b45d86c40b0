import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { JOURNEY_ERRORS, JourneyIdRequest, type JourneyObject, JOURNEYS_NOTES } from './journey-shared';

/** journey.disable: the caller's journey (JourneyID read by the service: codes 1, 2). */
export class JourneyDisableRequest extends JourneyIdRequest {}

export interface JourneyDisableReply {
  Journey: JourneyObject;
}

export const JourneyDisable = defineCommand({
  name: 'journey.disable',
  service: 'journeys',
  auth: 'user',
  errorStyle: 'array',
  v1: { methods: ['GET'], path: 'journey.disable' },
  request: JourneyDisableRequest,
  returns: reply<JourneyDisableReply>(),
  reply: 'Journey',
  errors: { ...JOURNEY_ERRORS, 4: { meaning: 'journey already disabled (HTTP 409)', httpStatus: 409 } },
  summary: 'Disable a journey (its enrolments pause).',
  notes: JOURNEYS_NOTES,
});
