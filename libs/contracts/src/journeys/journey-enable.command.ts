import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { JOURNEY_ERRORS, JourneyIdRequest, type JourneyObject, JOURNEYS_NOTES } from './journey-shared';

/** journey.enable: the caller's journey (JourneyID read by the service: codes 1, 2). */
export class JourneyEnableRequest extends JourneyIdRequest {}

export interface JourneyEnableReply {
  Journey: JourneyObject;
}

export const JourneyEnable = defineCommand({
  name: 'journey.enable',
  service: 'journeys',
  auth: 'user',
  errorStyle: 'array',
  v1: { methods: ['GET'], path: 'journey.enable' },
  request: JourneyEnableRequest,
  returns: reply<JourneyEnableReply>(),
  reply: 'Journey',
  errors: { ...JOURNEY_ERRORS, 4: { meaning: 'journey already enabled (HTTP 409)', httpStatus: 409 } },
  summary: 'Enable a journey (its paused enrolments resume).',
  notes: JOURNEYS_NOTES,
});
